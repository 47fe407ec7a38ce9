import { APP_PART_REACHED, QUIET_MS } from './bootLoader';

/**
 * When a deferred part's code loads, on a page whose HTML already shows the part:
 * - `visible`: as soon as the part comes within `rootMargin` of the viewport;
 * - `engaged`: at the visitor's next pause if their reaching for it started the app (the boot
 *   loader marked it `APP_PART_REACHED`); else when the visitor reaches for it (a tap, key press, focus or input
 *   inside it, or a scroll that brings it within `rootMargin`), or once the browser is idle
 *   `idleAfterMs` after the part began to wait.
 */
export type DeferTrigger = 'visible' | 'engaged';

export interface WaitOptions {
  trigger?: DeferTrigger;
  rootMargin?: string;
  /** `engaged` only: load anyway once the browser is idle this long after waiting began. */
  idleAfterMs?: number;
}

/** How long a part that waits for the visitor waits untouched before loading anyway, once the browser is idle. */
export const IDLE_AFTER_MS = 4000;

/**
 * How long the browser may stay busy after that before the code loads anyway: a page kept busy
 * (a slow phone running other tabs, a test machine under load) never has an idle moment.
 */
export const IDLE_AT_MOST_MS = 2000;

/** What counts as reaching for a part (`engaged`). */
const engagingEvents = ['pointerdown', 'keydown', 'focusin', 'input', 'change'] as const;

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(callback, { timeout: IDLE_AT_MOST_MS })
    : callback();

/**
 * Resolves once the visitor has done nothing (no tap, key or input) for `QUIET_MS`: the form's
 * code is long work on a slow phone, and a key pressed meanwhile would wait for it.
 */
function visitorPauses(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'input'] as const;
    let timer = 0;
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, QUIET_MS);
    };
    const done = () => {
      for (const type of events) window.removeEventListener(type, wait, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, wait, true);
    wait();
  });
}

/**
 * Waits until `anchor`'s code should load (see `DeferTrigger`), or until it leaves the page (the
 * visitor navigated away first: the served HTML is gone, so the code loads for the next page).
 * `stop` ends the wait at once.
 */
export function waitToLoad(
  anchor: HTMLElement,
  { trigger = 'visible', rootMargin = '600px', idleAfterMs = IDLE_AFTER_MS }: WaitOptions = {},
): { ready: Promise<void>; stop: () => void } {
  let stop = () => {};
  if (trigger === 'engaged' && anchor.hasAttribute(APP_PART_REACHED)) {
    return { ready: visitorPauses(), stop };
  }
  const ready = new Promise<void>((resolve) => {
    let near = false;
    // A page opened further down (an anchor, a restored position) counts as scrolled.
    let scrolled = trigger === 'visible' || window.scrollY > 0;
    const onScroll = () => {
      scrolled = true;
      if (near) stop();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        if (near && scrolled) stop();
      },
      { rootMargin },
    );
    const detachedCheck = window.setInterval(() => {
      if (!anchor.isConnected) stop();
    }, 500);
    const idleTimer =
      trigger === 'engaged' ? window.setTimeout(() => whenIdle(() => stop()), idleAfterMs) : 0;
    stop = () => {
      observer.disconnect();
      window.clearInterval(detachedCheck);
      window.clearTimeout(idleTimer);
      window.removeEventListener('scroll', onScroll);
      for (const type of engagingEvents) anchor.removeEventListener(type, stop);
      resolve();
    };
    observer.observe(anchor);
    if (trigger === 'engaged') {
      window.addEventListener('scroll', onScroll, { passive: true });
      for (const type of engagingEvents) anchor.addEventListener(type, stop);
    }
  });
  return { ready, stop: () => stop() };
}

/**
 * Loads a deferred part's code; if that fails (the phone went offline since the page loaded),
 * tries again when the browser is back online. Until then the part stays as served, instead of
 * the error taking the page down with it.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise((online) => window.addEventListener('online', online, { once: true }));
    }
  }
}
