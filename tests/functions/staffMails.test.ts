/**
 * The mail staff work causes, on hosted Firebase, run offline with firebase-functions-test
 * against an SMTP server in this process: a lead's history trigger mails a new owner (not one who
 * took it), sends a reply to the lead's stored address with Reply-To the writer, once however
 * often it runs; the 08:00 schedule mails each member their list once a day. The database is kept
 * in memory here (the Admin SDK's place), its indexed queries answered as Firebase answers them.
 */
import functionsTest from 'firebase-functions-test';
import { logger } from 'firebase-functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as triggers from '../../functions/src/index';
import { mailDatabase, type MailDatabase } from '../../functions/src/staffMails';
import type { MorningQuery } from '../../src/lib/morningList';
import { isObject, segmentsOf, valueAt } from '../../src/lib/tree';
import { lagosDayStart, lagosLongDate } from '../../src/records/lagosTime';
import { referenceOf } from '../../src/records/reference';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { setEnv } from './env.support';
import { memoryDatabase } from './memory.support';

const siteUrl = 'https://www.example.com';
const FROM = 'Leads <leads@example.com>';
const ADMIN = 'ada@example.com';
const AGENT = 'ayo@example.com';
const HOUR = 3_600_000;
const LEAD = '-NfnLead000000000001';
const PHONE_ONLY = '-NfnLead000000000002';

const offline = functionsTest();
let catcher: MailCatcher;
let restoreEnv: () => void;
const database = memoryDatabase();
const queries: MorningQuery[] = [];

/** Firebase's answer to `orderByChild(child)` with `equalTo`, or `startAt`/`endAt` on numbers. */
function selected(collection: string, query: MorningQuery): unknown {
  const all = valueAt(database.tree, [collection]);
  if (!isObject(all)) return null;
  const found = Object.entries(all).filter(([, record]) => {
    const value = valueAt(record, segmentsOf(query.child));
    if ('equalTo' in query) return value === query.equalTo;
    return typeof value === 'number' && value >= query.startAt && value <= query.endAt;
  });
  return found.length > 0 ? Object.fromEntries(found) : null;
}

const memory: MailDatabase = {
  read: database.read,
  update: database.update,
  async select(collection, query) {
    queries.push(query);
    return selected(collection, query);
  },
};

beforeAll(async () => {
  catcher = await startMailCatcher();
  restoreEnv = setEnv({ NOTIFY_FROM: FROM, SITE_URL: siteUrl, SMTP_URL: catcher.url });
  for (const method of Object.keys(memory) as (keyof MailDatabase)[]) {
    vi.spyOn(mailDatabase, method).mockImplementation(memory[method] as never);
  }
  // Why a trigger sent nothing is logged: kept out of the test's output.
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});

beforeEach(() => {
  queries.length = 0;
  database.tree = {
    staff: {
      uidAda: { email: ADMIN, role: 'admin', name: 'Ada' },
      uidAyo: { email: AGENT, role: 'agent', name: 'Ayo' },
      uidBisi: { email: 'bisi@example.com', role: 'agent' },
    },
    contactForm: {
      [LEAD]: { name: 'Ngozi Eze', email: 'Ngozi@Visitor.test', receivedAt: Date.now() - HOUR },
      [PHONE_ONLY]: { name: 'Phone Only', phone: '+2348012345678', receivedAt: Date.now() },
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  restoreEnv();
  vi.restoreAllMocks();
  offline.cleanup();
  await catcher.stop();
});

let nextEvent = 0;

/** A member of staff adds an event to a lead's history; the trigger runs on it (`times` times). */
async function addEvent(
  event: Record<string, unknown>,
  { path = `contactForm/${LEAD}`, times = 1, by = ADMIN } = {},
) {
  const eventId = `-NfnEvent00000000${String(++nextEvent).padStart(3, '0')}`;
  const value = { at: Date.now(), by, ...event };
  await memory.update({ [`${path}/history/${eventId}`]: value });
  const [collection = '', id = ''] = segmentsOf(path);
  for (let run = 0; run < times; run += 1) {
    await offline.wrap(triggers.mailLeadEvent)({
      data: offline.database.makeDataSnapshot(value, `${path}/history/${eventId}`),
      params: { collection, id, eventId },
      authType: 'app_user',
    } as never);
  }
  return eventId;
}

describe('mail about a lead on hosted Firebase', () => {
  it('tells a new owner once, however often the trigger runs; one who took it is not mailed', async () => {
    const before = catcher.mails.length;
    await addEvent({ kind: 'owner', detail: ADMIN });
    expect(catcher.mails.length).toBe(before);

    await addEvent({ kind: 'owner', detail: AGENT }, { times: 2 });
    expect(catcher.mails.length).toBe(before + 1);
    const mail = catcher.mails[before];
    expect(mail?.to).toEqual([AGENT]);
    expect(mail?.subject).toBe(
      `Assigned to you: Contact Form from Ngozi Eze (${referenceOf('contactForm', LEAD)})`,
    );
    expect(mail?.text).toContain(`${ADMIN} assigned you this lead:`);
    expect(mail?.text).toContain(`${siteUrl}/DC?type=contact&lead=${LEAD}`);
    expect(mail?.text).not.toContain('visitor.test');
    expect(mail?.parsed.from?.value[0]?.address).toBe('leads@example.com');
  });

  it('sends a reply once to the address the lead holds, from the company, Reply-To the writer', async () => {
    const before = catcher.mails.length;
    const reply = { kind: 'email', subject: 'Your enquiry', text: 'Thank you.\nAyo' };
    await addEvent(reply, { times: 3, by: AGENT });
    expect(catcher.mails.length).toBe(before + 1);
    const mail = catcher.mails[before];
    expect(mail?.to).toEqual(['ngozi@visitor.test']);
    expect(mail?.subject).toBe('Your enquiry');
    expect(mail?.text.trim()).toBe('Thank you.\nAyo');
    expect(mail?.parsed.from?.value[0]?.address).toBe('leads@example.com');
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe(AGENT);
  });

  it('sends nothing for a lead without an address (logged), an old event put back, or a path outside the six collections', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const before = catcher.mails.length;
    await addEvent(
      { kind: 'email', subject: 'Hello', text: 'Hi' },
      { path: `contactForm/${PHONE_ONLY}` },
    );
    expect(warn).toHaveBeenCalledWith(
      'A reply was not sent: the lead has no e-mail address',
      expect.objectContaining({ id: PHONE_ONLY }),
    );
    // A record back from the Trash brings its old events: they were answered long ago.
    await addEvent({ kind: 'email', subject: 'Old', text: 'Old', at: Date.now() - 3 * 24 * HOUR });
    await memory.update({ [`audit/-NfnAudit1`]: { name: 'x', email: 'x@visitor.test' } });
    await addEvent({ kind: 'email', subject: 'Audit', text: 'No' }, { path: 'audit/-NfnAudit1' });
    expect(catcher.mails.length).toBe(before);
  });
});

describe('the morning mail on hosted Firebase', () => {
  it('mails each member their due, overdue and waiting leads at 08:00, admins the unassigned, once a day', async () => {
    const morning = lagosDayStart(Date.now()) + 8 * HOUR;
    const came = morning - 30 * HOUR;
    await memory.update({
      [`contactForm/${LEAD}`]: null,
      [`contactForm/${PHONE_ONLY}`]: null,
      'contactForm/-NfnDue': {
        name: 'Due Today',
        owner: AGENT,
        status: 'contacted',
        followUp: { at: morning + 6 * HOUR, what: 'Call about the quote' },
      },
      'training/-NfnOverdue': {
        name: 'Overdue Lead',
        owner: AGENT,
        status: 'qualified',
        followUp: { at: morning - 22 * HOUR, what: 'Send the price list' },
      },
      'quoteForm/-NfnWaiting': { name: 'Waiting Lead', owner: AGENT, receivedAt: came },
      'quoteForm/-NfnFresh': { name: 'Fresh Lead', owner: AGENT, receivedAt: morning - HOUR },
      'hiring/-NfnNobody': { name: 'Nobody Yet', receivedAt: came },
      'hiring/-NfnAnswered': { name: 'Answered', receivedAt: came, status: 'contacted' },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: morning });
    const before = catcher.mails.length;
    // The deployed function's own handler, as Cloud Scheduler calls it.
    const run = () => triggers.morningMail.run({ scheduleTime: new Date().toISOString() });

    await run();
    const mails = catcher.mails.slice(before);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([ADMIN, AGENT]);
    const agent = mails.find((mail) => mail.to[0] === AGENT);
    expect(agent?.subject).toBe(`Your leads for ${lagosLongDate(morning)}: 3 need you`);
    expect(agent?.text).toContain(
      `Follow-ups due today (1)\n- Contact Form: Due Today: Call about the quote, `,
    );
    expect(agent?.text).toContain(
      `Overdue follow-ups (1)\n- Training: Overdue Lead: Send the price list, `,
    );
    expect(agent?.text).toContain(
      `Still New after a day (1)\n- Quote: Waiting Lead: waiting 30 hours\n  ${siteUrl}/DC?type=quote&lead=-NfnWaiting`,
    );
    expect(agent?.text).not.toContain('Fresh Lead');
    const admin = mails.find((mail) => mail.to[0] === ADMIN);
    expect(admin?.text).toContain('- IT Hiring: Nobody Yet: waiting 30 hours');
    expect(admin?.text).not.toContain('Answered');
    // Read by the indexed children only, never a whole collection.
    expect(new Set(queries.map((query) => query.child))).toEqual(new Set(['owner', 'followUp/at']));

    // Run again (a retry): nothing more. The next morning: the next day's mails, yesterday's marks gone.
    await run();
    expect(catcher.mails.length).toBe(before + 2);
    vi.setSystemTime(morning + 24 * HOUR);
    await run();
    expect(catcher.mails.length).toBe(before + 4);
    const marks = valueAt(database.tree, ['staffMailsSent', 'morning']);
    expect(Object.keys(marks ?? {})).toHaveLength(1);
  });

  it('runs at 08:00 Lagos time every day', () => {
    expect(triggers.morningMail.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 8 * * *',
      timeZone: 'Africa/Lagos',
    });
  });
});
