import { expect, test, type Locator, type Page } from '@playwright/test';
import { carouselCopy } from '../src/content/carousel';
import { homeHero, homeIntro } from '../src/content/home';
import { CLIP_STATE } from '../src/lib/clips';
import { IN_VIEW, SEEN } from '../src/lib/revealWhenSeen';
import {
  homeCourses,
  homeFacts,
  homeInfo,
  homeServices,
  homeVideo,
} from '../src/content/homeSections';
import {
  accordionItem,
  animationClock,
  animationStates,
  carouselMoving,
  carouselReady,
  expectPauseSwitchHolds,
  FIRST_PAINT_SLACK_MS,
  holdAnimationsAt,
  seenNow,
  viewports,
  visibleSlides,
  watchConsole,
} from './support';

const carousel = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true });

/**
 * Lets `ms` of the page's time pass (its timers run: the carousel's autoplay is one) and checks
 * that the carousel did not move.
 */
async function expectHeldFor(page: Page, region: Locator, ms: number) {
  await expect.poll(() => carouselMoving(region)).toBe(false);
  const shown = await visibleSlides(region);
  await page.clock.runFor(ms);
  expect(await carouselMoving(region)).toBe(false);
  expect(await visibleSlides(region)).toEqual(shown);
}

for (const [width, expected] of [
  [375, 1],
  [800, 2],
  [1200, 3],
] as const) {
  test.describe(`carousels at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`show ${expected} card(s) at once, and a dot per position`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      for (const label of [homeServices.carousel.label, homeCourses.carousel.label]) {
        const region = carousel(page, label);
        // Autoplay may be sliding: poll until the cards stand still.
        const visibleCount = async () => (await visibleSlides(region)).length;
        await expect(region.getByRole('group', { name: / of 5$/ })).toHaveCount(5);
        await carouselReady(region);
        await expect.poll(visibleCount).toBe(expected);
      }
      // Five cards, `expected` at a time: that many positions.
      await expect(
        carousel(page, homeServices.carousel.label).getByRole('button', { name: /^Go to slide/ }),
      ).toHaveCount(5 - expected + 1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(page.viewportSize()!.width);
      console.expectNone();
    });
  });
}

test.describe('carousels without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 800, height: 900 } });

  test('the prerendered lists hold every card, show two at 800 px and scroll by hand', async ({
    page,
  }) => {
    await page.goto('/');
    for (const label of [homeServices.carousel.label, homeCourses.carousel.label]) {
      const region = carousel(page, label);
      await expect(region.getByRole('group', { name: / of 5$/ })).toHaveCount(5);
      expect(await visibleSlides(region)).toHaveLength(2);
      // Controls that would do nothing are not shown; the list itself scrolls by hand.
      await expect(region.getByRole('button', { name: /^Go to slide|slide$/ })).toHaveCount(0);
      await region.getByRole('group', { name: new RegExp(carouselCopy.scrollHint) }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await visibleSlides(region))[0]).toBe('2 of 5');
    }
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('services carousel: autoplay every 3 s with dots and no arrows, paused on hover and by its switch', async ({
    page,
  }) => {
    // The page's timers on a clock the test moves (time still flows by itself in between).
    await page.clock.install();
    await page.goto('/');
    const region = carousel(page, homeServices.carousel.label);
    await carouselReady(region);
    await expect(region.getByRole('button', { name: carouselCopy.next })).toHaveCount(0);
    const dots = region.getByRole('button', { name: /^Go to slide/ });
    await expect(dots).toHaveCount(3); // five cards, three at a time

    // A dot moves it there, and is marked as the current one.
    const pause = region.getByRole('switch', { name: carouselCopy.pause });
    await pause.check();
    await dots.nth(2).click();
    await expect.poll(async () => (await visibleSlides(region))[0]).toBe('3 of 5');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await pause.uncheck();

    // Keep the pointer away from the cards, then watch it move by itself within 3 s: from the
    // last position back to the first.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect.poll(async () => (await visibleSlides(region))[0]).toBe('1 of 5');
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    // Hovering the cards pauses it.
    await region.locator('[aria-roledescription="slide"]').nth(2).hover();
    await expectHeldFor(page, region, 4000);

    // The switch stops it for good.
    await pause.check();
    await page.mouse.move(0, 0);
    await expectHeldFor(page, region, 4000);
  });

  test('keyboard: a card link tabbed to comes into view and holds the autoplay', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const region = carousel(page, homeServices.carousel.label);
    await carouselReady(region);
    await page.mouse.move(0, 0);
    // From the pause switch, Tab past the list itself through the five cards' links to the
    // last, off-screen one.
    await region.getByRole('switch', { name: carouselCopy.pause }).focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName('Learn More about tech consulting');
    await expect(focused).toBeInViewport({ ratio: 1 });
    await expectHeldFor(page, region, 4000);
  });

  // Four of the page's parts on one load of it (the home page is the slowest to load and keeps
  // the browser busy): each part is reached by scrolling to it, as a reader would, and none
  // touches another.
  test("below the hero: the courses carousel's arrows, the accordion, the facts counted up and the network clip", async ({
    page,
    request,
  }) => {
    // Four walks that each had the test's minute, on one page load.
    test.setTimeout(120_000);
    const console = watchConsole(page);
    const html = await (await request.get('/')).text();
    for (const fact of homeFacts.facts) expect(html).toContain(`>${fact.value}<`);
    await page.goto('/');

    // The courses carousel: arrows move it, and past the first position it wraps to the last
    // (five cards, three at a time: three positions).
    {
      const region = carousel(page, homeCourses.carousel.label);
      await carouselReady(region);
      await region.getByRole('switch', { name: carouselCopy.pause }).check();
      await expect(region.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
      const first = async () =>
        (await carouselMoving(region)) ? 'moving' : (await visibleSlides(region))[0];
      // Autoplay may have moved it before the pause: count from wherever it stands.
      await expect.poll(first).toMatch(/^[123] of 5$/);
      const start = Number((await first())!.split(' ')[0]);
      const label = (position: number) => `${((position - 1 + 3) % 3) + 1} of 5`;
      await region.getByRole('button', { name: carouselCopy.next }).click();
      await expect.poll(first).toBe(label(start + 1));
      await region.getByRole('button', { name: carouselCopy.previous }).click();
      await expect.poll(first).toBe(label(start));
      for (let position = start; position >= 1; position -= 1) {
        await region.getByRole('button', { name: carouselCopy.previous }).click();
        await expect.poll(first).toBe(label(position - 1));
      }
      expect(await first()).toBe('3 of 5');
    }

    // The accordion: one panel open or none.
    {
      const [company, fullStack] = homeInfo.panels;
      const item = (title: string) => accordionItem(page, title);
      const open = (title: string) =>
        item(title).evaluate((details: HTMLDetailsElement) => details.open);
      await item(company!.title).scrollIntoViewIfNeeded();
      await expect(page.getByText(company!.paragraphs[0]!)).toBeHidden();

      await item(company!.title).locator('summary').click();
      expect(await open(company!.title)).toBe(true);
      await expect(page.getByText(company!.paragraphs[0]!)).toBeVisible();

      await item(fullStack!.title).locator('summary').click();
      expect(await open(fullStack!.title)).toBe(true);
      expect(await open(company!.title)).toBe(false);
      await expect(page.getByText(company!.paragraphs[0]!)).toBeHidden();

      await item(fullStack!.title).locator('summary').click();
      for (const panel of homeInfo.panels) expect(await open(panel.title)).toBe(false);
    }

    // The facts: final numbers in the HTML (above), and counted up to them on screen once seen.
    {
      const facts = page.getByRole('region', { name: homeFacts.title });
      await facts.scrollIntoViewIfNeeded();
      await expect(facts).toHaveAttribute(SEEN);
      // Held at a moment of the count-up, the numbers on screen stand between zero and theirs.
      const shown = () =>
        facts
          .locator('li > span[aria-hidden="true"]')
          .evaluateAll((numbers) =>
            numbers.map((number) =>
              Number(getComputedStyle(number).getPropertyValue('--fact-count')),
            ),
          );
      await holdAnimationsAt(facts, homeFacts.countUpMs / 10);
      const early = await shown();
      homeFacts.facts.forEach((fact, index) => {
        expect(early[index]).toBeGreaterThan(0);
        expect(early[index]).toBeLessThan(fact.value);
      });
      await holdAnimationsAt(facts, homeFacts.countUpMs);
      expect(await shown()).toEqual(homeFacts.facts.map((fact) => fact.value));
    }

    // The network clip waits behind its poster until asked for, then plays with controls.
    {
      const section = page.locator(`#${homeVideo.id}`);
      const start = section.getByRole('button', {
        name: `${homeVideo.playLabel}: ${homeVideo.label}`,
      });
      await start.scrollIntoViewIfNeeded();
      await expect(start).toBeVisible();
      await expect(section.locator('video')).toBeHidden();

      await start.click();
      const video = section.getByLabel(homeVideo.label, { exact: true });
      await expect(video).toBeFocused();
      await expect(video).toHaveAttribute('controls', '');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused))
        .toBe(true);
    }
    console.expectNone();
  });

  test('the hero: LCP image first and eager, clip toggled by a real button', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    const lcp = page.getByRole('img', { name: homeHero.images[0]!.alt });
    await expect(lcp).toHaveAttribute('fetchpriority', 'high');
    await expect(lcp).toHaveAttribute('loading', 'eager');
    await expect(lcp).toBeInViewport();

    const video = page.locator('video').first();
    await expect(video).toHaveAttribute('preload', 'none');
    // Nothing plays before the visitor does something (the clip must not become the LCP)...
    await page.waitForLoadState('load');
    const playButton = page.getByRole('button', { name: 'Play background video' });
    await expect(playButton).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    // ...then the first scroll after the load starts it.
    const pauseButton = page.getByRole('button', { name: 'Pause background video' });
    await expect(async () => {
      await page.mouse.wheel(0, 200);
      await expect(pauseButton).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    await pauseButton.click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    console.expectNone();
  });

  test('on a phone the hero’s controls fit the screen, the clip’s button as wide as its longer words', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play background video' });
    const box = (await play.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    // Both words share one place: the button is not as wide as the two side by side.
    const words = await play.evaluate((button) =>
      [...button.children].map((word) => word.getBoundingClientRect().width),
    );
    expect(box.width).toBeLessThan(words.reduce((sum, width) => sum + width, 0));
    await context.close();
  });

  test('on a phone the background clip waits to be asked for: no data is spent on it unasked', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: viewports.phone,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('load');
    const video = page.locator('video').first();
    // A scroll and a tap after the load start it on a laptop (above); play() would have set
    // `paused` at once.
    await page.mouse.wheel(0, 200);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Menu', exact: true })
      .tap();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(video).not.toHaveAttribute(CLIP_STATE);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: homeHero.controls.playVideo }).tap();
    await expect(video).toHaveAttribute(CLIP_STATE, 'playing');
    await context.close();
  });

  test('a clip that cannot play leaves the poster and no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/media/video/*.{webm,mp4}', (route) => route.abort());
    await page.goto('/');
    // The button works before the app (decision 0040).
    const play = page.getByRole('button', { name: 'Play background video' });
    await play.click();
    const video = page.locator('video').first();
    await expect(video).toHaveAttribute(CLIP_STATE, 'poster');
    await expect(video).toHaveAttribute('poster', homeHero.video.poster.webp);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const how of ['a page load'] as const) {
    test(`#meetings is reached from a link on the About page by ${how}, its cards fading in`, async ({
      page,
    }) => {
      await page.goto('/about');
      await page.getByRole('link', { name: 'See all the ways to meet us' }).click();
      await expect(page).toHaveURL(/\/#meetings$/);
      const meetings = page.locator('#meetings');
      await expect(meetings).toBeInViewport();
      const firstCard = meetings.locator('li[data-in-view]').first();
      await expect(firstCard).toHaveAttribute('data-in-view', 'true');
      await expect
        .poll(() => firstCard.evaluate((node) => getComputedStyle(node).opacity))
        .toBe('1');
    });
  }
});

test('a meeting card far below is faded out, and fades in as it comes into view', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.locator('#meetings li').first();
  const opacity = () => card.evaluate((node) => getComputedStyle(node).opacity);
  await expect(card).toHaveAttribute(IN_VIEW, 'false');
  await expect.poll(opacity).toBe('0');
  await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expect(card).toHaveAttribute(IN_VIEW, 'true');
  await expect.poll(opacity).toBe('1');
});

test('the sections far below are laid out only as they near the screen, and are there when the visitor gets to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const meetings = page.locator('#meetings');
  const heading = meetings.getByRole('heading', { level: 2 });
  // Laid out: not inside a part skipped by `content-visibility: auto` (decision 0042).
  const rendered = () =>
    heading.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

  await meetings.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await expect.poll(rendered).toBe(true);
  await expect(heading).toBeInViewport();
});

test('#meetings is found after leaving the home page before scrolling down, and coming back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu', exact: true }).click();
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('link', { name: 'See all the ways to meet us' }).click();
  await expect(page).toHaveURL(/\/#meetings$/);
  await expect(page.locator('#meetings')).toBeInViewport();
});

test('with JavaScript off the accordion opens and closes, one panel at a time', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const [company, fullStack] = homeInfo.panels;
  await accordionItem(page, company!.title).locator('summary').click();
  await expect(page.getByText(company!.paragraphs[0]!)).toBeVisible();
  await accordionItem(page, fullStack!.title).locator('summary').click();
  await expect(page.getByText(fullStack!.paragraphs[0]!)).toBeVisible();
  await expect(page.getByText(company!.paragraphs[0]!)).toBeHidden();
  await context.close();
});

test('the description comes to full strength one word every 330 ms once a quarter is seen, on its own clock', async ({
  page,
}) => {
  await page.goto('/');
  const paragraph = page.locator(`#${homeIntro.id} p[data-reveal-when-seen]`);
  const words = paragraph.locator('[aria-hidden="true"] > span');
  // How many words are at full strength when the reveal is held `ms` after it started.
  const fullAt = async (ms: number) => {
    await holdAnimationsAt(paragraph, ms);
    return paragraph.evaluate((element) => {
      const full = getComputedStyle(element).color;
      return [...element.querySelectorAll('[aria-hidden="true"] > span')].filter(
        (word) => getComputedStyle(word).color === full,
      ).length;
    });
  };
  const total = await words.count();
  await expect(paragraph).not.toHaveAttribute('data-seen');
  await paragraph.scrollIntoViewIfNeeded();
  await expect(paragraph).toHaveAttribute('data-seen', '');
  await animationClock(paragraph, total, /word-full/);
  const step = homeIntro.wordIntervalMs;
  // Every word waits dimmed (still readable), then comes to full strength in its turn.
  expect(await fullAt(0)).toBe(0);
  expect(await fullAt(step + 300 + 10)).toBe(1);
  expect(await fullAt(10 * step + 300 + 10)).toBe(10);
  expect(await fullAt(total * step + 300 + 10)).toBe(total);
});

// ---------------------------------------------------------------- the hero's clock

const { greetings, images, rotationMs: step } = homeHero;
const hero = (page: Page) => page.locator('section[aria-labelledby="home-hero-title"]');
/** What the hero shows `ms` after its rotation started: greeting, line and image(s). */
async function shownAt(page: Page, ms: number) {
  await holdAnimationsAt(hero(page), ms);
  return {
    greeting: await seenNow(page.getByRole('heading', { level: 1 }).locator('span span span')),
    line: await seenNow(hero(page).locator('p')),
    images: await seenNow(hero(page).locator('img')),
  };
}
const at = (index: number) => ({
  greeting: [greetings[index % greetings.length]!.audience],
  line: [greetings[index % greetings.length]!.line],
  images: [images[index % images.length]!.alt],
});
/** The play states of the hero's turns (greetings, lines, images, zoom), each once. */
const turnStates = (page: Page) => animationStates(hero(page));
/** The hero images' requests: when each started, on the page's clock. */
const imageRequests = (page: Page) =>
  page.evaluate(
    (names) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({
          index: names.findIndex((name) => entry.name.includes(name)),
          at: entry.startTime,
        }))
        .filter((request) => request.index >= 0),
    // A file's name without its width and type: /media/hero/01-developers-at-work.
    images.map((image) => image.fallback.replace(/-\d+\.\w+$/, '')),
  );

test.describe('the hero on the page clock', () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`greetings, lines and images turn together every 8 s from the first paint, each image fetched half a turn before its own (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto('/');
      // Greetings, lines and images: one clock, started by the first paint.
      const turning = greetings.length * 2 + images.length;
      const started = await animationClock(hero(page), turning, /^hero-(greeting|slide)-turn$/);
      expect(new Set(started.starts).size, JSON.stringify(started)).toBe(1);
      expect(started.starts[0]).toBeLessThanOrEqual(started.firstPaint + FIRST_PAINT_SLACK_MS);
      const clockStart = started.starts[0]!;
      // Each image is laid out once, half a turn before its first turn, by an animation started
      // in the style pass that starts the turns; the compositor, which runs the turns, starts
      // them with the frame that first draws them, a little later.
      const laidOut = await animationClock(hero(page), images.length, /^hero-slide-ready$/);
      const layoutClock = Math.min(...laidOut.starts);
      expect(layoutClock).toBeLessThanOrEqual(clockStart);
      expect(clockStart - layoutClock).toBeLessThan(step / 4);
      // No image is fetched before it is laid out, half a turn before its turn. (With JavaScript
      // off the browser loads every image at once: it lazy-loads only where scripts run.)
      const requests = await imageRequests(page);
      expect(requests.map((request) => request.index)).toContain(0);
      if (javaScriptEnabled) {
        for (const request of requests) {
          expect(request.at).toBeGreaterThanOrEqual(
            layoutClock + request.index * step - step / 2 - 50,
          );
        }
      }

      expect(await shownAt(page, 1000)).toEqual(at(0));
      expect(await shownAt(page, step - 1500)).toEqual(at(0));
      expect(await shownAt(page, step + 1000)).toEqual(at(1));
      // Four greetings, six images: they keep one step, each wrapping on its own.
      expect(await shownAt(page, 5 * step + 1000)).toEqual(at(5));
      expect(await shownAt(page, 6 * step + 1000)).toEqual(at(6));
      // Held just past the second image's lead, it is fetched.
      await shownAt(page, step / 2 + 100);
      await expect
        .poll(async () => (await imageRequests(page)).some((request) => request.index === 1))
        .toBe(true);
      await context.close();
    });
  }

  test('the slideshow switch holds greetings, images and zoom, before the app and after', async ({
    browser,
  }) => {
    await expectPauseSwitchHolds(browser, {
      path: '/',
      name: homeHero.controls.pauseSlideshow,
      scope: hero,
    });
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('nothing rotates, zooms or plays by itself', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.mouse.wheel(0, 100);
    const play = page.getByRole('switch', { name: homeHero.controls.playSlideshow });
    await expect(play).toBeVisible();
    expect(await turnStates(page)).toEqual(['paused']);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    const lcp = page.getByRole('img', { name: homeHero.images[0]!.alt });
    expect(await lcp.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
    for (const label of [homeServices.carousel.label, homeCourses.carousel.label]) {
      await expect(
        carousel(page, label).getByRole('switch', { name: carouselCopy.play }),
      ).not.toBeChecked();
    }
    // The description is shown whole at once.
    const words = page.locator(`#${homeIntro.id} p [aria-hidden="true"] > span`);
    await words.first().scrollIntoViewIfNeeded();
    expect(
      await words.evaluateAll(
        (spans) => spans.filter((span) => getComputedStyle(span).opacity !== '1').length,
      ),
    ).toBe(0);

    // Asked, the greetings and images turn (without fading).
    await play.check();
    expect(await turnStates(page)).toEqual(['running']);
    expect(await shownAt(page, 1000)).toEqual(at(0));
    expect(await shownAt(page, step + 1000)).toEqual(at(1));
  });
});
