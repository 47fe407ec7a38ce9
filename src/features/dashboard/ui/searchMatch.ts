/**
 * Which records the search box's words match among those already here (the database's search
 * index finds the others: api/searchRecords.ts): every word somewhere in what staff can read of
 * the record, or the start of its reference however it was typed ("QT-7F3K-92XA", "qt7f3k92xa",
 * "7F3K 92XA", "7f3k"), or of its phone number in any form it is written or stored ("0803-123",
 * "+234 803 123"), as the index matches them.
 */
import { phoneSearchPrefixes, searchKeysOf } from '../../../records/derived';
import { referenceDigits } from '../../../records/reference';
import { searchedReference } from '../api/searchRecords';
import type { RecordView } from './recordView';
import { shownFields } from './shownFields';

/** What staff typed, as what a record must match. */
export interface SearchQuery {
  /** Words, each of which must appear somewhere in a record (none: no search). */
  terms: readonly string[];
  /** The reference digits it may be the start of ('' when it cannot be one). */
  reference: string;
  /** The phone search keys it may be the start of, as the index is searched (none: no number). */
  phone: readonly string[];
}

export const searchQuery = (text: string): SearchQuery => ({
  terms: text.toLocaleLowerCase('en').split(/\s+/).filter(Boolean),
  reference: searchedReference(text),
  phone: phoneSearchPrefixes(text.trim()),
});

const searchTexts = new WeakMap<RecordView, string>();

/** Everything a search can match: the shown words, the stored values and the key. */
export function searchTextOf(view: RecordView): string {
  let text = searchTexts.get(view);
  if (text === undefined) {
    const stored = Object.values(view.stored).map((value) =>
      typeof value === 'string' ? value : JSON.stringify(value ?? ''),
    );
    text = [view.id, ...shownFields(view).map((field) => field.value), ...stored]
      .join('\n')
      .toLocaleLowerCase('en');
    searchTexts.set(view, text);
  }
  return text;
}

export function matchesSearch(view: RecordView, query: SearchQuery): boolean {
  if (query.terms.length === 0) return true;
  if (query.reference !== '' && referenceDigits(view.id).startsWith(query.reference)) return true;
  const phone = searchKeysOf(view.stored).phone;
  if (phone !== undefined && query.phone.some((key) => phone.startsWith(key))) return true;
  const text = searchTextOf(view);
  return query.terms.every((term) => text.includes(term));
}
