/**
 * A form's data calls: its record stored at a key the browser made (as Firebase's own clients
 * make them), where anyone may create one and nobody may overwrite it. The key stays the same
 * from the first tap to the last retry, so a retry after a lost reply cannot store the lead twice:
 * the database refuses the second write, and `hasArrived` tells that the first one landed.
 */
import { createPushIdGenerator } from '../../../lib/pushId';
import { databaseUrl, send } from '../../../lib/http';
import { RECEIVED_AT } from '../../../records/schemas';

/** The key of a new submission: made once, kept for its retries. */
export const newSubmissionId = createPushIdGenerator();

/** Stores a new record at `id`. Public: no sign-in needed. */
export async function createRecord(collection: string, id: string, record: object): Promise<void> {
  await send<unknown>({ method: 'PUT', url: databaseUrl([collection, id]), data: record });
}

/**
 * Whether the record at `id` is stored: its receive time, which anyone who knows the key may
 * read (server/db/access.ts), is there.
 */
export async function hasArrived(collection: string, id: string): Promise<boolean> {
  const receivedAt = await send<unknown>({
    method: 'GET',
    url: databaseUrl([collection, id, RECEIVED_AT]),
  });
  return typeof receivedAt === 'number';
}
