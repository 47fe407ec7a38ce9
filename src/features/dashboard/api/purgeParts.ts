/**
 * A long-unopened inbox's expired Trash and Spam entries, split into parts that each go in one
 * purge update (purgeExpired in inboxChanges.ts).
 */
import type { ExpiredEntries } from '../../../lib/purge';

/**
 * How many entries one purge update removes: server/ takes at most 250 records in one update, so a
 * long-unopened inbox is purged in parts (each with its own audit entries).
 */
export const PURGE_PART = 200;

/** The expired entries as parts of at most PURGE_PART, for one purgeExpired update each. */
export function inPurgeParts(expired: readonly ExpiredEntries[]): ExpiredEntries[][] {
  const parts: ExpiredEntries[][] = [];
  let part: ExpiredEntries[] = [];
  let size = 0;
  for (const group of expired) {
    for (let start = 0; start < group.ids.length;) {
      const ids = group.ids.slice(start, start + PURGE_PART - size);
      part.push({ ...group, ids });
      size += ids.length;
      start += ids.length;
      if (size === PURGE_PART) {
        parts.push(part);
        part = [];
        size = 0;
      }
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
