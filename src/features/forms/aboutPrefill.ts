/**
 * A form reached by a link that names an offer (`?about=…`, src/records/about.ts) starts with
 * that offer filled in. The prerendered HTML has no query: on a served page the visit's script
 * fills it in as the page is parsed (src/lib/prefillFromLink.ts, from `aboutTable`), only in a
 * field that still holds its default, so nothing the visitor typed or chose is overwritten. A value the field's list (or the list of
 * topics) does not hold is ignored.
 */
import { aboutTopicWords } from '../../content/forms';
import { aboutTargets, aboutTopics, isAboutTopic, type AboutTarget } from '../../records/about';
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
