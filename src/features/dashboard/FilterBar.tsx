import { useEffect } from 'react';
import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { dashboardCopy } from '../../content/dashboard';
import { Alert } from './ui/Alert';
import { useCounts } from './records/counts';
import styles from './Dashboard.module.css';

const filterDomId = (key: string) => `filter-${key}`;

interface FilterBarProps {
  selected: DashboardTypeKey;
  onChoose: (key: DashboardTypeKey) => void;
}

/** The six type filters, each with its record count. */
export function FilterBar({ selected, onChoose }: FilterBarProps) {
  const { counts, error } = useCounts();

  // On a phone the filters scroll sideways: bring the selected one into view.
  useEffect(() => {
    document
      .getElementById(filterDomId(selected))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);

  return (
    <>
      <div className={styles.filters} role="group" aria-label={dashboardCopy.filtersLabel}>
        {dashboardTypes.map((item) => {
          const count = counts[item.key];
          return (
            <button
              key={item.key}
              id={filterDomId(item.key)}
              type="button"
              className={styles.filter}
              aria-pressed={item.key === selected}
              onClick={() => onChoose(item.key)}
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
      {error ? <Alert message={error} /> : null}
    </>
  );
}
