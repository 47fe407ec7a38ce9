/**
 * WhatsApp within reach (issue 36): the header's link, the phone menu's, and "Prefer WhatsApp?"
 * beside every enquiry form wherever it is shown and in every course's hero. Each opens a chat
 * with the configured number, its first line naming the page, offer or course; each sits in the
 * flow of the page, so its box meets no heading, paragraph, field or button around it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routeEntries } from '../src/app/routeTable';
import { paths } from '../src/config/paths';
import { company } from '../src/content/company';
import { techConsulting } from '../src/content/consulting';
import { contactPage } from '../src/content/contactPage';
import { bookSessionPageCopy, getQuotePageCopy } from '../src/content/forms';
import { hireDevelopers } from '../src/content/hireDevelopers';
import { staffing } from '../src/content/staffing';
import { talentAcquisition } from '../src/content/talent';
// Not ../src/content/training itself: it reads Vite's import.meta.env, which Playwright lacks.
import { course as cyberSecurity } from '../src/content/training/cyber-security';
import { course as dataAnalysis } from '../src/content/training/data-analysis';
import { course as mobileApp } from '../src/content/training/mobile-app';
import { course as uiUx } from '../src/content/training/ui-ux';
import { course as webDevelopment } from '../src/content/training/web-development';
import { whatsAppFirstLine } from '../src/content/whatsApp';
import { expectNoCountedViolations } from './axe.support';
import { hydrated, viewports } from './support';

const courses = [webDevelopment, mobileApp, dataAnalysis, cyberSecurity, uiUx];

/** A page that shows a form: where, the heading of the form's band, and the chat's first line. */
interface FormPlace {
  path: string;
  /** Which of the six forms it shows. */
  form: 'contact' | 'quote' | 'booking' | 'hiring' | 'talent' | 'training';
  heading: string;
  firstLine: string;
}

const developerPaths = {
  angular: paths.angularDeveloper,
  react: paths.reactDeveloper,
  python: paths.pythonDeveloper,
  node: paths.nodejsDeveloper,
  laravel: paths.laravelDeveloper,
} as const satisfies Record<keyof typeof hireDevelopers, string>;

const formPlaces: readonly FormPlace[] = [
  {
    path: paths.contact,
    form: 'contact',
    heading: contactPage.form.title,
    firstLine: whatsAppFirstLine.contact,
  },
  {
    path: paths.getQuote,
    form: 'quote',
    heading: getQuotePageCopy.formTitle,
    firstLine: whatsAppFirstLine.quote,
  },
  {
    path: paths.bookSession,
    form: 'booking',
    heading: bookSessionPageCopy.formTitle,
    firstLine: whatsAppFirstLine.booking,
  },
  ...Object.entries(developerPaths).map(([slug, path]) => {
    const content = hireDevelopers[slug as keyof typeof developerPaths];
    return {
      path,
      form: 'hiring' as const,
      heading: content.form.title,
      firstLine: whatsAppFirstLine.developers(content.technology),
    };
  }),
  {
    path: paths.techConsulting,
    form: 'hiring',
    heading: techConsulting.form.title,
    firstLine: whatsAppFirstLine.consulting,
  },
  {
    path: paths.talentAcquisition,
    form: 'talent',
    heading: talentAcquisition.form.title,
    firstLine: whatsAppFirstLine.talent,
  },
  {
    path: paths.staffingRecruitment,
    form: 'talent',
    heading: staffing.form.title,
    firstLine: whatsAppFirstLine.staffing,
  },
  ...courses.map((course) => ({
    path: course.path,
    form: 'training' as const,
    heading: course.form.title,
    firstLine: whatsAppFirstLine.course(course.name),
  })),
];

const titleOf = (path: string) => routeEntries.find((route) => route.path === path)!.title;

const whatsAppLink = (scope: Locator | Page) => scope.getByRole('link', { name: /WhatsApp/ });

/** The link opens the company's chat in a new tab, its first line `firstLine` (decoded). */
async function expectChat(link: Locator, firstLine: string) {
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(company.whatsApp.href);
  expect(url.searchParams.get('text')).toBe(firstLine);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/**
 * Neither `boxes` (the link, and its line) meets any element of `others` that is laid out (a
 * hidden one has no box), and nothing lies over the link: the point at its centre is the link's.
 */
async function expectNoOverlap(boxes: readonly Locator[], others: Locator) {
  const link = boxes[0]!;
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const own = await Promise.all(boxes.map(async (box) => (await box.boundingBox())!));
  // Every other element's box in one call (a hidden one has none: width or height 0).
  const around = await others.evaluateAll((list) =>
    list.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, html: element.outerHTML.slice(0, 80) };
    }),
  );
  expect(around.length, 'elements to compare with').toBeGreaterThan(0);
  for (const box of around) {
    if (box.width === 0 || box.height === 0) continue;
    for (const mine of own) {
      expect.soft(intersects(mine, box), `overlaps ${box.html}`).toBe(false);
    }
  }
  const onTop = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'nothing covers the link').toBe(true);
}

/** The elements around a link that it must not cover, in `scope`, leaving out the link's own line. */
const surroundings = (scope: Locator) =>
  scope.locator(
    ':is(h1, h2, h3, p, label, input, select, textarea, button, a, li, img):not([data-whatsapp-prompt], [data-whatsapp-prompt] *)',
  );

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${width} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const place of formPlaces) {
      test(`${place.path}: "Prefer WhatsApp?" beside the ${place.form} form, naming the page's offer`, async ({
        page,
      }) => {
        await page.goto(place.path);
        const band = page.getByRole('region', { name: place.heading, exact: true });
        await expect(band.locator('form')).toBeVisible();
        const link = whatsAppLink(band);
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(band.getByText('Prefer WhatsApp?', { exact: true })).toBeVisible();
        await expectChat(link, place.firstLine);
        const line = band.locator('[data-whatsapp-prompt]');
        await expectNoOverlap([link, line], surroundings(band));
        if (place.form !== 'training') return;
        // A course page offers it in its hero too, under "Enroll Now".
        const hero = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { level: 1 }) });
        const heroLink = whatsAppLink(hero);
        await expect(heroLink).toBeVisible();
        await expectChat(heroLink, place.firstLine);
        await expectNoOverlap(
          [heroLink, hero.locator('[data-whatsapp-prompt]')],
          surroundings(hero),
        );
      });
    }

    test("the header's WhatsApp icon, named, naming the page, covering nothing", async ({
      page,
    }) => {
      await page.goto(paths.about);
      const header = page.getByRole('banner');
      const link = header.getByRole('link', {
        name: 'Chat with us on WhatsApp (opens in a new tab)',
        exact: true,
      });
      // One in the bar; the phone menu's (closed, or not shown on a wide screen) is hidden.
      await expect(link.filter({ visible: true })).toHaveCount(1);
      const icon = link.filter({ visible: true });
      await expectChat(icon, whatsAppFirstLine.page(titleOf(paths.about)));
      await expectNoOverlap([icon], header.locator(':is(a, button):not([href^="https://wa.me/"])'));
    });
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: viewports.phone });

  test('ends with a WhatsApp link naming the page, below the actions and covering none', async ({
    page,
  }) => {
    await page.goto(paths.trainingCyberSecurity);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = whatsAppLink(nav);
    await expect(link).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
    await hydrated(toggle);
    await toggle.click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)');
    await expectChat(link, whatsAppFirstLine.page(titleOf(paths.trainingCyberSecurity)));
    await expectNoOverlap([link], nav.locator(':is(a, button):not([href^="https://wa.me/"])'));
    // Below the last action, inside the open panel.
    const cta = nav.getByRole('link', { name: 'Book a Session', exact: true });
    expect((await link.boundingBox())!.y).toBeGreaterThan((await cta.boundingBox())!.y);
    await expectNoCountedViolations(page, 'the open phone menu');
  });
});

test.describe('in the prerendered pages, before any script', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  for (const [path, firstLine] of [
    [paths.contact, whatsAppFirstLine.contact],
    [cyberSecurity.path, whatsAppFirstLine.course(cyberSecurity.name)],
  ] as const) {
    test(`${path} carries its links in its HTML`, async ({ page }) => {
      await page.goto(path);
      const texts = await page
        .locator('a[href^="https://wa.me/"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('text')),
        );
      expect(texts).toContain(firstLine);
      expect(texts).toContain(whatsAppFirstLine.page(titleOf(path)));
    });
  }
});
