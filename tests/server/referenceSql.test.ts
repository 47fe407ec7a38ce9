// @vitest-environment node
/**
 * server/ searches a lead's reference by an SQLite expression over the record's key (migration 7,
 * server/db/searchKeySql.ts): it must give exactly the digits the dashboard and the Cloud Function
 * work out in JavaScript (src/records/reference.ts), for every key, and a search by it must be an
 * index range scan like a search by name, e-mail or phone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator, PUSH_CHARS } from '../../src/lib/pushId';
import { PREFIX_END } from '../../src/records/derived';
import { referenceDigits } from '../../src/records/reference';
import { DerivedViews } from '../../server/db/derivedViews';
import { sortKey } from '../../server/db/protocol';
import { searchKeySql } from '../../server/db/searchKeySql';
import { IN_MEMORY, openDatabase, type SqliteDatabase } from '../../server/db/sqlite';
import { rangeReadPlan } from './queryPlan.support';

const COLLECTION = 'contactForm';

/** A database holding one empty record at each key, and the reference SQL gives for each. */
function referencesInSql(keys: readonly string[]): {
  db: SqliteDatabase;
  byKey: Map<string, string>;
} {
  const db = openDatabase(IN_MEMORY);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO nodes (parent, skey, key, value) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const key of keys) insert.run(COLLECTION, sortKey(key), key, '{}');
  })();
  const rows = db
    .prepare<[string], { key: string; reference: string }>(
      `SELECT key, ${searchKeySql('reference')} AS reference FROM nodes WHERE parent = ?`,
    )
    .all(COLLECTION);
  return { db, byKey: new Map(rows.map(({ key, reference }) => [key, reference])) };
}

const expectSameAsJavaScript = (keys: readonly string[]) => {
  const { byKey } = referencesInSql(keys);
  expect(byKey.size).toBe(new Set(keys).size);
  const differing = [...byKey].filter(([key, reference]) => reference !== referenceDigits(key));
  expect(differing).toEqual([]);
};

describe('the reference in SQL', () => {
  it('equals referenceDigits for 20,000 push IDs of browsers and of server/, a thousand a millisecond', () => {
    let time = Date.parse('2026-11-27T09:00:00Z');
    // Many IDs in one millisecond: the random part counts up, carrying through its last digits.
    const sameMillisecond = createPushIdGenerator(() => time);
    const keys: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      if (i % 1000 === 0) time += 1;
      keys.push(sameMillisecond());
    }
    expectSameAsJavaScript(keys);
  });

  it('equals referenceDigits for any key: push characters or not, shorter than seven or long', () => {
    const pushChar = fc.constantFrom(...PUSH_CHARS);
    // Characters a key may hold that are no push character (each counts as 0). Characters beyond
    // U+FFFF are left out: JavaScript slices a key by UTF-16 units and SQLite by characters, so
    // they would differ there; no form makes such a key (server/ and Firebase make push IDs).
    const otherChar = fc.constantFrom('é', '~', ' ', 'Ọ', '\u00ff', '!', '*', '\uffff');
    const key = fc.string({
      unit: fc.oneof({ weight: 6, arbitrary: pushChar }, { weight: 1, arbitrary: otherChar }),
      minLength: 1,
      maxLength: 24,
    });
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 200 }), (keys) => {
        expectSameAsJavaScript(keys);
      }),
      { numRuns: 100 },
    );
  });

  it('covers every digit and the ends of the range', () => {
    const keys = [
      '-',
      '-------',
      'zzzzzzz',
      '-NzzzzzzzzzzzzZZZZZZ',
      '-Nzzzzzzzzzzzz______',
      ...PUSH_CHARS.split('').map(
        (char) => `-Nxyz${char}${char}${char}${char}${char}${char}${char}`,
      ),
    ];
    expectSameAsJavaScript(keys);
    expect(referencesInSql(['-Nzzzzzzzzzzzzzzzzzz']).byKey.get('-Nzzzzzzzzzzzzzzzzzz')).toBe(
      'ZZZZZZZZ',
    );
  });

  it('is searched by a range scan of its index, never by reading every record', () => {
    const next = createPushIdGenerator();
    const keys = Array.from({ length: 500 }, () => next());
    const { db } = referencesInSql(keys);
    const views = new DerivedViews(db);
    const wanted = referenceDigits(keys[123] ?? '');
    let found: unknown;
    const plan = rangeReadPlan(db, () => {
      found = views.read(['searchIndex', COLLECTION], {
        orderBy: { kind: 'child', path: ['reference'] },
        startAt: wanted,
        endAt: `${wanted}${PREFIX_END}`,
        limitToFirst: 20,
      });
    }, [COLLECTION, 'A', 'B', 20]);
    // One generator's keys never share a reference (src/records/reference.ts).
    expect(Object.keys(found ?? {})).toEqual([keys[123]]);
    expect(plan).toContain('USING INDEX nodes_by_search_reference');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
