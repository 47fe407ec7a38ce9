/** A long-unopened inbox is purged in parts server/ accepts (at most 250 records an update). */
import { describe, expect, it } from 'vitest';
import { inPurgeParts, PURGE_PART } from '../../src/features/dashboard/api/purgeParts';
import type { ExpiredEntries } from '../../src/lib/purge';

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('inPurgeParts', () => {
  it('splits expired entries into parts of at most PURGE_PART, keeping every entry once', () => {
    const expired: ExpiredEntries[] = [
      { kind: 'trash', collection: 'contactForm', ids: ids('t', 450) },
      { kind: 'spam', collection: 'training', ids: ids('s', 10) },
    ];
    const parts = inPurgeParts(expired);
    const sizes = parts.map((part) => part.reduce((sum, group) => sum + group.ids.length, 0));
    expect(sizes).toEqual([PURGE_PART, PURGE_PART, 60]);
    const all = parts.flat().flatMap((group) => group.ids.map((id) => `${group.kind}/${id}`));
    expect(new Set(all).size).toBe(460);
    expect(parts[2]).toEqual([
      { kind: 'trash', collection: 'contactForm', ids: ids('t', 450).slice(400) },
      { kind: 'spam', collection: 'training', ids: ids('s', 10) },
    ]);
  });

  it('gives nothing to purge when nothing expired', () => {
    expect(inPurgeParts([])).toEqual([]);
  });
});
