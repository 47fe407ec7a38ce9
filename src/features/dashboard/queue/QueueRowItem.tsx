/** One lead in a quick view: a checkbox to select it, and a link that opens it in its type's list. */
import { dashboardCopy, statusLabels } from '../../../content/dashboard';
import { followUpCopy, ownerCopy, queueCopy } from '../../../content/teamInbox';
import { leadDashboardPath } from '../../../records/collections';
import { lagosDateTimeText } from '../../../records/lagosTime';
import { RECEIVED_AT } from '../../../records/schemas';
import { Link } from 'react-router-dom';
import type { QueueRow } from './queueData';
import badges from '../ui/StatusBadge.module.css';
import styles from './Queue.module.css';

interface QueueRowItemProps {
  row: QueueRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

export function QueueRowItem({ row, selected, onSelect }: QueueRowItemProps) {
  const { type, record } = row;
  const name = record.name ?? dashboardCopy.noName;
  const received = record.stored[RECEIVED_AT];
  const when = record.followUp
    ? followUpCopy.line(
        queueCopy.followUp(lagosDateTimeText(record.followUp.at)),
        record.followUp.what,
      )
    : typeof received === 'number'
      ? queueCopy.received(lagosDateTimeText(received))
      : '';
  return (
    <li className={styles.row}>
      <input
        type="checkbox"
        className={styles.select}
        checked={selected}
        aria-label={queueCopy.select(name)}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Link to={leadDashboardPath(type.collection, record.id)} className={styles.link}>
        <span className={styles.name}>{name}</span>
        <span className={styles.type}>{type.label}</span>
        <span className={badges.status} data-status={record.status}>
          {statusLabels[record.status]}
        </span>
        <span className={styles.owner}>{record.owner ?? ownerCopy.nobody}</span>
        <span className={styles.when}>{when}</span>
      </Link>
    </li>
  );
}
