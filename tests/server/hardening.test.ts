// @vitest-environment node
/**
 * Issue 21, point 4: the smaller weaknesses. Each test failed on the code before the fix
 * (decision 0007).
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST } from '../../server/auth/passwords';
import { findOverlap } from '../../server/db/protocol';
import { openDatabase } from '../../server/db/sqlite';
import { STAFF_PASSWORD, useTestServer, validRecords } from './support';
import { countOf, manyRecords, signInFrom } from './abuse.support';

const records = validRecords();

describe('4. smaller ones', () => {
  // Production's hash cost: one test here checks it, and the upgrade of an older hash.
  const server = useTestServer({ passwordCost: PASSWORD_COST }, { signIn: true });

  it('answers every /db and /auth request with Cache-Control: no-store, refusals included', async () => {
    const answers = [
      await server.request('GET', '/contactForm', undefined, { auth: server.auth }),
      await server.request('GET', '/contactForm'),
      await server.request('POST', '/contactForm', { fullName: '' }),
      await signInFrom(server.url, 'wrong password'),
      await fetch(`${server.url}/auth/v1/token`, { method: 'POST', body: 'grant_type=nope' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 400, 400, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('closes the connection it announces after a 413', async () => {
    const { hostname, port } = new URL(server.url);
    const body = 'x'.repeat(64 * 1024);
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          method: 'POST',
          path: '/db/contactForm.json',
          headers: { 'Content-Length': String(body.length) },
        },
        (response) => {
          expect(response.statusCode).toBe(413);
          response.resume();
          resolve(response.headers);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(headers.connection).toBe('close');
  });

  it('treats inherited names (constructor, toString) in orderBy as missing children', async () => {
    server.site.store.apply([{ path: ['contactForm'], value: manyRecords(2) }]);
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await server.request('GET', '/contactForm', undefined, {
        auth: server.auth,
        orderBy: JSON.stringify(name),
        equalTo: 'null',
      });
      expect(response.status).toBe(200);
      expect(countOf(await response.json())).toBe(2);
    }
  });

  it('refuses a required field made only of zero-width and control characters', async () => {
    for (const fullName of ['\u200b\u200b', '\u200d\ufeff', ' \u0007 ']) {
      const response = await server.request('POST', '/contactForm', {
        ...records.contactForm,
        fullName,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        'fullName: Full Name is required',
      );
    }
  });

  it('authorises a stranger’s PATCH before looking at its shape', async () => {
    const response = await server.request('PATCH', '/', { settings: 1, 'settings/theme': 2 });
    expect(response.status).toBe(401);
  });

  it('finds overlapping update paths in linear time', () => {
    const paths = Array.from({ length: 50_000 }, (_, index) => ['settings', `key${index}`]);
    const started = performance.now();
    expect(findOverlap(paths)).toBeNull();
    expect(findOverlap([...paths, ['settings']])).toEqual(['settings']);
    expect(
      findOverlap([
        ['a', 'b'],
        ['a', 'b'],
      ]),
    ).toEqual(['a', 'b']);
    // Pairwise, 50,000 paths are 2.5 billion comparisons: minutes, not this.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('hashes new passwords at scrypt N=2^17, and upgrades an older hash at the next sign-in', async () => {
    const db = openDatabase(join(server.dir, 'site.db'));
    try {
      const hashOf = () =>
        (db.prepare('SELECT password_hash FROM accounts').get() as { password_hash: string })
          .password_hash;
      expect(hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
      const older = await hashPassword(STAFF_PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
      db.prepare('UPDATE accounts SET password_hash = ?').run(older);
      expect((await signInFrom(server.url, STAFF_PASSWORD)).status).toBe(200);
      expect(hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await signInFrom(server.url, STAFF_PASSWORD)).status).toBe(200);
    } finally {
      db.close();
    }
  });
});
