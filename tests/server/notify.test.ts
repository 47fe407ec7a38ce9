// @vitest-environment node
/**
 * E-mail notices of new leads (server/notify), against a real SMTP server in the test process:
 * what a notice says, that visitor text is escaped, that an outage delays but loses nothing,
 * that a burst becomes a digest, and who may read the outbox's state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { NotifySettings } from '../../server/notify/notifier';
import {
  createMailCatcher,
  startMailCatcher,
  type MailCatcher,
  type ReceivedMail,
} from '../support/mail.support';
import { createPushIdGenerator } from '../../src/lib/pushId';
import {
  STAFF_EMAIL,
  startTestServer,
  keptRecords,
  validRecords,
  type TestServer,
} from './support';

const DASHBOARD = 'http://site.test';
const records = validRecords();
const kept = keptRecords();
const nextPushId = createPushIdGenerator();

/** What reached staff (the visitor's acknowledgements go to the visitor: tests/server/acknowledge.test.ts). */
const toStaff = (mails: readonly ReceivedMail[]) =>
  mails.filter((mail) => mail.to.includes('staff@example.com'));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function settings(catcher: MailCatcher, extra: Partial<NotifySettings> = {}): NotifySettings {
  return {
    smtpUrl: catcher.url,
    to: ['staff@example.com', 'boss@example.com'],
    from: 'site@example.com',
    dashboardUrl: DASHBOARD,
    backoff: { firstMs: 50, maxMs: 400 },
    ...extra,
  };
}

async function serverWith(notify?: NotifySettings): Promise<TestServer> {
  const server = await startTestServer(notify ? { notify } : {});
  cleanups.push(() => server.close());
  return server;
}

async function catcherStarted(): Promise<MailCatcher> {
  const catcher = await startMailCatcher();
  cleanups.push(() => catcher.stop());
  return catcher;
}

async function post(server: TestServer, collection: string, record: object): Promise<string> {
  const response = await server.request('POST', `/${collection}`, record);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

async function status(server: TestServer, token?: string): Promise<Response> {
  return fetch(`${server.url}/notify/v1/status${token ? `?auth=${token}` : ''}`);
}

describe('a new lead', () => {
  it('sends staff one mail with its subject, fields, link and a stable Message-ID', async () => {
    const catcher = await catcherStarted();
    const server = await serverWith(settings(catcher));
    const id = await post(server, 'contactForm', records.contactForm);

    const [mail] = toStaff(await catcher.waitFor(2));
    expect(mail?.subject).toBe('New Contact Form from Ada Obi');
    expect(mail?.to).toEqual(['staff@example.com', 'boss@example.com']);
    expect(mail?.messageId).toBe(`<lead-contactForm-${id}@site.test>`);
    const link = `${DASHBOARD}/DC?type=contact&lead=${id}`;
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Ada Obi');
      expect(part).toContain('ada@example.com');
      expect(part).toContain('We need a new website.');
    }
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail?.text.indexOf('Ada Obi')).toBeLessThan(mail?.text.indexOf('ada@example.com') ?? 0);

    const token = await server.staffToken();
    await expect((await status(server, token)).json()).resolves.toMatchObject({
      enabled: true,
      sent: 1,
      waiting: 0,
      failing: 0,
    });
  });

  it('arrives with visitor HTML escaped', async () => {
    const catcher = await catcherStarted();
    const server = await serverWith(settings(catcher));
    await post(server, 'contactForm', {
      ...records.contactForm,
      message: '<script>alert(1)</script><b onmouseover="x">hi</b>',
    });
    const [mail] = toStaff(await catcher.waitFor(2));
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b onmouseover');
    expect(mail?.text).toContain('<script>alert(1)</script>');
  });

  it('is sent for a record moved out of Spam, not for one restored from the Trash', async () => {
    const catcher = await catcherStarted();
    const server = await serverWith(settings(catcher));
    const token = await server.staffToken();
    const [spamId, trashId] = [nextPushId(), nextPushId()];
    const caught = { ...kept.contactForm, fullName: 'Not Spam' };
    const restored = { ...kept.contactForm, fullName: 'Restored' };
    const at = Date.now() - 1000;
    server.site.store.apply([
      {
        path: ['spam', 'contactForm', spamId],
        value: { ...caught, spamReason: 'honeypot', caughtAt: at },
      },
      {
        path: ['trash', 'contactForm', trashId],
        value: { ...restored, deletedAt: at, deletedBy: STAFF_EMAIL },
      },
    ]);
    const move = async (changes: object, action: string, id: string) => {
      const audit = { at, by: STAFF_EMAIL, action, collection: 'contactForm', ids: [id] };
      const body = { ...changes, [`audit/${nextPushId()}`]: audit };
      const response = await server.request('PATCH', '/', body, { auth: token });
      expect(response.status, await response.clone().text()).toBe(200);
    };

    await move(
      { [`spam/contactForm/${spamId}`]: null, [`contactForm/${spamId}`]: caught },
      'not-spam',
      spamId,
    );
    const [mail] = await catcher.waitFor(1);
    expect(mail?.subject).toBe('New Contact Form from Not Spam');

    await move(
      { [`trash/contactForm/${trashId}`]: null, [`contactForm/${trashId}`]: restored },
      'restore',
      trashId,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mails).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('keeps every notice through a mail server refusing connections, then sends them all', async () => {
    const catcher = await createMailCatcher();
    cleanups.push(() => catcher.stop());
    const server = await serverWith(settings(catcher));
    const token = await server.staffToken();
    const ids = [
      await post(server, 'contactForm', records.contactForm),
      await post(server, 'quoteForm', records.quoteForm),
      await post(server, 'hiring', records.hiring),
    ];
    await expect
      .poll(
        async () => ((await (await status(server, token)).json()) as { failing: number }).failing,
      )
      .toBe(3);
    const failing = (await (await status(server, token)).json()) as Record<string, unknown>;
    expect(failing).toMatchObject({ enabled: true, sent: 0, waiting: 3 });
    expect(failing.lastError).toMatch(/ECONNREFUSED/);

    await catcher.start();
    // Three notices to staff, and the visitor's three acknowledgements.
    const mails = toStaff(await catcher.waitFor(6));
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(
      [
        `<lead-contactForm-${ids[0]}@site.test>`,
        `<lead-quoteForm-${ids[1]}@site.test>`,
        `<lead-hiring-${ids[2]}@site.test>`,
      ].sort(),
    );
    await expect
      .poll(async () => (await status(server, token)).json())
      .toMatchObject({ sent: 3, waiting: 0, failing: 0 });
  });

  it('sends a burst of 50 submissions as a digest, not 50 mails', async () => {
    const catcher = await catcherStarted();
    const server = await serverWith(settings(catcher));
    const token = await server.staffToken();
    const posts = Array.from({ length: 50 }, (_, index) =>
      post(server, 'contactForm', { ...records.contactForm, fullName: `Lead ${index}` }),
    );
    const ids = await Promise.all(posts);
    await expect
      .poll(async () => ((await (await status(server, token)).json()) as { sent: number }).sent)
      .toBe(50);
    const staffMails = toStaff(catcher.mails);
    const digests = staffMails.filter((mail) => /^\d+ new leads$/.test(mail.subject));
    expect(digests.length).toBeGreaterThanOrEqual(1);
    expect(staffMails.length).toBeLessThanOrEqual(5);
    // Every lead is in exactly one mail, by its link.
    const everything = staffMails.map((mail) => mail.text).join('\n');
    for (const id of ids) expect(everything.split(`lead=${id}`)).toHaveLength(2);
  });
});

describe('the outbox state', () => {
  it('is for staff only', async () => {
    const catcher = await catcherStarted();
    const server = await serverWith(settings(catcher));
    expect((await status(server)).status).toBe(401);
    expect((await status(server, 'not-a-token')).status).toBe(401);
  });

  it('says notices are off without SMTP settings, and nothing is queued', async () => {
    const server = await serverWith();
    await post(server, 'contactForm', records.contactForm);
    const token = await server.staffToken();
    await expect((await status(server, token)).json()).resolves.toEqual({
      enabled: false,
      sent: 0,
      waiting: 0,
      failing: 0,
      alerts: [],
    });
  });
});
