/**
 * `insights` (src/records/insights.ts) as server/ serves it: computed on every read from SQLite
 * indexes, never from the records themselves, so it is right after any write and costs little at
 * 100,000 leads (decisions 0018, 0035):
 * - weeks and response times: one range of `lead_facts` by week (insightsSql.ts), the last 12
 *   weeks, grouped by week, type and the two response-time ranges in the index's own order;
 * - sources, landing pages and owners, each by stage: a GROUP BY in the order of its index;
 * - still New after 48 hours: the leads received up to 48 hours ago, or at no known time, by
 *   stage: two ranges of the receive-time index of lead_facts.
 */
import type { Statement } from 'better-sqlite3';
import type { Collection } from '../../src/records/collections';
import {
  emptyInsights,
  encodeInsightKey,
  INSIGHT_WEEKS,
  STALE_AFTER_MS,
  weekIndexOf,
  weekKeyOf,
  type Insights,
  type StageCounts,
  type StaleLeads,
} from '../../src/records/insights';
import { DEFAULT_STATUS, type LeadStatus } from '../../src/records/lead';
import { bucketKey } from '../../src/records/responseTime';
import type { SqliteDatabase } from './sqlite';

type Primitive = string | number;

/** Leads by one group of lead_facts and their stage, in the group index's order. */
const byStage = (column: string) =>
  `SELECT ${column} AS key, stage, count(*) AS n FROM lead_facts
    INDEXED BY lead_facts_by_${column} GROUP BY ${column}, stage`;

/**
 * The queries, each answered from an index alone, stepping through it once. Exported for the
 * test that checks their query plans.
 */
export const insightsSql = {
  /** Leads received in a range of weeks, by week, type and response-time ranges. */
  weeks: `SELECT week, parent, working, plain, count(*) AS n FROM lead_facts
    INDEXED BY lead_facts_by_week WHERE week BETWEEN ? AND ?
    GROUP BY week, parent, working, plain`,
  /** The leads received up to a time, and how many of them are New. */
  due: `SELECT count(*) AS due, coalesce(sum(stage = '${DEFAULT_STATUS}'), 0) AS stillNew
    FROM lead_facts INDEXED BY lead_facts_by_received WHERE received_at <= ?`,
  /** The leads received at no known time (older records), and how many of them are New. */
  undated: `SELECT count(*) AS due, coalesce(sum(stage = '${DEFAULT_STATUS}'), 0) AS stillNew
    FROM lead_facts INDEXED BY lead_facts_by_received WHERE received_at IS NULL`,
  sources: byStage('source'),
  landings: byStage('landing'),
  owners: byStage('owner'),
} as const;

interface WeekRow {
  week: number;
  parent: Collection;
  working: number | null;
  plain: number | null;
  n: number;
}
interface StageRow {
  key: Primitive | null;
  stage: LeadStatus;
  n: number;
}

export class InsightsView {
  private readonly weeks: Statement<[number, number], WeekRow>;
  private readonly due: Statement<[number], StaleLeads>;
  private readonly undated: Statement<[], StaleLeads>;
  private readonly sources: Statement<[], StageRow>;
  private readonly landings: Statement<[], StageRow>;
  private readonly owners: Statement<[], StageRow>;

  private readonly changes: Statement<[], { n: number }>;
  private kept: { version: string; insights: Insights } | undefined;

  constructor(private readonly db: SqliteDatabase) {
    this.changes = db.prepare('SELECT total_changes() AS n');
    this.weeks = db.prepare(insightsSql.weeks);
    this.due = db.prepare(insightsSql.due);
    this.undated = db.prepare(insightsSql.undated);
    this.sources = db.prepare(insightsSql.sources);
    this.landings = db.prepare(insightsSql.landings);
    this.owners = db.prepare(insightsSql.owners);
  }

  /**
   * The insights at `now`, from every collection. The answer is kept until the database changes (a write by this server, `total_changes()`, or by
   * another process such as an import, `data_version`) or the minute changes (a lead turns 48
   * hours old, a week begins): at 100,000 leads working it out steps through half a million
   * index entries (decisions 0018, 0035), which only a change makes worth doing again.
   */
  read(now: number): Insights {
    const version = `${String(this.db.pragma('data_version', { simple: true }))}/${
      (this.changes.get() as { n: number }).n
    }/${Math.floor(now / 60_000)}`;
    if (this.kept?.version !== version) {
      this.kept = { version, insights: this.compute(now) };
    }
    return structuredClone(this.kept.insights);
  }

  private compute(now: number): Insights {
    const insights = emptyInsights();
    const current = weekIndexOf(now);
    for (const row of this.weeks.all(current - INSIGHT_WEEKS + 1, current)) {
      const week = weekKeyOf(row.week);
      const byType = (insights.weeks[week] ??= {});
      byType[row.parent] = (byType[row.parent] ?? 0) + row.n;
      const responses = ((insights.responses[week] ??= {})[row.parent] ??= {});
      if (row.working === null || row.plain === null) {
        responses.unanswered = (responses.unanswered ?? 0) + row.n;
      } else {
        add((responses.working ??= {}), bucketKey(row.working), row.n);
        add((responses.plain ??= {}), bucketKey(row.plain), row.n);
      }
    }
    for (const row of this.sources.all()) {
      const key = encodedKey(row.key);
      add(insights.sources, key, row.n);
      add((insights.funnel.sources[key] ??= {}), row.stage, row.n);
    }
    for (const row of this.landings.all()) {
      const key = encodedKey(row.key);
      add(insights.landings, key, row.n);
      add((insights.funnel.landings[key] ??= {}), row.stage, row.n);
    }
    for (const row of this.owners.all())
      add((insights.owners[encodedKey(row.key)] ??= {}), row.stage, row.n);
    for (const row of [this.due.get(now - STALE_AFTER_MS)!, this.undated.get()!]) {
      insights.stale.due += row.due;
      insights.stale.stillNew += row.stillNew;
    }
    return insights;
  }
}

const encodedKey = (key: Primitive | null) => encodeInsightKey(key === null ? null : String(key));

function add<K extends string>(
  into: Partial<Record<K, number>> | StageCounts,
  key: K,
  n: number,
): void {
  const counts = into as Partial<Record<K, number>>;
  counts[key] = (counts[key] ?? 0) + n;
}
