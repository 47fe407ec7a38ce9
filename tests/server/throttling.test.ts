// @vitest-environment node
/**
 * Issue 21, point 3: throttling that an attacker cannot spread over many addresses nor turn
 * against staff. Each test failed on the code before the fix (decision 0007).
 */
import { describe, expect, it } from 'vitest';
import { SignInDelays } from '../../server/auth/signInDelay';
import { STAFF_PASSWORD, startTestServer, validRecords } from './support';
import { countOf, signInFrom } from './abuse.support';

const records = validRecords();

describe('3. staff actions do not share the visitors’ write bucket', () => {
  it('lets staff delete while the address is over the visitors’ limit', async () => {
    const server = await startTestServer({ writeLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const auth = await server.staffToken();
      const ids: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await server.request('POST', '/contactForm', records.contactForm);
        ids.push(((await response.json()) as { name: string }).name);
      }
      expect((await server.request('POST', '/contactForm', records.contactForm)).status).toBe(429);
      const deleted = await server.request('DELETE', `/contactForm/${ids[0]}`, undefined, { auth });
      expect(deleted.status).toBe(200);
      expect(countOf(server.site.store.get(['contactForm']))).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('3. sign-in failures are limited per account, with a growing delay', () => {
  it('makes guesses from many addresses wait, then lets the right password in', async () => {
    const server = await startTestServer({
      trustProxy: 1,
      signInDelay: { freeFailures: 2, baseMs: 1500, maxMs: 10_000, forgetMs: 60_000 },
    });
    try {
      // Two wrong passwords, each from another address (the per-address limit never sees them).
      expect((await signInFrom(server.url, 'wrong one', '203.0.113.1')).status).toBe(400);
      expect((await signInFrom(server.url, 'wrong two', '203.0.113.2')).status).toBe(400);
      // The account waits now, whoever asks and whatever the password.
      const waiting = await signInFrom(server.url, STAFF_PASSWORD, '203.0.113.3');
      expect(waiting.status).toBe(429);
      expect(((await waiting.json()) as { error: { message: string } }).error.message).toBe(
        'TOO_MANY_ATTEMPTS_TRY_LATER',
      );
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Not a lockout: once the delay is over the right password signs in.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await signInFrom(server.url, STAFF_PASSWORD, '203.0.113.4')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('doubles the delay with each further failure, up to its cap, and forgets it after a success', () => {
    let now = 0;
    const delays = new SignInDelays(
      { freeFailures: 2, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 },
      () => now,
    );
    const email = 'Staff@Example.com';
    expect(delays.begin(email)).toBe(0);
    delays.failed(email);
    delays.failed(email);
    expect(delays.begin('staff@example.com')).toBe(1000);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      now += delays.begin(email);
      expect(delays.begin(email)).toBe(0);
      delays.failed(email);
      waits.push(delays.begin(email));
    }
    expect(waits).toEqual([2000, 4000, 4000, 4000]);
    now += 4000;
    expect(delays.begin(email)).toBe(0);
    // Attempts meanwhile wait for the next turn: one check per delay.
    expect(delays.begin(email)).toBeGreaterThan(0);
    delays.succeeded(email);
    expect(delays.begin(email)).toBe(0);
  });
});
