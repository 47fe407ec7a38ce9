/**
 * The quick views of /DC (`?queue=`, issue 37): every type's leads in one list, narrowed to those
 * that arrived today, one member's, nobody's, or with a follow-up due today or overdue. Each is
 * one indexed query per type (server/db/access.ts declares the orders), merged here.
 */
import { endOfLagosDay, followUpState } from '../../../records/followUp';
import { lagosDayStart } from '../../../records/lagosTime';
import { FOLLOW_UP_AT, STAFF_FIELDS } from '../../../records/lead';
import { RECEIVED_AT } from '../../../records/schemas';
import type { RecordView } from '../ui/recordView';

export const quickViews = ['all', 'today', 'mine', 'unassigned', 'due', 'overdue'] as const;
export type QuickView = (typeof quickViews)[number];

export const isQuickView = (value: string | null): value is QuickView =>
  (quickViews as readonly (string | null)[]).includes(value);

/** The most leads of one type a quick view reads (All leads: per page). */
export const QUEUE_LIMIT = 200;
export const ALL_PAGE = 50;

const json = (value: unknown) => JSON.stringify(value);

/** The query each type is asked, for the member `me` at `now`. */
export function queueQuery(
  view: QuickView,
  me: string,
  now: number,
  allLimit = ALL_PAGE,
): Record<string, string> {
  const limit = String(QUEUE_LIMIT);
  switch (view) {
    case 'all':
      return { orderBy: json(RECEIVED_AT), limitToLast: String(allLimit) };
    case 'today':
      return { orderBy: json(RECEIVED_AT), startAt: json(lagosDayStart(now)), limitToLast: limit };
    case 'mine':
      return { orderBy: json(STAFF_FIELDS.owner), equalTo: json(me), limitToLast: limit };
    case 'unassigned':
      return { orderBy: json(STAFF_FIELDS.owner), equalTo: 'null', limitToLast: limit };
    // Due and Overdue are one query: every follow-up up to the end of today, split at `now`.
    case 'due':
    case 'overdue':
      return {
        orderBy: json(FOLLOW_UP_AT),
        startAt: '0',
        endAt: json(endOfLagosDay(now) - 1),
        limitToLast: limit,
      };
  }
}

/** The view whose query `view` reads: Due and Overdue share one (queueQuery). */
export const queryViewOf = (view: QuickView): QuickView => (view === 'overdue' ? 'due' : view);

/**
 * Whether a lead the view's query read belongs in it: closed leads (won, lost) wait for nobody,
 * so not in Unassigned; a follow-up is overdue once its time has passed, due until then.
 */
export function keepsInView(view: QuickView, record: RecordView, now: number): boolean {
  if (view === 'unassigned') return record.status !== 'won' && record.status !== 'lost';
  if (view === 'due' || view === 'overdue') {
    const at = record.followUp?.at;
    return at !== undefined && (followUpState(at, now) === 'overdue') === (view === 'overdue');
  }
  return true;
}

const receivedOf = (record: RecordView): number => {
  const value = record.stored[RECEIVED_AT];
  return typeof value === 'number' ? value : 0;
};

/** Follow-ups soonest first; every other view newest first. */
export function queueOrder(view: QuickView) {
  if (view === 'due' || view === 'overdue') {
    return (a: RecordView, b: RecordView) => (a.followUp?.at ?? 0) - (b.followUp?.at ?? 0);
  }
  return (a: RecordView, b: RecordView) => receivedOf(b) - receivedOf(a) || (a.id < b.id ? 1 : -1);
}
