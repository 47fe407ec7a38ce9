import type { ReactNode } from 'react';
import type { ShownField } from './shownFields';
import { FieldValue } from './FieldValue';
import styles from './Cards.module.css';

/** A lead's fields, each labelled, in the catalogue's order; `children` add lines at the end. */
export function FieldList({
  fields,
  children,
}: {
  fields: readonly ShownField[];
  children?: ReactNode;
}) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.key} className={styles.field}>
          <dt>{field.label}</dt>
          <dd>
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
