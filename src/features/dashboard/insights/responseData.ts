/**
 * `insights` (src/records/insights.ts) turned into the response-time and pipeline tables: per
 * type and per week, how many leads came, how many were answered, how many within the promise
 * (src/content/forms.ts: `replyWithinWorkingDays`), and the median and 90th percentile read from the
 * ranges (src/records/responseTime.ts); and leads by group and stage. Anything unreadable counts
 * as nothing.
 */
import { replyWithinWorkingDays } from '../../../content/forms';
import { dashboardTypes, type Collection } from '../../../records/collections';
import { decodeInsightKey, insightWeeks } from '../../../records/insights';
import { leadStatuses, type LeadStatus } from '../../../records/lead';
import {
  bucketEndMinutes,
  countWithin,
  percentileMinutes,
  WORKING_DAY_MS,
  type ResponseHistogram,
} from '../../../records/responseTime';
import { isObject } from '../../../lib/tree';
import { childOf, countOf } from './insightsData';

export interface Percentiles {
  median?: number;
  p90?: number;
}

export interface ResponseRow {
  /** The type's collection, or the week's Monday. */
  key: string;
  received: number;
  answered: number;
  within: number;
  working: Percentiles;
  plain: Percentiles;
}

export interface StageRow {
  name: string;
  byStage: Record<LeadStatus, number>;
  total: number;
}

/** A promise in minutes of working time: N working days of 8 working hours. */
export const promiseMinutes = (collection: Collection): number =>
  (replyWithinWorkingDays[collection] * WORKING_DAY_MS) / 60_000;

/** Adds the readable counts of a stored histogram into `into`. */
function addHistogram(into: ResponseHistogram, stored: unknown): ResponseHistogram {
  for (const [key, value] of Object.entries(isObject(stored) ? stored : {})) {
    const count = countOf(value);
    if (count > 0 && bucketEndMinutes(key) !== undefined) into[key] = (into[key] ?? 0) + count;
  }
  return into;
}

const percentiles = (histogram: ResponseHistogram): Percentiles => ({
  median: percentileMinutes(histogram, 0.5),
  p90: percentileMinutes(histogram, 0.9),
});

/** One row from the (week, type) cells it gathers. */
function responseRow(key: string, cells: [Collection, unknown][]): ResponseRow {
  const working: ResponseHistogram = {};
  const plain: ResponseHistogram = {};
  let unanswered = 0;
  let within = 0;
  for (const [collection, cell] of cells) {
    const cellWorking = addHistogram({}, childOf(cell, 'working'));
    addHistogram(working, cellWorking);
    addHistogram(plain, childOf(cell, 'plain'));
    unanswered += countOf(childOf(cell, 'unanswered'));
    within += countWithin(cellWorking, promiseMinutes(collection));
  }
  const answered = Object.values(working).reduce((sum, count) => sum + count, 0);
  return {
    key,
    received: answered + unanswered,
    answered,
    within,
    working: percentiles(working),
    plain: percentiles(plain),
  };
}

const cellsOf = (insights: unknown, week: string, collection: Collection): unknown =>
  childOf(childOf(childOf(insights, 'responses'), week), collection);

/** Each type over the last 12 weeks, in the dashboard's order. */
export function responseByType(insights: unknown, now: number): ResponseRow[] {
  const weeks = insightWeeks(now);
  return dashboardTypes.map(({ collection }) =>
    responseRow(
      collection,
      weeks.map((week) => [collection, cellsOf(insights, week, collection)]),
    ),
  );
}

/** Each of the last 12 weeks, all types together, oldest first. */
export function responseByWeek(insights: unknown, now: number): ResponseRow[] {
  return insightWeeks(now).map((week) =>
    responseRow(
      week,
      dashboardTypes.map(({ collection }) => [collection, cellsOf(insights, week, collection)]),
    ),
  );
}

/** "67%", or "0%" of nothing. */
export const percentText = (part: number, whole: number): string =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

/** Groups by stage, named in words and merged by name, most leads first (then by name). */
export function stageRows(groups: unknown, nameOf: (key: string | null) => string): StageRow[] {
  const rows = new Map<string, StageRow>();
  for (const [key, stages] of Object.entries(isObject(groups) ? groups : {})) {
    const name = nameOf(decodeInsightKey(key));
    const row = rows.get(name) ?? {
      name,
      byStage: Object.fromEntries(leadStatuses.map((stage) => [stage, 0])) as StageRow['byStage'],
      total: 0,
    };
    for (const stage of leadStatuses) {
      const count = countOf(childOf(stages, stage));
      row.byStage[stage] += count;
      row.total += count;
    }
    if (row.total > 0) rows.set(name, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
