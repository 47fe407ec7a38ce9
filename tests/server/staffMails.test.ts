// @vitest-environment node
/**
 * The mail staff work causes on server/ (issue 37), with a real SMTP server: a lead's new owner is
 * told (not when they took it themselves), an e-mail reply written on a lead goes once to the
 * lead's own address with Reply-To the writer, and the morning mail at 08:00 Lagos time lists
 * each member's leads due, overdue and waiting, once a day across restarts. The morning clock is
 * the test's; the mails are waited for, never slept on.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerOptions } from '../../server/app';
import { silentLogger } from '../../server/log';
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../support/mail.support';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { lagosDayStart, lagosLongDate } from '../../src/records/lagosTime';
import { referenceOf } from '../../src/records/reference';
import { STAFF_EMAIL, startTestServer, type TestServer } from './support';

const SITE = 'http://site.test';
const FROM = 'site@example.com';
const AGENT = 'ayo@example.com';
const IDLE_AGENT = 'bisi@example.com';
const HOUR = 3_600_000;
const nextPushId = createPushIdGenerator();

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
});

/** A database file that outlives the servers on it (each test server removes its own folder). */
const keptDirs: string[] = [];
function keptDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'staff-mails-'));
  keptDirs.push(dir);
  return join(dir, 'site.db');
}
afterAll(() => {
  for (const dir of keptDirs) rmSync(dir, { recursive: true, force: true });
});

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

/** A server mailing through the catcher, its morning clock read from `clock`. */
async function start(clock: { now: number }, options: Partial<ServerOptions> = {}) {
  const server = await startTestServer({
    siteUrl: SITE,
    morningClock: () => clock.now,
    morningCheckMs: 20,
    notify: {
      smtpUrl: catcher.url,
      to: ['notices@example.com'],
      from: FROM,
      dashboardUrl: SITE,
      backoff: { firstMs: 50, maxMs: 400 },
    },
    ...options,
  });
  running.push(server);
  server.site.store.apply([
    { path: ['staff', 'ayo'], value: { email: AGENT, role: 'agent', name: 'Ayo' } },
    { path: ['staff', 'bisi'], value: { email: IDLE_AGENT, role: 'agent' } },
  ]);
  return server;
}

/** A contact lead stored as a visitor's form leaves it, with staff-only children. */
function seed(server: TestServer, name: string, extra: Record<string, unknown> = {}) {
  const id = nextPushId();
  const record = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@visitor.test`,
    message: 'Hello',
    date: new Date(Date.now() - 2 * HOUR).toISOString(),
    receivedAt: Date.now() - 2 * HOUR,
    ...extra,
  };
  // A field given as null is left out (a lead without an e-mail address).
  const value = Object.fromEntries(Object.entries(record).filter(([, field]) => field !== null));
  server.site.store.apply([{ path: ['contactForm', id], value: value as never }]);
  return id;
}

/** The admin writes one history event on a lead (with what it changes), as the dashboard does. */
async function writeEvent(
  server: TestServer,
  id: string,
  event: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) {
  const response = await server.request(
    'PATCH',
    '/',
    {
      ...changes,
      [`contactForm/${id}/history/${nextPushId()}`]: {
        at: { '.sv': 'timestamp' },
        by: STAFF_EMAIL,
        ...event,
      },
    },
    { auth: await server.staffToken() },
  );
  return response;
}

/** The next `count` mails, the ones that arrive after those already there. */
async function nextMails(count: number, since = catcher.mails.length): Promise<ReceivedMail[]> {
  return (await catcher.waitFor(since + count)).slice(since, since + count);
}

describe('mail about a lead', () => {
  const clock = { now: lagosDayStart(Date.now()) + 2 * HOUR }; // 02:00 in Lagos: no morning run

  it('tells the new owner which lead a colleague gave them, with its link; taking it yourself mails nobody', async () => {
    const server = await start(clock);
    const given = seed(server, 'Chidi Okafor');
    const taken = seed(server, 'Taken Myself');
    const since = catcher.mails.length;

    const own = await writeEvent(
      server,
      taken,
      { kind: 'owner', detail: STAFF_EMAIL },
      { [`contactForm/${taken}/owner`]: STAFF_EMAIL },
    );
    expect(own.status, await own.clone().text()).toBe(200);
    await writeEvent(
      server,
      given,
      { kind: 'owner', detail: AGENT },
      { [`contactForm/${given}/owner`]: AGENT },
    );

    // The outbox sends in order: a mail about the lead taken first would have come first.
    const [mail] = await nextMails(1, since);
    expect(mail?.to).toEqual([AGENT]);
    expect(mail?.subject).toBe(
      `Assigned to you: Contact Form from Chidi Okafor (${referenceOf('contactForm', given)})`,
    );
    expect(mail?.text).toContain(`${STAFF_EMAIL} assigned you this lead:`);
    expect(mail?.text).toContain(`${SITE}/DC?type=contact&lead=${given}`);
    expect(mail?.text).not.toContain('@visitor.test');
    expect(mail?.parsed.from?.text).toBe(FROM);
  });

  it('sends a reply once, to the address the lead holds, from the company with Reply-To the writer', async () => {
    const server = await start(clock);
    const id = seed(server, 'Ngozi Eze');
    const since = catcher.mails.length;
    const reply = { kind: 'email', subject: 'Your enquiry', text: 'Thank you, Ngozi.\nAyo' };

    // The event names no recipient: one it names is refused, so the API relays to nobody.
    const relay = await writeEvent(server, id, { ...reply, to: 'someone@else.test' });
    expect(relay.status).toBe(400);
    const written = await writeEvent(server, id, reply, {
      [`contactForm/${id}/status`]: 'contacted',
    });
    expect(written.status, await written.clone().text()).toBe(200);

    const [mail] = await nextMails(1, since);
    expect(mail?.to).toEqual(['ngozi.eze@visitor.test']);
    expect(mail?.subject).toBe('Your enquiry');
    expect(mail?.text.trim()).toBe('Thank you, Ngozi.\nAyo');
    expect(mail?.parsed.from?.text).toBe(FROM);
    expect(mail?.parsed.replyTo?.text).toBe(STAFF_EMAIL);

    // Another mail after it, and still only the one reply.
    await writeEvent(server, seed(server, 'Marker Lead'), { kind: 'owner', detail: AGENT });
    await nextMails(1, since + 1);
    expect(catcher.mails.filter((sent) => sent.subject === 'Your enquiry')).toHaveLength(1);
  });

  it('sends nothing for a lead without an e-mail address, and says so in the log', async () => {
    const warnings: string[] = [];
    const server = await start(clock, {
      logger: { ...silentLogger, warn: (text) => warnings.push(text) },
    });
    const id = seed(server, 'Phone Only', { email: null, phone: '+2348012345678' });
    const since = catcher.mails.length;
    const written = await writeEvent(server, id, {
      kind: 'email',
      subject: 'Nowhere to go',
      text: 'Hello',
    });
    expect(written.status).toBe(200);
    expect(warnings.some((text) => text.includes(`contactForm/${id}`))).toBe(true);

    await writeEvent(server, seed(server, 'Next Lead'), { kind: 'owner', detail: AGENT });
    const [next] = await nextMails(1, since);
    expect(next?.to).toEqual([AGENT]);
    expect(catcher.mails.some((sent) => sent.subject === 'Nowhere to go')).toBe(false);
  });

  it('keeps a reply written while the mail server is down and sends it once after a restart', async () => {
    const databaseFile = keptDatabase();
    const first = await start(clock, { databaseFile });
    const id = seed(first, 'Kept Reply');
    await catcher.stop();
    try {
      const written = await writeEvent(first, id, {
        kind: 'email',
        subject: 'Sent after the outage',
        text: 'Hello again',
      });
      expect(written.status).toBe(200);
      await first.close();
      running.splice(running.indexOf(first), 1);
    } finally {
      await catcher.start();
    }
    const since = catcher.mails.length;
    await start(clock, { databaseFile });
    const [mail] = await nextMails(1, since);
    expect(mail?.subject).toBe('Sent after the outage');
    expect(mail?.to).toEqual(['kept.reply@visitor.test']);
  });
});

describe('the morning mail', () => {
  /** 08:00 in Lagos on the test's first day. */
  const morning = lagosDayStart(Date.now()) + 8 * HOUR;

  function seedDay(server: TestServer) {
    const came = morning - 30 * HOUR; // still New after a day
    const ids = {
      due: seed(server, 'Due Today', {
        owner: AGENT,
        status: 'contacted',
        followUp: { at: morning + 6 * HOUR, what: 'Call about the quote' },
      }),
      overdue: seed(server, 'Overdue Lead', {
        owner: AGENT,
        status: 'qualified',
        followUp: { at: morning - 22 * HOUR, what: 'Send the price list' },
      }),
      waiting: seed(server, 'Waiting Lead', { owner: AGENT, receivedAt: came }),
      fresh: seed(server, 'Fresh Lead', { owner: AGENT, receivedAt: morning - 2 * HOUR }),
      later: seed(server, 'Later Lead', {
        owner: AGENT,
        status: 'contacted',
        followUp: { at: morning + 30 * HOUR, what: 'Not yet' },
      }),
      unassigned: seed(server, 'Nobody Yet', { receivedAt: came }),
      answered: seed(server, 'Answered Unassigned', { receivedAt: came, status: 'contacted' }),
    };
    return ids;
  }

  it('lists each member’s due, overdue and waiting leads at 08:00, the admins’ the unassigned ones, once a day across restarts', async () => {
    const clock = { now: morning - 60_000 };
    const databaseFile = keptDatabase();
    const first = await start(clock, { databaseFile });
    const ids = seedDay(first);
    const since = catcher.mails.length;

    clock.now = morning + 30_000;
    const mails = await nextMails(2, since);
    const byTo = new Map(mails.map((mail) => [mail.to[0], mail]));
    expect([...byTo.keys()].sort()).toEqual([AGENT, STAFF_EMAIL].sort());

    const agent = byTo.get(AGENT);
    expect(agent?.subject).toMatch(/^Your leads for \w+day \d+ \w+ \d{4}: 3 need you$/);
    const agentText = agent?.text ?? '';
    expect(agentText).toContain('Good morning Ayo,');
    expect(agentText).toMatch(
      /Follow-ups due today \(1\)\n- Contact Form: Due Today: Call about the quote, /,
    );
    expect(agentText).toMatch(
      /Overdue follow-ups \(1\)\n- Contact Form: Overdue Lead: Send the price list, /,
    );
    expect(agentText).toMatch(
      /Still New after a day \(1\)\n- Contact Form: Waiting Lead: waiting 30 hours/,
    );
    for (const id of [ids.due, ids.overdue, ids.waiting]) {
      expect(agentText).toContain(`${SITE}/DC?type=contact&lead=${id}`);
    }
    for (const name of ['Fresh Lead', 'Later Lead', 'Nobody Yet']) {
      expect(agentText).not.toContain(name);
    }
    const adminText = byTo.get(STAFF_EMAIL)?.text ?? '';
    expect(adminText).toContain(
      `Contact Form: Nobody Yet: waiting 30 hours\n  ${SITE}/DC?type=contact&lead=${ids.unassigned}`,
    );
    expect(adminText).not.toContain('Answered Unassigned');
    expect(adminText).not.toContain('Due Today');

    // A restart later that day sends nothing again; the next day's run (after a restart that
    // missed its 08:00) sends the next day's mails, and they are the next ones to arrive.
    await first.close();
    running.splice(running.indexOf(first), 1);
    clock.now = morning + 2 * HOUR;
    await start(clock, { databaseFile });
    await running[0]?.close();
    running.splice(0);
    clock.now = morning + 24 * HOUR + 3 * HOUR;
    await start(clock, { databaseFile, morningCheckMs: 3_600_000 });
    const nextDay = await nextMails(2, since + 2);
    const tomorrow = lagosLongDate(morning + 24 * HOUR);
    expect(nextDay.every((mail) => mail.subject.includes(tomorrow))).toBe(true);
    expect(nextDay.map((mail) => mail.to[0]).sort()).toEqual([AGENT, STAFF_EMAIL].sort());
    expect(catcher.mails.some((mail) => mail.to[0] === IDLE_AGENT)).toBe(false);
  });
});
