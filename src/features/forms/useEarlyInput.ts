/**
 * What the visitor did in a prerendered form before its code arrived (decision 0039): the words
 * typed and the choices made are in the fields, and the fields they left are marked by the visit's
 * script (`lib/touchedFields.ts`). Once the form is live this takes the values into its state and
 * validates the fields left, so each shows its error ("Full Name is required", …) as it would have,
 * and nothing typed is lost or sent as empty.
 */
import { useEffect, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TOUCHED } from '../../lib/touchedFields';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useEarlyInput(
  form: UseFormReturn<FieldValues>,
  formRef: RefObject<HTMLFormElement | null>,
  defaults: FieldValues,
): void {
  useEffect(() => {
    const fields = formRef.current?.querySelectorAll<FieldElement>('[name]') ?? [];
    const left: string[] = [];
    for (const field of fields) {
      // Only the form's own text fields and lists (not the honeypot, not a box it reads itself).
      if (!(field.name in defaults) || field.type === 'checkbox' || field.type === 'radio')
        continue;
      if (field.value !== defaults[field.name]) {
        form.setValue(field.name, field.value, { shouldDirty: true });
      }
      if (field.hasAttribute(TOUCHED)) {
        form.setValue(field.name, field.value, { shouldTouch: true });
        left.push(field.name);
      }
    }
    if (left.length > 0) void form.trigger(left);
    // Once, when the form goes live: later input reaches it through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
