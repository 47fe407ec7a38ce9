/** A type's Spam: submissions the spam trap caught (why, when), each with "Not spam". */
import { useId } from 'react';
import { inboxErrors, spamCopy } from '../../../content/dashboard';
import { INBOX_ROOTS } from '../../../records/lead';
import type { DashboardType } from '../ui/dashboardType';
import { useActionMessages } from '../ui/useActionMessages';
import { useNotSpam } from './useNotSpam';
import { StoredEntryList, lagosTimeOf, textOf } from '../ui/EntryList';
import { useStoredEntries } from '../ui/useStoredEntries';
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
      <StoredEntryList
        stored={spam}
        messages={messages}
        empty={spamCopy.empty(type.label)}
        describe={(entry) =>
          spamCopy.caught(textOf(entry, 'spamReason'), lagosTimeOf(entry, 'caughtAt'))
        }
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
    </ViewSection>
  );
}
