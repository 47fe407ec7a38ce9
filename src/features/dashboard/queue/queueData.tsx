/**
 * The quick views' leads from every type (one query per view and type, merged and ordered),
 * shared by the quick view buttons (their counts) and the open view (its rows). Read when /DC
 * opens, every half minute while it is shown, when a type's count changes (a lead arrived, a
 * status changed) and after a change made here. All leads is read on its own, a page at a time.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { dashboardTypes, type DashboardType } from '../../../records/collections';
import { queueCopy } from '../../../content/teamInbox';
import { readRecords } from '../api/readRecords';
import { normaliseRecord, type RecordView } from '../ui/recordView';
import { failureText } from '../ui/failures';
import { useNow } from '../ui/useNow';
import {
  keepsInView,
  queryViewOf,
  queueOrder,
  queueQuery,
  quickViews,
  type QuickView,
} from './quickViews';

export interface QueueRow {
  type: DashboardType;
  record: RecordView;
}

/** Every type's leads that `view`'s query reads (more than the view holds: see keepsInView). */
async function readRows(
  view: QuickView,
  me: string,
  now: number,
  allLimit?: number,
): Promise<QueueRow[]> {
  const query = queueQuery(view, me, now, allLimit);
  const perType = await Promise.all(
    dashboardTypes.map(async (type) =>
      (await readRecords([type.collection], query)).map((stored) => ({
        type,
        record: normaliseRecord(stored.id, stored.stored),
      })),
    ),
  );
  return perType.flat();
}

/** `rows` that belong in `view` at `now`, in the view's order. */
function inView(view: QuickView, rows: readonly QueueRow[], now: number): QueueRow[] {
  const order = queueOrder(view);
  return rows
    .filter((row) => keepsInView(view, row.record, now))
    .sort((a, b) => order(a.record, b.record));
}

/** Every type's leads in `view`, for `me` at `now`, in the view's order. */
export async function readQueue(
  view: QuickView,
  me: string,
  now: number,
  allLimit?: number,
): Promise<QueueRow[]> {
  return inView(view, await readRows(view, me, now, allLimit), now);
}

type NarrowView = Exclude<QuickView, 'all'>;
const narrowViews = quickViews.filter((view): view is NarrowView => view !== 'all');
/** The narrow views' distinct queries (Due and Overdue share one). */
const narrowReads = [...new Set(narrowViews.map(queryViewOf))];

interface QueueState {
  /** Each narrow view's rows; absent until read. */
  lists: Partial<Record<NarrowView, QueueRow[]>>;
  error: string | null;
  now: number;
  /** Read everything again (after a change made here). */
  refresh: () => void;
  /** Changes whenever the views are read again. */
  version: number;
}

const QueueContext = createContext<QueueState | null>(null);

const HALF_MINUTE_MS = 30_000;

export function QueueProvider({
  me,
  changes,
  active: shown,
  children,
}: {
  me: string;
  /** Something that changes when a type's count does. */
  changes: unknown;
  /** Whether the leads are shown (the other views read nothing for the quick views). */
  active: boolean;
  children: ReactNode;
}) {
  const now = useNow(HALF_MINUTE_MS);
  const [version, refresh] = useReducer((n: number) => n + 1, 0);
  const [lists, setLists] = useState<QueueState['lists']>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!me || !shown) return;
    let active = true;
    Promise.all(narrowReads.map((view) => readRows(view, me, now))).then(
      (read) => {
        if (!active) return;
        const rowsOf = (view: NarrowView) => read[narrowReads.indexOf(queryViewOf(view))] ?? [];
        setLists(
          Object.fromEntries(narrowViews.map((view) => [view, inView(view, rowsOf(view), now)])),
        );
        setError(null);
      },
      (problem: unknown) => active && setError(failureText(queueCopy.failed, problem)),
    );
    return () => {
      active = false;
    };
  }, [me, now, changes, version, shown]);
  const value = useMemo(
    () => ({ lists, error, now, refresh, version }),
    [lists, error, now, version],
  );
  return <QueueContext value={value}>{children}</QueueContext>;
}

export function useQueueData(): QueueState {
  const state = useContext(QueueContext);
  if (!state) throw new Error('useQueueData needs a QueueProvider');
  return state;
}

/** All leads, newest first: the newest `limit` of every type, merged. */
export function useAllLeads(me: string, limit: number) {
  const { now, version } = useQueueData();
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    readQueue('all', me, now, limit).then(
      (read) => {
        if (!active) return;
        setRows(read);
        setError(null);
      },
      (problem: unknown) => active && setError(failureText(queueCopy.failed, problem)),
    );
    return () => {
      active = false;
    };
  }, [me, now, version, limit]);
  return { rows, error };
}
