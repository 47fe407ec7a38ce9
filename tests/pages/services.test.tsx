/**
 * The service pages: three development services, IT hiring, talent acquisition, staffing and
 * tech consulting. Exact names and destinations come from the issue, written out here, so a
 * change in the content files that drops or renames one fails a test.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntries } from '../../src/app/routeTable';
import { paths } from '../../src/config/paths';
import { techConsulting } from '../../src/content/consulting';
import { developmentServices } from '../../src/content/developmentServices';
import { itHiring } from '../../src/content/itHiring';
import { techLogos } from '../../src/content/media';
import { staffing } from '../../src/content/staffing';
import { talentAcquisition } from '../../src/content/talent';
import { acceptedRecords, clearRecorded } from '../msw/handlers.support';
import { expectLinks, formOfPage, h3Texts, renderPath, sectionTitled } from './services.support';

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/ServicePage'),
    import('../../src/pages/ItHiringPage'),
    import('../../src/pages/TalentAcquisitionPage'),
    import('../../src/pages/StaffingPage'),
    import('../../src/pages/TechConsultingPage'),
    import('../../src/features/forms'),
  ]);
}, 30_000);

beforeEach(() => {
  clearRecorded();
  Element.prototype.scrollIntoView = vi.fn();
});

/** The names of the numbered steps, in order ("Step 1: Identify needs" → "Identify needs"). */
const stepNames = (section: HTMLElement) => {
  const list = within(section).getByRole('list');
  expect(list.tagName).toBe('OL');
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading, index) => {
      expect(heading).toHaveAccessibleName(new RegExp(`^Step ${index + 1}: `));
      return heading.textContent?.replace(/^Step \d+: /, '');
    });
};

/** A recruiting page's numbered steps, in order, and its three reasons to choose the company. */
function expectStepsAndReasons(
  content: { process: { title: string }; reasons: { title: string } },
  steps: string[],
) {
  expect(stepNames(sectionTitled(content.process.title))).toEqual(steps);
  expect(h3Texts(sectionTitled(content.reasons.title))).toHaveLength(3);
}

describe('development service pages', () => {
  const servicePaths = {
    'web-development': paths.webDevelopment,
    'mobile-app': paths.mobileApp,
    'custom-software': paths.customSoftware,
  } as const;

  it('the route table sends exactly these three slugs to ServicePage', () => {
    const slugs = routeEntries.filter((e) => e.page === 'ServicePage').map((e) => e.slug);
    expect(slugs.sort()).toEqual(Object.keys(servicePaths).sort());
  });

  /** Where "Get a Quote Now" goes: the quote form, with the page's service chosen when it lists it. */
  const quoteLinkOf = {
    'web-development': '/get-a-quote?about=web-development',
    'mobile-app': '/get-a-quote?about=mobile-app',
    'custom-software': '/get-a-quote',
  } as const;

  describe.each(Object.entries(servicePaths))('%s', (slug, path) => {
    const content = developmentServices[slug as keyof typeof servicePaths];

    it('renders every service, benefit and step of its data, and "Get a Quote Now" to the quote form', async () => {
      await renderPath(path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.hero.title);

      const services = sectionTitled(content.services.title);
      expect(h3Texts(services)).toEqual(content.services.items.map((item) => item.title));
      for (const item of content.services.items)
        expect(within(services).getByText(item.text)).toBeInTheDocument();

      const benefits = sectionTitled(content.benefits.title);
      expect(h3Texts(benefits)).toEqual(content.benefits.items.map((item) => item.title));

      expect(stepNames(sectionTitled(content.process.title))).toEqual(
        content.process.steps.map((step) => step.title),
      );

      const quoteLinks = expectLinks(
        'Get a Quote Now',
        quoteLinkOf[slug as keyof typeof servicePaths],
      );
      expect(quoteLinks.length).toBeGreaterThanOrEqual(2); // the hero and the closing band
    });
  });

  it('custom software lists its client benefits', async () => {
    await renderPath(paths.customSoftware);
    const benefits = sectionTitled('Client benefits');
    expect(within(benefits).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('web development has a logo strip of technologies, the copy hidden from screen readers, with a pause button', async () => {
    await renderPath(paths.webDevelopment);
    const strip = screen.getByRole('group', { name: 'Technologies we build with' });
    const shown = within(strip).getAllByRole('img');
    const expected = developmentServices['web-development'].technologies!.logos;
    expect(expected.length).toBeGreaterThan(5);
    expect(shown.map((img) => img.getAttribute('alt'))).toEqual(expected.map((l) => l.alt));
    for (const logo of expected) expect(techLogos).toContainEqual(logo);
    // The second set (for the seamless loop) is there but hidden.
    const lists = strip.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]!.querySelectorAll('img')).toHaveLength(expected.length);
    expect(strip.style.getPropertyValue('--logo-cycle')).toBe('20s');

    const user = userEvent.setup();
    const pause = within(strip).getByRole('switch', { name: 'Pause the logo animation' });
    expect(pause).not.toBeChecked();
    await user.click(pause);
    expect(pause).toBeChecked();
  });

  it('mobile app and custom software have no logo strip', async () => {
    await renderPath(paths.mobileApp);
    expect(screen.queryByRole('group', { name: /technolog/i })).not.toBeInTheDocument();
  });
});

describe('IT hiring', () => {
  it('renders its roles and steps, "Apply Now" goes to /contact, and employers find the five developer pages', async () => {
    await renderPath(paths.itHiring);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(itHiring.hero.title);
    expectLinks('Apply Now', '/contact?about=it-hiring');

    const roles = sectionTitled(itHiring.offer.title);
    expect(h3Texts(roles)).toEqual(itHiring.offer.items.map((item) => item.title));
    expect(stepNames(sectionTitled(itHiring.process.title))).toEqual(
      itHiring.process.steps.map((step) => step.title),
    );

    const employers = sectionTitled(itHiring.reasons.title);
    const hrefs = within(employers)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/services/angular-developer',
        '/services/react-developer',
        '/services/python-developer',
        '/services/nodejs-developer',
        '/services/laravel-developer',
      ]),
    );
  });
});

describe('IT talent acquisition', () => {
  it('has three service cards, the 4-step process, three reasons, both calls to action and the talent form', async () => {
    await renderPath(paths.talentAcquisition);
    const content = talentAcquisition;
    expectLinks('Request Talent Now', '/contact?about=talent-acquisition');
    expectLinks('Talk to a Recruiter', '/contact?about=talent-acquisition');

    const services = sectionTitled(content.offer.title);
    expect(h3Texts(services)).toHaveLength(3);
    expect(h3Texts(services)).toEqual(content.offer.items.map((item) => item.title));

    expectStepsAndReasons(content, [
      'Identify needs',
      'Search and screen',
      'Interviews and assessments',
      'Onboarding support',
    ]);

    const form = await screen.findByRole('form', { name: content.form.title });
    expect(within(form).getByRole('button', { name: 'Request Talent' })).toBeInTheDocument();
  });
});

describe('IT staffing and recruitment', () => {
  it('has five industries, the 4-step fit process, three differentiators and its links', async () => {
    await renderPath(paths.staffingRecruitment);
    expectLinks('Get Started Today', '/contact?about=it-staffing');
    expectLinks('Get In Touch', '/contact?about=it-staffing');

    const industries = sectionTitled(staffing.offer.title);
    expect(h3Texts(industries)).toEqual([
      'Finance',
      'Healthcare',
      'E-commerce',
      'Education',
      'Manufacturing',
    ]);

    expectStepsAndReasons(staffing, [
      'Requirement gathering',
      'Extensive screening',
      'Candidate matching',
      'Final selection',
    ]);
  });

  it('its talent form really sends a techTalent record', async () => {
    await renderPath(paths.staffingRecruitment);
    const form = await formOfPage(staffing.form.title);
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'Bisi Adeyemi');
    await user.type(within(form).getByLabelText('Email'), 'bisi@example.com');
    await user.type(within(form).getByLabelText('Phone Number'), '08031234567');
    await user.selectOptions(within(form).getByLabelText('Job Role'), 'developer');
    await user.selectOptions(within(form).getByLabelText('Employment Type'), 'contract');
    await user.type(
      within(form).getByLabelText('Additional Details'),
      'Two Laravel developers for our hospital records system.',
    );
    await user.click(within(form).getByRole('button', { name: 'Request Talent' }));
    expect(
      await screen.findByText('Your request has been successfully submitted!'),
    ).toBeInTheDocument();
    expect(acceptedRecords).toHaveLength(1);
    expect(acceptedRecords[0]).toMatchObject({
      collection: 'techTalent',
      record: { name: 'Bisi Adeyemi', jobRole: 'developer', employmentType: 'contract' },
    });
  });
});

describe('tech consulting', () => {
  it('has six consulting services, both consultation links and the hiring enquiry form', async () => {
    await renderPath(paths.techConsulting);
    expectLinks('Book a Free Consultation', '/book-a-session?about=tech-consulting');
    expectLinks('Schedule a Free Consultation', '/book-a-session?about=tech-consulting');

    expect(h3Texts(sectionTitled(techConsulting.services.title))).toEqual([
      'Software development strategy',
      'Cloud computing and migration',
      'Cybersecurity and risk management',
      'Data analytics and AI integration',
      'IT infrastructure and networking',
      'Digital transformation and automation',
    ]);

    const whyPartner = sectionTitled(techConsulting.whyPartner.title);
    for (const paragraph of techConsulting.whyPartner.paragraphs)
      expect(within(whyPartner).getByText(paragraph)).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: techConsulting.form.title });
    // No technology is chosen for the visitor here.
    expect(within(form).getByLabelText('Developer Type')).toHaveValue('');
  });
});
