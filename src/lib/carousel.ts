/**
 * What a carousel does that CSS cannot (decision 0040): its arrows and dots scroll its scroll-snap
 * track, the dot of the shown position is marked, and it moves by itself every few seconds unless
 * paused (its switch, a pointer over its slides, focus inside them, or reduced motion). The visit's script
 * in the head watches the page's carousels, so all of this works before the app and without it;
 * the app watches one it renders later (after a client navigation). Runs on every public page:
 * keep small.
 *
 * The markup (src/components/ui/Carousel.tsx) names the parts with these attributes. Where the
 * track stands is read from the track; the script keeps only its timer, whether the carousel is on
 * screen, and the position a smooth move is heading to.
 */

import { prefersReducedMotion } from './motion';

/** The carousel; its value is the autoplay's delay in ms, or empty for none. */
export const CAROUSEL = 'data-carousel';
/** Set by the script once it drives the carousel: CSS shows the controls then. */
export const CAROUSEL_LIVE = 'data-carousel-live';
/** The scrolling list of slides. */
export const CAROUSEL_TRACK = 'data-carousel-track';
/** An arrow: its value is the step, 1 or -1. */
export const CAROUSEL_STEP = 'data-carousel-step';
/** A dot: its value is the slide's index. */
export const CAROUSEL_DOT = 'data-carousel-dot';
/** The autoplay's switch: checked, it pauses (or, with reduced motion, plays). */
export const CAROUSEL_SWITCH = 'data-carousel-switch';

interface Watched {
  timer?: number;
  /** On screen: only then is its layout read, and does it move by itself. */
  inView: boolean;
  /** The position a move is scrolling to: a tap during a smooth move counts from there. */
  heading?: number;
  /** When that move began: a smooth move is over within `MOVE_MS`, even one the browser dropped. */
  headingSince?: number;
  stop: () => void;
}

const watched = new WeakMap<Element, Watched>();

const part = (carousel: Element, name: string) => carousel.querySelector<HTMLElement>(`[${name}]`);

/**
 * Where a list can stand: the scroll offset at which each slide starts (measured from the first
 * slide, so fractional widths never add up to a drift), up to the furthest the list scrolls.
 * `last` is the last position a slide can start at; `index` the position the list stands at.
 */
function positions(track: HTMLElement) {
  const slides = [...track.children] as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  const furthest = track.scrollWidth - track.clientWidth;
  const starts = slides
    .map((slide) => Math.min(slide.offsetLeft - origin, furthest))
    .filter((start, index, all) => index === 0 || start > all[index - 1]!);
  let index = 0;
  starts.forEach((start, at) => {
    if (Math.abs(start - track.scrollLeft) < Math.abs(starts[index]! - track.scrollLeft)) {
      index = at;
    }
  });
  return { starts, last: Math.max(0, starts.length - 1), index };
}

/** Scrolls to position `index`, wrapping past either end. */
function show(carousel: Element, index: number) {
  const track = part(carousel, CAROUSEL_TRACK);
  if (!track) return;
  const { starts, last } = positions(track);
  const target = index > last ? 0 : index < 0 ? last : index;
  const left = starts[target] ?? 0;
  const state = watched.get(carousel);
  if (state && Math.abs(track.scrollLeft - left) >= 1) {
    state.heading = target;
    state.headingSince = performance.now();
  }
  if (typeof track.scrollTo === 'function') {
    track.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  } else {
    track.scrollLeft = left;
  }
}

/** Marks the dot of the position shown, and notes a move that has arrived. */
function markDot(carousel: Element) {
  const track = part(carousel, CAROUSEL_TRACK);
  if (!track) return;
  const { index, starts } = positions(track);
  const state = watched.get(carousel);
  const heading = state?.heading;
  if (heading !== undefined && Math.abs(track.scrollLeft - (starts[heading] ?? 0)) < 2) {
    state!.heading = undefined;
  }
  carousel.querySelectorAll(`[${CAROUSEL_DOT}]`).forEach((dot) => {
    if (Number(dot.getAttribute(CAROUSEL_DOT)) === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

/** Whether the autoplay may move it now. */
function playing(carousel: Element) {
  const toggle = part(carousel, CAROUSEL_SWITCH) as HTMLInputElement | null;
  const asked = toggle?.checked ?? false;
  const wanted = prefersReducedMotion() ? asked : !asked;
  // Held while the visitor reads the slides: a pointer over them, or focus inside them.
  const track = part(carousel, CAROUSEL_TRACK);
  return wanted && !track?.matches(':hover') && !track?.contains(document.activeElement);
}

/** Starts the autoplay's count again: it waits a whole delay after any move. */
function restartCount(carousel: Element) {
  const state = watched.get(carousel);
  const delay = Number(carousel.getAttribute(CAROUSEL));
  if (!state || !(delay > 0)) return;
  clearTimeout(state.timer);
  state.timer = window.setTimeout(() => {
    if (!carousel.isConnected) return state.stop();
    // Off screen (its section's layout may be skipped) or in a hidden tab: no move, no layout.
    if (state.inView && !document.hidden && playing(carousel))
      show(carousel, positionOf(carousel) + 1);
    restartCount(carousel);
  }, delay);
}

/** How long a smooth move takes at most. */
const MOVE_MS = 1000;

/** Where the carousel stands, or is heading. */
const positionOf = (carousel: Element) => {
  const state = watched.get(carousel);
  const moving = performance.now() - (state?.headingSince ?? 0) < MOVE_MS;
  if (state?.heading !== undefined && moving) return state.heading;
  const track = part(carousel, CAROUSEL_TRACK);
  return track ? positions(track).index : 0;
};

/**
 * One listener for every carousel's arrows, dots and switch, on this page and the next. Each
 * starts the autoplay's count again.
 */
function onClick(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.(
    `[${CAROUSEL_STEP}], [${CAROUSEL_DOT}], [${CAROUSEL_SWITCH}]`,
  );
  const carousel = control?.closest(`[${CAROUSEL_LIVE}]`);
  if (!control || !carousel) return;
  const step = control.getAttribute(CAROUSEL_STEP);
  const dot = control.getAttribute(CAROUSEL_DOT);
  if (step !== null) show(carousel, positionOf(carousel) + Number(step));
  else if (dot !== null) show(carousel, Number(dot));
  restartCount(carousel);
}

let listening = false;

/**
 * Drives one carousel until `stop` (or until it leaves the page). Watching it twice changes
 * nothing.
 */
export function watchCarousel(carousel: Element): () => void {
  const known = watched.get(carousel);
  if (known) return known.stop;
  const track = part(carousel, CAROUSEL_TRACK);
  if (!track) return () => {};
  if (!listening) {
    listening = true;
    document.addEventListener('click', onClick);
  }
  let frame = 0;
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => markDot(carousel));
  };
  // A visitor moving it by hand (a swipe, the wheel, a key) starts the autoplay's count again.
  const onHandMove = () => {
    state.heading = undefined;
    restartCount(carousel);
  };
  const handEvents = ['pointerdown', 'wheel', 'keydown'] as const;
  track.addEventListener('scroll', onScroll, { passive: true });
  for (const name of handEvents) track.addEventListener(name, onHandMove, { passive: true });
  // Laid out and marked only once on screen: the page's lower sections are skipped by
  // `content-visibility: auto` until they near the viewport (decision 0042).
  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          state.inView = entry?.isIntersecting ?? false;
          if (state.inView) markDot(carousel);
        })
      : undefined;
  const state: Watched = {
    inView: visibility === undefined,
    stop: () => {
      clearTimeout(state.timer);
      visibility?.disconnect();
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      for (const name of handEvents) track.removeEventListener(name, onHandMove);
      carousel.removeAttribute(CAROUSEL_LIVE);
      watched.delete(carousel);
    },
  };
  watched.set(carousel, state);
  carousel.setAttribute(CAROUSEL_LIVE, '');
  if (visibility) visibility.observe(carousel);
  else markDot(carousel);
  restartCount(carousel);
  return state.stop;
}

/** Drives every carousel of the page. */
export const watchCarousels = (): void => {
  document.querySelectorAll(`[${CAROUSEL}]`).forEach((carousel) => {
    watchCarousel(carousel);
  });
};
