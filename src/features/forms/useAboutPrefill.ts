/**
 * A form reached by a link that names an offer (`?about=…`, src/records/about.ts) starts with
 * that offer filled in. The prerendered HTML has no query: on a served page the visit's script
 * fills it in as the page is parsed (src/lib/prefillFromLink.ts, from `aboutTable`), and the form
 * takes it as the visitor's once live; a form the app renders after a client navigation reads the
 * address once, when it mounts. Either way only a field that still holds its default is filled, so
 * nothing the visitor typed or chose is overwritten. A value the field's list (or the list of
 * topics) does not hold is ignored.
 */
import { useEffect, type RefObject } from 'react';
import { wasPrefilled } from '../../lib/prefillFromLink';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { aboutTopicWords } from '../../content/forms';
import {
  ABOUT_PARAM,
  aboutTargets,
  aboutTopics,
  isAboutTopic,
  type AboutTarget,
} from '../../records/about';
import type { Collection } from '../../records/collections';
import { recordFieldSpecs, type FieldName, type FieldSpec } from '../../records/schemas';

export interface AboutPrefill<C extends Collection> {
  field: FieldName<C>;
  value: string;
}

/** What `about` fills in collection C's form, or undefined when the form does not know it. */
export function aboutPrefill<C extends Collection>(
  collection: C,
  about: string | null,
): AboutPrefill<C> | undefined {
  if (!about) return undefined;
  const target = aboutTargets[collection] as AboutTarget<C>;
  if (target.select) {
    const spec = (recordFieldSpecs[collection] as Record<string, FieldSpec>)[target.select];
    if (spec?.options?.some((option) => option.value === about)) {
      return { field: target.select, value: about };
    }
  }
  if (target.text && isAboutTopic(about)) {
    return { field: target.text, value: aboutTopicWords[about] };
  }
  return undefined;
}

/**
 * Every `about` collection C's form knows, with the field it fills and the value: the table the
 * visit's script applies before the app (src/lib/prefillFromLink.ts), so the served form shows
 * the offer at once.
 */
export function aboutTable<C extends Collection>(collection: C): Record<string, [string, string]> {
  const target = aboutTargets[collection] as AboutTarget<C>;
  const spec = target.select
    ? (recordFieldSpecs[collection] as Record<string, FieldSpec>)[target.select]
    : undefined;
  const table: Record<string, [string, string]> = {};
  for (const about of [...(spec?.options ?? []).map((option) => option.value), ...aboutTopics]) {
    const prefill = aboutPrefill(collection, about);
    if (prefill && !(about in table)) table[about] = [prefill.field, prefill.value];
  }
  return table;
}

/**
 * Fills the form's field named by the address's `about`, once, after the form mounts (where the
 * visit's script has not already: a form the app renders after a client navigation).
 * `defaults` must be the form's own default values (the same object for the form's life).
 */
export function useAboutPrefill<C extends Collection>(
  collection: C,
  form: UseFormReturn<FieldValues, unknown, FieldValues>,
  defaults: Readonly<Record<FieldName<C>, string>>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  // A passive effect, after react-hook-form's own: only then does getValues() hold what the
  // fields adopted from the served form, rather than the defaults.
  useEffect(() => {
    // Filled in by the visit's script: what the field holds now is the visitor's.
    if (formRef.current && wasPrefilled(formRef.current)) return;
    const about = new URLSearchParams(window.location.search).get(ABOUT_PARAM);
    const prefill = aboutPrefill(collection, about);
    if (!prefill) return;
    // Set before the code loaded (the served form) or on a second run: the visitor's, or ours.
    const name: string = prefill.field;
    if (form.getValues(name) !== defaults[prefill.field]) return;
    form.setValue(name, prefill.value, { shouldValidate: true });
    // All four are the mounted form's own (stable): this runs once per form.
  }, [collection, form, defaults, formRef]);
}
