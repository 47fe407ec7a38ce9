/**
 * A field's label (with "(optional)"), its control, its error and its hint, in that order. The
 * error is empty and hidden in the served HTML; the form's code fills and shows it.
 */
import type { ReactNode } from 'react';
import { formStatusCopy } from '../../../content/forms';
import styles from './Field.module.css';

export function FieldFrame({
  id,
  label,
  optional,
  hint,
  hintId,
  errorId,
  wide,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  hintId: string;
  errorId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, wide ? styles.wide : ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {formStatusCopy.optional}</span> : null}
      </label>
      {children}
      <p id={errorId} className={styles.error} hidden />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
