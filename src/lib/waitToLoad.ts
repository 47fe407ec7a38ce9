export interface WaitOptions {
  /** How near the viewport the part is when its code loads. */
  rootMargin?: string;
}

/**
 * Waits until `anchor`'s code should load, as soon as the part comes within `rootMargin` of the
 * viewport, or until it leaves the page (the visitor navigated away first: the served HTML is gone, so the code loads for the
 * next page). `stop` ends the wait at once.
 */
export function waitToLoad(
  anchor: HTMLElement,
  { rootMargin = '600px' }: WaitOptions = {},
): { ready: Promise<void>; stop: () => void } {
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
