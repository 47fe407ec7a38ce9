/**
 * How a prerendered page starts its scripts (decision 0027): while it loads only the
 * visit's attribution runs; the app waits until the visitor engages with the page, or until the browser
 * has been idle a while. The menu, accordions and carousels answer before the app (decisions 0039
 * and 0040).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readBootData, INTERACTIVE_ATTRIBUTE } from '../src/lib/bootLoader';
import { IDLE_AFTER_MS, IDLE_AT_MOST_MS } from '../src/lib/waitToLoad';
import { paths } from '../src/config/paths';
import { carouselCopy } from '../src/content/carousel';
import { contactFormCopy } from '../src/content/forms';
import { homeHero } from '../src/content/home';
import { homeCourses, homeServices, homeVideo } from '../src/content/homeSections';
import { CAROUSEL_TRACK } from '../src/lib/carousel';
import { CLIP_STATE } from '../src/lib/clips';
import {
  expectSubmenuOpen,
  onlyTheVisitModule,
  submenuToggle,
  viewports,
  visibleSlides,
} from './support';

/** The paths of every script the page has asked for so far. */
function scriptsAskedFor(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** A slow phone: the app's scripts arrive 5 s after they are asked for (the visit's at once). */
const delayTheApp = (page: Page) =>
  page.route('**/assets/*.js', async (route) => {
    if (!/\/(visit|attribution)-/.test(route.request().url())) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    await route.continue();
  });

/**
 * The carousel started moving within a second of the tap (the page answered it), and came to
 * rest with `first` as its first slide shown (a smooth move on a loaded machine may take longer).
 */
async function expectMoveAnswered(carousel: Locator, first: string) {
  const track = carousel.locator(`[${CAROUSEL_TRACK}]`);
  await expect
    .poll(() => track.evaluate((element) => element.scrollLeft), { timeout: 1000 })
    .toBeGreaterThan(0);
  await expect.poll(async () => (await visibleSlides(carousel))[0]).toBe(first);
}

/** A touch phone whose app arrives 5 s late. */
async function slowPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: viewports.phone,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await delayTheApp(page);
  return { context, page };
}

const isLive = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), INTERACTIVE_ATTRIBUTE);

test('a page left alone runs only the visit script at first; the app starts when the visitor presses a key', async ({
  page,
  request,
}) => {
  const boot = readBootData(await (await request.get('/')).text())!;
  const asked = scriptsAskedFor(page);
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(boot.headScripts).toEqual(onlyTheVisitModule);
  expect(asked).toEqual(expect.arrayContaining(boot.headScripts));
  expect(
    asked.filter((script) => boot.scripts.includes(script) || boot.preloads.includes(script)),
  ).toEqual([]);
  expect(await isLive(page)).toBe(false);

  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 15_000,
  });
  expect(asked).toEqual(expect.arrayContaining(boot.scripts));
});

test('a page nobody touches starts the app once the browser has been idle a while', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 15_000 + IDLE_AFTER_MS,
  });
  // Both times from the page's own clock: the wait starts after the load event.
  const { loadedAt, appStartedAt } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/app-[^/]+\.js$/.test(new URL(entry.name).pathname));
    return {
      loadedAt: navigation.loadEventEnd,
      appStartedAt: Math.min(...app.map((entry) => entry.startTime)),
    };
  });
  expect(appStartedAt - loadedAt).toBeGreaterThanOrEqual(IDLE_AFTER_MS);
});

test('a page kept busy, never idle, still starts the app', async ({ page }) => {
  // Every frame's work takes longer than a frame: the browser never has an idle moment.
  await page.addInitScript(() => {
    const busy = () => {
      const until = performance.now() + 40;
      while (performance.now() < until);
      requestAnimationFrame(busy);
    };
    requestAnimationFrame(busy);
  });
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 15_000 + IDLE_AFTER_MS + IDLE_AT_MOST_MS,
  });
});

test('a page opened at an anchor starts the app at once', async ({ page }) => {
  await page.goto('/#meetings');
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: IDLE_AFTER_MS,
  });
});

test('the phone menu and a submenu answer a tap before the app is live, and stay as they are when it arrives', async ({
  browser,
}) => {
  const { context, page } = await slowPhone(browser);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu', exact: true }).tap();
  const about = nav.getByRole('link', { name: 'About Us' });
  await expect(about).toBeVisible({ timeout: 1000 });
  const training = submenuToggle(nav, 'Training');
  await training.tap();
  await expectSubmenuOpen(training, true);
  expect(await isLive(page)).toBe(false);

  // The app arrives and hydrates the same markup: nothing closes, nothing is tapped twice.
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 20_000,
  });
  await expect(about).toBeVisible();
  await expectSubmenuOpen(training, true);
  await context.close();
});

test("a carousel's switch, arrows and dots answer a tap before the app is live, and nothing moves twice when it arrives", async ({
  browser,
}) => {
  const { context, page } = await slowPhone(browser);
  await page.goto('/');
  const courses = page.getByRole('region', { name: homeCourses.carousel.label, exact: true });
  await courses.scrollIntoViewIfNeeded();
  await courses.getByRole('switch', { name: carouselCopy.pause }).tap();
  await courses.getByRole('button', { name: carouselCopy.next }).tap();
  await expectMoveAnswered(courses, '2 of 5');
  const services = page.getByRole('region', { name: homeServices.carousel.label, exact: true });
  await services.scrollIntoViewIfNeeded();
  await services.getByRole('switch', { name: carouselCopy.pause }).tap();
  await services.getByRole('button', { name: carouselCopy.goTo(4) }).tap();
  await expectMoveAnswered(services, '4 of 5');
  expect(await isLive(page)).toBe(false);

  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 20_000,
  });
  expect(await visibleSlides(courses)).toEqual(['2 of 5']);
  expect(await visibleSlides(services)).toEqual(['4 of 5']);
  await expect(courses.getByRole('switch', { name: carouselCopy.pause })).toBeChecked();
  await context.close();
});

test("the clips' buttons answer before the app is live, and keep their state when it arrives", async ({
  page,
}) => {
  await delayTheApp(page);
  await page.goto('/');
  // The hero's background clip: played and paused by its button.
  const hero = page.locator('video').first();
  await page.getByRole('button', { name: homeHero.controls.playVideo }).click();
  await expect(hero).toHaveAttribute(CLIP_STATE, 'playing', { timeout: 2000 });
  await page.getByRole('button', { name: homeHero.controls.pauseVideo }).click();
  await expect(hero).toHaveAttribute(CLIP_STATE, 'paused');
  // The network clip: shown, playing, in its button's place.
  const start = page.getByRole('button', { name: `${homeVideo.playLabel}: ${homeVideo.label}` });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  const clip = page.getByLabel(homeVideo.label, { exact: true });
  await expect(clip).toBeFocused({ timeout: 1000 });
  await expect.poll(() => clip.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  expect(await isLive(page)).toBe(false);

  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 20_000,
  });
  await expect(hero).toHaveAttribute(CLIP_STATE, 'paused');
  await expect(page.getByRole('button', { name: homeHero.controls.playVideo })).toBeVisible();
  await expect(clip).toBeVisible();
  await expect(start).toBeHidden();
});

test("a field left and a value typed before the form's code arrives: its error shows and the value is kept once it has", async ({
  page,
}) => {
  await delayTheApp(page);
  await page.goto(paths.contact);
  const form = page.locator('main form');
  const f = contactFormCopy.fields;
  await form.getByLabel(f.fullName.label, { exact: true }).click();
  await form.getByLabel(f.email.label, { exact: true }).click();
  await page.keyboard.type('ada@example.com');
  expect(await isLive(page)).toBe(false);

  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 20_000,
  });
  await expect(form.getByText(`${f.fullName.label} is required`)).toBeVisible();
  await expect(form.getByLabel(f.email.label, { exact: true })).toHaveValue('ada@example.com');
  // The form holds the typed address: once the name is given, nothing else is asked for.
  await form.getByLabel(f.fullName.label, { exact: true }).fill('Ada Obi');
  await expect(form.getByText(`${f.fullName.label} is required`)).toBeHidden();
  await expect(form.getByText(`${f.email.label} is required`)).toHaveCount(0);
});

test('where a visit came from is kept when the visitor leaves the landing page before the app is live', async ({
  page,
}) => {
  // The app never arrives: only the visit's script runs.
  await page.route('**/assets/*.js', (route) =>
    /\/(visit|attribution)-/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await page.goto('/services?utm_source=whatsapp&utm_campaign=dec-bootcamp');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('visitSource')))
    .not.toBeNull();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/services\?/);
  const kept = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('visitSource') ?? '{}') as Record<string, string>,
  );
  expect(kept).toMatchObject({
    landing: '/services',
    utmSource: 'whatsapp',
    utmCampaign: 'dec-bootcamp',
  });
  expect(await isLive(page)).toBe(false);
});
