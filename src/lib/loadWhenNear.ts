/**
 * Media that waits until its part comes within 300 px of the viewport, then loads at once: the
 * contact page's map frame and the logo strip's logos (lazy images, which an `overflow: hidden`
 * strip might slide in blank, made eager). The map frame is not in the HTML at all, only an empty
 * slot naming its address and title: a frame element, even hidden and without its address, made
 * the browser lay the whole page out once more before its stylesheet arrived (50 to 100 ms of a
 * slow phone's main thread). Offline, nothing is asked for; the next time the part comes near, it
 * is. The visit's script watches every such part of the page it loads, so this needs no app; the
 * app watches one it renders after a client navigation. Runs on every public page: keep small.
 */

/** A part whose media waits. */
export const LOAD_WHEN_NEAR = 'data-load-when-near';
/** On a frame's empty slot: the address the frame loads, and its title. */
export const FRAME_SRC = 'data-frame-src';
export const FRAME_TITLE = 'data-frame-title';

const watched = new WeakSet<Element>();

function load(part: Element) {
  part.querySelectorAll(`[${FRAME_SRC}]`).forEach((slot) => {
    if (slot.firstElementChild) return;
    const frame = document.createElement('iframe');
    frame.title = slot.getAttribute(FRAME_TITLE) ?? '';
    frame.setAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    frame.src = slot.getAttribute(FRAME_SRC)!;
    slot.append(frame);
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
