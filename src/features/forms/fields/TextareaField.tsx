/** A message: a \`<textarea>\` across the form's width. */
import { FieldFrame } from './FieldFrame';
import { useField, type FieldBase } from './useField';
import styles from './Field.module.css';

export function TextareaField(props: FieldBase & { rows?: number }) {
  const { label, optional, hint, placeholder, rows = 5 } = props;
  const field = useField(props);
  return (
    <FieldFrame {...field} label={label} optional={optional} hint={hint} wide>
      <textarea
        className={[styles.control, styles.textarea].join(' ')}
        rows={rows}
        placeholder={placeholder}
        {...field.control}
      />
    </FieldFrame>
  );
}
