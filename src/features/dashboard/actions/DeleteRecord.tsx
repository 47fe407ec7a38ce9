/** Deleting one record: the card's delete button asks, "Confirm Deletion" answers. */
import { useState } from 'react';
import { dashboardErrors, deleteDialogCopy } from '../../../content/dashboard';
import { deleteRecord } from '../../../lib/db';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useCountUpdates } from '../records/counts';
import type { DashboardType } from '../dashboardType';
import { cardDomId, deleteButtonDomId, emptyStateDomId } from '../domIds';
import { failureText } from '../ui/failures';
import type { RecordView } from '../records/recordView';
import type { ActionMessages } from './useActionMessages';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordList } from '../records/useRecords';

interface DeleteRecordOptions {
  type: DashboardType;
  list: RecordList;
  /** The cards on the page, in order: focus moves to a neighbour of the deleted one. */
  shown: readonly RecordView[];
  messages: ActionMessages;
  moveFocus: MoveFocus;
}

/** The neighbours of a card, nearest first (the next card, else the one before), as DOM ids. */
function neighbourIds(shown: readonly RecordView[], record: RecordView): string[] {
  const index = shown.findIndex((item) => item.id === record.id);
  return [...shown.slice(index + 1), ...shown.slice(0, Math.max(index, 0)).reverse()]
    .filter((item) => item.id !== record.id)
    .map((item) => cardDomId(item.id));
}

export function useDeleteRecord({ type, list, shown, messages, moveFocus }: DeleteRecordOptions) {
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
      await deleteRecord(type.collection, record.id);
      // Only now, with the server's word, does the card leave.
      list.markRemoved([record.id]);
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
  if (!deletion.pending) return null;
  return (
    <ConfirmDialog
      title={deleteDialogCopy.title}
      message={deleteDialogCopy.message}
      confirmLabel={deleteDialogCopy.yes}
      cancelLabel={deleteDialogCopy.no}
      busyLabel={deleteDialogCopy.deleting}
      busy={deletion.deleting}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}
