/**
 * Marks an element seen, once, when a quarter of it first comes into view, so that CSS can start
 * what the original site starts then (the home page's word reveal and facts, decision 0039); and
 * marks an element in view or not, each time, by the share of it that must show (the meeting
 * cards' fade). The visit's
 * script in the head watches every such element of the page it loads, so this works before the
 * app; the app watches one it renders later (after a client navigation). Marking twice changes
 * nothing. Runs on every public page: keep small.
 */

/** An element that wants the mark. */
export const REVEAL_WHEN_SEEN = 'data-reveal-when-seen';
/** The mark, set once it has been seen. */
export const SEEN = 'data-seen';

/** How much of it must be in view. */
const SHARE = 0.25;

export function watchReveal(element: Element): void {
  if (element.hasAttribute(SEEN) || typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      // Not `isIntersecting`, which is true for a sliver: a quarter of it must show.
      if (!entry || entry.intersectionRatio < SHARE) return;
      element.setAttribute(SEEN, '');
      observer.disconnect();
    },
    { threshold: SHARE },
  );
  observer.observe(element);
}

/** Watches every element of the page that wants the mark. */
export const watchReveals = (): void =>
  document.querySelectorAll(`[${REVEAL_WHEN_SEEN}]`).forEach(watchReveal);

/** An element that wants to be marked in view or not; its value is the share that must show. */
export const MARK_IN_VIEW = 'data-mark-in-view';
/** The mark: `true` while that share of it is in view, `false` once it has been out of view. */
export const IN_VIEW = 'data-in-view';

const markedInView = new WeakSet<Element>();

export function watchInView(element: Element): void {
  if (markedInView.has(element) || typeof IntersectionObserver !== 'function') return;
  markedInView.add(element);
  const share = Number(element.getAttribute(MARK_IN_VIEW)) || SHARE;
  new IntersectionObserver(
    ([entry]) => {
      if (entry) element.setAttribute(IN_VIEW, String(entry.intersectionRatio >= share));
    },
    { threshold: [0, share] },
  ).observe(element);
}

/** Watches every element of the page that wants either mark. */
export const watchMarks = (): void => {
  watchReveals();
  document.querySelectorAll(`[${MARK_IN_VIEW}]`).forEach(watchInView);
};
