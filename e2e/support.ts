import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { INTERACTIVE_ATTRIBUTE } from '../src/lib/bootLoader';

/** Collects console errors and page errors; call `expectNone()` at the end of a test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

/** A page's head scripts (decision 0027): exactly the visit's module, under its hashed name. */
export const onlyTheVisitModule = [expect.stringMatching(/^\/assets\/visit-[\w-]+\.js$/)];

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Waits until the page is live (see `pageHydrated`) and React has hydrated this element. A part
 * that waits for the visitor (a form: decision 0027) hydrates, untouched, only once the page has
 * been idle 4 s and its code has arrived: more than the default 5 s on a busy machine.
 */
export async function hydrated(element: Locator) {
  await pageHydrated(element.page());
  await expect
    .poll(
      () =>
        element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Waits until the page is live: the layout's effects, which run after all others, have run. A
 * prerendered page starts the app when the visitor engages with it (decision 0027): this presses
 * Shift (a key that does nothing by itself), rather than wait for the idle fallback. The app
 * loads after the load event and the first paint (decision 0027), so on a busy machine that can
 * take longer than the default 5 s.
 */
export async function pageHydrated(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 15_000,
  });
}

/**
 * Scrolls to the bottom in steps, as a reader would, so lazy images, deferred forms and carousels
 * load; then back to the top, and waits until what the scrolling asked for has arrived (for at
 * most 10 s). Playwright's "networkidle" is not the measure: on /contact at phone width it
 * sometimes never came within 15 s with nothing left pending, and a clip still streaming is not
 * something a reader waits for.
 */
export async function scrollThrough(page: Page) {
  const pending = new Set<Request>();
  const start = (request: Request) => {
    if (request.resourceType() !== 'media') pending.add(request);
  };
  const end = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Quiet twice in a row, a frame apart: a finished chunk may ask for the next one.
  let quiet = 0;
  await expect
    .poll(
      async () => {
        quiet = pending.size === 0 ? quiet + 1 : 0;
        return quiet >= 2;
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(true)
    .catch(() => undefined);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * The contact map's frame would load from the internet, which the test machines cannot reach (a
 * request that hangs keeps the network from ever going quiet): an empty page stands in for it.
 */
export const standInForMap = (page: Page) =>
  page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
