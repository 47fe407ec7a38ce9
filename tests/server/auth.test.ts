// @vitest-environment node
/** Staff sign-in shaped like Firebase Auth, tokens, accounts and the signing secret. */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { AccountStore, ensureStaffAccount, DEFAULT_STAFF_EMAIL } from '../../server/auth/accounts';
import { PASSWORD_COST } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/sqlite';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  // Production's hash cost: these tests are about passwords (and one checks that cost).
  server = await startTestServer({ passwordCost: PASSWORD_COST });
});
afterAll(() => server.close());

const signIn = (url: string, body: unknown) =>
  fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /auth/v1/accounts:signInWithPassword', () => {
  it('answers {idToken, email, expiresIn, localId} for the right password', async () => {
    const response = await signIn(server.url, {
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
      returnSecureToken: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: STAFF_EMAIL, expiresIn: '3600', registered: true });
    expect(body.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(typeof body.localId).toBe('string');
  });

  it('accepts the email in any letter case', async () => {
    const response = await signIn(server.url, {
      email: STAFF_EMAIL.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it('answers 400 INVALID_LOGIN_CREDENTIALS for a wrong password or unknown email', async () => {
    for (const body of [
      { email: STAFF_EMAIL, password: 'wrong password' },
      { email: 'nobody@example.com', password: STAFF_PASSWORD },
    ]) {
      const response = await signIn(server.url, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' },
      });
    }
  });

  it('answers INVALID_EMAIL and MISSING_PASSWORD for missing fields', async () => {
    expect(await (await signIn(server.url, { password: 'x' })).json()).toMatchObject({
      error: { message: 'INVALID_EMAIL' },
    });
    expect(await (await signIn(server.url, { email: STAFF_EMAIL })).json()).toMatchObject({
      error: { message: 'MISSING_PASSWORD' },
    });
  });
});

describe('tokens', () => {
  it('expire: the database then answers 401 "Auth token is expired"', async () => {
    // The server's clock, moved by the test.
    let now = Date.now();
    const short = await startTestServer({ tokenTtlSeconds: 1, authClock: () => now });
    try {
      const token = await short.staffToken();
      expect((await short.request('GET', '/contactForm', undefined, { auth: token })).status).toBe(
        200,
      );
      now += 1100;
      const response = await short.request('GET', '/contactForm', undefined, { auth: token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Auth token is expired' });
    } finally {
      await short.close();
    }
  });

  it('end when the password changes', async () => {
    const token = await server.staffToken();
    await server.site.accounts.setPassword(STAFF_EMAIL, 'another long password');
    try {
      const response = await server.request('GET', '/contactForm', undefined, { auth: token });
      expect(response.status).toBe(401);
    } finally {
      await server.site.accounts.setPassword(STAFF_EMAIL, STAFF_PASSWORD);
    }
  });
});

describe('accounts and secrets', () => {
  it('stores passwords as scrypt hashes', () => {
    const db = openDatabase(join(server.dir, 'site.db'));
    try {
      const row = db.prepare('SELECT password_hash FROM accounts').get() as {
        password_hash: string;
      };
      expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(row.password_hash).not.toContain(STAFF_PASSWORD);
    } finally {
      db.close();
    }
  });

  it('keeps a generated signing secret beside the database, readable by its owner only', () => {
    const file = join(server.dir, 'site.db.secret');
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses AUTH_SECRET instead when given, so tokens survive a new secret file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-secret-'));
    const options = {
      databaseFile: join(dir, 'a.db'),
      logger: false as const,
      authSecret: 'x'.repeat(40),
      staff: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    };
    const first = await createServer(options);
    const token = (await first.auth.signIn(STAFF_EMAIL, STAFF_PASSWORD))!.idToken;
    await first.close();
    const second = await createServer(options);
    expect(second.auth.identify(token).who.kind).toBe('staff');
    await second.close();
    await expect(createServer({ ...options, authSecret: 'short' })).rejects.toThrow(/AUTH_SECRET/);
  });

  it('creates a first account with a random password once, and applies STAFF_EMAIL/STAFF_PASSWORD', async () => {
    const db = openDatabase(':memory:');
    const accounts = new AccountStore(db);
    const first = await ensureStaffAccount(accounts, {});
    expect(first).toMatchObject({ email: DEFAULT_STAFF_EMAIL, created: true });
    expect(first?.generatedPassword).toMatch(/^[\w-]{20}$/);
    expect(await accounts.passwordMatches(DEFAULT_STAFF_EMAIL, first!.generatedPassword!)).toBe(
      true,
    );
    const again = await ensureStaffAccount(accounts, {});
    expect(again).toEqual({ email: DEFAULT_STAFF_EMAIL, created: false, passwordUpdated: false });

    const named = await ensureStaffAccount(accounts, {
      email: 'Boss@Example.com',
      password: 'first password',
    });
    expect(named).toMatchObject({ email: 'boss@example.com', created: true });
    expect(named?.generatedPassword).toBeUndefined();
    const updated = await ensureStaffAccount(accounts, {
      email: 'boss@example.com',
      password: 'second password',
    });
    expect(updated).toMatchObject({ passwordUpdated: true });
    expect(await accounts.passwordMatches('boss@example.com', 'second password')).toBe(true);
    await expect(
      ensureStaffAccount(accounts, { email: 'boss@example.com', password: 'short' }),
    ).rejects.toThrow();
    db.close();
  });
});
