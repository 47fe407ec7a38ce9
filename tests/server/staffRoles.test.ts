// @vitest-environment node
/**
 * Staff roles on server/ (decision 0034): an account is staff while its `staff/{uid}` entry
 * exists, in the role the entry gives; removing the entry ends the account at once; the CLI adds
 * entries; accounts from before roles become admins at startup. (What each role may write is in
 * the policy table, which runs against both backends.)
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../server/auth/accounts';
import { openDatabase } from '../../server/db/sqlite';
import { createServer } from '../../server/app';
import { STAFF_ROOT } from '../../src/records/staff';
import {
  CHEAP_PASSWORD_COST,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  type TestServer,
} from './support';

const AGENT = 'agent@example.com';
let server: TestServer;

async function signIn(email: string): Promise<{ status: number; idToken?: string }> {
  const response = await fetch(`${server.url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  return { status: response.status, ...(body.idToken && { idToken: body.idToken }) };
}

const readStaff = async (auth: string) =>
  (await server.request('GET', `/${STAFF_ROOT}`, undefined, { auth })).status;

beforeAll(async () => {
  server = await startTestServer();
  // As an admin adds a colleague from the command line.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/staff.ts', 'add', AGENT, 'agent'],
    {
      env: {
        ...process.env,
        DATABASE_FILE: join(server.dir, 'site.db'),
        STAFF_PASSWORD,
      },
      stdio: 'pipe',
    },
  );
});
afterAll(() => server.close());

describe('roles from the staff entries', () => {
  it('the CLI adds an agent, who reads the leads but cannot empty the Trash for ever', async () => {
    const agent = await signIn(AGENT);
    expect(agent.status).toBe(200);
    const auth = agent.idToken ?? '';
    expect(await readStaff(auth)).toBe(200);
    expect((await server.request('GET', '/invitations', undefined, { auth })).status).toBe(401);
    expect((await server.request('DELETE', '/trash', undefined, { auth })).status).toBe(401);
  });

  it('an admin removing the entry ends the account at once: its token and its password stop', async () => {
    const agent = await signIn(AGENT);
    const agentAuth = agent.idToken ?? '';
    const uid = server.site.accounts.find(AGENT)?.localId ?? '';
    const admin = await server.staffToken();
    const removed = await server.request('DELETE', `/${STAFF_ROOT}/${uid}`, undefined, {
      auth: admin,
    });
    expect(removed.status).toBe(200);
    expect(server.site.accounts.find(AGENT)).toBeNull();
    expect(await readStaff(agentAuth)).toBe(401);
    expect((await signIn(AGENT)).status).toBe(400);
  });

  it('an account without an entry is no member of staff', async () => {
    const account = await server.site.accounts.create('no.entry@example.com', STAFF_PASSWORD);
    const { idToken = '' } = await signIn(account.email);
    expect(await readStaff(idToken)).toBe(401);
    expect((await server.request('GET', '/contactForm', undefined, { auth: idToken })).status).toBe(
      401,
    );
  });
});

it('accounts from before roles are admins after the next start', async () => {
  const file = join(server.dir, 'site.db');
  const db = openDatabase(file);
  const before = await new AccountStore(db, CHEAP_PASSWORD_COST).create(
    'older@example.com',
    STAFF_PASSWORD,
  );
  db.close();
  const restarted = await createServer({
    databaseFile: file,
    staticDir: null,
    logger: false,
    staff: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    passwordCost: CHEAP_PASSWORD_COST,
  });
  try {
    expect(restarted.store.get([STAFF_ROOT, before.localId])).toEqual({
      email: 'older@example.com',
      role: 'admin',
    });
  } finally {
    await restarted.close();
  }
});
