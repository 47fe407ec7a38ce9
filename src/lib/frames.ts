/** Runs `task` in a task of its own once the next frame is painted (at once where none comes). */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}
