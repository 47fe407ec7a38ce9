/**
 * Base MSW handlers: they describe success. Tests override them with server.use() for failures.
 * A POST to a collection is checked with the same record schema the server uses: a body that
 * does not pass gets the server's 400 (`"<field>: <message>"`), so a wrong payload fails the
 * on-screen assertion. A filled honeypot gets a success answer, like the server gives.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { HONEYPOT_FIELD, isCollection } from '../../src/records/collections';
import { env } from '../../src/config/env';
import { asksNewsConsent, NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { RECEIVED_AT, recordSchemas, SERVER_TIMESTAMP } from '../../src/records/schemas';

/** Every record the base handler accepted in this test run, newest last (tests clear it). */
export const acceptedRecords: { collection: string; record: unknown }[] = [];
/** Every POST body the base handler received, accepted or not. */
export const receivedBodies: { collection: string; body: unknown }[] = [];
/**
 * Every refresh token the sign-out call revoked. A base handler, so the sign-out that ends
 * each dashboard test finds it even while the test's own handlers are being reset.
 */
export const revokedRefreshTokens: string[] = [];

let counter = 0;
const pushId = () => `-Ntest${String(++counter).padStart(15, '0')}`;

export const databaseOrigin = new URL(env.VITE_DATABASE_URL, 'http://localhost').pathname.replace(
  /\/+$/,
  '',
);

export const handlers: RequestHandler[] = [
  // The notice state of server/; answered like hosted Firebase (no such endpoint) unless a test says.
  http.get('*/notify/v1/status', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
  http.post('*/auth/v1/signOut', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { refreshToken?: unknown };
    if (typeof body.refreshToken === 'string') revokedRefreshTokens.push(body.refreshToken);
    return HttpResponse.json({});
  }),
  http.post(`*${databaseOrigin}/:collection.json`, async ({ request, params }) => {
    const collection = String(params.collection);
    const body: unknown = await request.json().catch(() => undefined);
    receivedBodies.push({ collection, body });
    if (!isCollection(collection)) {
      return HttpResponse.json({ error: 'Permission denied' }, { status: 401 });
    }
    if (typeof body === 'object' && body !== null && HONEYPOT_FIELD in body) {
      const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      if (typeof trap === 'string' && trap.trim() !== '') {
        return HttpResponse.json({ name: pushId() });
      }
    }
    // The receive time is not a form field: only the server value may be sent.
    // So is the time of a yes to news (on the forms that ask).
    const {
      [RECEIVED_AT]: receivedAt,
      [NEWS_CONSENT_AT]: newsConsentAt,
      ...rest
    } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const fields = typeof body === 'object' && body !== null ? rest : body;
    const notServerTime = (value: unknown) =>
      value !== undefined && JSON.stringify(value) !== JSON.stringify(SERVER_TIMESTAMP);
    if (
      notServerTime(receivedAt) ||
      notServerTime(newsConsentAt) ||
      (newsConsentAt !== undefined && (!asksNewsConsent(collection) || rest[NEWS_CONSENT] !== true))
    ) {
      return HttpResponse.json({ error: 'Permission denied' }, { status: 401 });
    }
    const parsed = recordSchemas[collection].safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'record';
      return HttpResponse.json({ error: `${field}: ${issue?.message}` }, { status: 400 });
    }
    // The database resolves the server value to its own clock.
    const now = Date.now();
    const record = {
      ...parsed.data,
      ...(newsConsentAt === undefined ? {} : { [NEWS_CONSENT_AT]: now }),
      ...(receivedAt === undefined ? {} : { [RECEIVED_AT]: now }),
    };
    acceptedRecords.push({ collection, record });
    return HttpResponse.json({ name: pushId() });
  }),
];

export function clearRecorded() {
  acceptedRecords.length = 0;
  receivedBodies.length = 0;
  revokedRefreshTokens.length = 0;
}
