/**
 * What staff type to find a person: an e-mail address or a phone number, read as the search keys
 * the database indexes (src/records/derived.ts), so a record is found whatever the case of its
 * address or the separators in its number, and whatever older shape it was stored in.
 */
import {
  phoneSearchKeys,
  searchKey,
  searchKeysOf,
  type SearchField,
} from '../../../records/derived';
import { toE164 } from '../../../records/phoneNumber';

export interface PersonQuery {
  /** As typed (trimmed), for the page and the file. */
  text: string;
  field: Extract<SearchField, 'email' | 'phone'>;
  /** The search keys that mean this person (a Nigerian number in each form it may be stored). */
  keys: readonly string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The query for what was typed, or null when it is neither an e-mail address nor a phone number. */
export function personQuery(typed: string): PersonQuery | null {
  const text = typed.trim();
  if (EMAIL.test(text)) return { text, field: 'email', keys: [searchKey('email', text)] };
  const phone = toE164(text);
  if (phone !== undefined) {
    return { text, field: 'phone', keys: phoneSearchKeys(searchKey('phone', phone)) };
  }
  return null;
}

/** Whether a stored record (any shape) is this person's. */
export function isPersonsRecord(stored: unknown, query: PersonQuery): boolean {
  const key = searchKeysOf(stored)[query.field];
  return key !== undefined && query.keys.includes(key);
}
