/** How many leads each collection holds, and how many are new, without reading the leads. */
import { readValue } from '../../../lib/db';
import { isObject } from '../../../lib/tree';
import { DERIVED_ROOTS, type LeadCounts } from '../../../records/derived';

/** How many records a collection holds (`shallow=true`: the keys only, never the records). */
export async function countRecords(collection: string): Promise<number> {
  const answer = await readValue([collection], { shallow: 'true' });
  return isObject(answer) ? Object.keys(answer).length : 0;
}

/** Every collection's counts (`counts`, kept by the database: src/records/derived.ts). */
export async function readCounts(): Promise<Partial<Record<string, LeadCounts>>> {
  const answer = await readValue([DERIVED_ROOTS.counts]);
  return isObject(answer) ? (answer as Partial<Record<string, LeadCounts>>) : {};
}
