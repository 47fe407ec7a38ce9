/**
 * What a visitor chose on a form, in words: each select field's option label, and a booking's
 * day and time. Never the free text they typed, so it may go back to them in a receipt or an
 * e-mail without relaying anything a stranger wrote.
 */
import type { Collection } from './collections';
import { formatCalendarDate } from './lagosTime';
import { fieldSpecsOf, type FieldName } from './schemas';

export interface Choice<C extends Collection = Collection> {
  field: FieldName<C>;
  /** An option of a list, or a booking's day or time. */
  kind: 'option' | 'date' | 'time';
  /** As a person reads it: "Cyber Security", "Sat, 5 Dec 2026", "10:00 WAT". */
  text: string;
}

/** The choices in `values` (a record or a form's values), in form order; empty ones left out. */
export function choicesOf<C extends Collection>(
  collection: C,
  values: Readonly<Record<string, unknown>>,
): Choice<C>[] {
  const choices: Choice<C>[] = [];
  for (const [field, spec] of fieldSpecsOf(collection)) {
    const value = values[field];
    if (typeof value !== 'string' || value === '') continue;
    if (spec.input === 'select') {
      const option = spec.options?.find((candidate) => candidate.value === value);
      if (option) choices.push({ field, kind: 'option', text: option.label });
    } else if (spec.input === 'date' || spec.input === 'courseStart') {
      choices.push({ field, kind: 'date', text: formatCalendarDate(value) });
    } else if (spec.input === 'time' && /^\d\d:\d\d$/.test(value)) {
      choices.push({ field, kind: 'time', text: `${value} WAT` });
    }
  }
  return choices;
}
