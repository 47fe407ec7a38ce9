/**
 * Rotations on CSS (decision 0039): each item of a stack runs the same keyframes, delayed by its
 * place, so all keep one clock. These write the keyframes from the content's counts and times.
 */

/** Where `part` falls in a cycle of `whole`, as a keyframe selector. */
export const atShare = (part: number, whole: number): string =>
  `${((part / whole) * 100).toFixed(4)}%`;

/** Keyframes that show an item for the first of `count` equal steps of its cycle, then hide it. */
export const turnKeyframes = (name: string, count: number): string =>
  `@keyframes ${name}{0%{visibility:visible}${atShare(1, count)},100%{visibility:hidden}}`;
