import { useId } from 'react';
import { dashboardCopy, idLabel } from '../../../content/dashboard';
import type { RecordView } from '../ui/recordView';
import { FieldList } from '../ui/FieldList';
import { cardDomId } from '../ui/domIds';
import { DeleteRecordButton } from './DeleteRecordButton';
import { StatusPicker } from './StatusPicker';
import { ContactLinks } from './ContactLinks';
import { Notes } from './Notes';
import { LeadWork } from './LeadWork';
import type { LeadTools } from './leadTools';
import { leadFields } from './leadFields';
import styles from '../ui/Cards.module.css';

interface RecordCardProps {
  record: RecordView;
  /** Arrived live while the dashboard was open. */
  isNew: boolean;
  onDelete: (record: RecordView) => void;
  tools: LeadTools;
}

/**
 * One submitted record: its name, its status, the ways to reach the lead, its reference and each
 * present field labelled, its key, and its notes. The visitor's words are text only.
 */
export function RecordCard({ record, isNew, onDelete, tools }: RecordCardProps) {
  const titleId = useId();
  const name = record.name ?? dashboardCopy.noName;
  return (
    <article
      id={cardDomId(record.id)}
      className={styles.card}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {name}
        </h2>
        {isNew ? <span className={styles.newBadge}>{dashboardCopy.newBadge}</span> : null}
        <DeleteRecordButton record={record} name={name} onDelete={onDelete} />
      </div>
      <StatusPicker record={record} tools={tools} />
      <ContactLinks record={record} />
      <FieldList fields={leadFields(tools.type.collection, record)}>
        <div className={styles.field}>
          <dt>{idLabel}</dt>
          <dd className={styles.id}>{record.id}</dd>
        </div>
      </FieldList>
      <Notes type={tools.type} record={record} list={tools.list} />
      <LeadWork record={record} tools={tools} />
    </article>
  );
}
