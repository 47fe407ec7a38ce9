/**
 * A stored record's search key (src/records/derived.ts, `searchKey`) as an SQLite expression over
 * its JSON text: the first of the field's stored names that holds text, trimmed and lower-cased
 * (name, e-mail) or without separators (phone); NULL when there is none. The reference's digits
 * come from the row's key instead (referenceSql). Built-in functions only, so any SQLite tool can
 * open, check and write the file. The migrations that index them (sqlite.ts) are written from
 * these: changing one needs a new migration.
 */
import { storedNamesOf } from '../../src/records/fields';
import { PHONE_SEPARATORS, type SearchField } from '../../src/records/derived';
import {
  REFERENCE_DIGITS,
  REFERENCE_LENGTH,
  REFERENCE_SOURCE_CHARS,
} from '../../src/records/reference';
import { PUSH_CHARS } from '../../src/lib/pushId';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * `referenceDigits(key)` (src/records/reference.ts) in SQL. The key's last seven characters are
 * push digits of six bits (0–63; a character that is none, or missing from a short key, counts 0),
 * the last the lowest; the reference is the low 40 of those 42 bits in eight base-32 digits of five.
 * Each base-32 digit is read straight from the one or two push digits its five bits lie in, so
 * each character is looked up at most twice (a write indexes it at little cost).
 */
function referenceSql(): string {
  const pushDigit = (fromEnd: number) =>
    `max(instr(${quote(PUSH_CHARS)}, substr(key, ${-1 - fromEnd}, 1)) - 1, 0)`;
  const digits: string[] = [];
  for (let digit = REFERENCE_LENGTH - 1; digit >= 0; digit -= 1) {
    const low = 5 * digit;
    const push = Math.floor(low / 6);
    const offset = low - 6 * push;
    let bits = offset === 0 ? pushDigit(push) : `(${pushDigit(push)} >> ${offset})`;
    // Fewer than five bits left in this push digit: the rest are the low bits of the next.
    if (offset > 1 && push + 1 < REFERENCE_SOURCE_CHARS) {
      bits = `(${bits} | (${pushDigit(push + 1)} << ${6 - offset}))`;
    }
    digits.push(`substr(${quote(REFERENCE_DIGITS)}, (${bits} & 31) + 1, 1)`);
  }
  return digits.join(' || ');
}

export function searchKeySql(field: SearchField): string {
  if (field === 'reference') return referenceSql();
  const texts = storedNamesOf(field).map((name) => {
    const path = quote(`$.${name}`);
    return `WHEN json_type(value, ${path}) = 'text' THEN json_extract(value, ${path})`;
  });
  const text = `CASE ${texts.join(' ')} END`;
  const key =
    field === 'phone'
      ? PHONE_SEPARATORS.reduce((inner, cut) => `replace(${inner}, ${quote(cut)}, '')`, text)
      : `lower(trim(${text}, ' '))`;
  return `nullif(${key}, '')`;
}
