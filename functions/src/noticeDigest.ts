/**
 * The digest rule of server/ (more than NOTIFY_DIGEST_AFTER notices waiting become one mail) on
 * hosted Firebase, where each new lead runs its own trigger and none sees the others. A window
 * of DIGEST_WINDOW_MS is kept at `noticeDigest/burst`: the first `digestAfter` new leads in it are
 * claimed there in a transaction and each gets its own notice at once; any lead past that share
 * waits at `noticeDigest/waiting/<collection>-<id>`, and the scheduled `sendNoticeDigest` mails
 * all that wait as one digest (the message server/ builds, src/lib/leadNotice.ts) every
 * DIGEST_WINDOW_MS. A flood of records then costs staff a few notices and a digest per window.
 * Only the lead's collection and key wait: the digest reads each record when it is sent, and one
 * erased or moved meanwhile is left out.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { buildDigest, buildLeadNotice, type LeadNotice } from '../../src/lib/leadNotice';
import { isObject } from '../../src/lib/tree';
import { isCollection } from '../../src/records/collections';
import { NOTICE_DIGEST_ROOT } from '../../src/records/lead';
import { sendStaffMail, type MailSettings, type NewLead } from './sendLeadNotice';

/** How long a burst lasts, and how often the digest of what waits goes out. */
export const DIGEST_WINDOW_MS = 10 * 60_000;
/** A lead waiting longer than this (the digest failing for a day) is dropped from it. */
export const DIGEST_GIVE_UP_MS = 24 * 60 * 60_000;

export const BURST_PATH = `${NOTICE_DIGEST_ROOT}/burst`;
export const WAITING_PATH = `${NOTICE_DIGEST_ROOT}/waiting`;

/** What `noticeDigest/burst` holds: when the window began and the leads noticed one by one in it. */
export interface Burst {
  start: number;
  leads: Record<string, true>;
}

/** What waits for the digest, per lead. */
export interface WaitingNotice {
  collection: string;
  id: string;
  at: number;
}

/** The database as the digest uses it; the offline tests replace it. */
export interface NoticeDatabase {
  read(path: string): Promise<unknown>;
  update(values: Record<string, unknown>): Promise<void>;
  /** A transaction at `path` (`update` returning undefined aborts it): whether it committed. */
  transact(path: string, update: (current: unknown) => unknown): Promise<boolean>;
}

const app = () => (getApps().length === 0 ? initializeApp() : getApps()[0]);

export const noticeDatabase: NoticeDatabase = {
  read: async (path) => (await getDatabase(app()).ref(path).get()).val() as unknown,
  update: (values) => getDatabase(app()).ref().update(values),
  async transact(path, update) {
    return (await getDatabase(app()).ref(path).transaction(update)).committed;
  },
};

/**
 * The burst with `leadKey` claimed, or undefined (abort) when the window already has its share.
 * A window past DIGEST_WINDOW_MS starts again; a retried event finds its own claim.
 */
export function claimOwnNotice(
  current: unknown,
  leadKey: string,
  now: number,
  digestAfter: number,
): Burst | undefined {
  const stored = (isObject(current) ? current : {}) as Partial<Burst>;
  const open = typeof stored.start === 'number' && now - stored.start < DIGEST_WINDOW_MS;
  const start = open ? (stored.start as number) : now;
  const leads = open && isObject(stored.leads) ? { ...stored.leads } : {};
  if (leads[leadKey]) return { start, leads };
  if (Object.keys(leads).length >= digestAfter) return undefined;
  return { start, leads: { ...leads, [leadKey]: true } };
}

/** A new lead's staff notice: mailed now, or put to wait for the digest when it is a burst's. */
export async function noticeOrDigest(
  lead: NewLead,
  settings: MailSettings,
  db: NoticeDatabase,
  now: number,
  digestAfter: number,
): Promise<'sent' | 'waiting for the digest'> {
  const leadKey = `${lead.collection}-${lead.id}`;
  const own = await db.transact(BURST_PATH, (current) =>
    claimOwnNotice(current, leadKey, now, digestAfter),
  );
  if (!own) {
    const waiting: WaitingNotice = { collection: lead.collection, id: lead.id, at: now };
    await db.update({ [`${WAITING_PATH}/${leadKey}`]: waiting });
    return 'waiting for the digest';
  }
  await sendStaffMail(settings, buildLeadNotice({ ...lead, dashboardUrl: settings.siteUrl }));
  return 'sent';
}

export interface DigestOutcome {
  /** Leads the digest listed (0: none waited, nothing sent). */
  listed: number;
  /** Leads dropped: erased or moved before the digest, or waiting past DIGEST_GIVE_UP_MS. */
  dropped: number;
}

/** One digest of every lead waiting, then their places cleared; a failed send clears nothing. */
export async function sendNoticeDigest(
  settings: MailSettings,
  db: NoticeDatabase,
  now: number,
): Promise<DigestOutcome> {
  const stored = await db.read(WAITING_PATH);
  const waiting = Object.entries(isObject(stored) ? stored : {});
  const notices: LeadNotice[] = [];
  for (const [, entry] of waiting) {
    if (!isObject(entry)) continue;
    const { collection, id, at } = entry as Partial<WaitingNotice>;
    if (typeof collection !== 'string' || !isCollection(collection) || typeof id !== 'string') {
      continue;
    }
    if (typeof at !== 'number' || now - at > DIGEST_GIVE_UP_MS) continue;
    const record = await db.read(`${collection}/${id}`);
    if (!isObject(record)) continue;
    notices.push(buildLeadNotice({ collection, id, record, dashboardUrl: settings.siteUrl }));
  }
  if (notices.length > 0) await sendStaffMail(settings, buildDigest(notices, settings.siteUrl));
  if (waiting.length > 0) {
    await db.update(Object.fromEntries(waiting.map(([key]) => [`${WAITING_PATH}/${key}`, null])));
  }
  return { listed: notices.length, dropped: waiting.length - notices.length };
}
