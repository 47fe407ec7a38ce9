/**
 * A lead opened from the compact list: its status, the ways to reach it, every field but the
 * name (the row already shows it), its notes, delete, and its database key as a small
 * "Reference" line at the end.
 */
import { Icon } from '../../../components/ui/Icon';
import { dashboardCopy, leadListCopy } from '../../../content/dashboard';
import { StatusPicker } from '../actions/StatusPicker';
import { deleteButtonDomId } from '../domIds';
import { ContactLinks } from '../records/ContactLinks';
import { FieldValue } from '../records/FieldValue';
import { shownFields } from '../records/fields';
import { Notes } from '../records/Notes';
import type { LeadTools } from '../records/RecordCard';
import type { RecordView } from '../records/recordView';
import cards from '../Dashboard.module.css';
import styles from './List.module.css';

interface LeadDetailsProps {
  id: string;
  record: RecordView;
  name: string;
  onDelete: (record: RecordView) => void;
  tools: LeadTools;
}

export function LeadDetails({ id, record, name, onDelete, tools }: LeadDetailsProps) {
  return (
    <div
      id={id}
      className={styles.details}
      role="region"
      aria-label={leadListCopy.detailsLabel(name)}
    >
      <div className={styles.detailsHead}>
        <StatusPicker
          type={tools.type}
          record={record}
          list={tools.list}
          messages={tools.messages}
          onChanged={tools.onStatusChanged}
        />
        <button
          id={deleteButtonDomId(record.id)}
          type="button"
          className={cards.deleteButton}
          aria-label={dashboardCopy.deleteRecord(name)}
          title={dashboardCopy.deleteRecord(name)}
          onClick={() => onDelete(record)}
        >
          <Icon name="trash" />
        </button>
      </div>
      <ContactLinks record={record} />
      <dl className={cards.fields}>
        {shownFields(record)
          .filter((field) => field.key !== 'name')
          .map((field) => (
            <div key={field.key} className={cards.field}>
              <dt>{field.label}</dt>
              <dd>
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
      </dl>
      <Notes type={tools.type} record={record} list={tools.list} />
      <p className={styles.reference}>
        {leadListCopy.reference}: <span className={cards.id}>{record.id}</span>
      </p>
    </div>
  );
}
