/**
 * `insights` (src/records/insights.ts) as server/ serves it: computed on every read from SQLite
 * indexes, never from the records themselves, so it is right after any write and costs the same
 * at 100,000 leads as at 100 (decision 0018):
 * - weeks: one range of the receive-time index per collection (the last 12 weeks), grouped by week;
 * - sources and landing pages: a GROUP BY over their expression indexes (insightsSql.ts);
 * - still New after 48 hours: the status index's counts (derived.ts) less those of the records
 *   received in the last 48 hours (a short range of the receive-time index).
 */
import type { Statement } from 'better-sqlite3';
import { collections, type Collection } from '../../src/records/collections';
import {
  emptyInsights,
  encodeInsightKey,
  INSIGHT_WEEKS,
  LAGOS_OFFSET_MS,
  MONDAY_SHIFT_MS,
  STALE_AFTER_MS,
  WEEK_MS,
  weekIndexOf,
  weekKeyOf,
  type Insights,
} from '../../src/records/insights';
import { DEFAULT_STATUS, STAFF_FIELDS } from '../../src/records/lead';
import { RECEIVED_AT } from '../../src/records/schemas';
import { rankSql, valueSql } from './childOrder';
import { LANDING_KEY_SQL, SOURCE_KEY_SQL } from './insightsSql';
import type { SqliteDatabase } from './sqlite';
import type { LeadCounts } from '../../src/records/derived';

/** A number's class in the receive-time index (childOrder.ts): 3. */
const NUMBER_RANK = 3;
const RANK = rankSql(RECEIVED_AT);
const VALUE = valueSql(RECEIVED_AT);
const STATUS = `json_extract(value, '$.${STAFF_FIELDS.status}')`;

type Primitive = string | number;

/** The queries of one grouping expression: its groups found by index seeks, each counted. */
const groupSql = (expression: string) => ({
  /** The next group after one (after -Infinity: the first; NULL sorts before): one seek. */
  next: `SELECT ${expression} AS key FROM nodes WHERE parent = ? AND ${expression} > ?
    ORDER BY ${expression} LIMIT 1`,
  /** One group's size: a range of the index counted. */
  count: `SELECT count(*) AS n FROM nodes WHERE parent = ? AND ${expression} = ?`,
  /** The records without the grouped value. */
  none: `SELECT count(*) AS n FROM nodes WHERE parent = ? AND ${expression} IS NULL`,
});

/**
 * The queries, each answered from an index alone: counts of index ranges and seeks, never a
 * GROUP BY (SQLite works a GROUP BY over an expression out row by row: 90 ms at 100,000 leads,
 * where these take a few). Exported for the test that checks their query plans.
 */
export const insightsSql = {
  /** Leads received in one week: a range of the receive-time index, numbers only. */
  week: `SELECT count(*) AS n FROM nodes INDEXED BY nodes_by_received_at
    WHERE parent = ? AND ${RANK} = ${NUMBER_RANK} AND ${VALUE} >= ? AND ${VALUE} < ?`,
  /** The leads received after a time, and how many of them are New: those rows only. */
  recent: `SELECT count(*) AS total,
      coalesce(sum(${STATUS} IS NULL OR ${STATUS} = '${DEFAULT_STATUS}'), 0) AS new
    FROM nodes INDEXED BY nodes_by_received_at
    WHERE parent = ? AND ${RANK} = ${NUMBER_RANK} AND ${VALUE} > ?`,
  sources: groupSql(SOURCE_KEY_SQL),
  landings: groupSql(LANDING_KEY_SQL),
} as const;

type GroupStatements = { [K in keyof ReturnType<typeof groupSql>]: Statement<unknown[]> };

/** Below every number and text: where the walk over a grouping's index starts. */
const BEFORE_ALL = -Infinity;

const prepareGroup = (db: SqliteDatabase, sql: ReturnType<typeof groupSql>): GroupStatements => ({
  next: db.prepare(sql.next),
  count: db.prepare(sql.count),
  none: db.prepare(sql.none),
});

/** One collection's groups and their sizes, by walking the index from group to group. */
function groupCounts(statements: GroupStatements, parent: string): [Primitive | null, number][] {
  const groups: [Primitive | null, number][] = [];
  const none = (statements.none.get(parent) as { n: number }).n;
  if (none > 0) groups.push([null, none]);
  let row = statements.next.get(parent, BEFORE_ALL) as { key: Primitive } | undefined;
  while (row) {
    groups.push([row.key, (statements.count.get(parent, row.key) as { n: number }).n]);
    row = statements.next.get(parent, row.key) as { key: Primitive } | undefined;
  }
  return groups;
}

export class InsightsView {
  private readonly weekCount: Statement<[string, number, number], { n: number }>;
  private readonly recentRow: Statement<[string, number], { total: number; new: number }>;
  private readonly sources: GroupStatements;
  private readonly landings: GroupStatements;

  private readonly changes: Statement<[], { n: number }>;
  private kept: { version: string; insights: Insights } | undefined;

  constructor(private readonly db: SqliteDatabase) {
    this.changes = db.prepare('SELECT total_changes() AS n');
    this.weekCount = db.prepare(insightsSql.week);
    this.recentRow = db.prepare(insightsSql.recent);
    this.sources = prepareGroup(db, insightsSql.sources);
    this.landings = prepareGroup(db, insightsSql.landings);
  }

  /**
   * The insights at `now`, from every collection (`counts` gives the collections' counts). The
   * answer is kept until the database changes (a write by this server, `total_changes()`, or by
   * another process such as an import, `data_version`) or the minute changes (a lead turns 48
   * hours old, a week begins): at 100,000 leads working it out steps through a few hundred
   * thousand index entries (decision 0018), which only a change makes worth doing again.
   */
  read(counts: () => Record<Collection, LeadCounts>, now: number): Insights {
    const version = `${String(this.db.pragma('data_version', { simple: true }))}/${
      (this.changes.get() as { n: number }).n
    }/${Math.floor(now / 60_000)}`;
    if (this.kept?.version !== version) {
      this.kept = { version, insights: this.compute(counts(), now) };
    }
    return structuredClone(this.kept.insights);
  }

  private compute(counts: Record<Collection, LeadCounts>, now: number): Insights {
    const insights = emptyInsights();
    const current = weekIndexOf(now);
    for (const collection of collections) {
      for (let week = current - INSIGHT_WEEKS + 1; week <= current; week += 1) {
        const start = week * WEEK_MS + MONDAY_SHIFT_MS - LAGOS_OFFSET_MS;
        const { n } = this.weekCount.get(collection, start, start + WEEK_MS)!;
        if (n > 0) (insights.weeks[weekKeyOf(week)] ??= {})[collection] = n;
      }
      add(insights.sources, groupCounts(this.sources, collection));
      add(insights.landings, groupCounts(this.landings, collection));
      const recent = this.recentRow.get(collection, now - STALE_AFTER_MS)!;
      insights.stale.due += counts[collection].total - recent.total;
      insights.stale.stillNew += counts[collection].new - recent.new;
    }
    return insights;
  }
}

function add(into: Record<string, number>, groups: readonly [Primitive | null, number][]): void {
  for (const [key, n] of groups) {
    const encoded = encodeInsightKey(key === null ? null : String(key));
    into[encoded] = (into[encoded] ?? 0) + n;
  }
}
