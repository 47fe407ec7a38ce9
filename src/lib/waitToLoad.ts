import { QUIET_MS } from './bootLoader';

/**
 * When a deferred part's code loads, on a page whose HTML already shows the part:
 * - `visible`: as soon as the part comes within `rootMargin` of the viewport;
 * - `engaged`: a part that needs the app (a form): the app hydrates a served page only because
 *   the visitor reached for that part (decision 0042), so its code loads at their next pause
 *   (`QUIET_MS` without a tap, key or input): it is long work on a slow phone, and a key pressed
 *   meanwhile would wait for it.
 */
export type DeferTrigger = 'visible' | 'engaged';

export interface WaitOptions {
  trigger?: DeferTrigger;
  rootMargin?: string;
}

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
 * Waits until `anchor`'s code should load (see `DeferTrigger`), or, for `visible`, until it leaves
 * the page (the visitor navigated away first: the served HTML is gone, so the code loads for the
 * next page). `stop` ends the wait at once.
 */
export function waitToLoad(
  anchor: HTMLElement,
  { trigger = 'visible', rootMargin = '600px' }: WaitOptions = {},
): { ready: Promise<void>; stop: () => void } {
  if (trigger === 'engaged') return { ready: visitorPauses(), stop: () => {} };
  let stop = () => {};
  const ready = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) stop();
      },
      { rootMargin },
    );
    const detachedCheck = window.setInterval(() => {
      if (!anchor.isConnected) stop();
    }, 500);
    stop = () => {
      observer.disconnect();
      window.clearInterval(detachedCheck);
      resolve();
    };
    observer.observe(anchor);
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
