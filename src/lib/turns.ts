/**
 * Rotations on CSS (decision 0039): each item of a stack runs the same keyframes, delayed by its
 * place, so all keep one clock. These write the keyframes from the content's counts and times.
 * They turn opacity (and transform), never visibility (decision 0052): Chrome runs such an
 * animation on the compositor, where one that turns visibility has the page's main thread restyle
 * it every frame for as long as it runs, which on every public page is forever.
 */

/** Where `part` falls in a cycle of `whole`, as a keyframe selector. */
export const atShare = (part: number, whole: number): string =>
  `${((part / whole) * 100).toFixed(4)}%`;

/** A keyframe's value holds until the next keyframe, then changes at once (no fade). */
export const HOLD = 'animation-timing-function:step-end';

/** Keyframes that show an item for the first of `count` equal steps of its cycle, then hide it. */
export const turnKeyframes = (name: string, count: number): string =>
  `@keyframes ${name}{0%{opacity:1;${HOLD}}${atShare(1, count)},100%{opacity:0}}`;

/**
 * What an item of a turning stack carries for assistive technology: the stack's items are all
 * drawn, one opaque at a time, so the first alone is exposed, a text that stays put, as a visitor
 * with reduced motion sees it (decision 0052).
 */
export const exposedIfFirst = (index: number): { 'aria-hidden'?: true } =>
  index === 0 ? {} : { 'aria-hidden': true };
