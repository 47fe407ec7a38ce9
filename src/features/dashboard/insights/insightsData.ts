/**
 * `insights` as read from the database (src/records/insights.ts) turned into what each chart and
 * its table show: the last 12 weeks by type, groups sorted by size with their names in words, the
 * share of leads still New after 48 hours. Anything unreadable counts as nothing.
 */
import { dashboardTypes, type Collection } from '../../../records/collections';
import { decodeInsightKey, insightWeeks, type StaleLeads } from '../../../records/insights';
import { sourceName } from '../ui/sourceWords';
import { isObject } from '../../../lib/tree';

export interface WeekRow {
  /** The Monday, "2026-11-23". */
  week: string;
  byType: Record<Collection, number>;
  total: number;
}

export interface RankedRow {
  name: string;
  count: number;
}

/** A stored count, or 0 when it is none (or unreadable). */
export const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;

/** A child of a stored object, if it is one. */
export const childOf = (value: unknown, key: string): unknown =>
  isObject(value) ? value[key] : undefined;

/** The last 12 weeks, oldest first, each with its leads by type (0 where none). */
export function weekRows(insights: unknown, now: number): WeekRow[] {
  const weeks = childOf(insights, 'weeks');
  return insightWeeks(now).map((week) => {
    const stored = childOf(weeks, week);
    const byType = Object.fromEntries(
      dashboardTypes.map(({ collection }) => [collection, countOf(childOf(stored, collection))]),
    ) as Record<Collection, number>;
    const total = Object.values(byType).reduce((sum, count) => sum + count, 0);
    return { week, byType, total };
  });
}

/** A group's counts, named in words and merged by name, largest first (then by name). */
function ranked(groups: unknown, nameOf: (key: string | null) => string): RankedRow[] {
  const counts = new Map<string, number>();
  for (const [key, value] of Object.entries(isObject(groups) ? groups : {})) {
    const count = countOf(value);
    if (count === 0) continue;
    const name = nameOf(decodeInsightKey(key));
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export const sourceRows = (insights: unknown): RankedRow[] =>
  ranked(childOf(insights, 'sources'), sourceName);

export const landingRows = (insights: unknown, noneName: string): RankedRow[] =>
  ranked(childOf(insights, 'landings'), (key) => key ?? noneName);

/** The leads received over 48 hours ago and those of them still New (never more than all). */
export function staleLeads(insights: unknown): StaleLeads {
  const stale = childOf(insights, 'stale');
  const due = countOf(childOf(stale, 'due'));
  return { due, stillNew: Math.min(due, countOf(childOf(stale, 'stillNew'))) };
}

/** "37%" (no decimals), or "0%" when nothing is due. */
export const shareText = ({ due, stillNew }: StaleLeads): string =>
  `${due === 0 ? 0 : Math.round((stillNew / due) * 100)}%`;

const weekFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A week's Monday as day, month (three letters: en-GB writes "Sept") and year. */
function weekParts(week: string): [string, string, string] {
  const parts = weekFormat.formatToParts(new Date(`${week}T00:00:00Z`));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return [part('day'), part('month').slice(0, 3), part('year')];
}

/** "23 Nov 2026" for a week's Monday. */
export const weekLabel = (week: string): string => weekParts(week).join(' ');

/** "23" and "Nov": a week's Monday under its column. */
export const weekShortLabel = (week: string): [string, string] => {
  const [day, month] = weekParts(week);
  return [day, month];
};
