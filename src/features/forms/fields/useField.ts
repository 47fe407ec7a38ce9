/**
 * The one way a form's field is wired: its \`id\`, \`aria-invalid\`, \`aria-describedby\` (→ hint and
 * error) and \`aria-required\`, its error shown only once the field was touched (or the form
 * submitted) and is invalid, and what a visitor typed before the code loaded kept.
 */
import { createContext, useContext, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** The id prefix of the form the fields belong to (from useId, so stable across prerender and hydration). */
export const FormIdContext = createContext('form');

export interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** Shows "(optional)" after the label; every other field is marked required. */
  optional?: boolean;
  /** Marks the field the training pages focus from "Enroll Now". */
  first?: boolean;
}

export function useField({ name, hint, optional, first }: FieldBase) {
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
