// @vitest-environment node
/**
 * The real entry point in a child process: what it prints, durability of
 * acknowledged writes across kill -9, and a clean stop on SIGTERM.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailCatcher } from '../support/mail.support';
import { startServerProcess, staffGet, until } from './serverProcess.support';
import { STAFF_EMAIL, STAFF_PASSWORD, asStored, validRecords } from './support';

const dir = mkdtempSync(join(tmpdir(), 'site-process-'));
const children = new Set<ChildProcessWithoutNullStreams>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const start = (env: Record<string, string>) => startServerProcess(dir, env, children);

const post = (url: string, body: unknown) =>
  fetch(`${url}/db/contactForm.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const record = validRecords().contactForm;

describe('server/main.ts', () => {
  it('prints the URL, the staff email and, for a new account, its password once', async () => {
    const databaseFile = join(dir, 'first-start', 'site.db');
    const first = await start({ DATABASE_FILE: databaseFile });
    await until(() => first.output().includes('shown only this once'));
    expect(first.output()).toContain('staff sign-in');
    expect(first.output()).toContain('staff@site.local');
    expect(first.output()).toContain('E-mail notices of new leads are off');
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start({ DATABASE_FILE: databaseFile });
    expect(second.output()).toContain('staff@site.local');
    expect(second.output()).not.toContain(password);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('keeps every acknowledged write after kill -9', async () => {
    const env = { DATABASE_FILE: join(dir, 'durable', 'site.db'), STAFF_EMAIL, STAFF_PASSWORD };
    const first = await start(env);
    const acknowledged: string[] = [];
    let killed = false;
    // Ten writers in parallel; kill -9 lands while writes are in flight.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const response = await post(first.url, { ...record, subject: `${w}-${i}` });
          if (response.status === 200)
            acknowledged.push(((await response.json()) as { name: string }).name);
        } catch {
          return; // connection cut by the kill
        }
      }
    };
    const writers = Array.from({ length: 10 }, (_, w) => writer(w));
    await until(() => acknowledged.length >= 30, 15_000);
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(await first.exited).toBeNull();

    const second = await start(env);
    const stored = (await staffGet(second.url, '/contactForm')) as Record<string, unknown>;
    const missing = acknowledged.filter((name) => !(name in stored));
    expect(missing).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('sends the notice and the visitor’s acknowledgement of a lead stored just before kill -9 once restarted', async () => {
    // The mail server is down while the lead arrives, so the notice cannot leave before the kill.
    const catcher = await createMailCatcher();
    const env = {
      DATABASE_FILE: join(dir, 'notice', 'site.db'),
      STAFF_EMAIL,
      STAFF_PASSWORD,
      SMTP_URL: catcher.url,
      NOTIFY_TO: 'staff@example.com',
      NOTIFY_FROM: 'site@example.com',
      SITE_URL: 'http://site.test',
    };
    const first = await start(env);
    const response = await post(first.url, record);
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    await catcher.start();
    const second = await start(env);
    try {
      const mails = await catcher.waitFor(2, 20_000);
      const notice = mails.find((mail) => mail.to.includes('staff@example.com'));
      expect(notice?.messageId).toBe(`<lead-contactForm-${name}@site.test>`);
      expect(notice?.text).toContain(`http://site.test/DC?type=contact&lead=${name}`);
      const ack = mails.find((mail) => mail.to.includes(record.email));
      expect(ack?.messageId).toBe(`<ack-contactForm-${name}@site.test>`);
    } finally {
      second.child.kill('SIGTERM');
      await catcher.stop();
    }
    expect(await second.exited).toBe(0);
    expect(catcher.mails).toHaveLength(2);
  });

  it('on SIGTERM finishes the request in flight, ends live streams and exits 0', async () => {
    const env = { DATABASE_FILE: join(dir, 'graceful', 'site.db'), STAFF_EMAIL, STAFF_PASSWORD };
    const server = await start(env);
    const signIn = await fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
      method: 'POST',
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const stream = await fetch(`${server.url}/db/contactForm.json?auth=${idToken}`, {
      headers: { Accept: 'text/event-stream' },
    });
    const streamDone = stream.text();

    // A slow upload: the request is in flight when the signal arrives.
    const body = JSON.stringify(record);
    const half = Math.floor(body.length / 2);
    let push!: (chunk: string | null) => void;
    const upload = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) =>
          chunk === null ? controller.close() : controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const inFlight = fetch(`${server.url}/db/contactForm.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: upload,
      duplex: 'half',
    } as RequestInit);
    push(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    push(body.slice(half));
    push(null);

    const response = await inFlight;
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    await streamDone; // the stream was ended, not left hanging
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM');

    const again = await start(env);
    expect(await staffGet(again.url, `/contactForm/${name}`)).toEqual(asStored(record));
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
