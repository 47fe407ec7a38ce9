import { useId, useState } from 'react';
import { dashboardCopy } from '../../../content/dashboard';
import type { ShownField } from './shownFields';
import { looksLikeEmail, telOf } from './contactLinks';
import styles from './Cards.module.css';

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

/** One field's value: a mail or call link, a time, long text behind Show more, or text. */
export function FieldValue({ field }: { field: ShownField }) {
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
