/** A type's Spam: submissions the spam trap caught (why, when), each with "Not spam". */
import { useId } from 'react';
import { inboxErrors, spamCopy } from '../../../content/dashboard';
import { INBOX_ROOTS } from '../../../records/lead';
import type { DashboardType } from '../ui/dashboardType';
import { useActionMessages } from '../ui/useActionMessages';
import { useNotSpam } from './useNotSpam';
import { EntryList, timeOf } from '../ui/EntryList';
import { formatLagosTime } from '../../../records/lagosTime';
import { useStoredEntries } from '../ui/useStoredEntries';
import { ViewMessages } from '../ui/ViewMessages';
import inbox from '../ui/Inbox.module.css';
import { ViewSection } from '../ui/ViewSection';

export function SpamPanel({ type }: { type: DashboardType }) {
  const headingId = useId();
  const spam = useStoredEntries([INBOX_ROOTS.spam, type.collection], inboxErrors.spam);
  const messages = useActionMessages();
  const { busy, notSpam } = useNotSpam(type, spam.remove, messages);

  return (
    <ViewSection
      headingId={headingId}
      heading={spamCopy.heading(type.label)}
      intro={spamCopy.intro}
    >
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
    </ViewSection>
  );
}
