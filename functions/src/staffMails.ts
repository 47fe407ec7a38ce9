/**
 * The mail staff work causes, on hosted Firebase, as server/ sends it (issue 37): a lead's new
 * owner is told, an e-mail reply written on a lead goes to the visitor (from the company's
 * address, Reply-To the writer), and the morning mail at 08:00 Lagos time. What each says and
 * whom it goes to is decided in src/lib/staffMail.ts and src/lib/morningList.ts.
 *
 * A trigger may run again (a retried failure, or a repeated event): each mail sent leaves a
 * marker at `staffMailsSent/…`, which nobody reads or writes through the database's API, set once
 * the mail server took it, so a run that finds the marker sends nothing (as an invitation's
 * `mailed` mark does).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { createTransport } from 'nodemailer';
import { assignmentMailCopy, morningMailCopy } from '../../src/content/staffMail';
import {
  morningLists,
  morningQueries,
  type MorningQuery,
  type StaffEntry,
  type StoredLead,
} from '../../src/lib/morningList';
import { historyEventMail, morningMail, type ReadyMail } from '../../src/lib/staffMail';
import { isObject } from '../../src/lib/tree';
import { collections, isCollection, type Collection } from '../../src/records/collections';
import { lagosDay } from '../../src/records/lagosTime';
import { historyEventSchema } from '../../src/records/lead';
import { STAFF_MAILS_SENT_ROOT, STAFF_ROOT, staffMemberSchema } from '../../src/records/staff';
import type { RetentionDatabase } from './runRetention';

/** The database as these mails use it; the offline tests replace it. */
export interface MailDatabase extends Pick<RetentionDatabase, 'read' | 'update'> {
  /** The children of a collection one morning query selects (an indexed `orderByChild`). */
  select(collection: Collection, query: MorningQuery): Promise<unknown>;
}

const app = () => (getApps().length === 0 ? initializeApp() : getApps()[0]);

export const mailDatabase: MailDatabase = {
  read: async (path) => (await getDatabase(app()).ref(path).get()).val() as unknown,
  update: (values) => getDatabase(app()).ref().update(values),
  async select(collection, query) {
    const ordered = getDatabase(app()).ref(collection).orderByChild(query.child);
    const selected =
      'equalTo' in query
        ? ordered.equalTo(query.equalTo)
        : ordered.startAt(query.startAt).endAt(query.endAt);
    return (await selected.get()).val() as unknown;
  },
};

export interface StaffMailSettings {
  smtpUrl: string;
  /** The company's sending address (NOTIFY_FROM), as the notices use. */
  from: string;
  /** The site's public origin: links open its /DC. */
  siteUrl: string;
}

/** An event older than this (a record put back from the Trash with its history) mails nobody. */
export const EVENT_MAIL_WITHIN_MS = 24 * 60 * 60 * 1000;

const eventMarker = (collection: Collection, id: string, eventId: string) =>
  `${STAFF_MAILS_SENT_ROOT}/history/${collection}/${id}/${eventId}`;
const MORNING_MARKERS = `${STAFF_MAILS_SENT_ROOT}/morning`;

async function send(settings: StaffMailSettings, mail: ReadyMail): Promise<void> {
  const transport = createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({ ...mail, from: settings.from });
  } finally {
    transport.close();
  }
}

export type EventMailOutcome =
  | 'sent'
  | 'already sent'
  | 'not a lead'
  | 'too old'
  | 'not a mail'
  | 'took it themselves'
  | 'no address'
  | 'not an event';

/**
 * A new `{collection}/{id}/history/{eventId}`: its mail (a new owner's, or a reply to the
 * visitor's stored address) sent once.
 */
export async function sendHistoryEventMail(
  params: { collection: string; id: string; eventId: string },
  value: unknown,
  settings: StaffMailSettings,
  database: MailDatabase,
  now: number,
): Promise<EventMailOutcome> {
  const { collection, id, eventId } = params;
  if (!isCollection(collection)) return 'not a lead';
  const event = historyEventSchema.safeParse(value);
  if (event.success && now - event.data.at > EVENT_MAIL_WITHIN_MS) return 'too old';
  const marker = eventMarker(collection, id, eventId);
  if ((await database.read(marker)) !== null) return 'already sent';
  const record = await database.read(`${collection}/${id}`);
  if (!isObject(record)) return 'not a lead';
  const outcome = historyEventMail(
    { collection, id, record },
    eventId,
    value,
    settings.siteUrl,
    assignmentMailCopy,
  );
  if ('none' in outcome) return outcome.none;
  await send(settings, outcome.mail);
  await database.update({ [marker]: now });
  return 'sent';
}

/** Every `staff/{uid}` entry. */
async function staffEntries(database: MailDatabase): Promise<StaffEntry[]> {
  const entries = await database.read(STAFF_ROOT);
  if (!isObject(entries)) return [];
  return Object.entries(entries).flatMap(([uid, value]) => {
    const member = staffMemberSchema.safeParse(value);
    return member.success ? [{ uid, ...member.data }] : [];
  });
}

async function morningLeads(
  database: MailDatabase,
  queries: readonly MorningQuery[],
): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for (const collection of collections) {
    for (const query of queries) {
      const found = await database.select(collection, query);
      if (!isObject(found)) continue;
      for (const [id, record] of Object.entries(found)) {
        if (isObject(record)) leads.push({ collection, id, record });
      }
    }
  }
  return leads;
}

/**
 * The morning mail of `now`'s Lagos day: each member with something to do gets theirs once (a
 * retried run skips those already marked); markers of earlier days go.
 */
export async function sendMorningMails(
  settings: StaffMailSettings,
  database: MailDatabase,
  now: number,
): Promise<{ sent: number; already: number }> {
  const day = lagosDay(now);
  const members = await staffEntries(database);
  const leads = await morningLeads(database, morningQueries(members, now));
  const marked = await database.read(MORNING_MARKERS);
  const earlier = isObject(marked) ? Object.keys(marked).filter((key) => key !== day) : [];
  if (earlier.length > 0) {
    await database.update(
      Object.fromEntries(earlier.map((key) => [`${MORNING_MARKERS}/${key}`, null])),
    );
  }
  const today = isObject(marked) && isObject(marked[day]) ? marked[day] : {};
  let sent = 0;
  let already = 0;
  for (const list of morningLists(members, leads, now)) {
    if (today[list.member.uid] !== undefined) {
      already += 1;
      continue;
    }
    await send(settings, morningMail(list, settings.siteUrl, now, morningMailCopy));
    await database.update({ [`${MORNING_MARKERS}/${day}/${list.member.uid}`]: now });
    sent += 1;
  }
  return { sent, already };
}
