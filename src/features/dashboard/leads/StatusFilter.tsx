/** "Show: All statuses / New / Contacted…": which leads of the type the list shows. */
import { useId } from 'react';
import { statusCopy, statusLabels } from '../../../content/dashboard';
import { leadStatuses, type LeadStatus } from '../../../records/lead';
import type { RecordView } from '../ui/recordView';
import styles from '../ui/Inbox.module.css';

export type StatusChoice = LeadStatus | 'all';

export const withStatus = (records: readonly RecordView[], choice: StatusChoice) =>
  choice === 'all' ? records : records.filter((record) => record.status === choice);

interface StatusFilterProps {
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className={styles.statusFilter}>
      <label htmlFor={id}>{statusCopy.filterLabel}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StatusChoice)}
      >
        <option value="all">{statusCopy.all}</option>
        {leadStatuses.map((status) => (
          <option key={status} value={status} label={statusLabels[status]} />
        ))}
      </select>
    </div>
  );
}
