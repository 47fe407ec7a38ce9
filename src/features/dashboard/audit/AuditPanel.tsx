/** The audit trail: every change staff made, newest first (who, what, which records, when). */
import { useId } from 'react';
import { auditCopy, inboxErrors, statusLabels } from '../../../content/dashboard';
import { dashboardTypes } from '../../../records/collections';
import {
  auditEntrySchema,
  INBOX_ROOTS,
  leadStatusSchema,
  type AuditEntry,
} from '../../../records/lead';
import type { StoredRecord } from '../api/storedRecords';
import { useActionMessages } from '../ui/useActionMessages';
import { formatLagosTime } from '../../../records/lagosTime';
import { useStoredEntries } from '../ui/useStoredEntries';
import { ViewMessages } from '../ui/ViewMessages';
import { ViewSection } from '../ui/ViewSection';
import styles from '../ui/Views.module.css';

const readable = (entries: readonly StoredRecord[]) =>
  entries.flatMap(({ id, stored }) => {
    const entry = auditEntrySchema.safeParse(stored);
    return entry.success ? [{ id, ...entry.data }] : [];
  });

const typeLabel = (entry: AuditEntry) =>
  dashboardTypes.find((type) => type.collection === entry.collection)?.label ?? '';

/** "Changed the status: Won", "Exported CSV: 12 records", "Erased on request: 3 records". */
function whatOf(entry: AuditEntry): string {
  const status = entry.action === 'status' ? leadStatusSchema.safeParse(entry.detail) : null;
  const counted: readonly string[] = ['retention', 'erase', 'person-export'];
  const erased = counted.includes(entry.action) ? Number(entry.detail) : NaN;
  const detail = status?.success
    ? statusLabels[status.data]
    : Number.isInteger(erased)
      ? auditCopy.records(erased)
      : entry.detail;
  return [auditCopy.actions[entry.action], detail].filter(Boolean).join(': ');
}

function recordsOf(entry: AuditEntry): string {
  const ids = entry.ids ?? [];
  const which = ids.length === 1 ? ids[0] : ids.length > 1 ? auditCopy.records(ids.length) : '';
  return [typeLabel(entry), which].filter(Boolean).join(' · ');
}

export function AuditPanel() {
  const headingId = useId();
  const audit = useStoredEntries([INBOX_ROOTS.audit], inboxErrors.audit);
  const messages = useActionMessages();
  const entries = readable(audit.entries ?? []);
  return (
    <ViewSection headingId={headingId} heading={auditCopy.heading} intro={auditCopy.intro}>
      <ViewMessages messages={messages} loadError={audit.error} onRetry={audit.retry} />
      {audit.entries && entries.length === 0 ? <p>{auditCopy.empty}</p> : null}
      {entries.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.audit} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{auditCopy.columns.when}</th>
                <th scope="col">{auditCopy.columns.who}</th>
                <th scope="col">{auditCopy.columns.what}</th>
                <th scope="col">{auditCopy.columns.records}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={new Date(entry.at).toISOString()}>
                      {formatLagosTime(new Date(entry.at).toISOString())}
                    </time>
                  </td>
                  <td>{entry.by}</td>
                  <td>{whatOf(entry)}</td>
                  <td className={styles.ids}>{recordsOf(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ViewSection>
  );
}
