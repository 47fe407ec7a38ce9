// @vitest-environment node
/**
 * Hostile input: fast-check throws thousands of malformed writes at every collection
 * (random JSON, wrong types, huge strings, deep nesting, forbidden key characters,
 * `__proto__`/`constructor` keys, invalid UTF-8, wrong content types, empty bodies),
 * anonymously and with a staff token, by POST, PUT and PATCH. Every one must be answered
 * 4xx with a JSON `{"error": "..."}` (never a 5xx), and the stored tree must be exactly
 * what it was before (so nothing invalid is ever stored, not even by staff).
 *
 * Budget: about 2,000 cases per collection; HOSTILE_RUNS=<n> scales every property.
 */
import { STAFF_ROOT } from '../../src/records/staff';
import { RETENTION_ROOT } from '../../src/records/lead';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, HONEYPOT_FIELD, type Collection } from '../../src/records/collections';
import { recordSchemas } from '../../src/records/schemas';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { startTestServer, validRecords, visitorFields, type TestServer } from './support';

const SCALE = Number(process.env.HOSTILE_RUNS ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

let server: TestServer;
let auth: string;
const records = validRecords() as unknown as Record<Collection, Record<string, string>>;
const existing = {} as Record<Collection, string>;
const nextPushId = createPushIdGenerator();

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.staffToken();
  for (const collection of collections) {
    const response = await server.request('POST', `/${collection}`, records[collection]);
    expect(response.status).toBe(200);
    existing[collection] = ((await response.json()) as { name: string }).name;
  }
});
afterAll(() => server.close());

/** The whole stored tree, as text: compared before and after every case. */
const snapshot = () => JSON.stringify(server.site.store.get([]));

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const concat = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? bytes(part) : part)));

/** One hostile write: raw body bytes and the Content-Type it is labelled with. */
interface Case {
  body: Uint8Array;
  contentType: string | null;
}

/**
 * Where a case is sent. Record-shaped cases (a valid record with one thing broken) go
 * everywhere, staff included; random values only anonymously, because a staff PUT of
 * `null` is a legitimate delete.
 */
const anonymousModes = ['post', 'put-new', 'patch-collection'] as const;
const allModes = [
  ...anonymousModes,
  'staff-post',
  'staff-put-new',
  'staff-put-existing',
  'staff-patch-existing',
] as const;
type Mode = (typeof allModes)[number];

async function send(collection: Collection, mode: Mode, hostile: Case): Promise<Response> {
  const id = mode.endsWith('existing') ? existing[collection] : nextPushId();
  const staff = mode.startsWith('staff');
  const method = mode.includes('post') ? 'POST' : mode.includes('put') ? 'PUT' : 'PATCH';
  const path =
    mode === 'post' || mode === 'staff-post' || mode === 'patch-collection'
      ? `/${collection}`
      : `/${collection}/${id}`;
  const body =
    mode === 'patch-collection'
      ? concat(`{${JSON.stringify(id)}:`, hostile.body, '}')
      : hostile.body;
  const headers: Record<string, string> = {};
  if (hostile.contentType !== null) headers['Content-Type'] = hostile.contentType;
  return fetch(`${server.db}${path}.json${staff ? `?auth=${auth}` : ''}`, {
    method,
    headers,
    body: Buffer.from(body),
  });
}

/** The one promise: 4xx, a JSON error, and the stored tree untouched. */
async function expectRefused(collection: Collection, mode: Mode, hostile: Case): Promise<void> {
  const before = snapshot();
  const response = await send(collection, mode, hostile);
  const text = await response.text();
  const label = `${mode} ${collection}: ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe('string');
  expect(snapshot(), `${label}: the stored data changed`).toBe(before);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
] as const;
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<string | null>(...contentTypes, null) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
  },
);

/** Firebase's special keys (`.priority` is dropped, `.value`/`.sv` rewrite): never produced at random. */
const SPECIAL_KEYS = new Set(['.priority', '.value', '.sv', HONEYPOT_FIELD]);
const FORBIDDEN = ['.', '$', '#', '[', ']', '/', '\u0000', '\u001f', '\u007f'];

/** A key holding at least one character Firebase forbids. */
const badKey = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...FORBIDDEN), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`)
  .filter((key) => !SPECIAL_KEYS.has(key));

/** Keys that are names on every JavaScript object. */
const prototypeKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
);

/** A JSON value that is not a string (what a text field must be), and not empty. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6 }).filter((key) => !SPECIAL_KEYS.has(key)),
    fc.string(),
    { minKeys: 1, maxKeys: 3 },
  ),
);

/** A value nested `depth` levels deep, as JSON text (built as text: it may be thousands deep). */
const deepValue = fc
  .record({
    depth: fc.integer({ min: 20, max: 4000 }),
    kind: fc.constantFrom('array', 'object', 'mixed'),
  })
  .map(({ depth, kind }) => {
    let open = '';
    let close = '';
    for (let level = 0; level < depth; level += 1) {
      const array = kind === 'array' || (kind === 'mixed' && level % 2 === 0);
      open += array ? '[' : '{"a":';
      close = (array ? ']' : '}') + close;
    }
    return `${open}"deep"${close}`;
  });

/** Invalid UTF-8: stray continuation bytes, overlongs, surrogates, truncated sequences, 0xFE/0xFF. */
const invalidUtf8 = fc.constantFrom(
  [0x80],
  [0xbf],
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf0, 0x82, 0x82, 0xac],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xc3],
  [0xfe],
  [0xff],
  [0xff, 0xfe],
);

/**
 * The collection's valid record with exactly one thing broken, as JSON text. Each family
 * is invalid by construction; the fixture check below makes sure the base record is valid.
 */
function recordCases(collection: Collection) {
  const record = records[collection];
  // The visitor's fields (the receive time is the server value, not text to break).
  const fields = Object.keys(visitorFields(record));
  const field = fc.constantFrom(...fields);
  // The fields a record must carry (an enrolment's preferred start may be absent): only their
  // absence, or Firebase's "no value", is a broken record.
  const shape = recordSchemas[collection].shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  const requiredField = fc.constantFrom(
    ...fields.filter((name) => !shape[name]?.safeParse(undefined).success),
  );
  const withField = (name: string, valueJson: string) => {
    const rest = { ...record };
    delete rest[name];
    const text = JSON.stringify(rest);
    return `{${JSON.stringify(name)}:${valueJson}${text === '{}' ? '}' : `,${text.slice(1)}`}`;
  };
  const asCase = (text: fc.Arbitrary<string | Uint8Array>) =>
    fc.record({
      body: text.map((value) => (typeof value === 'string' ? bytes(value) : value)),
      contentType,
    });

  return {
    wrongType: asCase(
      fc.oneof(
        fc.tuple(field, wrongType).map(([name, value]) => withField(name, JSON.stringify(value))),
        // null, [] and {} are "no value" in Firebase: the field goes missing.
        fc
          .tuple(requiredField, fc.constantFrom('null', '[]', '{}'))
          .map(([name, value]) => withField(name, value)),
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter(
            (key) =>
              !(key in record) && !SPECIAL_KEYS.has(key) && !FORBIDDEN.some((c) => key.includes(c)),
          )
          .map((key) => JSON.stringify({ ...record, [key]: 'extra' })),
      ),
    ),
    /** Not for a staff PATCH, where leaving a field out means "keep it". */
    missingField: asCase(
      requiredField.map((name) => {
        const rest = { ...record };
        delete rest[name];
        return JSON.stringify(rest);
      }),
    ),
    hugeString: asCase(
      fc
        .tuple(
          field,
          fc.integer({ min: 5_001, max: 200_000 }),
          fc.constantFrom('a', 'é', '€', '😀', 'a '),
        )
        .map(([name, length, char]) => withField(name, JSON.stringify(char.repeat(length)))),
    ),
    deepNesting: asCase(
      fc.oneof(
        fc.tuple(field, deepValue).map(([name, deep]) => withField(name, deep)),
        deepValue,
      ),
    ),
    badKey: asCase(
      fc.oneof(
        badKey.map((key) => JSON.stringify({ ...record, [key]: 'x' })),
        fc
          .tuple(field, badKey)
          .map(([name, key]) => withField(name, JSON.stringify({ [key]: 'x' }))),
      ),
    ),
    prototypeKey: asCase(
      fc.oneof(
        // A prototype key beside the real fields, holding anything.
        fc
          .tuple(prototypeKey, fc.oneof(fc.string(), wrongType))
          .map(
            ([key, value]) =>
              `{${JSON.stringify(key)}:${JSON.stringify(value)},${JSON.stringify(record).slice(1)}`,
          ),
        // Smuggling: a field left out of the record but offered through __proto__.
        fc.tuple(prototypeKey, field).map(([key, name]) => {
          const rest = { ...record };
          delete rest[name];
          return `{${JSON.stringify(key)}:${JSON.stringify({ [name]: record[name] })},${JSON.stringify(rest).slice(1)}`;
        }),
        // Nested inside a field.
        fc
          .tuple(field, prototypeKey)
          .map(([name, key]) => withField(name, `{${JSON.stringify(key)}:"x"}`)),
      ),
    ),
    invalidUtf8: asCase(
      fc.tuple(field, invalidUtf8, fc.nat()).map(([name, bad, at]) => {
        // The bad bytes go inside a string value, where a lenient decoder would turn them into U+FFFD.
        const value = record[name] ?? '';
        const cut = value.length === 0 ? 0 : at % value.length;
        const text = withField(name, '"\u0001"');
        const [head, tail] = text.split('\u0001') as [string, string];
        return concat(head, value.slice(0, cut), Uint8Array.from(bad), value.slice(cut), tail);
      }),
    ),
    /** The same valid record in encodings that are not JSON. */
    notJson: asCase(
      fc.constantFrom(
        new URLSearchParams(record).toString(),
        Object.entries(record)
          .map(
            ([name, value]) =>
              `------x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + '------x--\r\n',
        `<record>${Object.entries(record)
          .map(([name, value]) => `<${name}>${value}</${name}>`)
          .join('')}</record>`,
        Object.entries(record)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n'),
        `${Object.keys(record).join(',')}\n${Object.values(record).join(',')}`,
        JSON.stringify(record).slice(0, -1),
        `${JSON.stringify(record)}${JSON.stringify(record)}`,
        `[${JSON.stringify(record)}`,
        "{'fullName': 'Ada'}",
        'undefined',
        'NaN',
        '',
        ' ',
        '\r\n',
      ),
    ),
  };
}

/** Random JSON and random bytes (sent anonymously only: see `anonymousModes`). */
const randomCase = fc.record({
  body: fc.oneof(
    fc
      .jsonValue({ maxDepth: 4 })
      .filter((value) => !(typeof value === 'object' && value !== null && HONEYPOT_FIELD in value))
      .map((value) => bytes(JSON.stringify(value))),
    fc.uint8Array({ maxLength: 300 }),
  ),
  contentType,
});

// ---------------------------------------------------------------------------------------------

describe('fixtures', () => {
  it('start from records that pass their schemas (so each case is invalid by its one change)', () => {
    for (const collection of collections) {
      const parsed = recordSchemas[collection].safeParse(visitorFields(records[collection]));
      expect(parsed.success, collection).toBe(true);
    }
  });
});

describe.each(collections)('hostile writes to %s', (collection) => {
  const cases = recordCases(collection);
  const anyMode = fc.constantFrom(...allModes);
  const check = (arbitrary: fc.Arbitrary<Case>, numRuns: number, modes = anyMode) =>
    fc.assert(
      fc.asyncProperty(arbitrary, modes, (hostile, mode) =>
        expectRefused(collection, mode, hostile),
      ),
      { numRuns: runs(numRuns) },
    );

  it('random JSON and random bytes', () =>
    check(randomCase, 400, fc.constantFrom(...anonymousModes)));
  it('wrong types and extra fields', () => check(cases.wrongType, 350));
  it('missing fields', () =>
    check(
      cases.missingField,
      50,
      fc.constantFrom(...allModes.filter((mode) => mode !== 'staff-patch-existing')),
    ));
  it('huge strings', () => check(cases.hugeString, 60));
  it('deep nesting', () => check(cases.deepNesting, 120));
  it('keys with . $ # [ ] / or control characters', () => check(cases.badKey, 300));
  it('__proto__, constructor and other prototype keys', () => check(cases.prototypeKey, 300));
  it('invalid UTF-8 inside a value', () => check(cases.invalidUtf8, 300));
  it('the record in encodings that are not JSON, under any content type', () =>
    check(cases.notJson, 150));

  it('empty bodies, by every method and mode', async () => {
    for (const mode of allModes) {
      for (const contentType of ['application/json', null]) {
        await expectRefused(collection, mode, { body: new Uint8Array(), contentType });
      }
    }
  });
});

describe('what the hostile cases are measured against', () => {
  it('the same requests with a valid record are accepted (so refusals are not the server refusing everything)', async () => {
    for (const collection of collections) {
      for (const mode of allModes) {
        if (mode.endsWith('existing')) continue;
        const body = bytes(JSON.stringify(records[collection]));
        const response = await send(collection, mode, { body, contentType: 'application/json' });
        expect(response.status, `${mode} ${collection}`).toBe(200);
      }
    }
    // Besides the leads, only what the retention rule's run at startup left for staff, and the
    // staff entry server/ gave its account.
    const roots = server.site.store.shallow([]);
    expect(Object.keys(roots ?? {}).sort()).toEqual(
      [...collections, RETENTION_ROOT, STAFF_ROOT].sort(),
    );
  });

  it('a valid JSON record is accepted whatever its Content-Type says, as Firebase does (curl -d sends form encoding)', async () => {
    const response = await send('contactForm', 'post', {
      body: bytes(JSON.stringify(records.contactForm)),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
  });

  it('a filled honeypot is answered like a success and stores no lead, only spam', async () => {
    // Issue 19: the submission is kept in spam/, where staff can see it; nothing else changes.
    const withoutSpam = () =>
      JSON.stringify({ ...(server.site.store.get([]) as object), spam: undefined });
    for (const collection of collections) {
      const before = withoutSpam();
      const response = await server.request('POST', `/${collection}`, {
        ...records[collection],
        [HONEYPOT_FIELD]: 'https://spam.example',
      });
      expect(response.status).toBe(200);
      expect(withoutSpam()).toBe(before);
      const { name } = (await response.json()) as { name: string };
      expect(server.site.store.get(['spam', collection, name])).not.toBeNull();
    }
  });
});
