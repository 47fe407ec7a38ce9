import { describe, expect, it } from 'vitest';
import { collections } from '../../src/records/collections';
import {
  REFERENCE_PREFIX,
  referenceDigits,
  referenceOf,
  referenceSearchKey,
} from '../../src/records/reference';
import { createPushIdGenerator, PUSH_CHARS } from '../../src/lib/pushId';

/** A repeatable stream of numbers in [0, 1) (mulberry32), so the uniqueness check cannot flake. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Push IDs as visitors' browsers make them: a time, then 12 random push characters. */
function visitorIds(count: number, seed: number): string[] {
  const random = seeded(seed);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let id = '-NxYz012';
    for (let k = 0; k < 12; k += 1) id += PUSH_CHARS.charAt(Math.floor(random() * 64));
    ids.push(id);
  }
  return ids;
}

describe('a lead reference', () => {
  it('reads as two letters for the form and eight characters in two groups', () => {
    expect(referenceOf('quoteForm', '-NxYz012abcdefghijkl')).toMatch(
      /^QT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    for (const collection of collections) {
      expect(referenceOf(collection, '-NxYz012abcdefghijkl').slice(0, 3)).toBe(
        `${REFERENCE_PREFIX[collection]}-`,
      );
    }
  });

  it('never uses a letter that is misread on the phone (I, L, O, U)', () => {
    const seen = new Set(visitorIds(2_000, 7).flatMap((id) => [...referenceDigits(id)]));
    for (const letter of ['I', 'L', 'O', 'U']) expect(seen.has(letter)).toBe(false);
    expect(seen.size).toBe(32);
  });

  it('is the same for the same key, every time', () => {
    const id = '-NxYz012Q9_rT-8pLmKa';
    expect(referenceOf('training', id)).toBe(referenceOf('training', id));
  });

  it('differs for 100,000 keys of one form', () => {
    const references = new Set(visitorIds(100_000, 42).map((id) => referenceOf('contactForm', id)));
    expect(references.size).toBe(100_000);
  });

  it('differs for keys one browser makes in the same millisecond', () => {
    const next = createPushIdGenerator(() => 1_790_000_000_000);
    const ids = Array.from({ length: 500 }, () => next());
    expect(new Set(ids.map((id) => referenceOf('bookSession', id))).size).toBe(500);
  });
});

describe('searching by reference', () => {
  const id = '-NxYz012Q9_rT-8pLmKa';
  const reference = referenceOf('hiring', id);
  const digits = referenceDigits(id);

  it('finds the digits however the reference is typed', () => {
    for (const typed of [
      reference,
      reference.toLowerCase(),
      reference.replace(/-/g, ''),
      reference.replace(/-/g, ' '),
      ` ${digits.slice(0, 4)}-${digits.slice(4)} `,
    ]) {
      expect(referenceSearchKey(typed)).toBe(digits);
    }
  });

  it('takes the start of a reference as a prefix to search for', () => {
    expect(referenceSearchKey(`${reference.slice(0, 6)}`)).toBe(digits.slice(0, 3));
    expect(referenceSearchKey('7f3')).toBe('7F3');
  });

  it('reads O as zero and I or L as one, as Crockford does', () => {
    expect(referenceSearchKey('QT-O1IL-0000')).toBe('01110000');
  });

  it('gives nothing for text that cannot be a reference', () => {
    expect(referenceSearchKey('Adaeze Okafor')).toBe('');
    expect(referenceSearchKey('ada@example.com')).toBe('');
    expect(referenceSearchKey('QT-7F3K-92XA-1')).toBe('');
    expect(referenceSearchKey('')).toBe('');
  });
});
