import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { dashboardCopy, statusCopy } from '../../content/dashboard';
import { Alert } from './ui/Alert';
import { useCounts } from './leads/counts';
import { useSelectedInView } from './ui/useSelectedInView';
import styles from './FilterBar.module.css';
import inboxStyles from './ui/Inbox.module.css';

const filterDomId = (key: string) => `filter-${key}`;
const newCountDomId = (key: string) => `filter-${key}-new`;

interface FilterBarProps {
  /** The type shown; null while a quick view (every type) is. */
  selected: DashboardTypeKey | null;
  onChoose: (key: DashboardTypeKey) => void;
}

/**
 * The six type filters, each with its record count and how many are New. The New count is a
 * description (the button's name stays "Quote, 12 records").
 */
export function FilterBar({ selected, onChoose }: FilterBarProps) {
  const { counts, newCounts, error } = useCounts();

  useSelectedInView(selected && filterDomId(selected), [counts, newCounts]);

  return (
    <>
      <div className={styles.filters} role="group" aria-label={dashboardCopy.filtersLabel}>
        {dashboardTypes.map((item) => {
          const count = counts[item.key];
          const fresh = newCounts[item.key];
          return (
            <button
              key={item.key}
              id={filterDomId(item.key)}
              type="button"
              className={styles.filter}
              aria-pressed={item.key === selected}
              onClick={() => onChoose(item.key)}
              aria-describedby={fresh ? newCountDomId(item.key) : undefined}
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
              {fresh ? (
                <>
                  {' '}
                  <span className={inboxStyles.newCount} aria-hidden="true">
                    {statusCopy.newCount(fresh)}
                  </span>
                  <span id={newCountDomId(item.key)} hidden>
                    {statusCopy.newCount(fresh)}
                  </span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {error ? <Alert message={error} /> : null}
    </>
  );
}
