/**
 * The route sweep: every route loaded once at each width, the app started as a visitor starts it
 * (a key press), then everything checked on that one load: the status, one h1 (before and after
 * the app took over), the title, no sideways scrolling, every image and exposed drawing described,
 * the service pages' h1 and buttons (each followed, at desktop width), axe (see axe.support.ts),
 * and no console error or page error anywhere along the way. Then the route's other behaviour:
 * 404, client navigation, scroll positions, the skip link.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeEntries } from '../src/app/routeTable';
import { paths } from '../src/config/paths';
import { company } from '../src/content/company';
import { contactFormCopy } from '../src/content/forms';
import { FORM_COLLECTION, FORM_LIVE } from '../src/lib/formCode';
import { expectNoCountedViolations } from './axe.support';
import { servicePages, type ServicePage } from './servicePages.support';
import {
  appLive,
  formsLive,
  scrollThrough,
  standInForMap,
  viewports,
  watchConsole,
} from './support';

/*
 * One retry in this file only. In full-suite runs (never alone), two tests here have failed
 * while everything they check held on the retry: a service page's button that Playwright never
 * found "stable" for a click after Back (a desktop page, 1 in ~30 runs, more on 2026-11-28), and
 * "back restores the scroll position" off by 2 px. Both follow a Back; the cause is still open
 * (issue 38 works on how pages settle). A test that fails twice still fails the run.
 */
test.describe.configure({ retries: 1 });

/** The narrowest phone the site is built for, and the desktop. */
const sweepWidths = {
  phone: { width: 320, height: 640 },
  desktop: viewports.desktop,
} as const;

const staffSignIn = 'Staff sign-in';

/** Follows each button the issue names on a service page, and comes back for the next. */
async function followButtons(page: Page, servicePage: ServicePage) {
  for (const button of servicePage.buttons) {
    const link = page.getByRole('main').getByRole('link', { name: button.name, exact: true });
    // Bounded: a click that cannot happen fails in seconds, not at the test's minute.
    await link.first().click({ timeout: 15_000 });
    // The address ends with the button's target, query and all (`?` taken literally).
    await expect(page).toHaveURL(new RegExp(`${button.to.replace(/[?.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicePage.h1);
  }
}

async function expectNoSidewaysScrolling(page: Page, width: number, when: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `no horizontal scrolling ${when}`).toBeLessThanOrEqual(width);
}

/**
 * At phone width, axe runs on the home page, a form page, a hire page and a course page (the same
 * components as the rest: the layout is what changes), to keep within the CI budget.
 */
const axeAtPhoneWidth = new Set<string>([
  paths.home,
  paths.contact,
  paths.reactDeveloper,
  paths.trainingUiUx,
]);

for (const [name, viewport] of Object.entries(sweepWidths)) {
  test.describe(`every route at ${name} width`, () => {
    test.use({ viewport });

    for (const entry of routeEntries) {
      const servicePage = servicePages.find((service) => service.path === entry.path);
      // An alias (/home) is the same page as its canonical route: axe checks it once.
      const axe =
        !entry.canonicalPath &&
        (viewport === sweepWidths.desktop || axeAtPhoneWidth.has(entry.path));
      // Scrolled through where something below the fold is checked: every route at the narrowest
      // width (what overflows sideways is often further down), axe, and the service pages.
      const scroll = viewport === sweepWidths.phone || axe || servicePage !== undefined;
      test(`${entry.path}: a form goes live where there is one; one h1, its title, no sideways scrolling, images described, axe, no console errors`, async ({
        page,
      }) => {
        const console = watchConsole(page);
        await standInForMap(page);
        // Where axe runs, the final state of every animation from the start, so contrast is
        // measured on what stays on screen (as a visitor who asked for reduced motion sees it;
        // switched on later, the home page's moving parts kept axe busy past a minute).
        if (axe) await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        // As the visitor first sees it (prerendered; the dashboard's shell renders at once)...
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page).toHaveTitle(`${entry.title} | ${company.shortName}`);
        await expectNoSidewaysScrolling(page, viewport.width, 'as loaded');

        // ...and once its code is live: the dashboard's app at once, a public page's form when it
        // is reached for (decision 0051; a page without one stays as served).
        if (entry.path === paths.dashboard) await appLive(page);
        else if ((await page.locator(`form[${FORM_COLLECTION}]`).count()) > 0)
          await formsLive(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page).toHaveTitle(`${entry.title} | ${company.shortName}`);
        if (entry.path === paths.dashboard) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffSignIn);
        }
        if (servicePage) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicePage.h1);
          const main = page.getByRole('main');
          for (const button of servicePage.buttons) {
            const links = main.getByRole('link', { name: button.name, exact: true });
            expect(await links.count(), button.name).toBeGreaterThan(0);
            for (const link of await links.all()) {
              await expect(link).toHaveAttribute('href', button.to);
            }
            await expect(links.first()).toBeVisible();
          }
        }
        await expectNoSidewaysScrolling(page, viewport.width, 'once live');

        if (scroll) {
          // Down the page as a reader goes, so lazy images, deferred forms and carousels load.
          await scrollThrough(page);
          await expectNoSidewaysScrolling(page, viewport.width, 'after scrolling through');
        }
        // Every image says what it shows or is marked decorative (alt=""), and so does every
        // drawing in the main content that is not hidden from assistive technology.
        await expect(page.locator('img:not([alt])')).toHaveCount(0);
        const drawings = await page
          .locator('main svg:not([aria-hidden="true"])')
          .evaluateAll((list) => list.map((svg) => svg.getAttribute('aria-label')));
        for (const label of drawings) expect(label, 'an exposed svg has a name').toBeTruthy();

        if (axe) await expectNoCountedViolations(page, entry.path);
        if (servicePage && viewport === sweepWidths.desktop) await followButtons(page, servicePage);
        console.expectNone();
      });
    }
  });
}

test('an unknown path shows the 404 page with links home, to services and to contact', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${company.shortName}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(main.getByRole('link', { name: 'See our services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('paths are case-sensitive: /it-hiring is not /IT-hiring', async ({ page }) => {
  await page.goto('/it-hiring');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a visitor who scrolls before the page is interactive stays where they are', async ({
  page,
}) => {
  // A slow phone: the scripts arrive a second after the prerendered page is on screen.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto(paths.contact, { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  // Down to the form, whose field they then tap: that loads its code (decision 0051).
  const field = page
    .locator('main form')
    .getByLabel(contactFormCopy.fields.fullName.label, { exact: true });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await field.click();
  await expect(page.locator('main form')).toHaveAttribute(FORM_LIVE, '', { timeout: 15_000 });
  // Give anything that follows a moment, then look.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  // What the visitor sees there: the first section heading in view, and where on the screen.
  // (scrollY alone can differ by a few pixels when content above settles after the restore and
  // the browser's scroll anchoring keeps the view where it was.)
  const inView = () =>
    page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find(
        (candidate) => candidate.getBoundingClientRect().top >= 0,
      );
      return heading
        ? { text: heading.textContent, top: Math.round(heading.getBoundingClientRect().top) }
        : null;
    });
  const seen = await inView();
  expect(seen).not.toBeNull();
  // Playwright's click scrolls its target first, which would change the position to restore;
  // the sticky header's link is on screen, so click it in place.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // The same heading where it was, give or take a few pixels (a page load restored by the
  // browser: decision 0042; late fonts can move it by a line's leading).
  await expect
    .poll(async () => {
      const now = await inView();
      return now?.text === seen!.text && Math.abs(now.top - seen!.top) <= 8;
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(390);
});

test('opening /#meetings scrolls to the meetings section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/about');
  await page.goto('/#meetings');
  await expect(page.locator('#meetings')).toBeInViewport();
});

test('"Skip to content" is the first focusable element and moves focus to main', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
