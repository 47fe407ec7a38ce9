/**
 * What a card (and the CSV file) shows of a record: each present field with its label,
 * option values as words, times as Lagos time. Values stay plain strings: React renders
 * them as text, so a record holding HTML or script is shown, never run.
 */
import { unreadableDateLabel } from '../../../content/dashboard';
import { viewFields, type FieldFormat, type ViewFieldSpec } from '../../../records/fields';
import { optionLabel } from '../../../records/options';
import { newsConsentText } from '../../../records/consent';
import { storedTime } from '../../../lib/storedValue';
import { SOURCE_FIELD, sourceOf } from '../../../records/source';
import { FIELD_ALIASES, type RecordView } from './recordView';
import { describeSource } from './sourceWords';
import { formatCalendarDate, formatLagosTime } from '../../../records/lagosTime';

export interface ShownField {
  key: string;
  label: string;
  /** As shown to a person. */
  value: string;
  format: FieldFormat;
  long?: boolean;
  /** For `<time dateTime>`: the ISO value behind a readable date. */
  dateTime?: string;
}

/** A stored source (the view holds it as JSON text) in words; anything unreadable as stored. */
function sourceWords(value: string): string {
  try {
    const source = sourceOf({ [SOURCE_FIELD]: JSON.parse(value) as unknown });
    return source ? describeSource(source) : value;
  } catch {
    return value;
  }
}

const VIEW_FIELDS = new Set<string>(Object.keys(FIELD_ALIASES));
const TIME_FIELDS = new Set<string>(FIELD_ALIASES.submittedAt);

/** A catalogue field's value and the stored name it came from (undefined: not in the record). */
function rawValue(
  view: RecordView,
  field: ViewFieldSpec,
): { value: string; from?: string } | undefined {
  if (VIEW_FIELDS.has(field.key)) {
    const value = view[field.key as keyof typeof FIELD_ALIASES];
    return typeof value === 'string' ? { value } : undefined;
  }
  for (const name of field.stored) {
    const detail = view.details.find((candidate) => candidate.key === name);
    if (detail) return { value: detail.value, from: name };
  }
  return undefined;
}

/** "preferredLanguage" or "preferred_language" → "Preferred language". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function shown(field: ViewFieldSpec, value: string): ShownField {
  const base = { key: field.key, label: field.label, format: field.format, long: field.long };
  switch (field.format) {
    case 'option':
      return { ...base, value: optionLabel(value) };
    case 'timestamp': {
      // Text as the form sent it, or milliseconds the database set (the news consent time).
      const iso = /^\d+$/.test(value) ? (storedTime(Number(value)) ?? value) : value;
      return { ...base, value: formatLagosTime(iso), dateTime: iso };
    }
    case 'consent':
      return { ...base, value: newsConsentText(value) };
    case 'calendarDate':
      return { ...base, value: formatCalendarDate(value) };
    case 'source':
      return { ...base, value: sourceWords(value) };
    default:
      return { ...base, value };
  }
}

/**
 * The fields of a record in the catalogue's order, only those present; then any other
 * stored field (older records may carry some), labelled from its name.
 */
export function shownFields(view: RecordView): ShownField[] {
  const fields: ShownField[] = [];
  const listed = new Set<string>();
  for (const field of viewFields) {
    const found = rawValue(view, field);
    if (found === undefined) continue;
    fields.push(shown(field, found.value));
    if (found.from) listed.add(found.from);
  }
  for (const { key, value } of view.details) {
    if (listed.has(key)) continue;
    const label = TIME_FIELDS.has(key) ? unreadableDateLabel : humanise(key);
    fields.push({ key, label, value, format: 'text', long: value.length > 240 });
  }
  return fields;
}
