import { Icon } from '../../../components/ui/Icon';
import { dashboardCopy } from '../../../content/dashboard';
import { deleteButtonDomId } from '../ui/domIds';
import type { RecordView } from '../ui/recordView';
import styles from '../ui/Cards.module.css';

interface DeleteRecordButtonProps {
  record: RecordView;
  /** The name it is announced with ("Delete the record of …"). */
  name: string;
  onDelete: (record: RecordView) => void;
}

/** The bin button of a card or an opened lead; its id lets focus come back after the dialog. */
export function DeleteRecordButton({ record, name, onDelete }: DeleteRecordButtonProps) {
  return (
    <button
      id={deleteButtonDomId(record.id)}
      type="button"
      className={styles.deleteButton}
      aria-label={dashboardCopy.deleteRecord(name)}
      title={dashboardCopy.deleteRecord(name)}
      onClick={() => onDelete(record)}
    >
      <Icon name="trash" />
    </button>
  );
}
