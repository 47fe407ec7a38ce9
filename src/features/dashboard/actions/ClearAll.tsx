/** "Clear All … Form Data": deletes the selected type's whole collection, after asking. */
import { useState } from 'react';
import { clearAllDialogCopy, clearAllLabel, dashboardErrors } from '../../../content/dashboard';
import { deleteCollection } from '../../../lib/db';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useCountUpdates } from '../records/counts';
import type { DashboardType } from '../dashboardType';
import { clearButtonDomId, emptyStateDomId } from '../domIds';
import { failureText } from '../ui/failures';
import type { ActionMessages } from './useActionMessages';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordList } from '../records/useRecords';
import styles from '../Dashboard.module.css';

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
}

export function ClearAll({
  type,
  list,
  total,
  disabled,
  messages,
  moveFocus,
  onCleared,
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
    const ids = list.records.map((record) => record.id);
    try {
      await deleteCollection(type.collection);
      list.markCleared(ids);
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
