/** A form's one data call: its record stored in a collection, where anyone may add one. */
import { DataError } from '../../../lib/dataError';
import { databaseUrl, send } from '../../../lib/http';
import { isObject } from '../../../lib/tree';

/** Stores a new record; answers its ID. Public: no sign-in needed. */
export async function createRecord(collection: string, record: object): Promise<string> {
  const answer = await send<unknown>({
    method: 'POST',
    url: databaseUrl([collection]),
    data: record,
  });
  if (isObject(answer) && typeof answer.name === 'string') return answer.name;
  throw new DataError('The server gave an unexpected answer. Please try again.', 'unexpected');
}
