/**
 * What staff type to find a person: an e-mail address or a phone number, read as the search keys
 * the database indexes (src/records/derived.ts), so a record is found whatever the case of its
 * address or the separators in its number, and whatever older shape it was stored in.
 */
import { searchKey, searchKeysOf, type SearchField } from '../../../records/derived';
import { PHONE_PATTERN, normalisePhone } from '../../../records/phone';

export interface PersonQuery {
  /** As typed (trimmed), for the page and the file. */
  text: string;
  field: Extract<SearchField, 'email' | 'phone'>;
  /** The search keys that mean this person (a Nigerian number in both its forms). */
  keys: readonly string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A Nigerian number is written 0801… at home and +234801… abroad: both are the same person.
 * (Search keys of phones keep only digits.)
 */
function phoneKeys(key: string): string[] {
  if (/^0\d{10}$/.test(key)) return [key, `234${key.slice(1)}`];
  if (/^234\d{10}$/.test(key)) return [key, `0${key.slice(3)}`];
  return [key];
}

/** The query for what was typed, or null when it is neither an e-mail address nor a phone number. */
export function personQuery(typed: string): PersonQuery | null {
  const text = typed.trim();
  if (EMAIL.test(text)) return { text, field: 'email', keys: [searchKey('email', text)] };
  if (PHONE_PATTERN.test(normalisePhone(text))) {
    return { text, field: 'phone', keys: phoneKeys(searchKey('phone', text)) };
  }
  return null;
}

/** Whether a stored record (any shape) is this person's. */
export function isPersonsRecord(stored: unknown, query: PersonQuery): boolean {
  const key = searchKeysOf(stored)[query.field];
  return key !== undefined && query.keys.includes(key);
}
