import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { dashboardCopy, dashboardErrors, dashboardTitle } from '../../content/dashboard';
import { signOut, type StaffSession } from '../../lib/auth';
import { countRecords } from '../../lib/db';
import { toDataError } from '../../lib/dataError';
import { RecordsPanel } from './RecordsPanel';
import styles from './Dashboard.module.css';

export const DASHBOARD_HEADING_ID = 'dashboard-heading';
const TYPE_PARAM = 'type';

type Counts = Partial<Record<DashboardTypeKey, number>>;
type CountUpdate = number | undefined | ((count: number | undefined) => number | undefined);

const filterDomId = (key: string) => `filter-${key}`;

/** The signed-in dashboard: account bar, the six type filters with counts, the selected type's records. */
export function DashboardView({ session }: { session: StaffSession }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TYPE_PARAM);
  const type = dashboardTypes.find((item) => item.key === requested) ?? dashboardTypes[0];

  const [counts, setCounts] = useState<Counts>({});
  const [countError, setCountError] = useState<string | null>(null);

  // Every type's count, on arrival and whenever the filter changes (keys only, never the records).
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
        setCountError(
          failure === undefined
            ? null
            : `${dashboardErrors.counts} ${toDataError(failure).message}`,
        );
      },
    );
    return () => {
      active = false;
    };
  }, [type.key]);

  const typeKey = type.key;
  const updateCount = useCallback(
    (update: CountUpdate) =>
      setCounts((current) => ({
        ...current,
        [typeKey]: typeof update === 'function' ? update(current[typeKey]) : update,
      })),
    [typeKey],
  );

  // On a phone the filters scroll sideways: bring the selected one into view.
  useEffect(() => {
    document
      .getElementById(filterDomId(typeKey))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [typeKey]);

  const choose = (key: DashboardTypeKey) => {
    if (key === typeKey) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TYPE_PARAM, key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <p className={styles.eyebrow}>{dashboardCopy.eyebrow}</p>
          <h1 id={DASHBOARD_HEADING_ID} className={styles.title} tabIndex={-1}>
            {dashboardTitle(type.label)}
          </h1>
        </div>
        <div className={styles.account}>
          <p className={styles.accountName}>
            <span className={styles.accountLabel}>{dashboardCopy.signedInAs} </span>
            <strong title={session.email}>{session.email}</strong>
          </p>
          <button type="button" className={styles.secondaryButton} onClick={signOut}>
            {dashboardCopy.signOut}
          </button>
        </div>
      </div>

      <div className={styles.filters} role="group" aria-label={dashboardCopy.filtersLabel}>
        {dashboardTypes.map((item) => {
          const count = counts[item.key];
          return (
            <button
              key={item.key}
              id={filterDomId(item.key)}
              type="button"
              className={styles.filter}
              aria-pressed={item.key === typeKey}
              onClick={() => choose(item.key)}
            >
              <span>{item.label}</span>{' '}
              {count === undefined ? (
                // Keeps the button's width while the count loads.
                <span className={styles.count} aria-hidden="true">
                  –
                </span>
              ) : (
                <>
                  <span className={styles.count}>{count.toLocaleString('en-NG')}</span>{' '}
                  <span className="visually-hidden">{dashboardCopy.countUnit(count)}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {countError ? (
        <div className={styles.alert} role="alert">
          <p>{countError}</p>
        </div>
      ) : null}

      <RecordsPanel key={typeKey} type={type} count={counts[typeKey]} onCount={updateCount} />
    </div>
  );
}
