// @vitest-environment node
/**
 * `insights` on server/: computed from SQLite indexes on read, right after every write; staff
 * read it (the policy table says who may), and its queries read indexes, not the records.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
import {
  countInsights,
  decodeInsightKey,
  encodeInsightKey,
  HOUR_MS,
  insightWeeks,
  WEEK_MS,
  type Insights,
} from '../../src/records/insights';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';
import { InsightsView, insightsSql } from '../../server/db/insightsView';
import { LANDING_KEY_SQL, SOURCE_KEY_SQL } from '../../server/db/insightsSql';
import { openDatabase, type SqliteDatabase } from '../../server/db/sqlite';
import { TreeStore } from '../../server/db/store';
import { expectedInsights, insightLeads, NOW, workedLeads } from './insights.cases';
import { useTestServer, validRecords } from './support';

const server = useTestServer({}, { emptyBeforeEach: true, signIn: true });
const records = validRecords();
const nextPushId = createPushIdGenerator();

const read = async (): Promise<Insights> => {
  const response = await server.request('GET', '/insights', undefined, { auth: server.auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Insights;
};
const post = async (collection: 'training' | 'contactForm', body: object) => {
  const response = await server.request('POST', `/${collection}`, {
    ...records[collection],
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { name: string }).name;
};

describe('insights', () => {
  it('counts this week by type, sources and landing pages; older records count as not recorded', async () => {
    const whatsapp = { utmSource: 'whatsapp', landing: '/', page: '/training/cyber-security' };
    await post('training', { source: whatsapp, receivedAt: SERVER_TIMESTAMP });
    await post('training', { source: whatsapp, receivedAt: SERVER_TIMESTAMP });
    await post('contactForm', {
      source: { referrer: 'www.google.com', landing: '/contact' },
      receivedAt: SERVER_TIMESTAMP,
    });
    await post('contactForm', { source: { landing: '/contact' }, receivedAt: SERVER_TIMESTAMP });
    // An older record: no source, no receive time.
    server.site.store.apply([
      { path: ['contactForm', 'legacy-1'], value: { fullName: 'Old', email: 'o@example.com' } },
    ]);

    const insights = await read();
    const thisWeek = insightWeeks(Date.now()).at(-1)!;
    expect(insights.weeks).toEqual({ [thisWeek]: { training: 2, contactForm: 2 } });
    expect(insights.sources).toEqual({
      whatsapp: 2,
      [encodeInsightKey('www.google.com')]: 1,
      [encodeInsightKey('')]: 1,
      [encodeInsightKey(null)]: 1,
    });
    expect(decodeInsightKey(encodeInsightKey('www.google.com'))).toBe('www.google.com');
    expect(insights.landings).toEqual({
      [encodeInsightKey('/')]: 2,
      [encodeInsightKey('/contact')]: 2,
      [encodeInsightKey(null)]: 1,
    });
    // Only the older record arrived more than 48 hours ago, and it is still New.
    expect(insights.stale).toEqual({ due: 1, stillNew: 1 });

    // Kept between reads, and worked out again after a write.
    await post('training', { source: whatsapp, receivedAt: SERVER_TIMESTAMP });
    expect((await read()).sources.whatsapp).toBe(3);
  });

  it('counts weeks back twelve weeks, and leads still New 48 hours after they arrived', async () => {
    const now = Date.now();
    const at = (ms: number, status?: string) => ({
      ...records.training,
      receivedAt: ms,
      ...(status && { status }),
    });
    server.site.store.apply([
      { path: ['training', nextPushId()], value: at(now - 3 * HOUR_MS) },
      { path: ['training', nextPushId()], value: at(now - 50 * HOUR_MS) },
      { path: ['training', nextPushId()], value: at(now - 60 * HOUR_MS, 'contacted') },
      { path: ['training', nextPushId()], value: at(now - 5 * WEEK_MS, 'won') },
      { path: ['training', nextPushId()], value: at(now - 13 * WEEK_MS) },
    ]);
    const insights = await read();
    const weeks = insightWeeks(now);
    const total = Object.values(insights.weeks).reduce(
      (sum, week) => sum + (week.training ?? 0),
      0,
    );
    expect(total).toBe(4); // the one 13 weeks ago is outside the window
    expect(Object.keys(insights.weeks).every((week) => weeks.includes(week))).toBe(true);
    expect(insights.stale).toEqual({ due: 4, stillNew: 2 });
  });

  it('reads the indexes of lead_facts, each once in its own order, never the records', () => {
    const db = openDatabase(join(server.dir, 'site.db'), { readonly: true });
    const plan = (sql: string) =>
      (
        db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(
          ...sql
            .split('?')
            .slice(1)
            .map(() => 0),
        ) as { detail: string }[]
      ).map((row) => row.detail);
    try {
      const covering = (index: string) => [
        expect.stringMatching(
          new RegExp(`^(SEARCH|SCAN) lead_facts USING COVERING INDEX ${index}\\b`),
        ),
      ];
      // No "USE TEMP B-TREE": each GROUP BY follows its index.
      expect(plan(insightsSql.weeks)).toEqual(covering('lead_facts_by_week'));
      expect(plan(insightsSql.sources)).toEqual(covering('lead_facts_by_source'));
      expect(plan(insightsSql.landings)).toEqual(covering('lead_facts_by_landing'));
      expect(plan(insightsSql.owners)).toEqual(covering('lead_facts_by_owner'));
      expect(plan(insightsSql.due)).toEqual(covering('lead_facts_by_received'));
      expect(plan(insightsSql.undated)).toEqual(covering('lead_facts_by_received'));
    } finally {
      db.close();
    }
  });
});

describe('insights from leads with known answers (insights.cases.ts)', () => {
  const store = (db: SqliteDatabase) => {
    const tree = new TreeStore(db);
    // Each lead arrives, then staff work it: a create, then a write into the record.
    for (const { collection, id, received, worked } of insightLeads) {
      tree.apply([{ path: [collection, id], value: received }]);
      for (const [field, value] of Object.entries(worked)) {
        tree.apply([{ path: [collection, id, field], value }]);
      }
    }
    return tree;
  };

  it('server/ answers them, as the daily recount of the Cloud Function does', () => {
    const db = openDatabase(':memory:');
    store(db);
    expect(new InsightsView(db).read(NOW)).toEqual(expectedInsights);
    expect(countInsights(workedLeads(), NOW)).toEqual(expectedInsights);
    db.close();
  });

  it('follows a lead deleted, put back and reassigned, in the same write as the record', () => {
    const db = openDatabase(':memory:');
    const tree = store(db);
    const view = new InsightsView(db);
    const nobody = encodeInsightKey(null);
    tree.apply([{ path: ['training', '-Nt6'], value: null }]);
    expect(view.read(NOW).owners[nobody]).toEqual({ contacted: 1, new: 1, won: 1 });
    expect(view.read(NOW).responses['2026-11-16']?.training?.unanswered).toBeUndefined();
    const t6 = insightLeads.find(({ id }) => id === '-Nt6')!;
    tree.apply([
      { path: ['training', '-Nt6'], value: { ...t6.received, owner: 'ada@example.com' } },
    ]);
    expect(view.read(NOW).owners[nobody]).toEqual({ contacted: 1, new: 1, won: 1 });
    expect(view.read(NOW).owners[encodeInsightKey('ada@example.com')]?.new).toBe(1);
    db.close();
  });

  it('an existing database counts the leads it already holds once upgraded', () => {
    const file = join(server.dir, 'upgrade.db');
    const before = openDatabase(file);
    store(before);
    // Back to the schema before lead_facts (migration 10), the leads left in place.
    before.exec(`DROP TABLE lead_facts;
      DROP TRIGGER lead_facts_insert;
      DROP TRIGGER lead_facts_update;
      DROP TRIGGER lead_facts_delete;
      CREATE INDEX nodes_by_source ON nodes (parent, ${SOURCE_KEY_SQL});
      CREATE INDEX nodes_by_landing ON nodes (parent, ${LANDING_KEY_SQL});
      DROP INDEX nodes_by_owner;
      DROP INDEX nodes_by_follow_up;
      DROP TABLE morning_mail_days;
      DROP TABLE alerts;
      DROP TABLE health_probe;`);
    before.pragma('user_version = 9');
    before.close();
    const after = openDatabase(file);
    expect(new InsightsView(after).read(NOW)).toEqual(expectedInsights);
    after.close();
  });
});
