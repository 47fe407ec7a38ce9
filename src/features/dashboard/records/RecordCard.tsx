import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { dashboardCopy, idLabel } from '../../../content/dashboard';
import type { RecordView } from './recordView';
import { shownFields, type ShownField } from './fields';
import { cardDomId, deleteButtonDomId } from '../domIds';
import styles from '../Dashboard.module.css';

const SHORT_LENGTH = 200;

function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= SHORT_LENGTH + 40) return <span className={styles.text}>{text}</span>;
  return (
    <>
      <span id={id} className={styles.text}>
        {open ? text : `${text.slice(0, SHORT_LENGTH).trimEnd()}…`}
      </span>{' '}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? dashboardCopy.showLess : dashboardCopy.showMore}
      </button>
    </>
  );
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);
const telOf = (value: string) => value.replace(/[^\d+]/g, '');

function FieldValue({ field }: { field: ShownField }) {
  if (field.format === 'email' && looksLikeEmail(field.value)) {
    return <a href={`mailto:${field.value}`}>{field.value}</a>;
  }
  if (field.format === 'phone' && telOf(field.value).length >= 7) {
    return <a href={`tel:${telOf(field.value)}`}>{field.value}</a>;
  }
  if (field.format === 'timestamp') return <time dateTime={field.dateTime}>{field.value}</time>;
  if (field.long) return <LongText text={field.value} />;
  return <span className={styles.text}>{field.value}</span>;
}

interface RecordCardProps {
  record: RecordView;
  /** Arrived live while the dashboard was open. */
  isNew: boolean;
  onDelete: (record: RecordView) => void;
}

/** One submitted record: its name, each present field labelled, and its key. Text only. */
export function RecordCard({ record, isNew, onDelete }: RecordCardProps) {
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
      </div>
      <dl className={styles.fields}>
        {shownFields(record).map((field) => (
          <div key={field.key} className={styles.field}>
            <dt>{field.label}</dt>
            <dd>
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
        <div className={styles.field}>
          <dt>{idLabel}</dt>
          <dd className={styles.id}>{record.id}</dd>
        </div>
      </dl>
    </article>
  );
}
