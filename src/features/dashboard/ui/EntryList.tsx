/**
 * The rows of a Trash or Spam view: whose record, how to reach them, a line saying what happened
 * to it, and the view's actions. Compact: one row per entry.
 */
import type { ReactNode } from 'react';
import { dashboardCopy } from '../../../content/dashboard';
import { formatLagosTime } from '../../../records/lagosTime';
import type { StoredRecord } from '../api/storedRecords';
import { normaliseRecord, type RecordView } from './recordView';
import type { ActionMessages } from './useActionMessages';
import type { useStoredEntries } from './useStoredEntries';
import { ViewMessages } from './ViewMessages';
import inbox from './Inbox.module.css';
import styles from './Views.module.css';

export const entryDomId = (id: string) => `entry-${id}`;
/** The button that asked a question about the entry (focus goes back to it on No). */
export const entryActionDomId = (id: string) => `entry-action-${id}`;

interface EntryListProps {
  entries: readonly StoredRecord[];
  /** What happened to it ("Deleted by … on …"). */
  describe: (entry: StoredRecord) => string;
  actions: (entry: StoredRecord, record: RecordView) => ReactNode;
}

export function EntryList({ entries, describe, actions }: EntryListProps) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => {
        const record = normaliseRecord(entry.id, entry.stored);
        const name = record.name ?? dashboardCopy.noName;
        return (
          <li key={entry.id} id={entryDomId(entry.id)} className={styles.entry} tabIndex={-1}>
            <div>
              <h3>{name}</h3>
              <p className={inbox.muted}>
                {[record.email, record.phone].filter(Boolean).join(' · ')}
              </p>
              <p className={inbox.muted}>{describe(entry)}</p>
            </div>
            <div className={styles.entryActions}>{actions(entry, record)}</div>
          </li>
        );
      })}
    </ul>
  );
}

interface StoredEntryListProps extends Omit<EntryListProps, 'entries'> {
  stored: ReturnType<typeof useStoredEntries>;
  messages: ActionMessages;
  /** What the view says when it holds nothing. */
  empty: string;
}

/** A Trash or Spam view's body: its messages, then its entries or the line saying there are none. */
export function StoredEntryList({ stored, messages, empty, ...list }: StoredEntryListProps) {
  return (
    <>
      <ViewMessages messages={messages} loadError={stored.error} onRetry={stored.retry} />
      {stored.entries?.length === 0 ? <p>{empty}</p> : null}
      {stored.entries?.length ? <EntryList entries={stored.entries} {...list} /> : null}
    </>
  );
}

const storedField = (entry: StoredRecord, field: string): unknown =>
  (entry.stored as Record<string, unknown> | null)?.[field];

/** A time stored as ms since the epoch, or undefined. */
export const timeOf = (entry: StoredRecord, field: string): number | undefined => {
  const value = storedField(entry, field);
  return typeof value === 'number' ? value : undefined;
};

/** A stored time as Lagos reads it, or '' when there is none. */
export const lagosTimeOf = (entry: StoredRecord, field: string): string => {
  const time = timeOf(entry, field);
  return time === undefined ? '' : formatLagosTime(new Date(time).toISOString());
};

/** A stored text, or '' when it is missing or not text. */
export const textOf = (entry: StoredRecord, field: string): string => {
  const value = storedField(entry, field);
  return typeof value === 'string' ? value : '';
};
