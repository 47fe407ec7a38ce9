/**
 * A form reached by a link that names an offer (`?about=…`, src/records/about.ts) shows that offer
 * filled in as soon as the page is parsed, before the app (decision 0042). The form carries its
 * table in `ABOUT_TABLE` (each `about` it knows, with the field it fills and the value), written
 * by the app from the one rule (`aboutPrefill` in src/features/forms/useAboutPrefill.ts); this only
 * applies it, and only to a field still at its default. Once live, the form takes the value as
 * the visitor's (`useEarlyInput`). Runs on every public page: keep small.
 */
import { ABOUT_PARAM } from '../records/aboutParam';

/** On a `<form>`: JSON of `{ [about]: [fieldName, value] }`. */
export const ABOUT_TABLE = 'data-about';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The forms this filled in: the app leaves them as the visitor has them since. */
const filled = new WeakSet<HTMLFormElement>();
export const wasPrefilled = (form: HTMLFormElement): boolean => filled.has(form);

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
      filled.add(form);
    }
  });
}
