/**
 * Mails the visitor's acknowledgement of one new lead: the message src/lib/acknowledgement.ts
 * builds (the same one server/ sends), at most ACKNOWLEDGEMENTS_PER_DAY a Lagos day to one
 * address. The count is kept in the database at `ackLimits/<SHA-256 of the address>` as the day
 * and the leads acknowledged that day, claimed in a transaction: two leads at once both count,
 * and a retried event finds its own claim and sends again rather than counting twice.
 */
import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { createTransport } from 'nodemailer';
import { acknowledgementSite } from '../../src/content/acknowledgement';
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  acknowledgementMessage,
  buildAcknowledgement,
  mailboxOf,
} from '../../src/lib/acknowledgement';
import { lagosDay } from '../../src/records/lagosTime';
import { ACK_LIMIT_ROOT } from '../../src/records/lead';
import type { NewLead } from './sendLeadNotice';

export interface AckSettings {
  /** `smtp://user:pass@host:587`, or `smtps://…`. */
  smtpUrl: string;
  from: string;
  /** The site's public origin: the mail links to it. */
  siteUrl: string;
}

/** What `ackLimits/<hash>` holds: the Lagos day and the leads acknowledged on it. */
export interface AckCount {
  day: string;
  leads: Record<string, true>;
}

/**
 * Runs `update` as a database transaction at `path` (returning undefined aborts it); resolves to
 * whether it committed.
 */
export type Transact = (path: string, update: (current: unknown) => unknown) => Promise<boolean>;

/** The database transaction the daily count is claimed in (the offline test replaces it). */
export const ackCounts: { transact: Transact } = {
  async transact(path, update) {
    if (getApps().length === 0) initializeApp();
    const result = await getDatabase().ref(path).transaction(update);
    return result.committed;
  },
};

/** Where an address's count is kept: a hash, so the database holds no address in the clear. */
export const ackLimitPath = (address: string): string =>
  `${ACK_LIMIT_ROOT}/${createHash('sha256').update(address).digest('hex')}`;

/**
 * The count with `leadKey` claimed on the Lagos day of `now`, or undefined (abort) when the day
 * already has its share. A count of an earlier day starts again.
 */
export function claimAcknowledgement(
  current: unknown,
  leadKey: string,
  now: number,
): AckCount | undefined {
  const day = lagosDay(now);
  const stored = (current ?? {}) as Partial<AckCount>;
  const leads = stored.day === day && typeof stored.leads === 'object' ? { ...stored.leads } : {};
  if (leads[leadKey]) return { day, leads };
  if (Object.keys(leads).length >= ACKNOWLEDGEMENTS_PER_DAY) return undefined;
  return { day, leads: { ...leads, [leadKey]: true } };
}

export type AckOutcome = 'sent' | 'over the limit' | 'no address';

export async function sendAcknowledgement(
  lead: NewLead,
  settings: AckSettings,
  transact: Transact,
  now: number,
): Promise<AckOutcome> {
  const mail = buildAcknowledgement({ ...lead, siteUrl: settings.siteUrl }, acknowledgementSite);
  if (!mail) return 'no address';
  const leadKey = `${lead.collection}-${lead.id}`;
  const claimed = await transact(ackLimitPath(mailboxOf(mail.to)), (current) =>
    claimAcknowledgement(current, leadKey, now),
  );
  if (!claimed) return 'over the limit';
  const transport = createTransport(settings.smtpUrl);
  try {
    await transport.sendMail(acknowledgementMessage(mail, settings.from));
  } finally {
    transport.close();
  }
  return 'sent';
}
