/**
 * A form reached by a link that names an offer (`?about=…`, src/records/about.ts) shows that offer
 * filled in as soon as the page is parsed (decision 0042). The form carries its table in
 * `ABOUT_TABLE` (each `about` it knows, with the field it fills and the value), written at the
 * prerender from the one rule (`aboutPrefill` in src/features/forms/aboutPrefill.ts); this only
 * applies it, and only to a field still at its default. Runs on every public page: keep small.
 */
import { ABOUT_PARAM } from '../records/aboutParam';

/** On a `<form>`: JSON of `{ [about]: [fieldName, value] }`. */
export const ABOUT_TABLE = 'data-about';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const atDefault = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].every((option) => option.selected === option.defaultSelected)
    : field.value === field.defaultValue;

export function prefillFromLink(): void {
  const about = new URLSearchParams(window.location.search).get(ABOUT_PARAM);
  if (!about) return;
  document.querySelectorAll<HTMLFormElement>(`form[${ABOUT_TABLE}]`).forEach((form) => {
    const table = JSON.parse(form.getAttribute(ABOUT_TABLE)!) as Record<string, [string, string]>;
    const entry = Object.hasOwn(table, about) ? table[about] : undefined;
    const field = entry && (form.elements.namedItem(entry[0]) as Field | null);
    if (field && 'value' in field && atDefault(field)) {
      field.value = entry[1];
    }
  });
}
