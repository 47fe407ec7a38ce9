/** A choice among the catalogue's options, with an empty first option. */
import type { Option } from '../../../records/options';
import { FieldFrame } from './FieldFrame';
import { useField, type FieldBase } from './useField';
import styles from './Field.module.css';

interface SelectFieldProps extends FieldBase {
  options: readonly Option[];
  /** The empty first option ("Select a course"). */
  choose: string;
}

export function SelectField(props: SelectFieldProps) {
  const { label, optional, hint, options, choose } = props;
  const field = useField(props);
  return (
    <FieldFrame {...field} label={label} optional={optional} hint={hint}>
      <select className={styles.control} {...field.control}>
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
