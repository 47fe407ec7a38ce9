/**
 * Base MSW handlers: they describe success. Tests override them with server.use() for failures.
 * A form's PUT at a key it made is checked by server/'s own policy (server/db/policy.ts, the one
 * access declaration) against the records accepted so far: a body that does not pass gets the
 * server's 400 (`"<field>: <message>"`), a second write at a key gets its 401, and anyone may
 * read a record's receive time. A filled honeypot gets a success answer, like the server gives.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { HONEYPOT_FIELD, isCollection } from '../../src/records/collections';
import { env } from '../../src/config/env';
import { RECEIVED_AT } from '../../src/records/schemas';
import { ANYONE, authorizeWrite, canRead } from '../../server/db/policy';
import { getIn, normalizeValue, ProtocolError, type Json } from '../../server/db/protocol';

/** Every record the base handler accepted in this test run, newest last (tests clear it). */
export const acceptedRecords: { collection: string; id: string; record: unknown }[] = [];
/** Every body the base handler received, accepted or not. */
export const receivedBodies: { collection: string; body: unknown }[] = [];
/**
 * Every refresh token the sign-out call revoked. A base handler, so the sign-out that ends
 * each dashboard test finds it even while the test's own handlers are being reset.
 */
export const revokedRefreshTokens: string[] = [];

export const databaseOrigin = new URL(env.VITE_DATABASE_URL, 'http://localhost').pathname.replace(
  /\/+$/,
  '',
);

/** The accepted records as the database's tree. */
function storedTree(): Json {
  const tree: Record<string, Record<string, Json>> = {};
  for (const { collection, id, record } of acceptedRecords) {
    (tree[collection] ??= {})[id] = record as Json;
  }
  return tree;
}

const filledHoneypot = (body: unknown) => {
  const trap =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[HONEYPOT_FIELD]
      : undefined;
  return typeof trap === 'string' && trap.trim() !== '';
};

/** server/'s answer to a refused write (the dashboard's fake database answers alike). */
export function refusal(error: unknown) {
  if (!(error instanceof ProtocolError)) throw error;
  return HttpResponse.json({ error: error.message }, { status: error.status });
}

/**
 * What the database does with a form's PUT at `{collection}/{id}`: the record stored as server/
 * stores it and answered, or server/'s refusal. Tests whose reply goes astray call it first.
 */
export function storeRecord(collection: string, id: string, body: unknown) {
  receivedBodies.push({ collection, body });
  if (isCollection(collection) && filledHoneypot(body)) return HttpResponse.json(body as Json);
  const tree = storedTree();
  const now = Date.now();
  const path = [collection, id];
  try {
    const operations = authorizeWrite(
      { get: (at) => getIn(tree, at) },
      ANYONE,
      [{ path, value: normalizeValue(body as Json, path.length, now) }],
      now,
    );
    // The last value written at the record's path is what its schema made of it.
    const record = operations.filter((op) => op.path.join('/') === path.join('/')).at(-1)?.value;
    acceptedRecords.push({ collection, id, record });
    return HttpResponse.json(record as Json);
  } catch (error) {
    return refusal(error);
  }
}

export const handlers: RequestHandler[] = [
  // The notice state of server/; answered like hosted Firebase (no such endpoint) unless a test says.
  http.get('*/notify/v1/status', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
  http.post('*/auth/v1/signOut', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { refreshToken?: unknown };
    if (typeof body.refreshToken === 'string') revokedRefreshTokens.push(body.refreshToken);
    return HttpResponse.json({});
  }),
  http.put(`*${databaseOrigin}/:collection/:id.json`, async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return storeRecord(String(params.collection), String(params.id), body);
  }),
  http.get(`*${databaseOrigin}/:collection/:id/${RECEIVED_AT}.json`, ({ params }) => {
    const path = [String(params.collection), String(params.id), RECEIVED_AT];
    if (!canRead(ANYONE, path)) return refusal(new ProtocolError(401, 'Permission denied'));
    return HttpResponse.json(getIn(storedTree(), path) ?? null);
  }),
];

export function clearRecorded() {
  acceptedRecords.length = 0;
  receivedBodies.length = 0;
  revokedRefreshTokens.length = 0;
}
