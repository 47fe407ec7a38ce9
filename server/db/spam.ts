/**
 * A submission the honeypot caught is kept in `spam/{collection}/{id}` rather than dropped, so
 * staff can see it and move a real lead caught by mistake back ("Not spam").
 *
 * What a bot sends need not pass the schema, so it is kept in one bounded, flat shape: each
 * top-level field whose name is a valid key, as text, a number or true/false (anything nested
 * as its JSON text), text cut at SPAM_TEXT_MAX characters. Why: the body limit already bounds
 * the whole entry; a flat shape is what the dashboard renders field by field; and no form field
 * is longer than SPAM_TEXT_MAX, so a real lead caught by mistake is kept whole. A submission
 * that passes its schema is kept as the schema parsed it, exactly as the lead would have been.
 */
import { HONEYPOT_FIELD, type Collection } from '../../src/records/collections';
import { STAFF_FIELDS } from '../../src/records/lead';
import { RECEIVED_AT, recordSchemas } from '../../src/records/schemas';
import { NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { keyProblem, type JsonObject } from './protocol';
import { isObject } from '../../src/lib/tree';

export const SPAM_TEXT_MAX = 5000;
export const HONEYPOT_REASON = 'honeypot';

/**
 * Fields a submission may not set: the honeypot, staff's children, the spam entry's own, and
 * the receive and consent times (the database's clock: set below when the form asked for them).
 */
const NOT_KEPT = new Set<string>([
  HONEYPOT_FIELD,
  RECEIVED_AT,
  NEWS_CONSENT_AT,
  ...Object.values(STAFF_FIELDS),
  'spamReason',
  'caughtAt',
]);

function keptValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === '' ? null : text.slice(0, SPAM_TEXT_MAX);
}

/** The spam entry for what a bot sent to `collection`, caught at `now` (ms). */
export function spamEntry(collection: Collection, body: unknown, now: number): JsonObject {
  const fields: JsonObject = {};
  if (isObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (NOT_KEPT.has(key) || keyProblem(key) !== null) continue;
      const kept = keptValue(value);
      if (kept !== null) fields[key] = kept;
    }
  }
  const parsed = recordSchemas[collection].safeParse(fields);
  const record = parsed.success ? (parsed.data as JsonObject) : fields;
  // A form sends `{".sv": "timestamp"}` for these times: the entry keeps the time it was
  // received, which "Not spam" carries back into the record (never what the sender wrote there).
  const times: JsonObject = {};
  if (isObject(body)) {
    if (RECEIVED_AT in body) times[RECEIVED_AT] = now;
    if (NEWS_CONSENT_AT in body && record[NEWS_CONSENT] === true) times[NEWS_CONSENT_AT] = now;
  }
  return { ...record, ...times, spamReason: HONEYPOT_REASON, caughtAt: now };
}
