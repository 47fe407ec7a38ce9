import { useContext } from 'react';
import { HONEYPOT_FIELD } from '../../../records/collections';
import { formStatusCopy } from '../../../content/forms';
import { FormIdContext } from './useField';
import styles from './Field.module.css';

/**
 * The hidden field a person never sees or reaches: a bot that fills it gets a success answer
 * and nothing is stored. Outside the form's values (the schemas are strict): read when the form is sent.
 */
export function HoneypotField() {
  const prefix = useContext(FormIdContext);
  const id = `${prefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{formStatusCopy.honeypotLabel}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
