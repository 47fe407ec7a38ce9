/**
 * The one way a form's field is wired in the served HTML: its `id`, `name`, starting value,
 * `aria-describedby` (→ its hint) and `aria-required`. What happens as it is used (its error shown
 * once it was left or the form sent, `aria-invalid`, the error in its description) is the form's
 * code (`../live/liveForm.ts`), which finds the error by the id `errorId` gives.
 */
import { createContext, useContext } from 'react';
import { errorIdOf, hintIdOf } from '../formParts';

/** The id prefix of the form the fields belong to (from useId). */
export const FormIdContext = createContext('form');

/** The values the form starts with: '' or a value the page chose (its course or technology). */
export const FormDefaultsContext = createContext<Readonly<Record<string, string>>>({});

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
  const initial = useContext(FormDefaultsContext)[name] ?? '';
  const id = `${prefix}-${name}`;
  const hintId = hintIdOf(id);
  return {
    id,
    hintId,
    errorId: errorIdOf(id),
    control: {
      id,
      name,
      defaultValue: initial,
      'aria-describedby': hint ? hintId : undefined,
      'aria-required': optional ? undefined : true,
      ...(first ? { 'data-first-field': '' } : {}),
    },
  };
}
