/**
 * The visitor's motion preference, read once where a script decides (the visit's carousel and
 * clip scripts, a scroll to a form). No React here: the visit's head script imports it.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion (false where media queries cannot be read). */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;
