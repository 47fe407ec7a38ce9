/**
 * A tall page's lower sections, left out of its first layout (issue 38): the children of a part
 * marked `LAY_OUT_LATER` are skipped by the browser until they come near (`content-visibility:
 * auto` in the page's CSS) and are laid out one at a time, each in an idle moment after the page
 * has loaded, so no single long layout holds up a slow phone's first tap. Marked `LAID_OUT`, a
 * section is laid out as usual from then on. A link to a form on the page ("Enroll Now") lays out
 * the rest at once first (`layOutNow`), so its scroll lands exactly on the form, and so does a
 * page the browser positions (an address with a #part, a reload, back and forward). Run by the
 * visit's script: keep small.
 */
import { afterLoad, whenIdle } from './frames';

/** A part whose children are laid out after the page has loaded. */
export const LAY_OUT_LATER = 'data-lay-out-later';
/** On a child of such a part once it is laid out as usual. */
export const LAID_OUT = 'data-laid-out';

const waiting = () =>
  document.querySelectorAll<HTMLElement>(`[${LAY_OUT_LATER}] > :not([${LAID_OUT}])`);

/** Lays out every section still waiting (a layout of the page, in the caller's task). */
export function layOutNow(): void {
  waiting().forEach((section) => section.setAttribute(LAID_OUT, ''));
}

export function layOutWhenIdle(): void {
  // A page opened at one of its parts (an address with #form), reloaded or reached by back or
  // forward is positioned by the browser: stand-in heights would land it in the wrong place.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (location.hash || (navigation && navigation.type !== 'navigate')) {
    layOutNow();
    return;
  }
  const next = () => {
    const section = waiting()[0];
    if (!section) return;
    section.setAttribute(LAID_OUT, '');
    // Its layout is the next frame's work: the following section waits for the idle after it.
    requestAnimationFrame(() => whenIdle(next));
  };
  afterLoad(() => whenIdle(next));
}
