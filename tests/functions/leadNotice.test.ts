/**
 * The Cloud Function in functions/ run offline with firebase-functions-test: a wrapped trigger gets
 * a data snapshot of a new record and mails its notice to an SMTP server inside this process.
 */
import functionsTest from 'firebase-functions-test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as triggers from '../../functions/src/index';
import { noticeDatabase, type NoticeDatabase } from '../../functions/src/noticeDigest';
import { buildLeadNotice } from '../../src/lib/leadNotice';
import { collections } from '../../src/records/collections';
import { submittedLead } from '../support/leads';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { setEnv } from './env.support';
import { memoryDatabase } from './memory.support';

const siteUrl = 'https://leads.example.com';
const settings = {
  NOTIFY_TO: 'sales@example.com, admin@example.com',
  NOTIFY_FROM: 'Leads <leads@example.com>',
  SITE_URL: siteUrl,
  // The default the deploy sets (offline, a parameter's default is not applied).
  NOTIFY_DIGEST_AFTER: '10',
};

const hostileRecord = submittedLead(
  'contactForm',
  {
    fullName: 'Ada <b>Obi</b>',
    phoneNumber: '+234 801 234 5678',
    subject: 'A website',
    message: '<script>alert("x")</script> & thanks',
  },
  new Date('2026-11-25T08:30:00.000Z'),
);

const offline = functionsTest();
let catcher: MailCatcher;
let restoreEnv: () => void;

beforeAll(async () => {
  catcher = await startMailCatcher();
  restoreEnv = setEnv({ ...settings, SMTP_URL: catcher.url });
  // Where a notice claims its place in a burst (noticeDigest.test.ts): kept in memory.
  const database = memoryDatabase();
  for (const method of ['read', 'update', 'transact'] as (keyof NoticeDatabase)[]) {
    vi.spyOn(noticeDatabase, method).mockImplementation(database[method] as never);
  }
});

afterAll(async () => {
  restoreEnv();
  vi.restoreAllMocks();
  offline.cleanup();
  await catcher.stop();
});

describe('the lead notice Cloud Function', () => {
  it('mails the notice of a new contact form record: subject, fields, link, escaped HTML', async () => {
    const id = '-NfnTest0001';
    const wrapped = offline.wrap(triggers.notifyContactForm);
    await wrapped({
      data: offline.database.makeDataSnapshot(hostileRecord, `contactForm/${id}`),
      params: { id },
      authType: 'unauthenticated',
    });

    const [mail] = await catcher.waitFor(1);
    const expected = buildLeadNotice({
      collection: 'contactForm',
      id,
      record: hostileRecord,
      dashboardUrl: siteUrl,
    });
    expect(mail?.subject).toBe('New Contact Form from Ada <b>Obi</b>');
    expect(mail?.messageId).toBe(expected.messageId);
    const parsed = mail?.parsed;
    expect(parsed?.from?.value).toEqual([{ name: 'Leads', address: 'leads@example.com' }]);
    const to = Array.isArray(parsed?.to) ? parsed.to : [parsed?.to];
    expect(to.flatMap((address) => address?.value.map((a) => a.address))).toEqual([
      'sales@example.com',
      'admin@example.com',
    ]);

    expect(parsed?.replyTo?.value[0]?.address).toBe('ada@example.com');
    expect(mail?.text).toContain(`Reference: ${expected.reference}`);
    expect(mail?.text).toContain('Call: tel:+2348012345678');
    expect(mail?.text).toContain('WhatsApp: https://wa.me/2348012345678');
    expect(mail?.text.trim()).toBe(expected.text.trim());
    expect(mail?.text).toContain('Name: Ada <b>Obi</b>\nEmail: ada@example.com\nPhone: +234 801');
    expect(mail?.text).toContain(`${siteUrl}/DC?type=contact&lead=${id}`);

    const html = String(mail?.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Obi</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; thanks');
    expect(html).toContain(`<a href="${siteUrl}/DC?type=contact&amp;lead=${id}">`);
  });

  it('sends nothing for a record staff put back from the trash', async () => {
    const before = catcher.mails.length;
    await offline.wrap(triggers.notifyQuoteForm)({
      data: offline.database.makeDataSnapshot({ fullName: 'Restored' }, 'quoteForm/-NfnTest0002'),
      params: { id: '-NfnTest0002' },
      authType: 'app_user',
    });
    expect(catcher.mails.length).toBe(before);
  });

  it('has one trigger for each of the six collections, on a new record in it', () => {
    // The notice triggers (index.ts also exports those that keep counts and the search index,
    // and the scheduled ones: the recount and the retention rule).
    const refs = Object.entries(triggers)
      .filter(([name]) => name.startsWith('notify'))
      .flatMap(([, trigger]) => {
        const ref = trigger.__endpoint.eventTrigger?.eventFilterPathPatterns?.ref;
        return ref === undefined ? [] : [ref];
      });
    expect(refs.sort()).toEqual(collections.map((c) => `${c}/{id}`).sort());
  });

  it('runs no function on more than 10 instances, so a flood of records cannot multiply them', () => {
    const unbounded = Object.entries(triggers).filter(([, trigger]) => {
      const most = trigger.__endpoint.maxInstances;
      return typeof most !== 'number' || most > 10;
    });
    expect(unbounded.map(([name]) => name)).toEqual([]);
  });
});
