/** Starts server/ on a free port with a throwaway database, for tests. */
import { ACCESS, type PathAccess } from '../../server/db/access';
import { RECEIVED_AT } from '../../src/records/schemas';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions, type SiteServer } from '../../server/app';
import { ensureStaffEntries } from '../../server/auth/staffEntries';
import type { Json } from '../../server/db/protocol';
import { sentLeads, sessionDateAhead, storedLeads } from '../support/leads';

export const STAFF_EMAIL = 'staff@example.com';
export const STAFF_PASSWORD = 'correct horse battery';
/** The test servers' password hashing: scrypt as in production, at a cost 128 times lower. */
export const CHEAP_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestServer {
  url: string;
  db: string;
  site: SiteServer;
  dir: string;
  /** A fresh staff token (signs in over HTTP). */
  staffToken(): Promise<string>;
  /** fetch against the database: `request('POST', '/contactForm', body, {auth})` */
  request(
    method: string,
    path: string,
    body?: unknown,
    params?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const site = await createServer({
    databaseFile: join(dir, 'site.db'),
    staticDir: null,
    logger: false,
    staff: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    writeLimit: { limit: 0, windowMs: 60_000 },
    signInLimit: { limit: 0, windowMs: 60_000 },
    // Speed: tests of durability run server/main.ts itself, with the FULL default.
    synchronous: 'NORMAL',
    // Speed: a hash in a millisecond, not in half a second. Tests of the cost itself, or of what
    // a slow hash lets happen meanwhile, pass `passwordCost: PASSWORD_COST`.
    passwordCost: CHEAP_PASSWORD_COST,
    ...options,
  });
  const running = await site.listen(0, '127.0.0.1');
  const url = running.url.replace('localhost', '127.0.0.1');
  const db = `${url}/db`;
  let token: string | undefined;
  return {
    url,
    db,
    site,
    dir,
    async staffToken() {
      const response = await fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: STAFF_EMAIL,
          password: STAFF_PASSWORD,
          returnSecureToken: true,
        }),
      });
      const body = (await response.json()) as { idToken: string };
      token = body.idToken;
      return token;
    },
    request(method, path, body, params = {}, headers = {}) {
      const search = new URLSearchParams(params).toString();
      return fetch(`${db}${path}.json${search ? `?${search}` : ''}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the database exactly `value`, but for the `staff/` entries of the server's accounts (as
 * server/ gives them at startup): tests that start from a tree of their own stay signed in.
 */
export function resetData(site: SiteServer, value: unknown): void {
  site.store.apply([{ path: [], value: value as Json }]);
  ensureStaffEntries(site.store, site.accounts);
}

/** A server for a file or describe block; `auth` is a staff token when it was asked to sign in. */
export type SuiteServer = TestServer & { readonly auth: string };

/**
 * A server for the tests of this file (or of the describe block that calls this): started before
 * them (and signed in as staff when `signIn`), closed after them, its database emptied before each
 * test when `emptyBeforeEach`. Use it as the server itself once the tests run.
 */
export function useTestServer(
  options: Partial<ServerOptions> = {},
  { emptyBeforeEach = false, signIn = false } = {},
): SuiteServer {
  let running: TestServer | undefined;
  let auth: string | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
    if (signIn) auth = await running.staffToken();
  });
  afterAll(() => running?.close());
  // Staff may not delete the whole database: the store is emptied directly.
  if (emptyBeforeEach) beforeEach(() => running && resetData(running.site, null));
  return new Proxy({} as SuiteServer, {
    get(_, key) {
      if (!running) throw new Error('The test server starts before the tests, not before that');
      if (key !== 'auth') return Reflect.get(running, key) as unknown;
      if (auth === undefined) throw new Error('useTestServer was not asked to sign in');
      return auth;
    },
  });
}

/** A session date about a week from now (book-session refuses past dates and Sundays). */
export const futureDate = sessionDateAhead;

/** One valid record per collection, as the forms send them (the receive time is the database's). */
export const validRecords = sentLeads;

/** The same records as the database keeps them: received at `at` (ms). */
export const keptRecords = storedLeads;

/** What the database keeps of a record sent as `record`, to compare with: stamped on receipt. */
export const asStored = <R extends object>(record: R) => ({
  ...visitorFields(record),
  [RECEIVED_AT]: expect.any(Number) as unknown as number,
});

/** `record` without the children named in `keys`. */
export function without<R extends object, K extends string>(record: R, keys: readonly K[]) {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !(keys as readonly string[]).includes(key)),
  ) as Omit<R, K>;
}

/** A record as sent without its receive time: what its collection's schema checks. */
export const visitorFields = <R extends object>(record: R) => without(record, [RECEIVED_AT]);

/** Reads a text/event-stream response event by event (Node 20 has no EventSource). */
export function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5000): Promise<{ event: string; data: unknown }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
          return { event, data: JSON.parse(data) };
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('No event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('No event in time')), remaining),
          ),
        ]);
        if (chunk.done) throw new Error('Stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** A root staff read and write freely, as the dialect's mechanics are tested on. */
const FREE: PathAccess = { read: 'staff', write: 'staff sets' };
/**
 * For tests of the REST dialect itself (reads, writes, streams at any path): the site's access
 * declaration, with the whole tree readable and a few free roots. Never the site's own.
 */
export const DIALECT_ACCESS: PathAccess = {
  read: 'staff',
  children: { ...ACCESS.children, settings: FREE, misc: FREE, a: FREE, k0: FREE },
};
