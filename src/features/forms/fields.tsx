/**
 * The field kit: the only way a form builds a field. Each field wires its `id`, `<label>`,
 * `aria-invalid` and `aria-describedby` (→ hint and error) itself, and shows its error only once
 * the field was touched (or the form submitted) and is invalid.
 */
import {
  createContext,
  useContext,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../records/collections';
import { NEWS_CONSENT } from '../../records/consent';
import type { Option } from '../../records/options';
import { formStatusCopy, newsConsentCopy } from '../../content/forms';
import { todayInLagos } from '../../records/schemas';
import styles from './Form.module.css';

/** The id prefix of the form the fields belong to (from useId, so stable across prerender and hydration). */
export const FormIdContext = createContext('form');

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** Shows "(optional)" after the label; every other field is marked required. */
  optional?: boolean;
  /** Marks the field the training pages focus from "Enroll Now". */
  first?: boolean;
}

function useField({ name, hint, optional, first }: FieldBase) {
  const prefix = useContext(FormIdContext);
  const { register, setValue } = useFormContext();
  const { errors, touchedFields, isSubmitted, defaultValues } = useFormState({ name });
  const initial = String((defaultValues as Record<string, unknown> | undefined)?.[name] ?? '');
  const registration = register(name);
  // The prerendered form is on screen before its code loads; what a visitor typed (or chose)
  // before hydration is picked up once, instead of being wiped by the form's defaults.
  const adopted = useRef(false);
  const ref = (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
    const typed = element && !adopted.current ? element.value : initial;
    registration.ref(element);
    if (!element || adopted.current) return;
    adopted.current = true;
    if (typed !== initial) {
      setValue(name, typed, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  };
  const touched = Boolean((touchedFields as Record<string, unknown>)[name]);
  const found = errors[name];
  const error =
    (touched || isSubmitted) && typeof found?.message === 'string' ? found.message : undefined;
  const id = `${prefix}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    error,
    control: {
      id,
      ...registration,
      ref,
      // Also in the prerendered HTML, so a preselected choice shows before the code loads.
      defaultValue: initial,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': optional ? undefined : true,
      ...(first ? { 'data-first-field': '' } : {}),
    },
  };
}

function FieldFrame({
  id,
  label,
  optional,
  hint,
  hintId,
  error,
  errorId,
  wide,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  hintId: string;
  error?: string;
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
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputKind = 'text' | 'email' | 'tel' | 'date' | 'time';

const inputDefaults: Record<InputKind, { autoComplete?: string; inputMode?: 'email' | 'tel' }> = {
  text: {},
  email: { autoComplete: 'email', inputMode: 'email' },
  tel: { autoComplete: 'tel', inputMode: 'tel' },
  date: {},
  time: {},
};

interface InputFieldProps extends FieldBase {
  type?: InputKind;
  autoComplete?: string;
  /** Earliest allowed date or time (date and time fields). */
  min?: string;
  /** Latest allowed time (time fields). */
  max?: string;
}

export function InputField(props: InputFieldProps) {
  const { type = 'text', label, optional, hint, placeholder, autoComplete, min, max } = props;
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
        {...field.control}
      />
    </FieldFrame>
  );
}

export const TextField = (props: Omit<InputFieldProps, 'type'>) => (
  <InputField {...props} type="text" />
);
export const EmailField = (props: Omit<InputFieldProps, 'type'>) => (
  <InputField {...props} type="email" />
);
export const TelField = (props: Omit<InputFieldProps, 'type'>) => (
  <InputField {...props} type="tel" />
);
export const TimeField = (props: Omit<InputFieldProps, 'type'>) => (
  <InputField {...props} type="time" />
);

const noSubscription = () => () => {};

/**
 * A date field that refuses past days. The earliest day (Lagos time) is read on the client
 * only: the prerendered HTML has no `min`, so server and client render the same at hydration.
 */
export function DateField({
  notBeforeToday,
  ...props
}: Omit<InputFieldProps, 'type' | 'min'> & { notBeforeToday?: boolean }) {
  const today = useSyncExternalStore(noSubscription, todayInLagos, () => undefined);
  return <InputField {...props} type="date" min={notBeforeToday ? today : undefined} />;
}

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

/**
 * The hidden field a person never sees or reaches: a bot that fills it gets a success answer
 * and nothing is stored. Uncontrolled and outside the form's values (the schemas are strict).
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const prefix = useContext(FormIdContext);
  const id = `${prefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{formStatusCopy.honeypotLabel}</label>
      <input
        ref={inputRef}
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

/**
 * The optional, unticked news box (src/records/consent.ts). Read when the form is sent, like the
 * honeypot: outside the form's schema, so a tick never makes a form valid or invalid, and a tick
 * made before the code loaded is kept.
 */
export function NewsConsentField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const prefix = useContext(FormIdContext);
  const id = `${prefix}-${NEWS_CONSENT}`;
  return (
    <div className={[styles.consent, styles.wide].join(' ')}>
      <input
        ref={inputRef}
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
