/**
 * Media that waits until its part comes within 300 px of the viewport, then loads at once: the
 * contact page's map frame (an `<iframe>` in the HTML without its address, `hidden`, which gets
 * `data-src` as its `src` and shows) and the logo strip's logos (lazy images, which an
 * `overflow: hidden` strip might slide in blank, made eager). Offline, nothing is asked for; the
 * next time the part comes near, it is. The visit's script watches every such part of the page
 * it loads, so this needs no app; the app watches one it renders after a client navigation.
 * Runs on every public page: keep small.
 */

/** A part whose media waits. */
export const LOAD_WHEN_NEAR = 'data-load-when-near';

const watched = new WeakSet<Element>();

function load(part: Element) {
  part.querySelectorAll('[data-src]').forEach((element) => {
    element.setAttribute('src', element.getAttribute('data-src')!);
    element.removeAttribute('hidden');
  });
  part.querySelectorAll('img[loading="lazy"]').forEach((image) => {
    image.setAttribute('loading', 'eager');
  });
}

export function watchNear(part: Element): void {
  if (watched.has(part)) return;
  watched.add(part);
  if (typeof IntersectionObserver !== 'function') return load(part);
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting || navigator.onLine === false) return;
      observer.disconnect();
      load(part);
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(part);
}

/** Watches every part of the page whose media waits. */
export const watchNearParts = (): void =>
  document.querySelectorAll(`[${LOAD_WHEN_NEAR}]`).forEach(watchNear);
