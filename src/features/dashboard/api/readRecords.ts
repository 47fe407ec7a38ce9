/** Stored entries under any path, read once: a type's Trash or Spam, the audit trail, one lead. */
import { readValue } from '../../../lib/db';
import { storedRecords, type StoredRecord } from './storedRecords';

/**
 * Records under any path, newest first by key (`trash/contactForm`, `audit`…). `query` adds
 * Firebase's query parameters, e.g. `{ orderBy: '"status"', startAt: '"a"' }`.
 */
export async function readRecords(
  path: readonly string[],
  query: Record<string, string> = {},
): Promise<StoredRecord[]> {
  return storedRecords(await readValue(path, query));
}

/** What is stored at a path (a lead, the insights, the retention preview); null when nothing is. */
export const readAt = (path: readonly string[]): Promise<unknown> => readValue(path);
