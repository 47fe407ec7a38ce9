import { statfsSync } from 'node:fs';

/**
 * The share (0 to 1) of the file system holding `path` that is in use, as `df` counts it: blocks
 * reserved for root count as neither used nor available.
 */
export function diskUsedShare(path: string): number {
  const stats = statfsSync(path);
  const used = stats.blocks - stats.bfree;
  return used / (used + stats.bavail);
}
