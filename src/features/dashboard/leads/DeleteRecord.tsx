/**
 * Deleting one record: the card's delete button asks, "Confirm Deletion" (naming whose record it
 * is) answers, and Yes moves the record to the Trash in one update, with Undo offered.
 */
import { useState } from 'react';
import {
  dashboardCopy,
  dashboardErrors,
  deleteDialogCopy,
  undoCopy,
} from '../../../content/dashboard';
import { saveChanges } from '../api/saveChanges';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useCountUpdates } from './counts';
import type { DashboardType } from '../ui/dashboardType';
import { cardDomId, deleteButtonDomId, emptyStateDomId } from '../ui/domIds';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import type { ActionMessages } from '../ui/useActionMessages';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordList } from './useRecords';
import { moveToTrash } from '../api/inboxChanges';
import type { Undo } from './useUndo';

interface DeleteRecordOptions {
  type: DashboardType;
  list: RecordList;
  /** The cards on the page, in order: focus moves to a neighbour of the deleted one. */
  shown: readonly RecordView[];
  messages: ActionMessages;
  moveFocus: MoveFocus;
  undo: Undo;
}

/** The neighbours of a card, nearest first (the next card, else the one before), as DOM ids. */
function neighbourIds(shown: readonly RecordView[], record: RecordView): string[] {
  const index = shown.findIndex((item) => item.id === record.id);
  return [...shown.slice(index + 1), ...shown.slice(0, Math.max(index, 0)).reverse()]
    .filter((item) => item.id !== record.id)
    .map((item) => cardDomId(item.id));
}

export function useDeleteRecord({
  type,
  list,
  shown,
  messages,
  moveFocus,
  undo,
}: DeleteRecordOptions) {
  const [pending, setPending] = useState<RecordView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const counts = useCountUpdates();

  const ask = (record: RecordView) => {
    messages.clear();
    setPending(record);
  };

  const cancel = () => {
    setPending(null);
    if (pending) moveFocus([deleteButtonDomId(pending.id)]);
  };

  const confirm = async () => {
    const record = pending;
    if (!record || deleting) return;
    const neighbours = neighbourIds(shown, record);
    setDeleting(true);
    try {
      const moved = [{ id: record.id, stored: record.stored }];
      await saveChanges(moveToTrash(type.collection, moved, 'delete'));
      // Only now, with the server's word, does the card leave.
      list.markRemoved([record.id]);
      undo.offerUndo(undoCopy.deleted(record.name ?? dashboardCopy.noName), moved);
      if (!list.isLive) counts.removeOne(type.key);
      moveFocus([...neighbours, emptyStateDomId(type.key)]);
    } catch (error) {
      messages.fail(failureText(dashboardErrors.delete, error));
      moveFocus([deleteButtonDomId(record.id)]);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return { pending, deleting, ask, cancel, confirm };
}

export function DeleteRecordDialog({ deletion }: { deletion: ReturnType<typeof useDeleteRecord> }) {
  const record = deletion.pending;
  if (!record) return null;
  return (
    <ConfirmDialog
      title={deleteDialogCopy.title}
      message={deleteDialogCopy.message}
      detail={[record.name ?? dashboardCopy.noName, record.email].filter(Boolean).join(' · ')}
      confirmLabel={deleteDialogCopy.yes}
      cancelLabel={deleteDialogCopy.no}
      busyLabel={deleteDialogCopy.deleting}
      busy={deletion.deleting}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}
