// @vitest-environment node
/** The Firebase REST dialect over HTTP: reads, writes, queries, errors, limits, CORS. */
import { ADMIN } from '../../src/records/staff';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSchemas } from '../../src/records/schemas';
import { collections } from '../../src/records/collections';
import {
  asStored,
  DIALECT_ACCESS,
  startTestServer,
  validRecords,
  visitorFields,
  type TestServer,
} from './support';

let server: TestServer;
let auth: string;
const records = validRecords();

beforeAll(async () => {
  server = await startTestServer({
    bodyLimitBytes: 8 * 1024,
    access: DIALECT_ACCESS,
    staffRole: () => ADMIN,
  });
  auth = await server.staffToken();
});
afterAll(() => server.close());
// Staff may not delete the whole database: the store is emptied directly.
beforeEach(() => {
  server.site.store.apply([{ path: [], value: null }]);
});

const json = async (response: Response) => (await response.json()) as unknown;

describe('fixtures', () => {
  it('uses records that pass their schemas', () => {
    for (const collection of collections) {
      const parsed = recordSchemas[collection].safeParse(visitorFields(records[collection]));
      expect(parsed.success, collection).toBe(true);
    }
  });
});

describe('reads', () => {
  it('answers null where nothing is stored', async () => {
    const response = await server.request('GET', '/contactForm', undefined, { auth });
    expect(response.status).toBe(200);
    expect(await json(response)).toBeNull();
  });

  it('answers the JSON at any depth, and shallow=true with {key: true}', async () => {
    const { name } = (await json(
      await server.request('POST', '/contactForm', records.contactForm),
    )) as {
      name: string;
    };
    expect(
      await json(await server.request('GET', `/contactForm/${name}`, undefined, { auth })),
    ).toEqual(asStored(records.contactForm));
    expect(
      await json(await server.request('GET', `/contactForm/${name}/email`, undefined, { auth })),
    ).toBe('ada@example.com');
    expect(await json(await server.request('GET', '/', undefined, { auth }))).toEqual({
      contactForm: { [name]: asStored(records.contactForm) },
    });
    expect(
      await json(await server.request('GET', '/contactForm', undefined, { auth, shallow: 'true' })),
    ).toEqual({
      [name]: true,
    });
    expect(
      await json(await server.request('GET', '/', undefined, { auth, shallow: 'true' })),
    ).toEqual({
      contactForm: true,
    });
    expect(
      await json(
        await server.request('GET', `/contactForm/${name}/email`, undefined, {
          auth,
          shallow: 'true',
        }),
      ),
    ).toBe('ada@example.com');
  });

  it('refuses shallow mixed with a query', async () => {
    const response = await server.request('GET', '/contactForm', undefined, {
      auth,
      shallow: 'true',
      orderBy: '"$key"',
    });
    expect(response.status).toBe(400);
  });

  it('compresses large answers when the client accepts gzip', async () => {
    const batch: Record<string, unknown> = {};
    for (let i = 0; i < 30; i += 1) batch[`-N${String(i).padStart(18, '0')}`] = records.contactForm;
    await server.request('PATCH', '/contactForm', batch, { auth });
    const response = await server.request(
      'GET',
      '/contactForm',
      undefined,
      { auth },
      { 'Accept-Encoding': 'gzip' },
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Object.keys((await json(response)) as object)).toHaveLength(30);
  });
});

describe('writes', () => {
  it('POST stores a record under a new push ID and answers {"name": id}', async () => {
    const response = await server.request('POST', '/contactForm', records.contactForm);
    expect(response.status).toBe(200);
    const { name } = (await json(response)) as { name: string };
    expect(name).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(
      await json(await server.request('GET', `/contactForm/${name}`, undefined, { auth })),
    ).toEqual(asStored(records.contactForm));
  });

  it('stores what the schema parsed (trimmed text)', async () => {
    const { name } = (await json(
      await server.request('POST', '/contactForm', {
        ...records.contactForm,
        fullName: '  Ada Obi  ',
      }),
    )) as { name: string };
    expect(
      await json(await server.request('GET', `/contactForm/${name}/fullName`, undefined, { auth })),
    ).toBe('Ada Obi');
  });

  it('PUT replaces, PATCH merges children, DELETE removes and answers null', async () => {
    const path = '/settings/site';
    let response = await server.request('PUT', path, { a: 1, b: { c: true } }, { auth });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ a: 1, b: { c: true } });

    response = await server.request('PATCH', path, { b: { d: 'x' }, e: 2 }, { auth });
    expect(response.status).toBe(200);
    expect(await json(await server.request('GET', path, undefined, { auth }))).toEqual({
      a: 1,
      b: { d: 'x' },
      e: 2,
    });

    response = await server.request('PATCH', path, { 'b/f': 3, a: null }, { auth });
    expect(response.status).toBe(200);
    expect(await json(await server.request('GET', path, undefined, { auth }))).toEqual({
      b: { d: 'x', f: 3 },
      e: 2,
    });

    response = await server.request('PUT', path, { z: 'only' }, { auth });
    expect(await json(await server.request('GET', path, undefined, { auth }))).toEqual({
      z: 'only',
    });

    response = await server.request('DELETE', path, undefined, { auth });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
    expect(await json(await server.request('GET', '/settings', undefined, { auth }))).toBeNull();
  });

  it('PUT of a scalar above records replaces them, and records can replace it again', async () => {
    // Outside the six collections (staff may not replace a collection, nor the root).
    await server.request('PUT', '/misc/-N0000000000000000002', records.contactForm, { auth });
    await server.request('PUT', '/misc', 5, { auth });
    expect(await json(await server.request('GET', '/', undefined, { auth }))).toEqual({
      misc: 5,
    });
    await server.request('PUT', '/misc/-N0000000000000000001', records.contactForm, {
      auth,
    });
    expect(await json(await server.request('GET', '/misc', undefined, { auth }))).toEqual({
      '-N0000000000000000001': asStored(records.contactForm),
    });
    server.site.store.apply([{ path: [], value: 'x' }]);
    expect(await json(await server.request('GET', '/', undefined, { auth }))).toBe('x');
    await server.request('PUT', '/a/b/c/d', 1, { auth });
    expect(await json(await server.request('GET', '/', undefined, { auth }))).toEqual({
      a: { b: { c: { d: 1 } } },
    });
  });

  it('drops nulls and empty objects, and renders index-keyed objects as arrays', async () => {
    await server.request(
      'PUT',
      '/misc',
      { list: ['a', 'b', null, 'd'], empty: {}, gone: null, keep: 0 },
      { auth },
    );
    expect(await json(await server.request('GET', '/misc', undefined, { auth }))).toEqual({
      list: ['a', 'b', null, 'd'],
      keep: 0,
    });
    expect(
      await json(await server.request('GET', '/misc/list', undefined, { auth, shallow: 'true' })),
    ).toEqual([true, true, null, true]);
  });

  it('supports {".sv": "timestamp"}', async () => {
    const before = Date.now();
    await server.request('PUT', '/misc/at', { '.sv': 'timestamp' }, { auth });
    const at = (await json(await server.request('GET', '/misc/at', undefined, { auth }))) as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('print=silent answers 204 with no body', async () => {
    const post = await server.request('POST', '/contactForm', records.contactForm, {
      print: 'silent',
    });
    expect(post.status).toBe(204);
    expect(await post.text()).toBe('');
    const get = await server.request('GET', '/contactForm', undefined, { auth, print: 'silent' });
    expect(get.status).toBe(204);
    const del = await server.request('DELETE', '/contactForm', undefined, {
      auth,
      print: 'silent',
    });
    expect(del.status).toBe(204);
  });

  it('print=pretty indents the answer', async () => {
    await server.request('PUT', '/misc', { a: 1 }, { auth });
    expect(
      await (await server.request('GET', '/misc', undefined, { auth, print: 'pretty' })).text(),
    ).toBe('{\n  "a": 1\n}');
  });

  it('never loses one of many concurrent writes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.request('POST', '/contactForm', { ...records.contactForm, subject: `#${i}` }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const names = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { name: string }).name),
    );
    expect(new Set(names).size).toBe(200);
    const stored = (await json(
      await server.request('GET', '/contactForm', undefined, { auth }),
    )) as Record<string, { subject: string }>;
    expect(Object.keys(stored)).toHaveLength(200);
    expect(new Set(Object.values(stored).map((record) => record.subject)).size).toBe(200);
  });
});

describe('queries (orderBy="$key")', () => {
  const keys = ['-N001', '-N002', '-N003', '-N004', '-N005'].map((key) => key.padEnd(20, 'a'));
  beforeEach(async () => {
    const batch = Object.fromEntries(
      keys.map((key, i) => [key, { ...records.contactForm, subject: `s${i}` }]),
    );
    await server.request('PATCH', '/contactForm', batch, { auth });
  });
  const query = async (params: Record<string, string>) =>
    Object.keys(
      ((await json(
        await server.request('GET', '/contactForm', undefined, {
          auth,
          orderBy: '"$key"',
          ...params,
        }),
      )) ?? {}) as object,
    );

  it('limitToFirst and limitToLast', async () => {
    expect(await query({ limitToFirst: '2' })).toEqual(keys.slice(0, 2));
    expect(await query({ limitToLast: '2' })).toEqual(keys.slice(3));
    expect(await query({ limitToLast: '50' })).toEqual(keys);
    expect(await query({ limitToFirst: '100000000000000000000' })).toEqual(keys);
  });

  it('startAt, endAt (inclusive) and equalTo, with JSON-quoted values', async () => {
    expect(await query({ startAt: JSON.stringify(keys[3]) })).toEqual(keys.slice(3));
    expect(await query({ endAt: JSON.stringify(keys[1]) })).toEqual(keys.slice(0, 2));
    expect(await query({ endAt: JSON.stringify(keys[3]), limitToLast: '2' })).toEqual(
      keys.slice(2, 4),
    );
    expect(
      await query({ startAt: JSON.stringify(keys[1]), endAt: JSON.stringify(keys[2]) }),
    ).toEqual(keys.slice(1, 3));
    expect(await query({ equalTo: JSON.stringify(keys[4]) })).toEqual([keys[4]]);
  });

  it('orders by child and by value too', async () => {
    const bySubject = (await json(
      await server.request('GET', '/contactForm', undefined, {
        auth,
        orderBy: '"subject"',
        startAt: '"s3"',
      }),
    )) as object;
    expect(Object.keys(bySubject)).toEqual(keys.slice(3));
  });

  it('refuses unquoted orderBy, filters without orderBy, and both limits', async () => {
    const statusOf = async (params: Record<string, string>) =>
      (await server.request('GET', '/contactForm', undefined, { auth, ...params })).status;
    expect(await statusOf({ orderBy: '$key' })).toBe(400);
    expect(await statusOf({ limitToFirst: '1' })).toBe(400);
    expect(await statusOf({ orderBy: '"$key"', limitToFirst: '1', limitToLast: '1' })).toBe(400);
    expect(await statusOf({ orderBy: '"$key"', limitToFirst: '0' })).toBe(400);
    expect(await statusOf({ orderBy: '"$key"', startAt: '5' })).toBe(400);
    const body = (await json(
      await server.request('GET', '/contactForm', undefined, { auth, limitToFirst: '1' }),
    )) as {
      error: string;
    };
    expect(body.error).toBe('orderBy must be defined when other query parameters are defined');
  });
});

describe('errors in Firebase words', () => {
  it('400 for unparsable JSON', async () => {
    const response = await server.request('POST', '/contactForm', '{"fullName": ');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      error: "Invalid data; couldn't parse JSON object, array, or value.",
    });
  });

  it('400 for invalid keys in the path or the data', async () => {
    for (const key of ['a.b', 'a%24b', 'a%23b', 'a%5Bb', 'a%5Db', 'a%01b', 'a%7Fb']) {
      const response = await server.request('PUT', `/misc/${key}`, 1, { auth });
      expect(response.status, key).toBe(400);
    }
    const slash = await server.request('PUT', '/misc', { 'a/b': 1 }, { auth });
    expect(slash.status).toBe(400);
    const dot = await server.request('PUT', '/misc', { nested: { 'x.y': 1 } }, { auth });
    expect(dot.status).toBe(400);
    expect(((await json(dot)) as { error: string }).error).toMatch(/Invalid data/);
  });

  it('400 for a "__proto__" key, which could otherwise lend a record inherited fields', async () => {
    const withoutName: Partial<typeof records.contactForm> = { ...records.contactForm };
    delete withoutName.fullName;
    const body = `{"__proto__": {"fullName": "Eve"}, ${JSON.stringify(withoutName).slice(1)}`;
    const response = await server.request('POST', '/contactForm', body);
    expect(response.status).toBe(400);
    expect(((await json(response)) as { error: string }).error).toMatch(/__proto__/);
    expect((await fetch(`${server.db}/__proto__.json?auth=${auth}`)).status).toBe(400);
    expect(await json(await server.request('GET', '/contactForm', undefined, { auth }))).toBeNull();
  });

  it('copes with odd text: invalid UTF-8 is refused (400), lone surrogates are stored, not crashed on', async () => {
    const bytes = Buffer.from(JSON.stringify({ ...records.contactForm, fullName: 'Ada X' }));
    bytes[bytes.indexOf('X')] = 0xff;
    expect(
      (await fetch(`${server.db}/contactForm.json`, { method: 'POST', body: bytes })).status,
    ).toBe(400);
    const lone = await server.request(
      'POST',
      '/contactForm',
      JSON.stringify({ ...records.contactForm, fullName: 'Ada \ud800' }),
    );
    expect(lone.status).toBe(200);
  });

  it('400 for paths and data deeper than 32 levels', async () => {
    expect(
      (await server.request('POST', '/contactForm', '['.repeat(3000) + ']'.repeat(3000))).status,
    ).toBe(400);
    const deepPath = '/' + Array.from({ length: 33 }, (_, i) => `k${i}`).join('/');
    expect((await server.request('PUT', deepPath, 1, { auth })).status).toBe(400);
    let deepValue: unknown = 1;
    for (let i = 0; i < 33; i += 1) deepValue = { k: deepValue };
    expect((await server.request('PUT', '/misc', deepValue, { auth })).status).toBe(400);
    const okPath = '/' + Array.from({ length: 32 }, (_, i) => `k${i}`).join('/');
    expect((await server.request('PUT', okPath, 1, { auth })).status).toBe(200);
  });

  it('400 naming the field and why for a record that fails its schema', async () => {
    const cases: [string, object, string][] = [
      ['contactForm', { ...records.contactForm, fullName: '' }, 'fullName: Full Name is required'],
      [
        'contactForm',
        { ...records.contactForm, email: 'not-an-email' },
        'email: Enter a valid email',
      ],
      ['hiring', { ...records.hiring, phone: '080-123' }, 'phone: Enter a valid phone number'],
      [
        'techTalent',
        { ...records.techTalent, message: 'short' },
        'message: Enter at least 10 characters',
      ],
      ['contactForm', { ...records.contactForm, extra: 'x' }, 'extra: Unknown field'],
    ];
    for (const [collection, body, error] of cases) {
      const response = await server.request('POST', `/${collection}`, body);
      expect(response.status, error).toBe(400);
      expect(await json(response)).toEqual({ error });
    }
    const missing: Partial<typeof records.contactForm> = { ...records.contactForm };
    delete missing.fullName;
    const response = await server.request('POST', '/contactForm', missing);
    expect(((await json(response)) as { error: string }).error).toMatch(/^fullName: /);
    expect(await json(await server.request('GET', '/contactForm', undefined, { auth }))).toBeNull();
  });

  it('401 "Permission denied" for what the policy refuses', async () => {
    const response = await server.request('GET', '/contactForm');
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: 'Permission denied' });
  });

  it('401 for a token that is not ours', async () => {
    const [header, payload] = auth.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await server.request('GET', '/contactForm', undefined, { auth: forged });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: 'Could not parse auth token.' });
  });

  it('413 for a body over the limit', async () => {
    const response = await server.request('POST', '/contactForm', {
      ...records.contactForm,
      message: 'x'.repeat(9 * 1024),
    });
    expect(response.status).toBe(413);
    expect(((await json(response)) as { error: string }).error).toMatch(/too large/);
  });

  it('404 for unknown top-level routes and database paths without .json', async () => {
    const post = await fetch(`${server.url}/api/things`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: 'Not found' });
    const noJson = await fetch(`${server.db}/contactForm`);
    expect(noJson.status).toBe(404);
    const page = await fetch(`${server.url}/no-such-page`);
    expect(page.status).toBe(404);
    const authRoute = await fetch(`${server.url}/auth/v1/accounts:signUp`, {
      method: 'POST',
      body: '{}',
    });
    expect(authRoute.status).toBe(404);
  });

  it('405 for methods the protocol does not have', async () => {
    const response = await fetch(`${server.db}/contactForm.json`, { method: 'PROPFIND' });
    expect(response.status).toBe(405);
  });
});

describe('the honeypot', () => {
  it('a filled one answers like a success, stores no lead and keeps it as spam', async () => {
    const before = Date.now();
    const response = await server.request('POST', '/contactForm', {
      ...records.contactForm,
      website: 'http://spam',
    });
    expect(response.status).toBe(200);
    const { name } = (await json(response)) as { name: string };
    expect(name).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(await json(await server.request('GET', '/contactForm', undefined, { auth }))).toBeNull();
    const spam = (await json(
      await server.request('GET', `/spam/contactForm/${name}`, undefined, { auth }),
    )) as Record<string, unknown>;
    expect(spam).toEqual({
      ...asStored(records.contactForm),
      spamReason: 'honeypot',
      caughtAt: spam.caughtAt,
    });
    expect(spam.caughtAt).toBeGreaterThanOrEqual(before);
  });

  it("keeps a bot's submission that fails the schema, flat and cut to size", async () => {
    const response = await server.request('POST', '/hiring', {
      name: 'x'.repeat(6000),
      extra: { nested: [1, 2] },
      count: 3,
      status: 'won',
      website: 'spam',
    });
    const { name } = (await json(response)) as { name: string };
    const spam = (await json(
      await server.request('GET', `/spam/hiring/${name}`, undefined, { auth }),
    )) as Record<string, unknown>;
    expect(spam).toEqual({
      name: 'x'.repeat(5000),
      extra: '{"nested":[1,2]}',
      count: 3,
      spamReason: 'honeypot',
      caughtAt: spam.caughtAt,
    });
  });

  it('keeps nothing for a bot that posts outside the six collections', async () => {
    const response = await server.request('POST', '/other', { website: 'spam' });
    expect(response.status).toBe(200);
    expect(await json(await server.request('GET', '/', undefined, { auth }))).toBeNull();
  });

  it('a filled one PUT at a key the browser made (as the forms send) is kept as spam there, once', async () => {
    const id = '-NbotPut000000000001';
    const sent = { ...records.contactForm, website: 'http://spam' };
    const response = await server.request('PUT', `/contactForm/${id}`, sent);
    expect(response.status).toBe(200);
    expect(
      await json(await server.request('GET', `/contactForm/${id}`, undefined, { auth })),
    ).toBeNull();
    const spam = (await json(
      await server.request('GET', `/spam/contactForm/${id}`, undefined, { auth }),
    )) as Record<string, unknown>;
    expect(spam).toMatchObject({ ...asStored(records.contactForm), spamReason: 'honeypot' });
    // The bot's retry answers alike and changes nothing.
    expect((await server.request('PUT', `/contactForm/${id}`, sent)).status).toBe(200);
    expect(
      await json(await server.request('GET', `/spam/contactForm/${id}`, undefined, { auth })),
    ).toEqual(spam);
  });

  it('an empty one is dropped and the record stored without it', async () => {
    const response = await server.request('POST', '/contactForm', {
      ...records.contactForm,
      website: '',
    });
    const { name } = (await json(response)) as { name: string };
    expect(
      await json(await server.request('GET', `/contactForm/${name}`, undefined, { auth })),
    ).toEqual(asStored(records.contactForm));
  });
});

describe('CORS and headers', () => {
  it('answers a preflight from any origin and echoes the requested headers', async () => {
    const response = await fetch(`${server.db}/contactForm.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-client',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-client');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const signIn = await fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(signIn.status).toBe(204);
  });

  it('allows the answer to be read cross-origin', async () => {
    const response = await server.request(
      'POST',
      '/contactForm',
      records.contactForm,
      {},
      { Origin: 'http://x.test' },
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After when one client sends too many writes', async () => {
    const limited = await startTestServer({ writeLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.request('POST', '/contactForm', records.contactForm);
        statuses.push(response.status);
        if (response.status === 429) {
          retryAfter = response.headers.get('retry-after');
          expect(((await response.json()) as { error: string }).error).toMatch(/Too many requests/);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      // Reads are not writes.
      const token = await limited.staffToken();
      expect(
        (await limited.request('GET', '/contactForm', undefined, { auth: token })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts too', async () => {
    const limited = await startTestServer({ signInLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const attempt = () =>
        fetch(`${limited.url}/auth/v1/accounts:signInWithPassword`, {
          method: 'POST',
          body: JSON.stringify({ email: 'x@example.com', password: 'wrong-password' }),
        });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
