/**
 * Staff accounts on hosted Firebase, run offline with firebase-functions-test: an invitation's
 * trigger mails its one-time link to an SMTP server inside this process, the HTTPS function
 * `acceptInvitation` is served over real HTTP and answers as server/'s route does, and removing a
 * member's entry deletes the user. The database and Firebase Auth are kept in memory here (the
 * Admin SDK's place); what is decided is the function's own code.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import functionsTest from 'firebase-functions-test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as triggers from '../../functions/src/index';
import { staffBackend, type StaffBackend } from '../../functions/src/staffAccounts';
import { invitationMailCopy } from '../../src/content/staffMail';
import { invitationLink, invitationMail } from '../../src/lib/staffMail';
import { valueAt } from '../../src/lib/tree';
import { INVITATION_HOURS } from '../../src/records/staff';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { setEnv } from './env.support';
import { memoryDatabase } from './memory.support';

const siteUrl = 'https://www.example.com';
const ADMIN = 'ada@example.com';
const HOUR = 3_600_000;

const offline = functionsTest();
let catcher: MailCatcher;
let server: Server;
let acceptUrl: string;
let restoreEnv: () => void;

/** The Realtime Database and Firebase Auth, as the Admin SDK would leave them. */
const database = memoryDatabase();
let userCount = 0;
const users = new Map<string, { email: string; password: string; revoked: boolean }>();
const authError = (code: string) => Object.assign(new Error(code), { code });

const memory: StaffBackend = {
  read: database.read,
  update: database.update,
  async createUser(email, password) {
    if ([...users.values()].some((user) => user.email === email)) {
      throw authError('auth/email-already-exists');
    }
    const uid = `uid${++userCount}`;
    users.set(uid, { email, password, revoked: false });
    return uid;
  },
  async deleteUser(uid) {
    if (!users.delete(uid)) throw authError('auth/user-not-found');
  },
  async revokeRefreshTokens(uid) {
    const user = users.get(uid);
    if (!user) throw authError('auth/user-not-found');
    user.revoked = true;
  },
};

/** The Functions Framework's part: a JSON body parsed into `request.body`. */
async function withJsonBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.assign(request, { body: text ? (JSON.parse(text) as unknown) : undefined });
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  const env = { NOTIFY_FROM: 'Example <hi@example.com>', SITE_URL: siteUrl, SMTP_URL: catcher.url };
  restoreEnv = setEnv(env);
  for (const method of Object.keys(memory) as (keyof StaffBackend)[]) {
    vi.spyOn(staffBackend, method).mockImplementation(memory[method] as never);
  }
  server = createServer((request, response) => {
    void withJsonBody(request).then((parsed) =>
      triggers.acceptInvitation(parsed as never, response as never),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  acceptUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/accounts:acceptInvitation`;
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  restoreEnv();
  vi.restoreAllMocks();
  offline.cleanup();
  await new Promise((resolve) => server.close(resolve));
  await catcher.stop();
});

let nextId = 0;

/** An admin writes an invitation; the trigger runs on it. Resolves with the mailed link. */
async function invite(email: string, role = 'agent') {
  const id = `-NfnInvite00000000${String(++nextId).padStart(2, '0')}`;
  const invitation = { email, role, name: 'Tunde', by: ADMIN, at: Date.now() };
  await memory.update({ [`invitations/${id}`]: invitation });
  const before = catcher.mails.length;
  await created(id, invitation);
  const mail = (await catcher.waitFor(before + 1))[before];
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
  return { id, invitation, mail, link, token: link.searchParams.get('token') ?? '' };
}

const created = (id: string, invitation: object) =>
  offline.wrap(triggers.inviteColleague)({
    data: offline.database.makeDataSnapshot(invitation, `invitations/${id}`),
    params: { id },
  } as never);

async function accept(body: object, method = 'POST') {
  const response = await fetch(acceptUrl, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const errorOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.error as { message: string } | undefined)?.message;

describe('an invitation on hosted Firebase', () => {
  it('mails the one-time link server/ mails, keeping only the secret’s hash and expiry', async () => {
    const sentAt = Date.now();
    const { id, invitation, mail, link, token } = await invite('tunde@example.com');
    expect(mail?.to).toEqual(['tunde@example.com']);
    expect(mail?.parsed.replyTo?.text).toBe(ADMIN);
    const expected = invitationMail(
      { ...invitation, role: 'agent' },
      invitationLink(siteUrl, id, token),
      invitationMailCopy,
    );
    expect(mail?.subject).toBe(expected.subject);
    expect(mail?.text.trim()).toBe(expected.text.trim());
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/DC`);
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits

    const kept = valueAt(database.tree, ['invitationSecrets', id]) as Record<string, unknown>;
    expect(kept.hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(kept.expiresAt).toBeGreaterThanOrEqual(sentAt + INVITATION_HOURS * HOUR);
    expect(kept.expiresAt).toBeLessThanOrEqual(Date.now() + INVITATION_HOURS * HOUR);
    expect(kept.mailed).toBe(true);
    expect(JSON.stringify(database.tree)).not.toContain(token);

    // The same event delivered again sends no second link.
    await created(id, invitation);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mails.filter((m) => m.to.includes('tunde@example.com'))).toHaveLength(1);
  });

  it('is retried while the mail server refuses it, and the link that arrives works', async () => {
    const id = '-NfnInvite0000000099';
    const invitation = { email: 'retry@example.com', role: 'admin', by: ADMIN, at: Date.now() };
    await memory.update({ [`invitations/${id}`]: invitation });
    await catcher.stop();
    await expect(created(id, invitation)).rejects.toThrow();
    expect(valueAt(database.tree, ['invitationSecrets', id, 'mailed'])).toBeNull();
    await catcher.start();
    const before = catcher.mails.length;
    await created(id, invitation); // Cloud Functions' retry of the event
    const mail = (await catcher.waitFor(before + 1))[before];
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get(
      'token',
    );
    const answer = await accept({ invitationId: id, token, password: 'a long new password' });
    expect(answer.status).toBe(200);
    expect(valueAt(database.tree, ['staff', String(answer.body.localId), 'role'])).toBe('admin');
  });

  it('sets a password once: the Auth user, its staff entry, the invitation and secret gone', async () => {
    const { id, token } = await invite('bisi@example.com');
    const body = { invitationId: id, token, password: 'a long new password' };

    const short = await accept({ ...body, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: {
        code: 400,
        message: 'WEAK_PASSWORD',
        errors: [{ message: 'WEAK_PASSWORD', domain: 'global', reason: 'invalid' }],
      },
    });
    expect(errorOf(await accept({ ...body, token: 'x'.repeat(43) }))).toBe('INVALID_INVITATION');
    expect(errorOf(await accept({ ...body, invitationId: '../staff' }))).toBe('INVALID_INVITATION');
    expect((await accept(body, 'GET')).status).toBe(405);

    const accepted = await accept(body);
    expect(accepted.status).toBe(200);
    const uid = String(accepted.body.localId);
    expect(accepted.body).toEqual({ email: 'bisi@example.com', localId: uid });
    expect(users.get(uid)).toMatchObject({ email: 'bisi@example.com', password: body.password });
    expect(valueAt(database.tree, ['staff', uid])).toEqual({
      email: 'bisi@example.com',
      role: 'agent',
      name: 'Tunde',
    });
    expect(valueAt(database.tree, ['invitations', id])).toBeNull();
    expect(valueAt(database.tree, ['invitationSecrets', id])).toBeNull();

    expect(errorOf(await accept({ ...body, password: 'another long one' }))).toBe(
      'INVALID_INVITATION',
    );
    expect([...users.values()].filter((user) => user.email === 'bisi@example.com')).toHaveLength(1);
  });

  it(`stops working ${INVITATION_HOURS} hours after it was sent`, async () => {
    const { id, token } = await invite('late@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + INVITATION_HOURS * HOUR + 1000 });
    const answer = await accept({ invitationId: id, token, password: 'a long new password' });
    expect(errorOf(answer)).toBe('INVITATION_EXPIRED');
    expect([...users.values()].some((user) => user.email === 'late@example.com')).toBe(false);
  });

  it('refuses an address that already has an account, and keeps the invitation', async () => {
    await memory.createUser('taken@example.com', 'an older password');
    const { id, token } = await invite('taken@example.com');
    const answer = await accept({ invitationId: id, token, password: 'a long new password' });
    expect(errorOf(answer)).toBe('EMAIL_EXISTS');
    expect(valueAt(database.tree, ['invitations', id])).not.toBeNull();
  });

  it('cancelled: its secret goes and the link no longer works', async () => {
    const { id, invitation, token } = await invite('cancel@example.com');
    await memory.update({ [`invitations/${id}`]: null });
    await offline.wrap(triggers.forgetColleagueInvitation)({
      data: offline.database.makeDataSnapshot(invitation, `invitations/${id}`),
      params: { id },
    } as never);
    expect(valueAt(database.tree, ['invitationSecrets', id])).toBeNull();
    const answer = await accept({ invitationId: id, token, password: 'a long new password' });
    expect(errorOf(answer)).toBe('INVALID_INVITATION');
  });
});

describe('a removed member of staff on hosted Firebase', () => {
  const removed = (uid: string) =>
    offline.wrap(triggers.endStaffAccount)({
      data: offline.database.makeDataSnapshot(
        { email: 'x@example.com', role: 'agent' },
        `staff/${uid}`,
      ),
      params: { uid },
    } as never);

  it('loses the Firebase Auth user at once; a user already gone is no failure', async () => {
    const uid = await memory.createUser('leaving@example.com', 'a long password');
    const user = users.get(uid);
    await removed(uid);
    expect(users.has(uid)).toBe(false);
    expect(user?.revoked).toBe(true);
    await expect(removed(uid)).resolves.not.toThrow();
  });
});

describe('the staff triggers as deployed', () => {
  it('watch invitations and staff entries; acceptInvitation is public over HTTPS', () => {
    const refOf = (trigger: {
      __endpoint: { eventTrigger?: { eventFilterPathPatterns?: { ref?: string } } };
    }) => trigger.__endpoint.eventTrigger?.eventFilterPathPatterns?.ref;
    expect(refOf(triggers.inviteColleague)).toBe('invitations/{id}');
    expect(refOf(triggers.forgetColleagueInvitation)).toBe('invitations/{id}');
    expect(refOf(triggers.endStaffAccount)).toBe('staff/{uid}');
    expect(triggers.acceptInvitation.__endpoint.httpsTrigger).toBeDefined();
  });
});
