// @vitest-environment node
/**
 * `insights` on server/: computed from SQLite indexes on read, right after every write; staff
 * read it (the policy table says who may), and its queries read indexes, not the records.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
import {
  decodeInsightKey,
  encodeInsightKey,
  HOUR_MS,
  insightWeeks,
  WEEK_MS,
  type Insights,
} from '../../src/records/insights';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';
import { insightsSql } from '../../server/db/insightsView';
import { openDatabase } from '../../server/db/sqlite';
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

  it('reads the indexes, not the records (but those of the last 48 hours)', () => {
    const db = openDatabase(join(server.dir, 'site.db'), { readonly: true });
    const plan = (sql: string) =>
      (
        db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(
          ...sql
            .split('?')
            .slice(1)
            .map(() => 0),
        ) as { detail: string }[]
      )
        .map((row) => row.detail)
        .filter((detail) => detail.startsWith('SEARCH') || detail.startsWith('SCAN nodes'));
    try {
      const covering = (index: string) => [
        expect.stringMatching(new RegExp(`^SEARCH nodes USING COVERING INDEX ${index} `)),
      ];
      expect(plan(insightsSql.week)).toEqual(covering('nodes_by_received_at'));
      for (const [sql, index] of [
        [insightsSql.sources, 'nodes_by_source'],
        [insightsSql.landings, 'nodes_by_landing'],
      ] as const) {
        expect(plan(sql.next)).toEqual(covering(index));
        expect(plan(sql.count)).toEqual(covering(index));
        expect(plan(sql.none)).toEqual(covering(index));
      }
      expect(plan(insightsSql.recent)).toEqual([
        expect.stringMatching(/^SEARCH nodes USING INDEX nodes_by_received_at /),
      ]);
    } finally {
      db.close();
    }
  });
});
