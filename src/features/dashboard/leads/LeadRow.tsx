/**
 * One lead in the compact list: a button (its status, name, summary and received time) that
 * opens and closes the lead's details below it (a disclosure: aria-expanded, aria-controls).
 */
import { useId } from 'react';
import { dashboardCopy, leadListCopy, statusLabels } from '../../../content/dashboard';
import type { DashboardType } from '../ui/dashboardType';
import { cardDomId } from '../ui/domIds';
import type { LeadTools } from './leadTools';
import type { RecordView } from '../ui/recordView';
import { LeadDetails } from './LeadDetails';
import { leadSummary } from './leadSummary';
import { formatLagosTime } from '../../../records/lagosTime';
import badges from '../ui/StatusBadge.module.css';
import styles from './List.module.css';

interface LeadRowProps {
  type: DashboardType;
  record: RecordView;
  open: boolean;
  onToggle: (id: string) => void;
  /** Arrived live while the dashboard was open. */
  isNew: boolean;
  onDelete: (record: RecordView) => void;
  tools: LeadTools;
}

export function LeadRow({ type, record, open, onToggle, isNew, onDelete, tools }: LeadRowProps) {
  const detailsId = useId();
  const name = record.name ?? dashboardCopy.noName;
  const summary = leadSummary(type.key, record);
  return (
    <li className={styles.item}>
      <h2 className={styles.rowHeading}>
        {/* The row's id lets focus land on a neighbour after a delete, as on a card. */}
        <button
          id={cardDomId(record.id)}
          type="button"
          className={styles.row}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => onToggle(record.id)}
        >
          <span className={badges.status} data-status={record.status}>
            {statusLabels[record.status]}
          </span>
          <span className={styles.name}>
            {name}
            {isNew ? <span className={styles.newBadge}> {dashboardCopy.newBadge}</span> : null}
          </span>
          <span className={styles.summary}>{summary}</span>
          {record.submittedAt ? (
            <time className={styles.time} dateTime={record.submittedAt}>
              {/* Short: the opened details give the zone (WAT). */}
              {formatLagosTime(record.submittedAt).replace(/ WAT$/, '')}
            </time>
          ) : (
            <span className={styles.time}>{leadListCopy.noTime}</span>
          )}
        </button>
      </h2>
      {open ? (
        <LeadDetails id={detailsId} record={record} name={name} onDelete={onDelete} tools={tools} />
      ) : null}
    </li>
  );
}
