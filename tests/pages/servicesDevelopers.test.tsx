/**
 * The five hire-developer pages: one component fed by the route's slug. Exact service names and
 * destinations come from the issue, written out here.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntries } from '../../src/app/routeTable';
import { paths } from '../../src/config/paths';
import { developerTypeOptions } from '../../src/records/options';
import { hireDevelopers, type DeveloperSlug } from '../../src/content/hireDevelopers';
import { carouselCopy } from '../../src/content/carousel';
import { developerTestimonials } from '../../src/content/testimonials';
import { expectLinks, h3Texts, renderPath, sectionTitled } from './services.support';

const developerPaths: Record<DeveloperSlug, string> = {
  angular: paths.angularDeveloper,
  react: paths.reactDeveloper,
  python: paths.pythonDeveloper,
  node: paths.nodejsDeveloper,
  laravel: paths.laravelDeveloper,
};

/** What each technology is called on its page (and in the form's options). */
const technologyName: Record<DeveloperSlug, string> = {
  angular: 'Angular',
  react: 'ReactJS',
  python: 'Python',
  node: 'Node.js',
  laravel: 'Laravel',
};

const angularTagline = hireDevelopers.angular.hero.tagline!.text;

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/HireDeveloperPage'),
    import('../../src/features/forms'),
    import('../../src/components/sections/Testimonials'),
  ]);
}, 30_000);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

it('the route table sends the five developer paths, with the form’s developer types as slugs', () => {
  const entries = routeEntries.filter((entry) => entry.page === 'HireDeveloperPage');
  expect(Object.fromEntries(entries.map((entry) => [entry.slug, entry.path]))).toEqual(
    developerPaths,
  );
  expect(developerTypeOptions.map((option) => option.value).sort()).toEqual(
    Object.keys(developerPaths).sort(),
  );
});

describe.each(Object.keys(developerPaths) as DeveloperSlug[])('the %s developer page', (slug) => {
  const content = hireDevelopers[slug];
  const name = technologyName[slug];

  it('has its hero with a button to /contact naming its technology, the why-choose list and the three services', async () => {
    await renderPath(developerPaths[slug]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    // The first React page had no link here; every page now has one.
    expectLinks(content.hero.action.label, `/contact?about=${slug}`);

    const why = sectionTitled(content.whyChoose.title);
    expect(h3Texts(why)).toEqual(content.whyChoose.items.map((item) => item.title));
    expect(h3Texts(why).length).toBeGreaterThanOrEqual(3);

    const services = sectionTitled(content.services.title);
    const titles = h3Texts(services);
    expect(titles).toHaveLength(3);
    expect(titles[0]).toMatch(new RegExp(`^Custom ${name} development$`));
    expect(titles[1]).toMatch(new RegExp(`^${name} app migration$`));
    expect(titles[2]).toMatch(new RegExp(`^Real-time ${name} app development$`));
  });

  it('shows its own hero art and no picture of the home page banner', async () => {
    await renderPath(developerPaths[slug]);
    const files = [...document.querySelectorAll('img, source')].flatMap((element) =>
      [element.getAttribute('src'), element.getAttribute('srcset')].filter(Boolean),
    );
    expect(files).toContain(content.hero.art.src);
    for (const other of Object.values(hireDevelopers)) {
      if (other !== content) expect(files).not.toContain(other.hero.art.src);
    }
    // The home banner's files live under /media/hero/.
    expect(files.filter((file) => file!.includes('/media/hero/'))).toEqual([]);
  });

  it('has a project management section and a carousel of five testimonials', async () => {
    await renderPath(developerPaths[slug]);
    const management = sectionTitled(content.projectManagement.title);
    expect(management).toHaveTextContent(/delivery manager/);
    expect(within(management).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    // The band is loaded lazily (it is below the fold).
    await screen.findByRole('heading', { level: 2, name: content.testimonials.title });
    const band = sectionTitled(content.testimonials.title);
    const carousel = within(band).getByRole('region', { name: 'Testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const quotes = within(carousel).getAllByRole('figure');
    expect(quotes).toHaveLength(5);
    developerTestimonials[slug].forEach((testimonial, index) => {
      expect(quotes[index]).toHaveTextContent(testimonial.quote);
      expect(quotes[index]).toHaveTextContent(testimonial.name);
    });
    expect(
      within(carousel).getByRole('switch', { name: new RegExp(carouselCopy.pause) }),
    ).toBeInTheDocument();
  });

  it(`preselects ${name} in the hiring form under its heading`, async () => {
    await renderPath(developerPaths[slug]);
    const form = await screen.findByRole('form', { name: content.form.title });
    const developerType = within(form).getByRole('combobox', { name: 'Developer Type' });
    expect(developerType).toHaveValue(slug);
    expect(within(developerType).getByRole('option', { selected: true })).toHaveTextContent(name);
    expect(form.closest('section')).toContainElement(
      screen.getByRole('heading', { level: 2, name: content.form.title }),
    );
  });
});

describe('the Angular hero tagline', () => {
  // When it shows (4 s after the first paint, at once with reduced motion) is the browser's to
  // do (a CSS animation): e2e/service-pages.spec.ts watches it in Chromium.
  it('is in the page at once, its delay handed to its animation', async () => {
    await renderPath(paths.angularDeveloper);
    expect(screen.getByText(angularTagline)).toHaveStyle({
      animationDelay: `${hireDevelopers.angular.hero.tagline!.delayMs}ms`,
    });
    await screen.findByRole('form', { name: hireDevelopers.angular.form.title });
  });

  it('exists only on the Angular page', async () => {
    await renderPath(paths.reactDeveloper);
    expect(screen.queryByText(angularTagline)).not.toBeInTheDocument();
    await screen.findByRole('form', { name: hireDevelopers.react.form.title });
  });
});
