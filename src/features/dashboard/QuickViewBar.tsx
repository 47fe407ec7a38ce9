/**
 * The quick views (issue 37), above the six type filters: All leads, Today, Mine, Unassigned,
 * Due and Overdue, each with how many leads it holds, read again as the counts change.
 */
import { dashboardTypes } from '../../records/collections';
import { queueCopy } from '../../content/teamInbox';
import { useCounts } from './leads/counts';
import { useSelectedInView } from './ui/useSelectedInView';
import { useQueueData } from './queue/queueData';
import { QUEUE_LIMIT, quickViews, type QuickView } from './queue/quickViews';
import styles from './FilterBar.module.css';

const quickViewDomId = (view: QuickView) => `quick-view-${view}`;

interface QuickViewBarProps {
  selected: QuickView | null;
  onChoose: (view: QuickView) => void;
}

export function QuickViewBar({ selected, onChoose }: QuickViewBarProps) {
  const { counts } = useCounts();
  const { lists } = useQueueData();
  const typeCounts = dashboardTypes.map((type) => counts[type.key]);
  const all = typeCounts.every((count) => count !== undefined)
    ? typeCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
    : undefined;
  const countOf = (view: QuickView) => (view === 'all' ? all : lists[view]?.length);
  useSelectedInView(selected && quickViewDomId(selected), quickViews.map(countOf));

  return (
    <div className={styles.filters} role="group" aria-label={queueCopy.groupLabel}>
      {quickViews.map((view) => {
        const count = countOf(view);
        // A narrow view reads at most QUEUE_LIMIT leads of each type.
        const capped = view !== 'all' && count !== undefined && count >= QUEUE_LIMIT;
        return (
          <button
            key={view}
            id={quickViewDomId(view)}
            type="button"
            className={styles.filter}
            aria-pressed={view === selected}
            onClick={() => onChoose(view)}
          >
            <span>{queueCopy.views[view]}</span>{' '}
            {count === undefined ? (
              <span className={styles.count} aria-hidden="true">
                –
              </span>
            ) : (
              <>
                <span className={styles.count}>
                  {capped ? queueCopy.capped(QUEUE_LIMIT) : count.toLocaleString('en-NG')}
                </span>{' '}
                <span className="visually-hidden">{queueCopy.countUnit(count)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
