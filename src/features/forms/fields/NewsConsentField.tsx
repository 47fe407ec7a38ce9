import { useContext } from 'react';
import { NEWS_CONSENT } from '../../../records/consent';
import { newsConsentCopy } from '../../../content/forms';
import { FormIdContext } from './useField';
import styles from './Field.module.css';

/**
 * The optional, unticked news box (src/records/consent.ts). Read when the form is sent, like the
 * honeypot: outside the form's schema, so a tick never makes a form valid or invalid, and a tick
 * made before the code loaded is kept.
 */
export function NewsConsentField() {
  const prefix = useContext(FormIdContext);
  const id = `${prefix}-${NEWS_CONSENT}`;
  return (
    <div className={[styles.consent, styles.wide].join(' ')}>
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        name={NEWS_CONSENT}
        defaultChecked={false}
      />
      <label htmlFor={id}>{newsConsentCopy.label}</label>
    </div>
  );
}
