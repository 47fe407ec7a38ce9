/**
 * The phone the visitor measures use (`visit.ts`, `first-paint.ts`, `load-tasks.ts`): a 412 × 823
 * touch screen on a 1.6 Mbps / 150 ms link, its CPU slowed by CDP. A fresh context each time: no
 * cache. On a fast link (`slowLink: false`: the same phone on good Wi-Fi) the network is not
 * limited; `wide` is a 1,280 × 800 screen with a mouse and the same CPU (a slow laptop).
 * `tapLikeAFinger` taps it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const LINK = { latencyMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 };
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
export const WIDE = { width: 1280, height: 800 };

type InitScript = Parameters<BrowserContext['addInitScript']>[0];

/** A new page on the slow phone, with `initScripts` run before any of the page's own. */
export async function openSlowPhone(
  browser: Browser,
  cpu: number,
  initScripts: InitScript[],
  { slowLink = true, wide = false } = {},
) {
  const context = await browser.newContext(
    wide
      ? { viewport: WIDE }
      : {
          viewport: { width: PHONE.width, height: PHONE.height },
          deviceScaleFactor: PHONE.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        },
  );
  // tsx keeps function names by wrapping inner functions in `__name(…)`; the functions a script
  // runs in the page need it there too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (slowLink) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: LINK.downBitsPerSecond / 8,
      uploadThroughput: LINK.upBitsPerSecond / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}

/**
 * A finger on the middle of the first element `selector` matches, as a person taps: nothing of the
 * tool's own runs in the page first. (Playwright's `locator.tap()` waits for the element to be
 * still over two frames and listens to the tap itself to check what it hit: at 8× CPU 10 to 30 ms
 * of its script's work in the page around the tap, some of it inside the tap's own Event Timing
 * entry, on both sites.) An element below the fold is scrolled to first; it must be on top where
 * it is tapped.
 */
export async function tapLikeAFinger(page: Page, selector: string) {
  const centre = await page.evaluate(async (selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const { top, bottom } = element.getBoundingClientRect();
    // Below the fold (a form under the page's intro): brought to the middle at once, and tapped
    // once that frame is drawn, as Playwright's tap did.
    if (top < 0 || bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise(requestAnimationFrame);
    }
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (element === hit || element.contains(hit)) ? { x, y } : null;
  }, selector);
  if (!centre) throw new Error(`${selector}: not in view, or covered, where a finger would tap it`);
  await page.touchscreen.tap(centre.x, centre.y);
}
