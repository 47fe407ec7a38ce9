/** A type's Trash: its deleted records (who deleted them, when), each with Restore and Delete forever. */
import { env } from '../../../config/env';
import { useId } from 'react';
import { purgeDialogCopy, trashCopy, inboxErrors } from '../../../content/dashboard';
import { INBOX_ROOTS } from '../../../records/lead';
import type { DashboardType } from '../ui/dashboardType';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePendingFocus } from '../ui/usePendingFocus';
import { useActionMessages } from '../ui/useActionMessages';
import { useTrashActions } from './useTrashActions';
import { StoredEntryList, entryActionDomId, lagosTimeOf, textOf } from '../ui/EntryList';
import { useStoredEntries } from '../ui/useStoredEntries';
import inbox from '../ui/Inbox.module.css';
import { ViewSection } from '../ui/ViewSection';
import { useIsAdmin } from '../ui/useStaff';

export function TrashPanel({ type }: { type: DashboardType }) {
  const headingId = useId();
  // Delete forever is an admin's (decision 0034).
  const isAdmin = useIsAdmin();
  const trash = useStoredEntries([INBOX_ROOTS.trash, type.collection], inboxErrors.trash);
  const messages = useActionMessages();
  const moveFocus = usePendingFocus();
  const actions = useTrashActions({
    type,
    entries: trash.entries ?? [],
    remove: trash.remove,
    messages,
    moveFocus,
    headingId,
  });

  return (
    <ViewSection
      headingId={headingId}
      heading={trashCopy.heading(type.label)}
      intro={trashCopy.intro(env.VITE_TRASH_DAYS)}
    >
      <StoredEntryList
        stored={trash}
        messages={messages}
        empty={trashCopy.empty(type.label)}
        describe={(entry) =>
          trashCopy.deleted(textOf(entry, 'deletedBy'), lagosTimeOf(entry, 'deletedAt'))
        }
        actions={(entry, record) => (
          <>
            <button
              type="button"
              className={inbox.smallButton}
              aria-label={trashCopy.restoreLabel(record.name ?? '')}
              aria-disabled={actions.busy}
              onClick={() => actions.restore(entry, record)}
            >
              {trashCopy.restore}
            </button>
            {isAdmin ? (
              <button
                id={entryActionDomId(entry.id)}
                type="button"
                className={inbox.smallButton}
                aria-label={trashCopy.purgeLabel(record.name ?? '')}
                onClick={() => actions.askPurge(entry, record)}
              >
                {trashCopy.purge}
              </button>
            ) : null}
          </>
        )}
      />
      {actions.purging ? (
        <ConfirmDialog
          title={purgeDialogCopy.title}
          message={purgeDialogCopy.message}
          detail={actions.purging.name}
          confirmLabel={purgeDialogCopy.yes}
          cancelLabel={purgeDialogCopy.no}
          busyLabel={purgeDialogCopy.deleting}
          busy={actions.busy}
          onConfirm={actions.confirmPurge}
          onCancel={actions.cancelPurge}
        />
      ) : null}
    </ViewSection>
  );
}
