// @vitest-environment node
/**
 * /healthz and /readyz (decision 0045) on a real database file: ready on a fresh server; not ready,
 * naming the check, when the database file cannot be written, when a mail has waited in the outbox
 * too long, and when the disk has no room; never more than a status to a stranger.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailCatcher } from '../support/mail.support';
import { startTestServer, validRecords, type TestServer } from './support';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverWith(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  cleanups.push(() => server.close());
  return server;
}

async function ready(server: TestServer) {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown, response };
}

/** `chattr +i`: not even root may write the file (chmod does not stop root, who runs the tests). */
function canMakeImmutable(): boolean {
  try {
    execFileSync('chattr', ['--help'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
  }
  return true;
}

describe('/healthz', () => {
  it('answers 200 with nothing but a status, to anyone', async () => {
    const server = await serverWith();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('is ready when the database writes and reads back, no mail is stuck and the disk has room', async () => {
    const server = await serverWith();
    const { status, body, response } = await ready(server);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.runIf(canMakeImmutable())(
    'is not ready while the database files cannot be written',
    async () => {
      let now = Date.now();
      const server = await serverWith({ readyClock: () => now });
      // The database and its write-ahead log; not the shared-memory index, which SQLite maps into
      // memory (a mapped page of an immutable file would kill the process, not fail a write).
      const files = readdirSync(server.dir)
        .filter((name) => name === 'site.db' || name === 'site.db-wal')
        .map((name) => join(server.dir, name));
      execFileSync('chattr', ['+i', ...files]);
      cleanups.push(() => {
        execFileSync('chattr', ['-i', ...files]);
      });
      expect(await ready(server)).toMatchObject({
        status: 503,
        body: { status: 'not ready', failing: ['database'] },
      });

      execFileSync('chattr', ['-i', ...files]);
      now += 1000;
      expect(await ready(server)).toMatchObject({ status: 200 });
    },
  );

  it('is not ready while a mail has waited longer than the limit', async () => {
    const catcher = await createMailCatcher(); // not listening: every send fails
    let now = Date.now();
    const server = await serverWith({
      notify: {
        smtpUrl: catcher.url,
        to: ['staff@example.com'],
        from: 'site@example.com',
        dashboardUrl: 'http://site.test',
      },
      readiness: { outboxMaxAgeMs: 15 * 60_000, minFreeBytes: 0 },
      readyClock: () => now,
    });
    expect((await server.request('POST', '/contactForm', validRecords().contactForm)).status).toBe(
      200,
    );
    expect((await ready(server)).status).toBe(200);
    now += 15 * 60_000 + 1000;
    expect(await ready(server)).toMatchObject({
      status: 503,
      body: { status: 'not ready', failing: ['outbox'] },
    });
  });

  it('is not ready when the disk has less room than the limit, and reuses an answer for a second', async () => {
    let free = 10 * 2 ** 20;
    let now = Date.now();
    const server = await serverWith({
      diskSpace: () => ({ usedShare: 0.5, freeBytes: free }),
      readiness: { outboxMaxAgeMs: 60_000, minFreeBytes: 100 * 2 ** 20 },
      readyClock: () => now,
    });
    expect(await ready(server)).toMatchObject({
      status: 503,
      body: { status: 'not ready', failing: ['disk'] },
    });
    free = 200 * 2 ** 20;
    expect((await ready(server)).status).toBe(503); // the same second: the same answer
    now += 1000;
    expect((await ready(server)).status).toBe(200);
  });
});
