// @vitest-environment node
/**
 * The visitor's acknowledgement (server/notify), against a real SMTP server in the test process:
 * one mail to the visitor with the reference and none of their text, a booking's calendar entry
 * in Lagos time, at most three a Lagos day to one address, none for a bot or a staff move; and
 * the staff notice that answers to the visitor.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotifySettings } from '../../server/notify/notifier';
import { lagosDayStart } from '../../src/records/lagosTime';
import { HONEYPOT_FIELD } from '../../src/records/collections';
import { referenceOf } from '../../src/records/reference';
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../support/mail.support';
import { startTestServer, validRecords, type TestServer } from './support';

const DASHBOARD = 'http://site.test';
const STAFF = 'staff@example.com';
const VISITOR = 'ada@example.com';
const records = validRecords();
/** A sentence only the visitor's message holds. */
const SECRET = 'Wire the fee to account 0123456789 today';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ server: TestServer; catcher: MailCatcher }> {
  const catcher = await startMailCatcher();
  cleanups.push(() => catcher.stop());
  const notify: NotifySettings = {
    smtpUrl: catcher.url,
    to: [STAFF],
    from: 'site@example.com',
    dashboardUrl: DASHBOARD,
    backoff: { firstMs: 50, maxMs: 400 },
  };
  const server = await startTestServer({ notify });
  cleanups.push(() => server.close());
  return { server, catcher };
}

async function post(server: TestServer, collection: string, record: object): Promise<string> {
  const response = await server.request('POST', `/${collection}`, record);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

const sentTo = (mails: readonly ReceivedMail[], address: string) =>
  mails.filter((mail) => mail.to.includes(address));

describe('the acknowledgement', () => {
  it('reaches the visitor once, with the reference and none of their text', async () => {
    const { server, catcher } = await setUp();
    const id = await post(server, 'contactForm', { ...records.contactForm, message: SECRET });
    await catcher.waitFor(2);
    const [ack, ...more] = sentTo(catcher.mails, VISITOR);
    expect(more).toHaveLength(0);
    const reference = referenceOf('contactForm', id);
    expect(ack?.subject).toContain(reference);
    expect(ack?.parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(ack?.messageId).toBe(`<ack-contactForm-${id}@site.test>`);
    for (const part of [ack?.text, ack?.html]) {
      expect(part).toContain(reference);
      expect(part).toContain('Hello Ada,');
      expect(part).toContain('Did not ask for this? Ignore this e-mail.');
      expect(part).not.toContain('account 0123456789');
    }
    // Staff still get everything, and answering the notice writes to the visitor.
    const [notice] = sentTo(catcher.mails, STAFF);
    expect(notice?.text).toContain(SECRET);
    expect(notice?.text).toContain(`Reference: ${reference}`);
    expect(notice?.parsed.replyTo?.value[0]?.address).toBe(VISITOR);
    expect(notice?.text).toMatch(/Date: \d{1,2} \w{3} \d{4}, \d\d:\d\d WAT/);
    expect(notice?.text).toContain('Call: tel:+2348012345678');
    expect(notice?.text).toContain('WhatsApp: https://wa.me/2348012345678');
  });

  it('carries a booking’s calendar entry at the chosen date and time in Lagos', async () => {
    const { server, catcher } = await setUp();
    const record = { ...records.bookSession, sessionTime: '14:30' };
    const id = await post(server, 'bookSession', record);
    await catcher.waitFor(2);
    const [ack] = sentTo(catcher.mails, VISITOR);
    const calendar = ack?.parsed.attachments.find((part) =>
      part.contentType.startsWith('text/calendar'),
    );
    expect(calendar).toBeDefined();
    const ics = calendar!.content.toString('utf8');
    const [year, month, day] = record.sessionDate.split('-');
    // 14:30 WAT is 13:30 UTC.
    expect(ics).toContain(`DTSTART:${year}${month}${day}T133000Z`);
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`UID:${referenceOf('bookSession', id)}@site.test`);
    expect(ack?.text).toContain('Preferred time: 2:30 PM Lagos time (WAT)');
  });

  it('goes to one address at most three times a Lagos day; the lead is kept all the same', async () => {
    const lateEvening = lagosDayStart(Date.now()) + 23 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lateEvening);
    const { server, catcher } = await setUp();
    const ids: string[] = [];
    for (let lead = 0; lead < 4; lead += 1) {
      ids.push(await post(server, 'contactForm', { ...records.contactForm, email: 'A@b.ng' }));
    }
    await catcher.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(catcher.mails, 'a@b.ng')).toHaveLength(3);
    expect(sentTo(catcher.mails, STAFF)).toHaveLength(4);
    const stored = await (
      await server.request('GET', '/contactForm', undefined, {
        auth: await server.staffToken(),
      })
    ).json();
    for (const id of ids) expect(stored).toHaveProperty(id);

    // After midnight in Lagos the address may be answered again.
    vi.setSystemTime(lateEvening + 65 * 60 * 1000);
    await post(server, 'contactForm', { ...records.contactForm, email: 'a@b.ng' });
    await catcher.waitFor(9);
    expect(sentTo(catcher.mails, 'a@b.ng')).toHaveLength(4);
  });

  it('counts one mailbox however its address is spelled: a tag or a dot buys no more', async () => {
    const { server, catcher } = await setUp();
    const spellings = [
      'ada@gmail.com',
      'a.da@gmail.com',
      'Ada+x@googlemail.com',
      'ada+y@gmail.com',
    ];
    for (const email of spellings) {
      await post(server, 'contactForm', { ...records.contactForm, email });
    }
    await catcher.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toVisitor = catcher.mails.filter((mail) => !mail.to.includes(STAFF));
    expect(toVisitor).toHaveLength(3);
    expect(sentTo(catcher.mails, STAFF)).toHaveLength(4);
  });

  it('is dropped, not sent a day late, when mail failed all day; the staff notice still goes', async () => {
    const arrived = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(arrived);
    const { server, catcher } = await setUp();
    await catcher.stop();
    await post(server, 'contactForm', { ...records.contactForm, email: 'late@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    vi.setSystemTime(arrived + 25 * 60 * 60 * 1000);
    await catcher.start();
    await catcher.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sentTo(catcher.mails, STAFF)).toHaveLength(1);
    expect(sentTo(catcher.mails, 'late@example.com')).toHaveLength(0);
  });

  it('is not sent to a bot caught by the honeypot, nor for a lead staff write', async () => {
    const { server, catcher } = await setUp();
    await post(server, 'contactForm', { ...records.contactForm, [HONEYPOT_FIELD]: 'x' });
    const token = await server.staffToken();
    const response = await server.request(
      'PUT',
      '/contactForm/-Nstaff0000000000001',
      records.contactForm,
      { auth: token },
    );
    // Staff may write a record at a new key; no visitor mail follows it.
    expect(response.status).toBe(200);
    // A visitor's form PUTs at a key its browser made: that one is acknowledged.
    const sent = await server.request('PUT', '/training/-Nlast00000000000001', {
      ...records.training,
      email: 'last@example.com',
    });
    expect(sent.status).toBe(200);
    await catcher.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(catcher.mails, VISITOR)).toHaveLength(0);
    expect(sentTo(catcher.mails, 'last@example.com')).toHaveLength(1);
  });
});
