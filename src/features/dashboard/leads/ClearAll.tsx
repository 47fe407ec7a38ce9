/**
 * "Clear All … Form Data": after asking, moves every record of the selected type to the Trash in
 * one update (read whole first when the list is not live), with Undo offered. A record that
 * arrives meanwhile is not in the update and stays in the list.
 */
import { useState } from 'react';
import {
  clearAllDialogCopy,
  clearAllLabel,
  dashboardErrors,
  undoCopy,
} from '../../../content/dashboard';
import { listRecords } from '../api/listRecords';
import { saveChanges } from '../api/saveChanges';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useCountUpdates } from './counts';
import type { DashboardType } from '../ui/dashboardType';
import { clearButtonDomId, emptyStateDomId } from '../ui/domIds';
import { failureText } from '../ui/failures';
import type { ActionMessages } from '../ui/useActionMessages';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordList } from './useRecords';
import { moveToTrash } from '../api/inboxChanges';
import type { Undo } from './useUndo';
import styles from '../ui/Buttons.module.css';

interface ClearAllProps {
  type: DashboardType;
  list: RecordList;
  /** The type's record count, for the question (undefined: unknown). */
  total: number | undefined;
  disabled: boolean;
  messages: ActionMessages;
  moveFocus: MoveFocus;
  /** The collection is gone (the search is reset). */
  onCleared: () => void;
  undo: Undo;
}

export function ClearAll({
  type,
  list,
  total,
  disabled,
  messages,
  moveFocus,
  onCleared,
  undo,
}: ClearAllProps) {
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const counts = useCountUpdates();
  const buttonId = clearButtonDomId(type.key);

  const ask = () => {
    messages.clear();
    setConfirming(true);
  };

  const cancel = () => {
    setConfirming(false);
    moveFocus([buttonId]);
  };

  const confirm = async () => {
    if (clearing) return;
    setClearing(true);
    try {
      const records = list.complete
        ? list.records.map(({ id, stored }) => ({ id, stored }))
        : (await listRecords(type.collection)).records;
      await saveChanges(moveToTrash(type.collection, records, 'clear'));
      list.markCleared(records.map((record) => record.id));
      undo.offerUndo(undoCopy.cleared(records.length, type.label), records);
      counts.set(type.key, 0);
      onCleared();
      moveFocus([emptyStateDomId(type.key)]);
    } catch (error) {
      messages.fail(failureText(dashboardErrors.clear, error));
      moveFocus([buttonId]);
    } finally {
      setClearing(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <button
        id={buttonId}
        type="button"
        className={styles.dangerButton}
        onClick={ask}
        disabled={disabled}
      >
        {clearAllLabel(type.label)}
      </button>
      {/* A portal: the dialog itself is placed at the end of the page. */}
      {confirming ? (
        <ConfirmDialog
          title={clearAllDialogCopy.title}
          message={clearAllDialogCopy.message(type.label, total)}
          confirmLabel={clearAllDialogCopy.yes}
          cancelLabel={clearAllDialogCopy.no}
          busyLabel={clearAllDialogCopy.deleting}
          busy={clearing}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      ) : null}
    </>
  );
}
