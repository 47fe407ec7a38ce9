/** "Received from … to …": two Lagos calendar days that bound when the leads came in. */
import { useId } from 'react';
import { listFilterCopy } from '../../../content/dashboard';
import type { ListParams } from './useListParams';
import inbox from '../ui/Inbox.module.css';
import styles from './Filters.module.css';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  min?: string;
  max?: string;
}

function DateField({ label, value, onChange, min, max }: DateFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export function DateRangeFilter({ params }: { params: ListParams }) {
  return (
    <div className={`${inbox.statusFilter} ${styles.filter}`}>
      <DateField
        label={listFilterCopy.from}
        value={params.from}
        max={params.to}
        onChange={params.setFrom}
      />
      <DateField
        label={listFilterCopy.to}
        value={params.to}
        min={params.from}
        onChange={params.setTo}
      />
    </div>
  );
}
