import { statfsSync } from 'node:fs';

export interface DiskSpace {
  /** The share (0 to 1) in use, as `df` counts it: blocks reserved for root count as neither. */
  usedShare: number;
  /** Bytes this process may still write. */
  freeBytes: number;
}

/** The file system holding `path`, by statfs. */
export function diskSpace(path: string): DiskSpace {
  const stats = statfsSync(path);
  const used = stats.blocks - stats.bfree;
  return { usedShare: used / (used + stats.bavail), freeBytes: stats.bavail * stats.bsize };
}
