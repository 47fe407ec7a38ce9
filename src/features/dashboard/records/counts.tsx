/**
 * How many records each type holds, as the filter bar shows them: data of their own, fetched
 * for every type on arrival and whenever the selected type changes (keys only, never the
 * records), and refreshed by the actions that change them: a delete, Clear All, the live list.
 * New counts (newCounts.ts) are best-effort: the selected type's comes from its live list, which
 * holds every record; the other types' from a status query, and a failed one only leaves it out.
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
import { countRecords } from '../../../lib/db';
import { DEFAULT_STATUS } from '../../../records/lead';
import { countWorkedOn } from './newCounts';
import type { RecordView } from './recordView';
import { failureText } from '../ui/failures';

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
  /** The count is now known: 0 after Clear All, the live list's length while live. */
  set: (key: DashboardTypeKey, count: number) => void;
  /** The server confirmed one record of the type deleted. */
  removeOne: (key: DashboardTypeKey) => void;
  /** The New count is now known (the live list holds every record). */
  setNew: (key: DashboardTypeKey, count: number) => void;
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

  useEffect(() => {
    let active = true;
    const others = dashboardTypes.filter((item) => item.key !== selected);
    void Promise.allSettled([
      Promise.allSettled(dashboardTypes.map((item) => countRecords(item.collection))),
      Promise.allSettled(others.map((item) => countWorkedOn(item.collection))),
    ]).then(([totals, worked]) => {
      if (!active || totals.status !== 'fulfilled' || worked.status !== 'fulfilled') return;
      const next: Counts = {};
      let failure: unknown;
      totals.value.forEach((result, index) => {
        const item = dashboardTypes[index];
        if (!item) return;
        if (result.status === 'fulfilled') next[item.key] = result.value;
        else failure ??= result.reason;
      });
      const nextNew: Counts = {};
      worked.value.forEach((result, index) => {
        const key = others[index]?.key;
        const total = key && next[key];
        if (key && total !== undefined && result.status === 'fulfilled') {
          nextNew[key] = Math.max(0, total - result.value);
        }
      });
      setCounts((current) => ({ ...current, ...next }));
      setNewCounts((current) => ({ ...current, ...nextNew }));
      setError(failure === undefined ? null : failureText(dashboardErrors.counts, failure));
    });
    return () => {
      active = false;
    };
  }, [selected, refreshes]);

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

/** While the list is live, the stream knows the true counts. */
export function useLiveCount(
  key: DashboardTypeKey,
  isLive: boolean,
  records: readonly RecordView[],
) {
  const { set, setNew } = useCountUpdates();
  const liveCount = records.length;
  const liveNew = records.filter((record) => record.status === DEFAULT_STATUS).length;
  useEffect(() => {
    if (!isLive) return;
    set(key, liveCount);
    setNew(key, liveNew);
  }, [isLive, liveCount, liveNew, key, set, setNew]);
}
