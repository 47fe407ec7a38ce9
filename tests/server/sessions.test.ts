// @vitest-environment node
/**
 * Staff sessions: Firebase's secure-token exchange, sign-out, and a password change or removal
 * made by another process (the staff CLI) ending the account's sessions, open streams included.
 */
import { ensureStaffEntries } from '../../server/auth/staffEntries';
import { TreeStore } from '../../server/db/store';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountStore } from '../../server/auth/accounts';
import { openDatabase } from '../../server/db/sqlite';
import {
  CHEAP_PASSWORD_COST,
  eventReader,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  useTestServer,
  type TestServer,
} from './support';

interface SignedIn {
  idToken: string;
  refreshToken: string;
  localId: string;
}

const signIn = async (server: TestServer, email = STAFF_EMAIL, password = STAFF_PASSWORD) => {
  const response = await fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SignedIn;
};

/** Firebase's call: form-encoded `grant_type=refresh_token&refresh_token=…`. */
const exchange = (server: TestServer, refreshToken: string, grantType = 'refresh_token') =>
  fetch(`${server.url}/auth/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: grantType, refresh_token: refreshToken }).toString(),
  });

const signOut = (server: TestServer, refreshToken: string) =>
  fetch(`${server.url}/auth/v1/signOut`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });

const openStream = async (server: TestServer, idToken: string) => {
  const response = await fetch(`${server.db}/contactForm.json?auth=${idToken}`, {
    headers: { Accept: 'text/event-stream' },
  });
  expect(response.status).toBe(200);
  const events = eventReader(response);
  expect((await events.next()).event).toBe('put');
  return events;
};

/** The staff CLI's view: the same database file, its own connection. */
async function fromAnotherProcess<T>(
  server: TestServer,
  change: (accounts: AccountStore, db: ReturnType<typeof openDatabase>) => T | Promise<T>,
): Promise<T> {
  const db = openDatabase(join(server.dir, 'site.db'));
  try {
    // The test servers' cheap hash: these tests time how soon sessions end, not the hash.
    return await change(new AccountStore(db, CHEAP_PASSWORD_COST), db);
  } finally {
    db.close();
  }
}

describe('the secure-token exchange (POST /auth/v1/token)', () => {
  const server = useTestServer();

  it('answers a new ID token and the same refresh token, as Firebase does', async () => {
    const session = await signIn(server);
    expect(session.refreshToken).toMatch(/^[\w-]{40,}$/);
    const response = await exchange(server, session.refreshToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: '3600',
      refresh_token: session.refreshToken,
      user_id: session.localId,
    });
    expect(body.id_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.access_token).toBe(body.id_token);
    const read = await server.request('GET', '/contactForm', undefined, { auth: body.id_token! });
    expect(read.status).toBe(200);
  });

  it('keeps refresh tokens only as hashes', async () => {
    const session = await signIn(server);
    const stored = await fromAnotherProcess(server, (_, db) =>
      JSON.stringify(db.prepare('SELECT * FROM refresh_tokens').all()),
    );
    expect(stored).toContain('token_hash');
    expect(stored).not.toContain(session.refreshToken);
  });

  it("refuses an unknown token, a missing one and another grant type with Firebase's codes", async () => {
    const cases: [Response, string][] = [
      [await exchange(server, 'not-a-refresh-token'), 'INVALID_REFRESH_TOKEN'],
      [await exchange(server, ''), 'MISSING_REFRESH_TOKEN'],
      [await exchange(server, 'x', 'password'), 'INVALID_GRANT_TYPE'],
    ];
    for (const [response, code] of cases) {
      expect(response.status, code).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400, message: code } });
    }
  });

  it('sign-out ends that session only: its refresh token is refused, others still work', async () => {
    const ending = await signIn(server);
    const other = await signIn(server);
    const response = await signOut(server, ending.refreshToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const refused = await exchange(server, ending.refreshToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { message: 'INVALID_REFRESH_TOKEN' } });
    expect((await exchange(server, other.refreshToken)).status).toBe(200);
  });
});

describe('a password change or removal from another process', () => {
  const server = useTestServer({ accountCheckMs: 250, keepAliveMs: 60_000 });

  it('closes the open streams of that account within seconds and refuses its refresh token', async () => {
    const session = await signIn(server);
    const events = await openStream(server, session.idToken);
    const started = Date.now();
    await fromAnotherProcess(server, (accounts) =>
      accounts.setPassword(STAFF_EMAIL, 'a brand new password'),
    );
    expect(await events.next(3000)).toEqual({
      event: 'auth_revoked',
      data: 'credential is no longer valid',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(events.next(1000)).rejects.toThrow('Stream ended');
    expect((await exchange(server, session.refreshToken)).status).toBe(400);
    // Signing in with the new password works again.
    const again = await signIn(server, STAFF_EMAIL, 'a brand new password');
    expect((await exchange(server, again.refreshToken)).status).toBe(200);
  });

  it("leaves other accounts' streams open", async () => {
    // As the staff CLI adds one: the account and its staff entry.
    await fromAnotherProcess(server, async (accounts, db) => {
      await accounts.create('second@example.com', 'second password');
      ensureStaffEntries(new TreeStore(db), accounts);
    });
    const second = await signIn(server, 'second@example.com', 'second password');
    const events = await openStream(server, second.idToken);
    await fromAnotherProcess(server, (accounts) =>
      accounts.setPassword(STAFF_EMAIL, 'yet another password'),
    );
    await expect(events.next(1500)).rejects.toThrow('No event in time');
    await events.cancel();
  });

  it('removing the account ends its streams and its refresh tokens', async () => {
    const session = await signIn(server, 'second@example.com', 'second password');
    const events = await openStream(server, session.idToken);
    await fromAnotherProcess(server, (accounts) => accounts.remove('second@example.com'));
    expect((await events.next(3000)).event).toBe('auth_revoked');
    const refused = await exchange(server, session.refreshToken);
    expect(refused.status).toBe(400);
  });
});
