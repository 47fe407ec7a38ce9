/**
 * How many records each type holds, and how many of them are New, as the filter bar shows them:
 * the database's own counts (`counts`, one small read, never the records), fetched on arrival,
 * whenever the selected type changes, every half minute (a lead of a type not shown arrives), and
 * again when the live list reports a change or an action changed what only the server can count. Actions that know the change adjust the numbers at
 * once: a delete, Clear All, a status picked here.
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
import { dashboardTypes, type DashboardTypeKey } from '../../../records/collections';
import { dashboardErrors } from '../../../content/dashboard';
import { countRecords, readCounts } from '../api/readCounts';
import { DEFAULT_STATUS } from '../../../records/lead';
import type { RecordView } from '../ui/recordView';
import { failureText } from '../ui/failures';
import { useNow } from '../ui/useNow';

/** How often the counts are read again while /DC is open. */
const COUNTS_EVERY_MS = 30_000;

/** A type's count; absent while unknown. */
export type Counts = Partial<Record<DashboardTypeKey, number>>;

interface CountsState {
  counts: Counts;
  /** How many of each type's records are New. */
  newCounts: Counts;
  /** Some count could not be loaded. */
  error: string | null;
}

interface CountUpdates {
  /** The count is now known: 0 after Clear All, the list's length while it holds every record. */
  set: (key: DashboardTypeKey, count: number) => void;
  /** The New count is now known (the list holds every record). */
  setNew: (key: DashboardTypeKey, count: number) => void;
  /** The server confirmed one record of the type deleted. */
  removeOne: (key: DashboardTypeKey) => void;
  /** A lead of the type left New (-1) or came back to it (+1). */
  addNew: (key: DashboardTypeKey, change: number) => void;
  /** Something changed that only the server can count again (an undo, a status). */
  refresh: () => void;
}

const CountsContext = createContext<CountsState | null>(null);
const CountUpdatesContext = createContext<CountUpdates | null>(null);

export function CountsProvider({
  selected,
  children,
}: {
  /** Counts are fetched again whenever this changes. */
  selected: DashboardTypeKey;
  children: ReactNode;
}) {
  const [counts, setCounts] = useState<Counts>({});
  const [newCounts, setNewCounts] = useState<Counts>({});
  const [error, setError] = useState<string | null>(null);
  const [refreshes, refresh] = useReducer((n: number) => n + 1, 0);
  const now = useNow(COUNTS_EVERY_MS);

  useEffect(() => {
    let active = true;
    readCounts()
      .then(async (stored) => {
        const next: Counts = {};
        const nextNew: Counts = {};
        await Promise.all(
          dashboardTypes.map(async (item) => {
            const counts = stored[item.collection];
            if (counts) {
              next[item.key] = counts.total;
              nextNew[item.key] = counts.new;
            } else {
              // Hosted Firebase without the Cloud Function that keeps counts: the keys only.
              next[item.key] = await countRecords(item.collection);
            }
          }),
        );
        return { next, nextNew };
      })
      .then(
        ({ next, nextNew }) => {
          if (!active) return;
          setCounts((current) => ({ ...current, ...next }));
          setNewCounts((current) => ({ ...current, ...nextNew }));
          setError(null);
        },
        (failure: unknown) => {
          if (active) setError(failureText(dashboardErrors.counts, failure));
        },
      );
    return () => {
      active = false;
    };
  }, [selected, refreshes, now]);

  const updates = useMemo<CountUpdates>(
    () => ({
      set: (key, count) => setCounts((current) => ({ ...current, [key]: count })),
      removeOne: (key) =>
        setCounts((current) => {
          const count = current[key];
          return count === undefined ? current : { ...current, [key]: Math.max(0, count - 1) };
        }),
      setNew: (key, count) => setNewCounts((current) => ({ ...current, [key]: count })),
      addNew: (key, change) =>
        setNewCounts((current) => {
          const count = current[key];
          return count === undefined ? current : { ...current, [key]: Math.max(0, count + change) };
        }),
      refresh,
    }),
    [],
  );
  const state = useMemo(() => ({ counts, newCounts, error }), [counts, newCounts, error]);

  return (
    <CountUpdatesContext value={updates}>
      <CountsContext value={state}>{children}</CountsContext>
    </CountUpdatesContext>
  );
}

function required<T>(value: T | null): T {
  if (value === null) throw new Error('The dashboard counts are read inside <CountsProvider>.');
  return value;
}

/** Every type's count, and whether some could not be loaded. */
export const useCounts = (): CountsState => required(useContext(CountsContext));

/** What an action calls when it changed a count. */
export const useCountUpdates = (): CountUpdates => required(useContext(CountUpdatesContext));

/**
 * While the list holds every record of its type, it counts them itself, at once. Otherwise,
 * whenever the live list reports a change, the counts are read again (one small request).
 */
export function useLiveCount(
  key: DashboardTypeKey,
  list: { complete: boolean; isLive: boolean; records: readonly RecordView[]; changes: number },
) {
  const { set, setNew, refresh } = useCountUpdates();
  const counting = list.complete && list.isLive;
  const liveCount = list.records.length;
  const liveNew = list.records.filter((record) => record.status === DEFAULT_STATUS).length;
  useEffect(() => {
    if (!counting) return;
    set(key, liveCount);
    setNew(key, liveNew);
  }, [counting, liveCount, liveNew, key, set, setNew]);
  const { changes } = list;
  useEffect(() => {
    if (!counting && changes > 0) refresh();
  }, [counting, changes, refresh]);
}
