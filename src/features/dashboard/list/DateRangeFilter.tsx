/** "Received from … to …": two Lagos calendar days that bound when the leads came in. */
import { useId } from 'react';
import { listFilterCopy } from '../../../content/dashboard';
import type { ListParams } from './useListParams';
import styles from './List.module.css';

export function DateRangeFilter({ params }: { params: ListParams }) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={fromId}>{listFilterCopy.from}</label>
      <input
        id={fromId}
        type="date"
        value={params.from}
        max={params.to || undefined}
        onChange={(event) => params.setFrom(event.target.value)}
      />
      <label htmlFor={toId}>{listFilterCopy.to}</label>
      <input
        id={toId}
        type="date"
        value={params.to}
        min={params.from || undefined}
        onChange={(event) => params.setTo(event.target.value)}
      />
    </div>
  );
}
