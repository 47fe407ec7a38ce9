/** Text, e-mail, phone, date and time fields: an \`<input>\` with the kit's wiring. */
import { NOT_BEFORE_TODAY } from '../formParts';
import { FieldFrame } from './FieldFrame';
import { useField, type FieldBase } from './useField';
import styles from './Field.module.css';

type InputKind = 'text' | 'email' | 'tel' | 'date' | 'time';

const inputDefaults: Record<InputKind, { autoComplete?: string; inputMode?: 'email' | 'tel' }> = {
  text: {},
  email: { autoComplete: 'email', inputMode: 'email' },
  tel: { autoComplete: 'tel', inputMode: 'tel' },
  date: {},
  time: {},
};

interface InputFieldProps extends FieldBase {
  [NOT_BEFORE_TODAY]?: string;
  type?: InputKind;
  autoComplete?: string;
  /** Earliest allowed date or time (date and time fields). */
  min?: string;
  /** Latest allowed time (time fields). */
  max?: string;
}

export function InputField(props: InputFieldProps) {
  const { type = 'text', label, optional, hint, placeholder, autoComplete, min, max } = props;
  const notBeforeToday = props[NOT_BEFORE_TODAY];
  const field = useField(props);
  return (
    <FieldFrame {...field} label={label} optional={optional} hint={hint}>
      <input
        className={styles.control}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete ?? inputDefaults[type].autoComplete}
        inputMode={inputDefaults[type].inputMode}
        min={min}
        max={max}
        {...{ [NOT_BEFORE_TODAY]: notBeforeToday }}
        {...field.control}
      />
    </FieldFrame>
  );
}

/**
 * A date field that refuses past days. The earliest day (Lagos time) is the visitor's today, so
 * the served HTML has no `min`: the form's code sets it.
 */
export function DateField({
  notBeforeToday,
  ...props
}: Omit<InputFieldProps, 'type' | 'min'> & { notBeforeToday?: boolean }) {
  return (
    <InputField {...props} type="date" {...(notBeforeToday ? { [NOT_BEFORE_TODAY]: '' } : {})} />
  );
}
