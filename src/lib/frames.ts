/**
 * When the visit's script runs a piece of work: after a frame, when the page is idle, once it has
 * loaded.
 */

/** Runs `task` in a task of its own once the next frame is painted (at once where none comes). */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

/**
 * Runs `task` when the main thread is next idle (after a short wait where the browser cannot
 * tell).
 */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => task());
  else setTimeout(task, 100);
};

/** Runs `task` once the page has loaded (at once if it has). */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else addEventListener('load', () => task(), { once: true });
}
