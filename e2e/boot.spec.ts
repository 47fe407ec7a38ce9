/**
 * How a prerendered page runs its scripts (decisions 0042 and 0051): the visit's script runs with
 * the page; a form's own code when the visitor reaches for the form; the app (React) never. The
 * menu, accordions, carousels and clips answer without any of it (decisions 0039, 0040, 0042).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { INTERACTIVE_ATTRIBUTE, readPageScripts } from '../src/lib/pageScripts';
import { FORM_LIVE } from '../src/lib/formCode';
import { paths } from '../src/config/paths';
import { carouselCopy } from '../src/content/carousel';
import { contactFormCopy, formStatusCopy, trainingFormCopy } from '../src/content/forms';
import { trainingPageCopy } from '../src/content/training/shared';
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
import { readCollection } from './forms.support';

/** The paths of every script the page has asked for so far. */
function scriptsAskedFor(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** A slow phone: the form's scripts arrive 5 s after they are asked for (the visit's at once). */
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

/** A touch phone whose form code arrives 5 s late. */
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

/** The page has loaded and painted (the loader starts nothing before). */
async function painted(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
}

/** The app's chunks (React, the router, the pages): never on a public page. */
const isAppChunk = (path: string) => /\/assets\/(?:index|app|main)-[\w-]+\.js$/.test(path);

/** The forms' code (src/features/forms/live). */
const isFormCode = (path: string) => /\/assets\/live-[\w-]+\.js$/.test(path);

/** Waits until the page's form is live (its code has run). */
const formIsLive = (form: Locator) =>
  expect(form).toHaveAttribute(FORM_LIVE, '', { timeout: 20_000 });

/** Long enough for anything that would have loaded to have been asked for. */
const A_MOMENT = 1000;

test("a visitor who reads, scrolls, opens the menu and presses keys runs only the visit script; reaching for the form loads the form's code, never the app", async ({
  browser,
  request,
}) => {
  const served = readPageScripts(await (await request.get(paths.contact)).text());
  expect(served.headScripts).toEqual(onlyTheVisitModule);
  expect(served.appModules).toEqual([]);
  const { context, page } = await slowPhone(browser);
  const asked = scriptsAskedFor(page);
  await page.goto(paths.contact);
  await painted(page);

  await page.mouse.wheel(0, 400);
  await page.keyboard.press('Shift');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu', exact: true }).tap();
  const training = submenuToggle(nav, 'Training');
  await training.tap();
  await expectSubmenuOpen(training, true);
  await nav.getByRole('button', { name: 'Close', exact: true }).tap();
  // A finger landing on the form (to scroll it) outside any field.
  const form = page.locator('main form');
  await form.tap({ position: { x: 4, y: 4 } });
  await page.waitForTimeout(A_MOMENT);
  expect(asked.filter(isFormCode)).toEqual([]);

  // The form's first field, then typing: its code is asked for after the first letter, and
  // answers while typed.
  await form.getByLabel(contactFormCopy.fields.fullName.label, { exact: true }).tap();
  await page.keyboard.type('Ada Obi of Lagos Island', { delay: 50 });
  await formIsLive(form);
  expect(asked.filter(isFormCode)).toHaveLength(1);
  expect(asked.filter(isAppChunk)).toEqual([]);
  expect(await isLive(page)).toBe(false);
  await expect(form.getByLabel(contactFormCopy.fields.fullName.label, { exact: true })).toHaveValue(
    'Ada Obi of Lagos Island',
  );
  await context.close();
});

test("a page without a form loads nothing beyond the visit's script, whatever the visitor does", async ({
  page,
}) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/');
  await painted(page);
  await page.mouse.wheel(0, 1200);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.mouse.click(5, 300);
  await page.getByRole('main').getByRole('link').first().focus();
  await page.waitForTimeout(A_MOMENT);
  expect(asked.filter((path) => !/\/(visit|attribution)-/.test(path))).toEqual([]);
  expect(await isLive(page)).toBe(false);
});

test('a form reached for before the page has painted is live once its code has come', async ({
  page,
}) => {
  await delayTheApp(page);
  await page.goto(paths.contact, { waitUntil: 'commit' });
  const name = page.locator('main form').getByLabel(contactFormCopy.fields.fullName.label, {
    exact: true,
  });
  await name.click();
  await page.keyboard.type('Ada');
  await formIsLive(page.locator('main form'));
  await expect(name).toHaveValue('Ada');
});

test('"Enroll Now" moves to the form and focuses its first field before its code, which that loads', async ({
  browser,
}) => {
  const { context, page } = await slowPhone(browser);
  await page.goto(paths.trainingCyberSecurity);
  await painted(page);
  await page.getByRole('link', { name: trainingPageCopy.enrollCta }).tap();
  const name = page
    .locator('#form form')
    .getByRole('textbox', { name: trainingFormCopy.fields.name.label });
  await expect(name).toBeFocused({ timeout: 1000 });
  await expect(name).toBeInViewport();
  await page.keyboard.type('Ngozi');
  await formIsLive(page.locator('#form form'));
  await expect(name).toHaveValue('Ngozi');
  await expect(name).toBeFocused();
  await context.close();
});

test('the phone menu and a submenu answer a tap without the app', async ({ browser }) => {
  const { context, page } = await slowPhone(browser);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu', exact: true }).tap();
  const about = nav.getByRole('link', { name: 'About Us' });
  await expect(about).toBeVisible({ timeout: 1000 });
  const training = submenuToggle(nav, 'Training');
  await training.tap();
  await expectSubmenuOpen(training, true);
  // Escape closes the submenu, then the sheet.
  await page.keyboard.press('Escape');
  await expectSubmenuOpen(training, false);
  await expect(training).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  expect(await isLive(page)).toBe(false);
  await context.close();
});

test("a carousel's switch, arrows and dots answer a tap without the app, and stand where they were when the form's code comes", async ({
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

  // A page with a carousel and a form: the form's code leaves the carousel where the visitor left it.
  await page.goto(paths.pythonDeveloper);
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await testimonials.getByRole('switch', { name: carouselCopy.pause }).tap();
  await testimonials.getByRole('button', { name: carouselCopy.next }).tap();
  await expectMoveAnswered(testimonials, '2 of 5');
  await page.locator('form[data-form="hiring"]').getByRole('textbox').first().tap();
  await formIsLive(page.locator('form[data-form="hiring"]'));
  expect(await visibleSlides(testimonials)).toEqual(['2 of 5']);
  await expect(testimonials.getByRole('switch', { name: carouselCopy.pause })).toBeChecked();
  await context.close();
});

test("the clips' buttons answer without the app", async ({ page }) => {
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
  await expect(form).not.toHaveAttribute(FORM_LIVE);
  await expect(form.getByText(`${f.fullName.label} is required`)).toBeHidden();

  await formIsLive(form);
  await expect(form.getByText(`${f.fullName.label} is required`)).toBeVisible();
  await expect(form.getByLabel(f.email.label, { exact: true })).toHaveValue('ada@example.com');
  // The form holds the typed address: once the name is given, nothing else is asked for.
  await form.getByLabel(f.fullName.label, { exact: true }).fill('Ada Obi');
  await expect(form.getByText(`${f.fullName.label} is required`)).toBeHidden();
  await expect(form.getByText(`${f.email.label} is required`)).toHaveCount(0);
});

test('where a visit came from is kept when the visitor leaves the landing page at once', async ({
  page,
}) => {
  // Nothing but the visit's script runs.
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

test('a form whose code cannot load (the visitor went offline) says so, and the typed value stays', async ({
  page,
}) => {
  await page.goto(paths.contact);
  await painted(page);
  const form = page.locator('main form');
  const failed = form.getByText(formStatusCopy.appFailed);
  await expect(failed).toBeHidden();
  // From here on the form's scripts cannot be fetched.
  await page.route('**/assets/*.js', (route) =>
    /\/(visit|attribution)-/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  const name = form.getByLabel(contactFormCopy.fields.fullName.label, { exact: true });
  await name.fill('Ada Obi');
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await expect(name).toHaveValue('Ada Obi');
  await expect(form.getByRole('button', { name: contactFormCopy.submit })).toBeDisabled();
});

test('"Try again" after the form\'s code could not load fetches it again, keeps what was typed, and the lead is sent once', async ({
  page,
  request,
}) => {
  const unique = `Retry ${Date.now()}`;
  await page.goto(paths.contact);
  await painted(page);
  const form = page.locator('main form');
  const fields = contactFormCopy.fields;
  // The optional fields' labels end in "(optional)".
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\b`));
  await page.route('**/assets/*.js', (route) =>
    /\/(visit|attribution)-/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await field(fields.fullName.label).fill(unique);
  await field(fields.email.label).fill('ada@example.com');
  await field(fields.phoneNumber.label).fill('0803 123 4567');
  await field(fields.message.label).fill('Please call me about a website.');
  await expect(form.getByText(formStatusCopy.appFailed)).toBeVisible({ timeout: 10_000 });

  // The connection is back: the visitor taps "Try again", the page reloads, nothing typed is lost.
  await page.unroute('**/assets/*.js');
  await Promise.all([
    page.waitForEvent('load'),
    form.getByRole('button', { name: formStatusCopy.retry }).click(),
  ]);
  await expect(field(fields.fullName.label)).toHaveValue(unique);
  await expect(field(fields.email.label)).toHaveValue('ada@example.com');
  await expect(field(fields.message.label)).toHaveValue('Please call me about a website.');
  await expect(form.getByText(formStatusCopy.appFailed)).toBeHidden();

  // This time the form's code arrives by itself (the visitor was filling it in), and the typed
  // values are what it sends.
  const submit = form.getByRole('button', { name: contactFormCopy.submit });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await expect(page.getByText(contactFormCopy.success)).toBeVisible();
  const stored = Object.values(await readCollection(request, 'contactForm')).filter(
    (record) => record.fullName === unique,
  );
  expect(stored).toEqual([
    expect.objectContaining({
      email: 'ada@example.com',
      message: 'Please call me about a website.',
    }),
  ]);
  // Nothing typed is left behind in the tab once it is back in the form.
  expect(
    await page.evaluate((path) => sessionStorage.getItem(`formDraft:${path}`), paths.contact),
  ).toBeNull();
});
