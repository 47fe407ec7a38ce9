import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { FORM_COLLECTION, FORM_LIVE } from '../src/lib/formCode';
import { INTERACTIVE_ATTRIBUTE } from '../src/lib/pageScripts';
import { CAROUSEL_LIVE } from '../src/lib/carousel';
import { HELD_TURNS } from '../src/lib/heldTurns';

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

/** A page's head scripts (decision 0042): exactly the visit's module, under its hashed name. */
export const onlyTheVisitModule = [expect.stringMatching(/^\/assets\/visit-[\w-]+\.js$/)];

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Waits until the app is live: the layout's effects, which run after all others, have run. Only
 * the staff dashboard runs it (decision 0051); on a busy machine that can take longer than 5 s.
 */
export async function appLive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '', {
    timeout: 15_000,
  });
}

/**
 * Makes the page's forms live as a visitor does (decision 0051): the first field of the first
 * form takes focus (a Tab into it, or a tap), which loads the forms' code; then waits until it is
 * live. On a busy machine that can take longer than 5 s.
 */
export async function formsLive(page: Page) {
  const form = page.locator(`form[${FORM_COLLECTION}]`).first();
  expect(await form.count(), 'a page with a form').toBeGreaterThan(0);
  await form.locator('input:not([type="hidden"]), select, textarea').first().focus();
  await expect(form).toHaveAttribute(FORM_LIVE, '', { timeout: 15_000 });
}

/** The same, for the form `element` is in (or is). */
export const formLive = (element: Locator) => formsLive(element.page());

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

/**
 * A submenu's toggle in the main navigation: the summary of its `<details>` (decision 0039),
 * named "Services menu" where the group has a page of its own, else by its label.
 */
export function submenuToggle(nav: Locator, label: string): Locator {
  return nav
    .locator(`summary[aria-label="${label} menu"]`)
    .or(nav.locator('summary').filter({ hasText: new RegExp(`^${label}$`) }));
}

/** Whether a submenu is open: its `<details>` is. */
export async function expectSubmenuOpen(toggle: Locator, open: boolean) {
  await expect(toggle.locator('xpath=..')).toHaveJSProperty('open', open);
}

/**
 * The expanded state Chromium gives a control in its accessibility tree, which a screen reader
 * reads: for a popover's button and a summary it comes from the element, not from an attribute.
 */
export async function accessibleExpanded(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const session = await page.context().newCDPSession(page);
  try {
    const handle = await control.elementHandle();
    await handle!.evaluate((node) => {
      (window as unknown as { __axTarget: Element }).__axTarget = node;
    });
    const { result: target } = await session.send('Runtime.evaluate', {
      expression: 'window.__axTarget',
    });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', {
      objectId: target.objectId!,
      fetchRelatives: false,
    });
    await page.evaluate(() => delete (window as unknown as { __axTarget?: Element }).__axTarget);
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await session.detach();
  }
}

/**
 * The page's own clock (decision 0039): every CSS animation in `scope` held at `ms` after its
 * start, through the Web Animations API, so a test sees what a visitor sees then without waiting.
 */
export async function holdAnimationsAt(scope: Locator, ms: number) {
  await scope.evaluate((element, time) => {
    for (const animation of element.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

/**
 * How soon after the first paint a part's clock must start. On a busy machine the browser may
 * paint the top of a page before it has parsed a part further down (the home hero's controls, a
 * logo strip): the part's animations then start a frame or a few later. The first turn they time
 * comes seconds later, so a visitor cannot see that; what this guards against is a clock started
 * by the app (seconds late) or restarted by it.
 */
export const FIRST_PAINT_SLACK_MS = 250;

/**
 * When the `count` CSS animations in `scope` named like `names` started, and the page's first
 * contentful paint,
 * asked again until all are known (on a busy machine either can be unknown for a moment after the
 * load event, and with JavaScript off the page's own callbacks cannot be awaited).
 */
export async function animationClock(scope: Locator, count: number, names: RegExp) {
  const read = () =>
    scope.evaluate((element, pattern) => {
      const starts = element
        .getAnimations({ subtree: true })
        .filter((animation) =>
          new RegExp(pattern).test((animation as CSSAnimation).animationName ?? ''),
        )
        .map((animation) => Number(animation.startTime ?? Number.NaN));
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      return { starts, firstPaint: paint?.startTime ?? Number.NaN };
    }, names.source);
  await expect
    .poll(async () => {
      const { starts, firstPaint } = await read();
      return starts.length === count && [...starts, firstPaint].every(Number.isFinite);
    })
    .toBe(true);
  return read();
}

/** The texts (or, for images, the alt texts) of the elements a visitor can see now. */
export const seenNow = (elements: Locator) =>
  elements.evaluateAll((list) =>
    list
      .filter((element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((element) => element.getAttribute('alt') ?? element.textContent),
  );

/**
 * The play states of the CSS animations in `scope` that run for ever (turns, zooms), each state
 * once; not those that run once (a hero image laid out before its first turn).
 */
export const animationStates = (scope: Locator) =>
  scope.evaluate((element) => [
    ...new Set(
      element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation instanceof CSSAnimation &&
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.playState),
    ),
  ]);

/**
 * Whether the turns in `scope` go on or are held: their CSS animations' play states, or, where the
 * visit's script moves turns at their steps (`HELD_TURNS`, decision 0053), its word for them.
 */
export async function turnStates(scope: Locator) {
  const stepped = await scope.getAttribute(HELD_TURNS);
  if (stepped === 'stepping') return ['running'];
  if (stepped === 'held') return ['paused'];
  return animationStates(scope);
}

/**
 * A rotation's pause switch (decision 0039), with JavaScript off and on (the visit's script: no
 * public page runs the app, decision 0051): the turns in `scope` go on, are held while the switch
 * is on (by a click), and go on again once it is off (by the keyboard).
 */
export async function expectPauseSwitchHolds(
  browser: Browser,
  { path, name, scope }: { path: string; name: string; scope: (page: Page) => Locator },
) {
  for (const mode of ['no script', 'visit script'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: mode !== 'no script' });
    const page = await context.newPage();
    await page.goto(path);
    await expect.poll(() => turnStates(scope(page))).toEqual(['running']);
    const pause = page.getByRole('switch', { name });
    await pause.click();
    await expect(pause).toBeChecked();
    expect(await turnStates(scope(page))).toEqual(['paused']);
    await pause.press('Space');
    await expect(pause).not.toBeChecked();
    expect(await turnStates(scope(page))).toEqual(['running']);
    await context.close();
  }
}

/** An accordion's item by its title: a `<details>` whose summary holds the heading (0039). */
export function accordionItem(scope: Page | Locator, title: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('details').filter({
    has: page.locator('summary').getByRole('heading', { name: title, exact: true }),
  });
}

// ---------------------------------------------------------------- carousels

/** Slides lying wholly inside the carousel's visible box, as their "n of m" labels. */
export const visibleSlides = (region: Locator) =>
  region.evaluate((element) => {
    const viewport = element.querySelector('[id$="-slides"]')!.getBoundingClientRect();
    return [...element.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });

/** Whether the carousel's list is still scrolling (a smooth move takes a few frames). */
export const carouselMoving = (region: Locator) =>
  region.evaluate(async (element) => {
    const track = element.querySelector('[id$="-slides"]')!;
    const before = track.scrollLeft;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return track.scrollLeft !== before;
  });

/** Scrolls the carousel into view and waits for its script to drive it. */
export async function carouselReady(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute(CAROUSEL_LIVE);
}
