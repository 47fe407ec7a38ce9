/**
 * What staff do in a type's Trash: Restore (the record back under its own ID, as it was) and
 * Delete forever (after a question). Each is one update with its audit entry; the row leaves
 * once the server agreed, and focus goes to the next row, else the view's heading.
 */
import { useState } from 'react';
import { dashboardCopy, inboxErrors, trashCopy } from '../../../content/dashboard';
import { saveChanges } from '../api/saveChanges';
import type { StoredRecord } from '../api/storedRecords';
import type { DashboardType } from '../ui/dashboardType';
import { failureText } from '../ui/failures';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordView } from '../ui/recordView';
import { entryActionDomId, entryDomId } from '../ui/EntryList';
import type { ActionMessages } from '../ui/useActionMessages';
import { purgeFromTrash, restoreFromTrash } from '../api/inboxChanges';

interface TrashActionsOptions {
  type: DashboardType;
  entries: readonly StoredRecord[];
  remove: (id: string) => void;
  messages: ActionMessages;
  moveFocus: MoveFocus;
  /** Where focus goes when no row is left. */
  headingId: string;
}

export function useTrashActions(options: TrashActionsOptions) {
  const { type, entries, remove, messages, moveFocus, headingId } = options;
  const [purging, setPurging] = useState<{ entry: StoredRecord; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const after = (id: string) => {
    const index = entries.findIndex((entry) => entry.id === id);
    return [...entries.slice(index + 1), ...entries.slice(0, Math.max(index, 0)).reverse()]
      .filter((entry) => entry.id !== id)
      .map((entry) => entryDomId(entry.id));
  };

  const run = async (
    id: string,
    changes: Record<string, unknown>,
    done: string,
    failed: string,
  ) => {
    if (busy) return;
    setBusy(true);
    messages.clear();
    const next = [...after(id), headingId];
    try {
      await saveChanges(changes);
      remove(id);
      messages.tell(done);
      moveFocus(next);
    } catch (error) {
      messages.fail(failureText(failed, error));
    } finally {
      setBusy(false);
      setPurging(null);
    }
  };

  const nameOf = (record: RecordView) => record.name ?? dashboardCopy.noName;

  return {
    busy,
    purging,
    restore: (entry: StoredRecord, record: RecordView) =>
      void run(
        entry.id,
        restoreFromTrash(type.collection, [entry], 'restore'),
        trashCopy.restored(nameOf(record)),
        inboxErrors.restore,
      ),
    askPurge: (entry: StoredRecord, record: RecordView) => {
      messages.clear();
      setPurging({ entry, name: nameOf(record) });
    },
    cancelPurge: () => {
      if (purging) moveFocus([entryActionDomId(purging.entry.id)]);
      setPurging(null);
    },
    confirmPurge: () => {
      if (!purging) return;
      void run(
        purging.entry.id,
        purgeFromTrash(type.collection, purging.entry.id),
        trashCopy.purged(purging.name),
        inboxErrors.purge,
      );
    },
  };
}
