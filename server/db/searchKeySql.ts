/**
 * A stored record's search key (src/records/derived.ts, `searchKey`) as an SQLite expression over
 * its JSON text: the first of the field's stored names that holds text, trimmed and lower-cased
 * (name, e-mail) or without separators (phone); NULL when there is none. Built-in functions
 * only, so any SQLite tool can open, check and write the file. The migration that indexes it
 * (sqlite.ts) is written from this: changing it needs a new migration.
 */
import { storedNamesOf } from '../../src/records/fields';
import { PHONE_SEPARATORS, type SearchField } from '../../src/records/derived';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function searchKeySql(field: SearchField): string {
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
