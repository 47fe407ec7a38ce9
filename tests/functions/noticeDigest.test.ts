/**
 * The digest rule on hosted Firebase, run offline with firebase-functions-test against an SMTP
 * server in this process and the database in memory: past NOTIFY_DIGEST_AFTER new leads in ten
 * minutes, staff get no more notices one by one but one digest, the same message server/ sends.
 */
import functionsTest from 'firebase-functions-test';
import { logger } from 'firebase-functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as triggers from '../../functions/src/index';
import {
  DIGEST_WINDOW_MS,
  noticeDatabase,
  type NoticeDatabase,
} from '../../functions/src/noticeDigest';
import { buildDigest, buildLeadNotice } from '../../src/lib/leadNotice';
import { storedLead } from '../support/leads';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { setEnv } from './env.support';
import { memoryDatabase } from './memory.support';

const siteUrl = 'https://leads.example.com';
const offline = functionsTest();
const database = memoryDatabase();
let catcher: MailCatcher;
let restoreEnv: () => void;

beforeAll(async () => {
  catcher = await startMailCatcher();
  restoreEnv = setEnv({
    NOTIFY_TO: 'sales@example.com',
    NOTIFY_FROM: 'Leads <leads@example.com>',
    SITE_URL: siteUrl,
    SMTP_URL: catcher.url,
    NOTIFY_DIGEST_AFTER: '3',
  });
  for (const method of ['read', 'update', 'transact'] as (keyof NoticeDatabase)[]) {
    vi.spyOn(noticeDatabase, method).mockImplementation(database[method] as never);
  }
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});

beforeEach(() => {
  database.tree = null;
  catcher.mails.length = 0;
});

afterAll(async () => {
  restoreEnv();
  vi.restoreAllMocks();
  offline.cleanup();
  await catcher.stop();
});

const idOf = (n: number) => `-NfnBurst${String(n).padStart(11, '0')}`;

/** A visitor's new contact form record, stored, and its notice trigger run at `at`. */
async function arrives(n: number, at: number) {
  const id = idOf(n);
  const record = storedLead('contactForm', { fullName: `Visitor ${n}` }, at);
  await database.update({ [`contactForm/${id}`]: record });
  await offline.wrap(triggers.notifyContactForm)({
    data: offline.database.makeDataSnapshot(record, `contactForm/${id}`),
    params: { id },
    authType: 'unauthenticated',
    time: new Date(at).toISOString(),
  } as never);
  return { collection: 'contactForm' as const, id, record, dashboardUrl: siteUrl };
}

const runDigest = () =>
  triggers.mailNoticeDigest.run({ scheduleTime: new Date().toISOString() } as never);

describe('the lead notices of a burst on hosted Firebase', () => {
  it('mails the first NOTIFY_DIGEST_AFTER one by one and the rest as one digest', async () => {
    const start = Date.now();
    const leads = [];
    for (let n = 1; n <= 6; n += 1) leads.push(await arrives(n, start + n * 1000));

    expect(catcher.mails.map((mail) => mail.subject)).toEqual([
      'New Contact Form from Visitor 1',
      'New Contact Form from Visitor 2',
      'New Contact Form from Visitor 3',
    ]);

    await runDigest();
    const [digest] = await catcher.waitFor(4);
    const mails = catcher.mails.slice(3);
    expect(mails.map((mail) => mail.subject)).toEqual(['3 new leads']);
    const expected = buildDigest(leads.slice(3).map(buildLeadNotice), siteUrl);
    expect(mails[0]?.text.trim()).toBe(expected.text.trim());
    expect(mails[0]?.messageId).toBe(expected.messageId);
    expect(digest).toBeDefined();
    for (const lead of leads.slice(3)) {
      expect(mails[0]?.text).toContain(`${siteUrl}/DC?type=contact&lead=${lead.id}`);
    }

    // Sent once: nothing waits any more.
    await runDigest();
    expect(catcher.mails).toHaveLength(4);
  });

  it('notices one by one again once the ten minutes are over', async () => {
    const start = Date.now() - 2 * DIGEST_WINDOW_MS;
    for (let n = 1; n <= 4; n += 1) await arrives(n, start + n * 1000);
    await arrives(5, start + DIGEST_WINDOW_MS + 5000);
    expect(catcher.mails.map((mail) => mail.subject)).toEqual([
      'New Contact Form from Visitor 1',
      'New Contact Form from Visitor 2',
      'New Contact Form from Visitor 3',
      'New Contact Form from Visitor 5',
    ]);
  });

  it('counts a retried notice once, and leaves a lead erased before the digest out of it', async () => {
    const start = Date.now();
    await arrives(1, start);
    await arrives(1, start); // the same event, retried after a failure
    for (let n = 2; n <= 5; n += 1) await arrives(n, start + n * 1000);
    expect(catcher.mails).toHaveLength(4); // 1, 1 again, 2, 3
    await database.update({ [`contactForm/${idOf(5)}`]: null });

    await runDigest();
    await catcher.waitFor(5);
    expect(catcher.mails[4]?.subject).toBe('1 new lead');
    expect(catcher.mails[4]?.text).toContain(idOf(4));
    expect(catcher.mails[4]?.text).not.toContain(idOf(5));
    expect(database.tree).toMatchObject({ noticeDigest: { burst: { start } } });
    expect((database.tree as { noticeDigest: object }).noticeDigest).not.toHaveProperty('waiting');
  });

  it('sends the digest as often as a window lasts, ten minutes', () => {
    expect(DIGEST_WINDOW_MS).toBe(10 * 60_000);
    expect(triggers.mailNoticeDigest.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 10 minutes',
    });
  });
});
