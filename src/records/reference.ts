/**
 * A lead's reference: what a visitor reads out on the phone and staff type into the search box,
 * for example `QT-7F3K-92XA`. Derived from the record's key (never stored), so every record has
 * one, older ones included: two letters for the collection, then the low 40 bits of the key's
 * last seven push characters (its random part) in Crockford's base32, which has no I, L, O or U.
 * A push-ID generator counts up in those characters within a millisecond, so one browser's IDs
 * never share a reference; server/'s SQL index repeats the arithmetic with built-in functions
 * (server/db/searchKeySql.ts). Two visitors' leads of one collection share a reference about once
 * in a trillion pairs; the dashboard's search shows both if they ever do.
 */
import type { Collection } from './collections';
import { PUSH_CHARS } from '../lib/pushId';

export const REFERENCE_PREFIX = {
  contactForm: 'CT',
  quoteForm: 'QT',
  bookSession: 'BK',
  hiring: 'HR',
  techTalent: 'TL',
  training: 'TR',
} as const satisfies Record<Collection, string>;

/** Crockford's base32 digits: no I, L, O or U, so nothing is misread on a phone line. */
export const REFERENCE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many base32 digits a reference has (5 bits each). */
export const REFERENCE_LENGTH = 8;
/** How many push characters (6 bits each) of the key's end they are taken from. */
export const REFERENCE_SOURCE_CHARS = 7;

/** The eight reference digits of a key, without prefix or dash ("7F3K92XA"). */
export function referenceDigits(id: string): string {
  let value = 0;
  for (const char of id.slice(-REFERENCE_SOURCE_CHARS)) {
    value = value * 64 + Math.max(0, PUSH_CHARS.indexOf(char));
  }
  let digits = '';
  for (let digit = 0; digit < REFERENCE_LENGTH; digit += 1) {
    digits = REFERENCE_DIGITS.charAt(value % 32) + digits;
    value = Math.floor(value / 32);
  }
  return digits;
}

/** A record's reference as people see it: `QT-7F3K-92XA`. */
export function referenceOf(collection: Collection, id: string): string {
  const digits = referenceDigits(id);
  return `${REFERENCE_PREFIX[collection]}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * What a person typed, as reference digits to search for ("qt 7f3k-92xa" → "7F3K92XA"), or ''
 * when it cannot be part of a reference. Read as Crockford reads it: O is 0, I and L are 1.
 */
export function referenceSearchKey(text: string): string {
  const typed = text.trim().toUpperCase();
  let compact = typed.replace(/[\s-]/g, '');
  const prefix = Object.values(REFERENCE_PREFIX).find((letters) => compact.startsWith(letters));
  // "QT-7F" names its collection; so does "QT7F3K92XA", longer than the digits alone.
  if (prefix && (/^[A-Z]{2}\s*-/.test(typed) || compact.length > REFERENCE_LENGTH)) {
    compact = compact.slice(prefix.length);
  }
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length <= REFERENCE_LENGTH && /^[0-9A-HJKMNP-TV-Z]+$/.test(compact) ? compact : '';
}
