/**
 * The staff's REST transport to the database, in Firebase Realtime Database's REST dialect
 * (hosted Firebase or server/): reads, writes and deletes at a path with the session's token as
 * `?auth=`. What the records mean, and how the dashboard pages, searches, counts and follows them
 * live, is the dashboard's (src/features/dashboard/api); a form's public write is the forms'
 * (src/features/forms/api).
 */
import { freshToken, markSessionExpired, renewRefusedToken, requireToken } from './auth';
import { DataError } from './dataError';
import { databaseUrl, send } from './http';

type Request = Parameters<typeof send>[0];

/**
 * A staff call with the session's token as `?auth=`. A token the server refuses as expired is
 * renewed once and the call made again (the device may have counted it good on a clock that was
 * set meanwhile); refused again, or not renewable, the session ends.
 */
async function staffSend<T>(request: (auth: string) => Request, retried = false): Promise<T> {
  const token = retried ? requireToken() : await freshToken();
  try {
    return await send<T>(request(token));
  } catch (error) {
    if (!(error instanceof DataError) || error.kind !== 'session-expired') throw error;
    if (!retried && (await renewRefusedToken(token))) return staffSend(request, true);
    markSessionExpired();
    throw error;
  }
}

/** Deletes one record. */
export async function deleteRecord(collection: string, id: string): Promise<void> {
  await staffSend<unknown>((auth) => ({
    method: 'DELETE',
    url: databaseUrl([collection, id], { auth }),
  }));
}

/** Deletes every record of a collection. */
export async function deleteCollection(collection: string): Promise<void> {
  await staffSend<unknown>((auth) => ({
    method: 'DELETE',
    url: databaseUrl([collection], { auth }),
  }));
}

/**
 * One multi-location update (`PATCH` at the root): each key is a path, each value replaces
 * what is there (null deletes). Firebase applies all of them or none.
 */
export async function updateMany(paths: Record<string, unknown>): Promise<void> {
  await staffSend<unknown>((auth) => ({
    method: 'PATCH',
    url: databaseUrl([], { auth }),
    data: paths,
  }));
}

/**
 * What is stored at a path (null when nothing is), for staff. `query` adds Firebase's query
 * parameters (`orderBy`, `startAt`, `limitToLast`, `shallow`…), each as the REST dialect spells it.
 */
export async function readValue(
  path: readonly string[],
  query: Record<string, string> = {},
): Promise<unknown> {
  return staffSend<unknown>((auth) => ({
    method: 'GET',
    url: databaseUrl(path, { ...query, auth }),
  }));
}
