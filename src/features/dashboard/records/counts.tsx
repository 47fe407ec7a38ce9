/**
 * How many records each type holds, as the filter bar shows them: data of their own, fetched
 * for every type on arrival and whenever the selected type changes (keys only, never the
 * records), and refreshed by the actions that change them: a delete, Clear All, the live list.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { dashboardTypes, type DashboardTypeKey } from '../../../records/collections';
import { dashboardErrors } from '../../../content/dashboard';
import { countRecords } from '../../../lib/db';
import { failureText } from '../ui/failures';

/** A type's count; absent while unknown. */
export type Counts = Partial<Record<DashboardTypeKey, number>>;

interface CountsState {
  counts: Counts;
  /** Some count could not be loaded. */
  error: string | null;
}

interface CountUpdates {
  /** The count is now known: 0 after Clear All, the live list's length while live. */
  set: (key: DashboardTypeKey, count: number) => void;
  /** The server confirmed one record of the type deleted. */
  removeOne: (key: DashboardTypeKey) => void;
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
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void Promise.allSettled(dashboardTypes.map((item) => countRecords(item.collection))).then(
      (results) => {
        if (!active) return;
        const next: Counts = {};
        let failure: unknown;
        results.forEach((result, index) => {
          const item = dashboardTypes[index];
          if (!item) return;
          if (result.status === 'fulfilled') next[item.key] = result.value;
          else failure ??= result.reason;
        });
        setCounts((current) => ({ ...current, ...next }));
        setError(failure === undefined ? null : failureText(dashboardErrors.counts, failure));
      },
    );
    return () => {
      active = false;
    };
  }, [selected]);

  const updates = useMemo<CountUpdates>(
    () => ({
      set: (key, count) => setCounts((current) => ({ ...current, [key]: count })),
      removeOne: (key) =>
        setCounts((current) => {
          const count = current[key];
          return count === undefined ? current : { ...current, [key]: Math.max(0, count - 1) };
        }),
    }),
    [],
  );
  const state = useMemo(() => ({ counts, error }), [counts, error]);

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

/** While the list is live, the stream knows the true count. */
export function useLiveCount(key: DashboardTypeKey, isLive: boolean, liveCount: number) {
  const { set } = useCountUpdates();
  useEffect(() => {
    if (isLive) set(key, liveCount);
  }, [isLive, liveCount, key, set]);
}
