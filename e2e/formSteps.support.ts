/**
 * What a visitor does to fill a form with a lead made by the generator (tests/support/leads.ts):
 * each field of the lead that has a value, in the form's order, under its label as the form
 * shows it. Shared by every spec that fills a form in the browser.
 */
import type { Collection } from '../src/records/collections';
import { formCopies } from '../src/content/forms';
import { fieldSpecsOf, isOptionalField } from '../src/records/schemas';

export interface Step {
  label: string | RegExp;
  value: string;
  select?: boolean;
}

export interface StepOptions {
  /** Values typed otherwise than they are stored (the form trims them, the phone its spaces). */
  typed?: Record<string, string>;
  /** Fields left out: a choice the page preselects, or fields a test fills itself. */
  skip?: readonly string[];
  /** Only the fields the form requires. */
  requiredOnly?: boolean;
}

const optional = (label: string) => new RegExp(`^${label} \\(optional\\)$`);

/** The label of field `name` of `collection`'s form, as the form shows it. */
export const labelOf = (collection: Collection, name: string): string =>
  (formCopies[collection].fields as Record<string, { label: string }>)[name]!.label;

/** The visitor's steps to fill `collection`'s form with `lead`. */
export function visitorSteps(
  collection: Collection,
  lead: Record<string, unknown>,
  { typed, skip = [], requiredOnly = false }: StepOptions = {},
): Step[] {
  return fieldSpecsOf(collection).flatMap(([name, spec]) => {
    const value = typed?.[name] ?? lead[name];
    if (typeof value !== 'string' || value === '' || skip.includes(name)) return [];
    if (requiredOnly && isOptionalField(spec)) return [];
    const label = labelOf(collection, name);
    return [
      {
        label: isOptionalField(spec) ? optional(label) : label,
        value,
        select: spec.input === 'select' || spec.input === 'courseStart',
      },
    ];
  });
}
