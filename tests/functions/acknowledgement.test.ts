/**
 * The visitor's acknowledgement on hosted Firebase, run offline with firebase-functions-test: a
 * wrapped trigger gets a new record and mails the same acknowledgement server/ sends to an SMTP
 * server inside this process. The daily count's transaction runs on an in-memory tree here (the
 * claim itself is the function's own code); the fourth lead of a day to one address gets none.
 */
import functionsTest from 'firebase-functions-test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as triggers from '../../functions/src/index';
import {
  ackCounts,
  ackLimitPath,
  claimAcknowledgement,
} from '../../functions/src/sendAcknowledgement';
import { acknowledgementSite } from '../../src/content/acknowledgement';
import { buildAcknowledgement } from '../../src/lib/acknowledgement';
import { lagosDayStart } from '../../src/records/lagosTime';
import { collections, type Collection } from '../../src/records/collections';
import { referenceOf } from '../../src/records/reference';
import { storedLead } from '../support/leads';
import { startMailCatcher, type MailCatcher } from '../support/mail.support';
import { setEnv } from './env.support';

const siteUrl = 'https://www.example.com';
const settings = { NOTIFY_TO: 'sales@example.com', NOTIFY_FROM: 'Example <hi@example.com>' };
const SECRET = 'Send the fee to account 0123456789 now';
const HOUR = 60 * 60 * 1000;

const offline = functionsTest();
let catcher: MailCatcher;
let restoreEnv: () => void;
/** The database's `ackLimits`, as the transaction leaves it. */
const tree = new Map<string, unknown>();

beforeAll(async () => {
  catcher = await startMailCatcher();
  restoreEnv = setEnv({ ...settings, SITE_URL: siteUrl, SMTP_URL: catcher.url });
  vi.spyOn(ackCounts, 'transact').mockImplementation(async (path, update) => {
    const next = update(structuredClone(tree.get(path) ?? null));
    if (next === undefined) return false;
    tree.set(path, next);
    return true;
  });
});

afterAll(async () => {
  restoreEnv();
  vi.restoreAllMocks();
  offline.cleanup();
  await catcher.stop();
});

const triggerOf: Record<Collection, keyof typeof triggers> = {
  contactForm: 'acknowledgeContactForm',
  bookSession: 'acknowledgeBookSession',
  hiring: 'acknowledgeHiring',
  quoteForm: 'acknowledgeQuoteForm',
  techTalent: 'acknowledgeTechTalent',
  training: 'acknowledgeTraining',
};

async function created(
  collection: Collection,
  id: string,
  record: object,
  time: number,
  authType = 'unauthenticated',
) {
  const trigger = triggers[triggerOf[collection]] as Parameters<typeof offline.wrap>[0];
  await offline.wrap(trigger)({
    data: offline.database.makeDataSnapshot(record, `${collection}/${id}`),
    params: { id },
    authType,
    time: new Date(time).toISOString(),
  } as never);
}

const to = (address: string) => catcher.mails.filter((mail) => mail.to.includes(address));

describe('the acknowledgement Cloud Function', () => {
  it('mails the visitor the same acknowledgement server/ sends, with the booking’s calendar', async () => {
    const id = '-NfnAck000000000001';
    const record = { ...storedLead('bookSession', { sessionTime: '09:15' }), message: SECRET };
    await created('bookSession', id, record, Date.now());
    const [mail] = await catcher.waitFor(1);
    const expected = buildAcknowledgement(
      { collection: 'bookSession', id, record, siteUrl },
      acknowledgementSite,
    )!;
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.subject).toBe(expected.subject);
    expect(mail?.subject).toContain(referenceOf('bookSession', id));
    expect(mail?.text.trim()).toBe(expected.text.trim());
    expect(mail?.messageId).toBe(expected.messageId);
    expect(mail?.parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(`${mail?.text}${String(mail?.html)}`).not.toContain('0123456789');
    const ics = mail?.parsed.attachments
      .find((part) => part.contentType.startsWith('text/calendar'))
      ?.content.toString('utf8');
    const [year, month, day] = record.sessionDate.split('-');
    expect(ics).toContain(`DTSTART:${year}${month}${day}T081500Z`); // 09:15 WAT
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it('sends an address three a Lagos day, not a fourth; the next day again', async () => {
    const evening = lagosDayStart(Date.now()) + 22 * HOUR;
    const record = { ...storedLead('contactForm'), email: 'four@example.com' };
    for (const [index, collection] of (['contactForm', 'quoteForm', 'hiring'] as const).entries()) {
      await created(
        collection,
        `-NfnAck00000000010${index}`,
        { ...storedLead(collection), email: 'four@example.com' },
        evening,
      );
    }
    await created('contactForm', '-NfnAck000000000104', record, evening + HOUR / 2);
    await catcher.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(to('four@example.com')).toHaveLength(3);
    const stored = tree.get(ackLimitPath('four@example.com')) as { leads: object };
    expect(Object.keys(stored.leads)).toHaveLength(3);
    expect(ackLimitPath('four@example.com')).toMatch(/^ackLimits\/[0-9a-f]{64}$/);

    // A retried event of an acknowledged lead is sent again, not counted again.
    await created('contactForm', '-NfnAck000000000100', { ...record }, evening);
    await catcher.waitFor(5);
    expect(to('four@example.com')).toHaveLength(4);

    // After midnight in Lagos (23:00 UTC) the count starts again.
    await created(
      'training',
      '-NfnAck000000000105',
      { ...storedLead('training'), email: 'four@example.com' },
      evening + 2 * HOUR + 60_000,
    );
    await catcher.waitFor(6);
    expect(to('four@example.com')).toHaveLength(5);
  });

  it('sends nothing for a record staff write', async () => {
    const before = catcher.mails.length;
    await created(
      'training',
      '-NfnAck000000000200',
      storedLead('training'),
      Date.now(),
      'app_user',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mails.length).toBe(before);
  });

  it('has one trigger for each of the six collections', () => {
    const refs = Object.values(triggerOf).map(
      (name) =>
        (
          triggers[name] as {
            __endpoint: { eventTrigger?: { eventFilterPathPatterns?: { ref?: string } } };
          }
        ).__endpoint.eventTrigger?.eventFilterPathPatterns?.ref,
    );
    expect(refs.sort()).toEqual(collections.map((c) => `${c}/{id}`).sort());
  });
});

describe('claimAcknowledgement', () => {
  const now = Date.UTC(2030, 0, 10, 12);
  it('counts leads per Lagos day and refuses the fourth', () => {
    let count: unknown = null;
    for (const lead of ['a', 'b', 'c']) count = claimAcknowledgement(count, lead, now);
    expect(claimAcknowledgement(count, 'd', now)).toBeUndefined();
    expect(claimAcknowledgement(count, 'b', now)).toEqual(count);
    expect(claimAcknowledgement(count, 'd', now + 12 * 60 * 60 * 1000)).toEqual({
      day: '2030-01-11',
      leads: { d: true },
    });
  });
});
