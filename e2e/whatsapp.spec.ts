/**
 * WhatsApp within reach (issue 36): the header's link, the phone menu's, and "Prefer WhatsApp?"
 * beside every enquiry form wherever it is shown and in every course's hero. Each opens a chat
 * with the configured number, its first line naming the page, offer or course; each sits in the
 * flow of the page, so its box meets no heading, paragraph, field or button around it (the checks
 * are in whatsapp.support.ts). The course pages' prompts, beside the form and in the hero, are
 * checked at both widths by training.spec.ts on the load it already makes of each course page.
 */
import { expect, test } from '@playwright/test';
import { routeEntries } from '../src/app/routeTable';
import { paths } from '../src/config/paths';
import { techConsulting } from '../src/content/consulting';
import { contactPage } from '../src/content/contactPage';
import { bookSessionPageCopy, getQuotePageCopy } from '../src/content/forms';
import { hireDevelopers } from '../src/content/hireDevelopers';
import { staffing } from '../src/content/staffing';
import { talentAcquisition } from '../src/content/talent';
// Not ../src/content/training itself: it reads Vite's import.meta.env, which Playwright lacks.
import { course as cyberSecurity } from '../src/content/training/cyber-security';
import { whatsAppFirstLine } from '../src/content/whatsApp';
import { expectNoCountedViolations } from './axe.support';
import { viewports } from './support';
import {
  expectChat,
  expectNoOverlap,
  expectPromptBesideForm,
  whatsAppLink,
} from './whatsapp.support';

/**
 * The header's other controls: links, buttons and submenu toggles, leaving out the links of a
 * closed submenu (a closed <details> keeps its content's boxes, unpainted).
 */
const navControls = ':is(a, button, summary):not([href^="https://wa.me/"], details:not([open]) *)';

/** A page that shows a form: where, the heading of the form's band, and the chat's first line. */
interface FormPlace {
  path: string;
  /** Which of the six forms it shows (the training form's pages: training.spec.ts). */
  form: 'contact' | 'quote' | 'booking' | 'hiring' | 'talent';
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
];

const titleOf = (path: string) => routeEntries.find((route) => route.path === path)!.title;

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${width} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const place of formPlaces) {
      test(`${place.path}: "Prefer WhatsApp?" beside the ${place.form} form, naming the page's offer`, async ({
        page,
      }) => {
        await page.goto(place.path);
        await expectPromptBesideForm(page, place.heading, place.firstLine);
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
      await expectNoOverlap([icon], header.locator(navControls));
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
    await toggle.click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)');
    await expectChat(link, whatsAppFirstLine.page(titleOf(paths.trainingCyberSecurity)));
    await expectNoOverlap([link], nav.locator(navControls));
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
