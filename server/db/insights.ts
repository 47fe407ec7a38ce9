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

type Group = { key: string | null; n: number };

/**
 * The queries, each answered from an index alone (a subquery in index order: SQLite reads the
 * indexed expression from the index there, while a GROUP BY over it directly reads every row).
 * Exported for the test that checks their query plans.
 */
export const insightsSql = {
  /** Leads per week from a start time on: the receive-time index, numbers only. */
  weeks: `SELECT week, count(*) AS n FROM (
      SELECT CAST((${VALUE} + ${LAGOS_OFFSET_MS - MONDAY_SHIFT_MS}) / ${WEEK_MS} AS INTEGER) AS week
        FROM nodes WHERE parent = ? AND ${RANK} = ? AND ${VALUE} >= ? ORDER BY ${RANK}, ${VALUE})
    GROUP BY week`,
  /** The leads received after a time, and how many of them are New: those rows only. */
  recent: `SELECT count(*) AS total,
      coalesce(sum(${STATUS} IS NULL OR ${STATUS} = '${DEFAULT_STATUS}'), 0) AS new
    FROM nodes INDEXED BY nodes_by_received_at WHERE parent = ? AND ${RANK} = ? AND ${VALUE} > ?`,
  sources: `SELECT key, count(*) AS n FROM (
      SELECT ${SOURCE_KEY_SQL} AS key FROM nodes WHERE parent = ? ORDER BY ${SOURCE_KEY_SQL})
    GROUP BY key`,
  landings: `SELECT key, count(*) AS n FROM (
      SELECT ${LANDING_KEY_SQL} AS key FROM nodes WHERE parent = ? ORDER BY ${LANDING_KEY_SQL})
    GROUP BY key`,
} as const;

export class InsightsView {
  private readonly weekRows: Statement<[string, number, number], { week: number; n: number }>;
  private readonly recentRow: Statement<[string, number, number], { total: number; new: number }>;
  private readonly sourceRows: Statement<[string], Group>;
  private readonly landingRows: Statement<[string], Group>;

  constructor(db: SqliteDatabase) {
    this.weekRows = db.prepare(insightsSql.weeks);
    this.recentRow = db.prepare(insightsSql.recent);
    this.sourceRows = db.prepare(insightsSql.sources);
    this.landingRows = db.prepare(insightsSql.landings);
  }

  /** The insights at `now`, from every collection; `counts` are the collections' counts. */
  read(counts: Record<Collection, LeadCounts>, now: number): Insights {
    const insights = emptyInsights();
    const firstWeek = weekIndexOf(now) - INSIGHT_WEEKS + 1;
    const firstWeekStart = firstWeek * WEEK_MS + MONDAY_SHIFT_MS - LAGOS_OFFSET_MS;
    for (const collection of collections) {
      for (const { week, n } of this.weekRows.all(collection, NUMBER_RANK, firstWeekStart)) {
        const types = (insights.weeks[weekKeyOf(week)] ??= {});
        types[collection] = n;
      }
      add(insights.sources, this.sourceRows.all(collection));
      add(insights.landings, this.landingRows.all(collection));
      const recent = this.recentRow.get(collection, NUMBER_RANK, now - STALE_AFTER_MS)!;
      insights.stale.due += counts[collection].total - recent.total;
      insights.stale.stillNew += counts[collection].new - recent.new;
    }
    return insights;
  }
}

function add(into: Record<string, number>, groups: readonly Group[]): void {
  for (const { key, n } of groups) {
    const encoded = encodeInsightKey(key === null ? null : String(key));
    into[encoded] = (into[encoded] ?? 0) + n;
  }
}
