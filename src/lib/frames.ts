/** Runs `task` in a task of its own once the next frame is painted (at once where none comes). */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

/** Runs `task` when the main thread is next idle (after a short wait where the browser cannot say). */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => task());
  else setTimeout(task, 100);
};
