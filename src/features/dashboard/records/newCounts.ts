/**
 * How many leads of a type are New, for the filter bar. Firebase cannot query a missing child,
 * and a record without a status is New, so this reads the records that have a status
 * (`orderBy="status"`, never the whole collection) and takes the others away from the total.
 * On hosted Firebase the rules must index `status` (`.indexOn`) for this query.
 */
import { readRecords } from '../../../lib/db';
import { DEFAULT_STATUS, STAFF_FIELDS } from '../../../records/lead';

/** How many records of a collection have a status other than New. */
export async function countWorkedOn(collection: string): Promise<number> {
  const withStatus = await readRecords([collection], {
    orderBy: JSON.stringify(STAFF_FIELDS.status),
    // Every string sorts after "a": each record whose status is set.
    startAt: JSON.stringify('a'),
  });
  return withStatus.filter(
    ({ stored }) => (stored as Record<string, unknown>)[STAFF_FIELDS.status] !== DEFAULT_STATUS,
  ).length;
}
