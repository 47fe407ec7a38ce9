/**
 * The site's clips (decision 0040), driven by the visit's script in the head, so their buttons
 * answer before the app; the app watches one it renders later (after a client navigation). Runs
 * on every public page: keep small.
 *
 * A clip shown on request (`CLIP_START`): the page shows its poster and a play button; the video,
 * with the browser's own controls, is in the HTML but hidden until asked for, so neither the clip
 * nor the browser's media controls (a costly style pass) load before then.
 *
 * The home hero's looping background clip (`BACKGROUND_CLIP`) starts by itself once the page has
 * loaded and the visitor has scrolled, tapped or pressed a key: never before, so it neither
 * competes with the banner image for bandwidth nor becomes the page's largest paint (LCP stops
 * counting at the first input); not at all with reduced motion, Save-Data or on a phone (its
 * 469 KB are a phone's data). Its button plays
 * and pauses it. The script writes the clip's state on the video; CSS shows the clip and the
 * button's words from it (src/components/sections/HomeHero.tsx).
 */

import { prefersReducedMotion } from './motion';

/** The clip's video element. */
export const BACKGROUND_CLIP = 'data-background-clip';
/** Written by the script: `playing`, `paused`, or `poster` (the browser would not play it). */
export const CLIP_STATE = 'data-clip-state';
/** The button that plays and pauses it; its value is the video's id. */
export const CLIP_TOGGLE = 'data-clip-toggle';
/** The button that shows a hidden clip and plays it; its value is the video's id. */
export const CLIP_START = 'data-clip-start';

type ClipState = 'playing' | 'paused' | 'poster';

/** The narrowest screen on which the background clip starts by itself. */
export const AUTOPLAY_MIN_WIDTH_PX = 1024;

interface Watched {
  /** The visitor's own choice, which the automatic start never overrides. */
  chosen: boolean;
  stop: () => void;
}

const watched = new WeakMap<HTMLVideoElement, Watched>();

const setState = (video: HTMLVideoElement, state: ClipState) =>
  video.setAttribute(CLIP_STATE, state);

function play(video: HTMLVideoElement) {
  let attempt: Promise<void> | undefined;
  try {
    attempt = video.play();
  } catch {
    setState(video, 'poster');
    return;
  }
  // A refused or failed play() (autoplay policy, no codec, offline) leaves the poster showing.
  Promise.resolve(attempt).then(
    () => setState(video, 'playing'),
    () => setState(video, 'poster'),
  );
}

/** Shows the clip the button names in the button's place, playing, with focus on it. */
function showClip(button: Element) {
  const video = document.getElementById(button.getAttribute(CLIP_START) ?? '');
  if (!(video instanceof HTMLVideoElement) || !(button instanceof HTMLElement)) return;
  video.hidden = false;
  button.hidden = true;
  video.focus();
  void video.play().catch(() => {
    // Refused or failed: the visitor has the browser's own controls and the poster.
  });
}

/** One listener for every clip's button, on this page and the next. */
function onClick(event: MouseEvent) {
  const starter = (event.target as Element | null)?.closest?.(`[${CLIP_START}]`);
  if (starter) return showClip(starter);
  const toggle = (event.target as Element | null)?.closest?.(`[${CLIP_TOGGLE}]`);
  const video = toggle && document.getElementById(toggle.getAttribute(CLIP_TOGGLE) ?? '');
  const state = video instanceof HTMLVideoElement ? watched.get(video) : undefined;
  if (!state || !(video instanceof HTMLVideoElement)) return;
  state.chosen = true;
  if (video.getAttribute(CLIP_STATE) === 'playing') {
    video.pause();
    setState(video, 'paused');
  } else {
    play(video);
  }
}

let listening = false;

/**
 * Where the clip waits to be asked for: reduced motion, Save-Data, and a screen narrower than a
 * laptop's, where half a megabyte of decoration behind the text is not worth a phone's data.
 */
const wantsStill = () =>
  prefersReducedMotion() ||
  (typeof matchMedia === 'function' &&
    !matchMedia(`(min-width: ${AUTOPLAY_MIN_WIDTH_PX}px)`).matches) ||
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

const engagingEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Drives one clip until `stop`. Watching it twice changes nothing. */
export function watchBackgroundClip(video: HTMLVideoElement): () => void {
  const known = watched.get(video);
  if (known) return known.stop;
  listenForClips();
  const onPlaying = () => setState(video, 'playing');
  const onPause = () => {
    if (video.getAttribute(CLIP_STATE) === 'playing') setState(video, 'paused');
  };
  // When the last source fails, play() never settles: show the poster.
  const lastSource = video.querySelector('source:last-of-type');
  const onSourceError = () => setState(video, 'poster');
  let engaged = false;
  const start = () => {
    if (!engaged || document.readyState !== 'complete') return;
    removeStarters();
    if (!state.chosen && !wantsStill()) play(video);
  };
  const onEngage = () => {
    engaged = true;
    start();
  };
  const removeStarters = () => {
    for (const name of engagingEvents) {
      window.removeEventListener(name, onEngage, { capture: true });
    }
    window.removeEventListener('load', start);
  };
  for (const name of engagingEvents) {
    window.addEventListener(name, onEngage, { passive: true, capture: true });
  }
  window.addEventListener('load', start);
  video.addEventListener('playing', onPlaying);
  video.addEventListener('pause', onPause);
  lastSource?.addEventListener('error', onSourceError);
  const state: Watched = {
    chosen: false,
    stop: () => {
      removeStarters();
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      lastSource?.removeEventListener('error', onSourceError);
      watched.delete(video);
    },
  };
  watched.set(video, state);
  return state.stop;
}

/** Answers the buttons of clips shown on request, from now on. */
export function listenForClips(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick);
}

/** Drives the page's clips. */
export const watchClips = (): void => {
  listenForClips();
  document.querySelectorAll<HTMLVideoElement>(`video[${BACKGROUND_CLIP}]`).forEach((video) => {
    watchBackgroundClip(video);
  });
};
