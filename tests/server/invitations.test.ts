// @vitest-environment node
/**
 * Staff invitations on server/ (decision 0034), with a real SMTP server: an admin's invitation
 * mails a one-time link; the link and a password make an agent's account, once, within 48 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { INVITATION_HOURS, INVITATIONS_ROOT, STAFF_ROOT } from '../../src/records/staff';
import { STAFF_EMAIL, startTestServer, type TestServer } from './support';

const SITE = 'http://site.test';
const nextPushId = createPushIdGenerator();
let server: TestServer;
let catcher: MailCatcher;
let admin: string;
/** The server's sign-in clock (ID tokens, invitations), moved by the test. */
let now = Date.now();

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({
    siteUrl: SITE,
    authClock: () => now,
    notify: {
      smtpUrl: catcher.url,
      to: ['staff@example.com'],
      from: 'site@example.com',
      dashboardUrl: SITE,
      backoff: { firstMs: 50, maxMs: 400 },
    },
  });
  admin = await server.staffToken();
});
afterAll(async () => {
  await server.close();
  await catcher.stop();
});

/** An admin invites `email` as an agent; resolves with the link the invitation mail holds. */
async function invite(email: string): Promise<{ id: string; link: URL }> {
  const id = nextPushId();
  const before = catcher.mails.length;
  const response = await server.request(
    'PUT',
    `/${INVITATIONS_ROOT}/${id}`,
    { email, role: 'agent', name: 'Tunde', by: STAFF_EMAIL, at: { '.sv': 'timestamp' } },
    { auth: admin },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const mails = await catcher.waitFor(before + 1);
  const mail = mails[before];
  expect(mail?.to).toEqual([email]);
  expect(mail?.parsed.replyTo?.text).toBe(STAFF_EMAIL);
  const found = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  return { id, link: new URL(found) };
}

const accept = (link: URL, password: string) =>
  fetch(`${server.url}/auth/v1/accounts:acceptInvitation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      invitationId: link.searchParams.get('invitation'),
      token: link.searchParams.get('token'),
      password,
    }),
  });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('an invitation', () => {
  it('mails a link to /DC that sets a password once, making an agent who can sign in', async () => {
    const { id, link } = await invite('tunde@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/DC`);
    expect(await errorOf(await accept(link, 'short'))).toBe('WEAK_PASSWORD');

    const accepted = await accept(link, 'a long new password');
    expect(accepted.status).toBe(200);
    const account = server.site.accounts.find('tunde@example.com');
    expect(server.site.store.get([STAFF_ROOT, account?.localId ?? ''])).toEqual({
      email: 'tunde@example.com',
      role: 'agent',
      name: 'Tunde',
    });
    expect(server.site.store.get([INVITATIONS_ROOT, id])).toBeNull();
    // The same link again: used.
    expect(await errorOf(await accept(link, 'another long password'))).toBe('INVALID_INVITATION');
  });

  it('refuses a wrong secret, and a cancelled invitation', async () => {
    const { id, link } = await invite('wrong@example.com');
    const forged = new URL(link);
    forged.searchParams.set('token', 'x'.repeat(43));
    expect(await errorOf(await accept(forged, 'a long new password'))).toBe('INVALID_INVITATION');
    await server.request('DELETE', `/${INVITATIONS_ROOT}/${id}`, undefined, { auth: admin });
    expect(await errorOf(await accept(link, 'a long new password'))).toBe('INVALID_INVITATION');
    expect(server.site.accounts.find('wrong@example.com')).toBeNull();
  });

  it(`stops working ${INVITATION_HOURS} hours after it was sent`, async () => {
    const { link } = await invite('late@example.com');
    now += INVITATION_HOURS * 3_600_000 + 1000;
    expect(await errorOf(await accept(link, 'a long new password'))).toBe('INVITATION_EXPIRED');
    expect(server.site.accounts.find('late@example.com')).toBeNull();
  });
});
