import { useId, type InputHTMLAttributes, type RefObject } from 'react';
import styles from './SignIn.module.css';

interface SignInFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** The problem shown above the form is about this field. */
  invalid: boolean;
  problemId: string;
}

/** One labelled box of the sign-in form, pointing to the problem when it is about this box. */
export function SignInField({
  label,
  inputRef,
  onChange,
  invalid,
  problemId,
  ...input
}: SignInFieldProps) {
  const id = useId();
  return (
    <div className={styles.formField}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}
