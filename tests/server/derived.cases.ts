/**
 * `counts` and `searchIndex` (src/records/derived.ts) as one table both backends must pass:
 * server/ computes them with SQL (server/db/derived.ts, run by derived.test.ts), the Cloud
 * Function keeps them write by write on hosted Firebase (functions/src/leadIndex.ts, run by
 * tests/functions/leadIndex.test.ts). The steps run in order, each on what the last one left.
 */
import type { Collection } from '../../src/records/collections';
import type { LeadCounts, SearchEntry, SearchField } from '../../src/records/derived';
import type { JsonObject } from '../../server/db/protocol';
import { keptRecords } from './support';

export type { SearchEntry };

/** A record written whole at `{collection}/{id}`, or removed (null). */
export interface DerivedWrite {
  collection: Collection;
  id: string;
  value: JsonObject | null;
}

/** A prefix search as the dashboard sends it: `orderBy` a search key from `prefix` to `prefix\uf8ff`. */
export interface PrefixSearch {
  collection: Collection;
  field: SearchField;
  /** Already a search key (the dashboard passes what it types through `searchKey`, or
   * `referenceSearchKey` for a reference). */
  prefix: string;
  /** The ids found, in Firebase's order (by the key, then the id). */
  ids: string[];
}

export interface DerivedStep {
  does: string;
  writes: DerivedWrite[];
  /** `counts/{collection}` after the writes. */
  counts: Partial<Record<Collection, LeadCounts>>;
  /** `searchIndex/{collection}` after the writes, whole (null: no entry at all). */
  index: Partial<Record<Collection, Record<string, SearchEntry> | null>>;
  searches?: PrefixSearch[];
}

const AT = Date.parse('2026-11-20T09:00:00Z');
const kept = keptRecords(AT);
const contactLead = (fields: Record<string, unknown>) => ({ ...kept.contactForm, ...fields });

const ADA = '-Nada0000000000000001';
const BOLA = '-Nbola000000000000001';
const HIRER = '-Nhirer00000000000001';
const LEGACY = 'legacy-record-1';
const LEGACY_DASHED = 'legacy-record-2';
const NEWER = '-Nnewer00000000000001';
const EMILE = '-Nemile0000000000001';
const BARE = '-Nbare00000000000001';
const NAME_ONLY = '-Nnameonly0000000001';
const TWIN = '-Ntwin00000000000001';
// Keys for the reference's own steps: the first two differ in their last character only, the
// third earlier on; then a key shorter than a reference's seven characters, and one with
// characters that are no push character (each counts as 0, on both backends).
const REF_A = '-N7f3k92xaQ9_rT8pLmKa';
const REF_B = '-N7f3k92xaQ9_rT8pLmKb';
const REF_C = '-N7f3k92xaQ9_rT8pLnKa';
const SHORT = 'abc';
const ODD = 'ré~sumé';

/**
 * The reference digits (src/records/reference.ts) of every key above that ends in 0000001: push
 * digits 1, 1, 1, 1, 1, 1, 2 set bits 1, 6, 12, 18, 24, 30 and 36, which read five at a time from
 * the top are 2 1 0 16 8 4 2 2 in Crockford's base 32. The others' are beside their entries.
 */
const ENDS_0000001 = '210G8422';

/** A record's search-index entry; its key a push ID ending in 0000001 unless told. */
const entry = (name: string, email: string, phone: string, reference = ENDS_0000001) => ({
  name,
  email,
  phone,
  reference,
});

const ada = contactLead({
  fullName: 'Ada Obi',
  email: 'Ada@Example.com',
  phoneNumber: '+234 801 234 5678',
});
const adaEntry = entry('ada obi', 'ada@example.com', '2348012345678');
const bola = contactLead({
  fullName: '  Bola ADE ',
  email: ' bola@example.com',
  phoneNumber: '(0803) 555.0101',
});
const bolaEntry = entry('bola ade', 'bola@example.com', '08035550101');
const hirerEntry = entry('ada obi', 'ada@example.com', '2348012345678');
// Older shapes: `name` and `phone` instead of `fullName` and `phoneNumber`, mixed case.
const legacy = {
  name: ' Chiamaka OKAFOR',
  email: 'Chiamaka.Okafor@Example.COM',
  phone: '+234 803 555 0101',
};
const legacyEntry = entry(
  'chiamaka okafor',
  'chiamaka.okafor@example.com',
  '2348035550101',
  // Not a push ID: its last seven characters ("ecord-1") all the same.
  'N8TDX402',
);
const legacyDashed = { name: 'C. Okafor', phone: '0803-555-0101', email: 'C.Okafor@Example.COM' };
const legacyDashedEntry = entry('c. okafor', 'c.okafor@example.com', '08035550101', 'N8TDX403');
const newer = contactLead({ email: 'chidi@example.com', fullName: 'Chidi Eze' });
const newerEntry = entry('chidi eze', 'chidi@example.com', '2348012345678');
const twin = contactLead({ fullName: 'Tunde Ojo', email: 'tunde@example.com' });
const twinEntry = entry('tunde ojo', 'tunde@example.com', '2348012345678');
// Only A–Z is lower-cased (all SQLite's lower() does), and a phone keeps any letter it has.
const emile = contactLead({
  fullName: 'ÉMILE Dubois',
  email: 'EMILE@example.com',
  phoneNumber: '0803 555 0101 ext 2',
});
const emileEntry = entry('Émile dubois', 'emile@example.com', '08035550101ext2');

const adaAndBola = { [ADA]: adaEntry, [BOLA]: bolaEntry };
const olderShapes = {
  [LEGACY]: legacyEntry,
  [LEGACY_DASHED]: legacyDashedEntry,
  [NEWER]: newerEntry,
  [EMILE]: emileEntry,
  // A record without a name, e-mail or phone is still found by its reference.
  [BARE]: { reference: ENDS_0000001 },
  [NAME_ONLY]: { name: 'x', reference: ENDS_0000001 },
  [TWIN]: twinEntry,
};
const withoutEntry = (entries: Record<string, SearchEntry>, gone: string) =>
  Object.fromEntries(Object.entries(entries).filter(([id]) => id !== gone));

/** A write in contactForm. */
const contact = (id: string, value: JsonObject | null): DerivedWrite => ({
  collection: 'contactForm',
  id,
  value,
});
/** A prefix search in contactForm. */
const find = (field: SearchField, prefix: string, ids: string[]): PrefixSearch => ({
  collection: 'contactForm',
  field,
  prefix,
  ids,
});

export const derivedSteps: DerivedStep[] = [
  {
    does: 'an empty database counts 0 and indexes nothing',
    writes: [],
    counts: { contactForm: { total: 0, new: 0 }, hiring: { total: 0, new: 0 } },
    index: { contactForm: null },
    searches: [find('email', 'ada', [])],
  },
  {
    does: 'new records count as New, with no status or with status new',
    writes: [
      contact(ADA, ada),
      contact(BOLA, { ...bola, status: 'new' }),
      { collection: 'hiring', id: HIRER, value: kept.hiring },
    ],
    counts: { contactForm: { total: 2, new: 2 }, hiring: { total: 1, new: 1 } },
    index: { contactForm: adaAndBola, hiring: { [HIRER]: hirerEntry } },
    searches: [
      find('email', 'ada', [ADA]),
      find('name', 'bola a', [BOLA]),
      find('phone', '0803555', [BOLA]),
      { collection: 'hiring', field: 'phone', prefix: '234801', ids: [HIRER] },
    ],
  },
  {
    does: 'a status other than new takes a record out of New',
    writes: [contact(ADA, { ...ada, status: 'won' })],
    counts: { contactForm: { total: 2, new: 1 }, hiring: { total: 1, new: 1 } },
    index: { contactForm: adaAndBola },
  },
  {
    does: 'another status change of a worked-on lead counts nothing',
    writes: [contact(ADA, { ...ada, status: 'lost' })],
    counts: { contactForm: { total: 2, new: 1 } },
    index: { contactForm: adaAndBola },
  },
  {
    does: 'contacted is not New',
    writes: [contact(BOLA, { ...bola, status: 'contacted' })],
    counts: { contactForm: { total: 2, new: 0 } },
    index: { contactForm: adaAndBola },
  },
  {
    does: 'a status set back to new counts as New again',
    writes: [contact(BOLA, { ...bola, status: 'new' })],
    counts: { contactForm: { total: 2, new: 1 } },
    index: { contactForm: adaAndBola },
  },
  {
    does: 'a delete takes the record out of the counts and the index at once',
    writes: [contact(ADA, null)],
    counts: { contactForm: { total: 1, new: 1 }, hiring: { total: 1, new: 1 } },
    index: { contactForm: { [BOLA]: bolaEntry }, hiring: { [HIRER]: hirerEntry } },
    searches: [find('email', 'ada', [])],
  },
  {
    does: 'a restore brings it back with its status',
    writes: [contact(ADA, { ...ada, status: 'lost' })],
    counts: { contactForm: { total: 2, new: 1 } },
    index: { contactForm: adaAndBola },
    searches: [find('email', 'ada', [ADA])],
  },
  {
    does: 'clearing a collection leaves the others alone',
    writes: [contact(ADA, null), contact(BOLA, null)],
    counts: { contactForm: { total: 0, new: 0 }, hiring: { total: 1, new: 1 } },
    index: { contactForm: null, hiring: { [HIRER]: hirerEntry } },
  },
  {
    does: 'older shapes, mixed case, spaces and phone separators are indexed as search keys',
    writes: [
      contact(LEGACY, legacy),
      contact(LEGACY_DASHED, legacyDashed),
      contact(NEWER, newer),
      contact(EMILE, emile),
      contact(BARE, { message: 'no contact fields' }),
      contact(NAME_ONLY, { name: 'X', email: '   ' }),
      contact(TWIN, twin),
    ],
    counts: { contactForm: { total: 7, new: 7 } },
    index: { contactForm: olderShapes },
    searches: [
      find('email', 'chiamaka.o', [LEGACY]),
      find('name', 'chiamaka ok', [LEGACY]),
      find('phone', '234803', [LEGACY]),
      find('email', 'chi', [LEGACY, NEWER]),
      find('email', 'c', [LEGACY_DASHED, LEGACY, NEWER]),
      find('email', 'zz', []),
      // A key that is a prefix of another sorts first.
      find('phone', '08035550101', [LEGACY_DASHED, EMILE]),
      // Same key, two records: ordered by id.
      find('phone', '234801', [NEWER, TWIN]),
      find('name', 'Émile', [EMILE]),
      find('name', 'émile', []),
      find('name', 'x', [NAME_ONLY]),
      // Keys that are no push ID have a reference too.
      find('reference', 'N8TDX40', [LEGACY, LEGACY_DASHED]),
      // One reference, five records (their keys end alike): ordered by id.
      find('reference', ENDS_0000001, [BARE, EMILE, NAME_ONLY, NEWER, TWIN]),
    ],
  },
  {
    does: 'a status change leaves the index as it was',
    writes: [contact(LEGACY, { ...legacy, status: 'won' })],
    counts: { contactForm: { total: 7, new: 6 } },
    index: { contactForm: olderShapes },
    searches: [find('phone', '234803', [LEGACY])],
  },
  {
    does: 'a deleted legacy record is found no more',
    writes: [contact(LEGACY, null)],
    counts: { contactForm: { total: 6, new: 6 } },
    index: { contactForm: withoutEntry(olderShapes, LEGACY) },
    searches: [
      find('email', 'chiamaka', []),
      find('email', 'chi', [NEWER]),
      find('reference', 'N8TDX40', [LEGACY_DASHED]),
    ],
  },
  {
    does: 'a reference is found whole or by its first digits, from any key',
    writes: [
      contact(REF_A, { ...twin, fullName: 'Ref A' }),
      contact(REF_B, { message: 'only a message' }),
      contact(REF_C, { ...twin, fullName: 'Ref C' }),
      contact(SHORT, { name: 'Short key' }),
      contact(ODD, { name: 'Odd key' }),
    ],
    counts: { contactForm: { total: 11, new: 11 } },
    index: {
      contactForm: {
        ...withoutEntry(olderShapes, LEGACY),
        [REF_A]: { ...twinEntry, name: 'ref a', reference: 'W9TNP9B6' },
        [REF_B]: { reference: 'W9TNP9B7' },
        [REF_C]: { ...twinEntry, name: 'ref c', reference: 'W9TNPDB6' },
        // "abc": three push digits, the four before them 0.
        [SHORT]: { name: 'short key', reference: '00004TF8' },
        // é and ~ are no push character: 0, as a missing one.
        [ODD]: { name: 'odd key', reference: 'E00E7B40' },
      },
      hiring: { [HIRER]: hirerEntry },
    },
    searches: [
      find('reference', 'W9TNP9B6', [REF_A]),
      find('reference', 'W9TNP9', [REF_A, REF_B]),
      find('reference', 'W9TN', [REF_A, REF_B, REF_C]),
      find('reference', '00004', [SHORT]),
      find('reference', 'E00E7B40', [ODD]),
      // The dashboard upper-cases what staff type (referenceSearchKey): a key is never lower case.
      find('reference', 'w9tn', []),
      find('reference', 'W9TNP9B8', []),
      { collection: 'hiring', field: 'reference', prefix: 'W9TN', ids: [] },
      { collection: 'hiring', field: 'reference', prefix: ENDS_0000001, ids: [HIRER] },
    ],
  },
  {
    does: 'a deleted record is found by its reference no more',
    writes: [contact(REF_A, null)],
    counts: { contactForm: { total: 10, new: 10 } },
    index: {
      contactForm: {
        ...withoutEntry(olderShapes, LEGACY),
        [REF_B]: { reference: 'W9TNP9B7' },
        [REF_C]: { ...twinEntry, name: 'ref c', reference: 'W9TNPDB6' },
        [SHORT]: { name: 'short key', reference: '00004TF8' },
        [ODD]: { name: 'odd key', reference: 'E00E7B40' },
      },
    },
    searches: [find('reference', 'W9TNP9B6', []), find('reference', 'W9TN', [REF_B, REF_C])],
  },
];
