/** A type's Spam: submissions the spam trap caught (why, when), each with "Not spam". */
import { useId } from 'react';
import { inboxErrors, spamCopy } from '../../../content/dashboard';
import { INBOX_ROOTS } from '../../../records/lead';
import type { DashboardType } from '../dashboardType';
import { useActionMessages } from '../actions/useActionMessages';
import { useNotSpam } from '../actions/useNotSpam';
import { EntryList, timeOf } from './EntryList';
import { formatLagosTime } from './fields';
import { useStoredEntries } from './useStoredEntries';
import { ViewMessages } from './ViewMessages';
import inbox from '../Inbox.module.css';
import styles from '../Views.module.css';

export function SpamPanel({ type }: { type: DashboardType }) {
  const headingId = useId();
  const spam = useStoredEntries([INBOX_ROOTS.spam, type.collection], inboxErrors.spam);
  const messages = useActionMessages();
  const { busy, notSpam } = useNotSpam(type, spam.remove, messages);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.viewHeading} tabIndex={-1}>
        {spamCopy.heading(type.label)}
      </h2>
      <p className={inbox.muted}>{spamCopy.intro}</p>
      <ViewMessages messages={messages} loadError={spam.error} onRetry={spam.retry} />
      {spam.entries?.length === 0 ? <p>{spamCopy.empty(type.label)}</p> : null}
      {spam.entries?.length ? (
        <EntryList
          entries={spam.entries}
          describe={(entry) => {
            const reason = (entry.stored as { spamReason?: unknown }).spamReason;
            const time = timeOf(entry, 'caughtAt');
            return spamCopy.caught(
              typeof reason === 'string' ? reason : '',
              time === undefined ? '' : formatLagosTime(new Date(time).toISOString()),
            );
          }}
          actions={(entry, record) => (
            <button
              type="button"
              className={inbox.smallButton}
              aria-label={spamCopy.notSpamLabel(record.name ?? '')}
              aria-disabled={busy}
              onClick={() => void notSpam(entry, record)}
            >
              {spamCopy.notSpam}
            </button>
          )}
        />
      ) : null}
    </section>
  );
}
