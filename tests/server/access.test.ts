// @vitest-environment node
/**
 * Access: every method (GET, HEAD, a live-stream GET, PUT, PATCH, POST, DELETE) on every
 * kind of database path (root, collection, record, field, a record not yet created, unknown
 * top-level and nested paths), with the query parameters the dialect knows, from every kind
 * of caller without a valid staff token: none, garbage, expired, signed with another secret,
 * tampered with, `alg: none`, from before a password change, for an account that does not
 * exist. Each is refused with 401 and a JSON error, and the stored data stays as it was.
 *
 * The one thing a caller without a token may do, create a new record in a collection, is
 * left out of the anonymous matrix (the hostile and policy tests cover it); with a bad
 * token even that is refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type Collection } from '../../src/records/collections';
import { signToken, type TokenClaims } from '../../server/auth/tokens';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { startTestServer, validRecords, type TestServer } from './support';

const SECRET = 'access-test-secret-0123456789-abcdefghij';
const records = validRecords() as unknown as Record<Collection, Record<string, string>>;
const nextPushId = createPushIdGenerator();

let server: TestServer;
let staffToken: string;
const existing = {} as Record<Collection, string>;
const fresh = {} as Record<Collection, string>;

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a real staff token (sub, email, version), to forge variants of. */
function claimsOf(token: string): TokenClaims {
  return JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as TokenClaims;
}

type Caller =
  | 'no token'
  | 'garbage token'
  | 'expired token'
  | 'token signed with another secret'
  | 'tampered token'
  | 'alg:none token'
  | 'token from before a password change'
  | 'token of an unknown account';

/** Each caller's tokens (garbage has several; the matrix takes them in turn). */
function tokensFor(caller: Caller): (string | null)[] {
  const claims = claimsOf(staffToken);
  const secret = Buffer.from(SECRET, 'utf8');
  const [header, , signature] = staffToken.split('.') as [string, string, string];
  switch (caller) {
    case 'no token':
      return [null];
    case 'garbage token':
      return [
        'x',
        'null',
        'undefined',
        'true',
        'Bearer abc',
        'a.b.c',
        '...',
        `${header}..`,
        `${header}.${base64url(claims)}.`,
        staffToken.slice(0, -1),
        `${staffToken}x`,
        `${staffToken}.${signature}`,
        staffToken.replaceAll('.', '%2E'),
        'é'.repeat(300),
        'A'.repeat(8000),
      ];
    case 'expired token':
      return [
        signToken(secret, { ...claims, iat: now() - 7200, exp: now() - 3600 }),
        signToken(secret, { ...claims, iat: now() - 3600, exp: now() }),
      ];
    case 'token signed with another secret':
      return [signToken(randomBytes(32), { ...claims, exp: now() + 3600 })];
    case 'tampered token':
      // The payload changed (a later expiry, another account), the signature kept.
      return [
        `${header}.${base64url({ ...claims, exp: now() + 10 * 365 * 86400 })}.${signature}`,
        `${header}.${base64url({ ...claims, email: 'boss@example.com' })}.${signature}`,
      ];
    case 'alg:none token':
      return [
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
        `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url(claims)}.${signature}`,
      ];
    case 'token from before a password change':
      return [signToken(secret, { ...claims, ver: claims.ver - 1, exp: now() + 3600 })];
    case 'token of an unknown account':
      return [signToken(secret, { ...claims, sub: 'no-such-account', exp: now() + 3600 })];
  }
}

const callers: Caller[] = [
  'no token',
  'garbage token',
  'expired token',
  'token signed with another secret',
  'tampered token',
  'alg:none token',
  'token from before a password change',
  'token of an unknown account',
];

/** What the server says to each: anyone is denied; a bad token is refused outright. */
const expectedError: Record<Caller, string[]> = {
  'no token': ['Permission denied'],
  'garbage token': ['Could not parse auth token.'],
  'expired token': ['Auth token is expired'],
  'token signed with another secret': ['Could not parse auth token.'],
  'tampered token': ['Could not parse auth token.'],
  'alg:none token': ['Could not parse auth token.'],
  'token from before a password change': ['Auth token is expired'],
  'token of an unknown account': ['Auth token is expired'],
};

type Kind =
  'root' | 'collection' | 'record' | 'field' | 'new record' | 'unknown' | 'unknown nested';
interface Target {
  kind: Kind;
  path: string;
  /** What a staff member might legitimately write there. */
  body: unknown;
  patch: unknown;
}

const UNDECLARED: readonly Kind[] = ['root', 'unknown', 'unknown nested'];

function targets(): Target[] {
  const list: Target[] = [
    {
      kind: 'root',
      path: '/',
      body: { settings: { open: true } },
      patch: { 'settings/open': true },
    },
    { kind: 'unknown', path: '/settings', body: { theme: 'dark' }, patch: { theme: 'dark' } },
    { kind: 'unknown', path: '/accounts', body: { admin: true }, patch: { admin: true } },
    {
      kind: 'unknown nested',
      path: '/settings/theme/colour',
      body: 'red',
      patch: { shade: 'red' },
    },
  ];
  for (const collection of collections) {
    const record = records[collection];
    const [field = 'email'] = Object.keys(record);
    const id = existing[collection];
    list.push(
      {
        kind: 'collection',
        path: `/${collection}`,
        body: { [id]: record },
        patch: { [id]: record },
      },
      { kind: 'record', path: `/${collection}/${id}`, body: record, patch: { [field]: 'Changed' } },
      { kind: 'field', path: `/${collection}/${id}/${field}`, body: 'Changed', patch: { x: 'y' } },
      {
        kind: 'new record',
        path: `/${collection}/${fresh[collection]}`,
        body: record,
        patch: record,
      },
    );
  }
  return list;
}

type Method = 'GET' | 'HEAD' | 'STREAM' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
const methods: Method[] = ['GET', 'HEAD', 'STREAM', 'PUT', 'PATCH', 'POST', 'DELETE'];

/** Query parameters of the dialect, taken in turn (a cursor keeps the choice deterministic). */
const queries: Record<string, string>[] = [
  {},
  { shallow: 'true' },
  { orderBy: '"$key"', limitToLast: '1' },
  { orderBy: '"email"', equalTo: '"ada@example.com"' },
  { orderBy: '"$value"', startAt: '0', endAt: '"z"' },
  { print: 'pretty' },
  { print: 'silent' },
  { format: 'export' },
  { orderBy: '"$key"', limitToFirst: '1000000000' },
  { callback: 'steal' },
];

/** Anonymous requests that are the public "create a new record" path (allowed by design). */
const isPublicCreate = (target: Target, method: Method) =>
  (target.kind === 'collection' && method === 'POST') ||
  (target.kind === 'new record' && ['PUT', 'PATCH', 'POST'].includes(method));

const snapshot = () => JSON.stringify(server.site.store.get([]));

async function call(
  target: Target,
  method: Method,
  token: string | null,
  query: Record<string, string>,
) {
  const params = new URLSearchParams(query);
  if (token !== null) params.set('auth', token);
  const url = `${server.db}${target.path}.json?${params.toString()}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (method === 'STREAM') headers.Accept = 'text/event-stream';
  const realMethod = method === 'STREAM' ? 'GET' : method;
  const body =
    method === 'PUT' || method === 'POST'
      ? JSON.stringify(target.body)
      : method === 'PATCH'
        ? JSON.stringify(target.patch)
        : undefined;
  return fetch(url, { method: realMethod, headers, ...(body !== undefined && { body }) });
}

beforeAll(async () => {
  server = await startTestServer({ authSecret: SECRET });
  staffToken = await server.staffToken();
  for (const collection of collections) {
    const response = await server.request('POST', `/${collection}`, records[collection]);
    existing[collection] = ((await response.json()) as { name: string }).name;
    fresh[collection] = nextPushId();
  }
  await server.request('PUT', '/settings', { theme: 'light', open: false }, { auth: staffToken });
});
afterAll(() => server.close());

describe('without a valid staff token, nothing is read, changed or deleted', () => {
  let cursor = 0;
  for (const caller of callers) {
    it(`${caller}: every method on every path is refused with 401 and the data is unchanged`, async () => {
      const before = snapshot();
      const tokens = tokensFor(caller);
      let sent = 0;
      for (const target of targets()) {
        for (const method of methods) {
          if (caller === 'no token' && isPublicCreate(target, method)) continue;
          const token = tokens[cursor % tokens.length] ?? null;
          const query = queries[cursor % queries.length] ?? {};
          cursor += 1;
          const response = await call(target, method, token, query);
          const label = `${caller} ${method} ${target.path}.json?${new URLSearchParams(query).toString()}`;
          if ((response.headers.get('content-type') ?? '').includes('event-stream')) {
            await response.body?.cancel();
            expect.fail(`${label}: a live stream was opened`);
          }
          const text = await response.text();
          expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(401);
          if (method !== 'HEAD') {
            expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
            expect(expectedError[caller], label).toContain(
              (JSON.parse(text) as { error: string }).error,
            );
          }
          expect(snapshot(), `${label} changed the data`).toBe(before);
          sent += 1;
        }
      }
      // 28 paths × 7 methods, less the public creates for a caller without a token.
      expect(sent).toBe(caller === 'no token' ? 28 * 7 - 6 * 4 : 28 * 7);
    });
  }
});

describe('the same requests with the real staff token', () => {
  it('are answered (so the refusals above are about the token, not the request)', async () => {
    for (const target of targets()) {
      // The root and paths the access declaration does not name are nobody's, staff's neither.
      const declared = !UNDECLARED.includes(target.kind);
      for (const query of queries) {
        if (query.shallow && Object.keys(query).length > 1) continue;
        const response = await call(target, 'GET', staffToken, query);
        expect(response.status, `GET ${target.path} ${JSON.stringify(query)}`).toBe(
          !declared ? 401 : query.print === 'silent' ? 204 : 200,
        );
        await response.body?.cancel();
      }
      const stream = await call(target, 'STREAM', staffToken, {});
      expect(stream.status, `stream ${target.path}`).toBe(declared ? 200 : 401);
      if (declared) expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.body?.cancel();
    }
    const before = snapshot();
    const [collection] = collections;
    const write = await server.request(
      'PATCH',
      `/${collection}/${existing[collection]}`,
      { status: 'contacted' },
      { auth: staffToken },
    );
    expect(write.status).toBe(200);
    expect(snapshot()).not.toBe(before);
  });
});
