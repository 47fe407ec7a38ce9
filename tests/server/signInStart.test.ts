// @vitest-environment node
/**
 * Issue 33, point 5: the first sign-in with an unknown e-mail after each start cost two password
 * hashes (the dummy one, made on first use, then the check), so it took about three times as
 * long as the others and told an observer that the server had just started. The dummy hash is
 * now made before the server listens.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_PASSWORD, startTestServer, type TestServer } from './support';

const { scryptCalls } = vi.hoisted(() => ({ scryptCalls: { count: 0 } }));

vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    scrypt: (...args: Parameters<typeof crypto.scrypt>) => {
      scryptCalls.count += 1;
      return crypto.scrypt(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (email: string) =>
  fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD, returnSecureToken: true }),
  });

describe('the timing dummy hash', () => {
  it('is made before the server listens: the first unknown e-mail costs one hash, like the next', async () => {
    for (const email of ['nobody@example.com', 'nobody.else@example.com']) {
      const before = scryptCalls.count;
      expect((await signIn(email)).status).toBe(400);
      expect(scryptCalls.count - before).toBe(1);
    }
  });
});
