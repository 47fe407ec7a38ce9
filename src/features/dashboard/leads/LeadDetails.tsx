/**
 * A lead opened from the compact list: its status, the ways to reach it, its reference and every
 * field but the name (the row already shows it), its notes, delete, and its database key as a
 * small line at the end.
 */
import { idLabel, leadListCopy } from '../../../content/dashboard';
import { StatusPicker } from './StatusPicker';
import { DeleteRecordButton } from './DeleteRecordButton';
import { ContactLinks } from './ContactLinks';
import { FieldList } from '../ui/FieldList';
import { leadFields } from './leadFields';
import { Notes } from './Notes';
import { LeadWork } from './LeadWork';
import type { LeadTools } from './leadTools';
import type { RecordView } from '../ui/recordView';
import cards from '../ui/Cards.module.css';
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
        <StatusPicker record={record} tools={tools} />
        <DeleteRecordButton record={record} name={name} onDelete={onDelete} />
      </div>
      <ContactLinks record={record} />
      <FieldList
        fields={leadFields(tools.type.collection, record).filter((field) => field.key !== 'name')}
      />
      <Notes type={tools.type} record={record} list={tools.list} />
      <LeadWork record={record} tools={tools} />
      <p className={styles.reference}>
        {idLabel}: <span className={cards.id}>{record.id}</span>
      </p>
    </div>
  );
}
