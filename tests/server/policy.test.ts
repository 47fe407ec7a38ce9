// @vitest-environment node
/**
 * One table of policy cases, two backends: server/ over HTTP, and the Firebase rules
 * (database.rules.json) through the targaryen evaluator. Both must answer as the table says.
 * A bad token reaches the rules as no user at all (Firebase refuses the token before them).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { STAFF_PASSWORD, startTestServer, type TestServer } from './support';
import {
  AGENT,
  EXISTING_ID,
  policyCases,
  seedData,
  STAFF,
  STAFF_UIDS,
  type PolicyCase,
  type Who,
} from './policy.fixtures';

interface RulesResult {
  allowed: boolean;
  info: string;
}
interface RulesDatabase {
  as(auth: unknown): RulesDatabase;
  read(path: string, options?: { now: number; query: Record<string, unknown> }): RulesResult;
  write(path: string, value: unknown): RulesResult;
  update(path: string, patch: Record<string, unknown>): RulesResult;
}
const targaryen = createRequire(import.meta.url)('targaryen') as {
  database(rules: unknown, data: unknown, now?: number | null): RulesDatabase;
  /** The rules parsed once: a database made from it does not parse them again. */
  ruleset(rules: unknown): unknown;
};

const rules = targaryen.ruleset(
  JSON.parse(readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8')),
);
/**
 * The seeded database, built once: targaryen's databases are immutable (a write answers a new
 * one), and `as` gives each case its own copy, for its caller and at the time it runs.
 */
const seeded = targaryen.database(rules, seedData());
/** Firebase Auth users signed in with email and password, as the rules see them. */
const passwordUser = (uid: string, email: string) => ({
  uid,
  provider: 'password',
  token: { email },
});
const RULES_AUTH: Record<Who, unknown> = {
  anyone: null,
  admin: passwordUser(STAFF_UIDS.admin, STAFF),
  agent: passwordUser(STAFF_UIDS.agent, AGENT),
  removed: passwordUser(STAFF_UIDS.removed, 'removed@example.com'),
  'bad token': null,
};
const nextPushId = createPushIdGenerator();
/** A token signed with another key: server/ refuses it; Firebase refuses it before its rules. */
const BAD_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LXNpZ25lZA';

/** REST query parameters as targaryen's query object. */
function rulesQuery(params: Record<string, string>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(params)) {
    const value: unknown = JSON.parse(raw);
    if (name !== 'orderBy') query[name] = value;
    else if (value === '$key') query.orderByKey = true;
    else query.orderByChild = value;
  }
  return query;
}

/** JSON round trip: drops `undefined` fields, as sending the body over HTTP does. */
const asSent = (body: unknown) =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body));

function evaluateRules(testCase: PolicyCase): RulesResult {
  // Firebase refuses a token it cannot verify before any rule runs, even where anyone may read.
  if (testCase.who === 'bad token') {
    return { allowed: false, info: 'a bad token is refused before the rules' };
  }
  const database = seeded.as(RULES_AUTH[testCase.who]);
  const path = testCase.path;
  const body = asSent(testCase.body);
  switch (testCase.method) {
    case 'GET':
      return testCase.query
        ? database.read(path, { now: Date.now(), query: rulesQuery(testCase.query) })
        : database.read(path);
    case 'POST':
      return database.write(`${path.replace(/\/$/, '')}/${nextPushId()}`, body);
    case 'PUT':
      return database.write(path, body);
    case 'PATCH':
      return database.update(path, body as Record<string, unknown>);
    case 'DELETE':
      return database.write(path, null);
  }
}

let server: TestServer;
const tokens: Partial<Record<Who, string>> = {};
/** The cases' account IDs (STAFF_UIDS) → server/'s own, put in their place in every case. */
let localIds: [string, string][] = [];
const local = <T>(value: T): T =>
  value === undefined
    ? value
    : (JSON.parse(
        localIds.reduce(
          (text, [named, real]) => text.replaceAll(named, real),
          JSON.stringify(value),
        ),
      ) as T);

/** Signs in as an account server/ holds; returns its token. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

beforeAll(async () => {
  server = await startTestServer();
  const { accounts } = server.site;
  tokens.admin = await server.staffToken();
  const admin = accounts.find(STAFF);
  const agent = await accounts.create(AGENT, STAFF_PASSWORD);
  const colleague = await accounts.create('colleague@example.com', STAFF_PASSWORD);
  const removed = await accounts.create('removed@example.com', STAFF_PASSWORD);
  tokens.agent = await signIn(AGENT);
  tokens.removed = await signIn(removed.email);
  accounts.remove(removed.email);
  tokens['bad token'] = BAD_TOKEN;
  localIds = [
    [STAFF_UIDS.admin, admin?.localId ?? ''],
    [STAFF_UIDS.agent, agent.localId],
    [STAFF_UIDS.colleague, colleague.localId],
    [STAFF_UIDS.removed, removed.localId],
  ];
});
afterAll(() => server.close());

const readAll = () => server.site.store.get([]);

describe.each(policyCases)('$name', (testCase) => {
  it(`server/ ${testCase.allowed ? 'allows' : 'refuses'} it`, async () => {
    const seed = local(seedData());
    server.site.store.apply([{ path: [], value: seed }]);
    const token = tokens[testCase.who];
    const params: Record<string, string> = { ...testCase.query, ...(token && { auth: token }) };
    // Sent as JSON text (the helper passes strings through untouched).
    const body = testCase.body === undefined ? undefined : JSON.stringify(local(testCase.body));
    const response = await server.request(testCase.method, local(testCase.path), body, params);
    if (testCase.allowed) {
      expect(response.status, await response.clone().text()).toBe(200);
    } else {
      expect([400, 401]).toContain(response.status);
      expect(readAll()).toEqual(seed);
    }
  });

  it(`database.rules.json ${testCase.allowed ? 'allows' : 'refuses'} it`, () => {
    const result = evaluateRules(testCase);
    expect(result.allowed, result.info).toBe(testCase.allowed);
  });
});

describe('rules only: who the local server has no notion of', () => {
  it('refuses users signed in anonymously or with another provider', () => {
    for (const provider of ['anonymous', 'custom', 'google']) {
      const database = seeded.as({ uid: 'u', provider });
      expect(database.read('/contactForm').allowed).toBe(false);
      expect(database.write(`/contactForm/${EXISTING_ID}`, null).allowed).toBe(false);
    }
  });
});

describe('the table', () => {
  it('covers every method for strangers, admins and agents', () => {
    for (const who of ['anyone', 'admin', 'agent'] as const) {
      const methods = new Set(policyCases.filter((c) => c.who === who).map((c) => c.method));
      expect([...methods].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    }
  });
});
