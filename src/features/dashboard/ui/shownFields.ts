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

const LAGOS = 'Africa/Lagos';

const lagosDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const calendarDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "17 Mar 2025, 14:05 WAT" (Lagos is UTC+1 all year, West Africa Time). */
export const formatLagosTime = (iso: string): string =>
  `${lagosDateTime.format(new Date(iso))} WAT`;

/** "2025-03-17 14:05": Lagos time in a form spreadsheets read as a date. */
export function formatLagosTimeForSheet(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LAGOS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Today's date in Lagos as YYYY-MM-DD (for file names). */
export const lagosToday = (now: Date): string =>
  formatLagosTimeForSheet(now.toISOString()).slice(0, 10);

/** A booked day ("2025-03-20") as "Thu, 20 Mar 2025"; anything else as written. */
function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(time) ? calendarDate.format(new Date(time)) : value;
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
