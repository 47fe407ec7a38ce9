/**
 * E-mail about new leads, as the rest of the server sees them: `enqueue` inside a write's
 * transaction, `wake` once it committed, `status` for staff, `close` at shutdown. Each new lead
 * gets a staff notice; one a visitor sent also gets the visitor's acknowledgement, unless their
 * address has had ACKNOWLEDGEMENTS_PER_DAY today.
 *
 * Without SMTP_URL mail is off and the outbox is not filled: turning it on later should not
 * mail staff about every lead they have already seen in /DC, nor visitors of long ago.
 */
import { createTransport } from 'nodemailer';
import { visitorAddress } from '../../src/lib/leadNotice';
import { mailboxOf } from '../../src/lib/acknowledgement';
import type { SqliteDatabase } from '../db/sqlite';
import type { SetOperation, TreeStore } from '../db/store';
import type { Logger } from '../log';
import type { Backoff } from './backoff';
import { newLeads } from './newLeads';
import type { NotifyStatus } from '../../src/lib/notifyStatus';
import { Outbox } from './outbox';
import type { ReadyMail } from '../../src/lib/staffMail';
import { NoticeSender } from './sender';

export interface NotifySettings {
  /** smtp://user:pass@host:587 or smtps://… for TLS. */
  smtpUrl: string;
  to: readonly string[];
  from: string;
  /** The site's origin, for the link to the lead in /DC. */
  dashboardUrl: string;
  digestAfter?: number;
  backoff?: Backoff;
}

export interface LeadNotifier {
  /** Whether mail is on (SMTP_URL…). */
  readonly enabled: boolean;
  /**
   * Call inside the transaction, before `operations` are applied; true when a mail was queued.
   * `byVisitor`: the write came from the public forms (staff moving a lead get no acknowledgement).
   */
  enqueue(store: TreeStore, operations: readonly SetOperation[], byVisitor?: boolean): boolean;
  /**
   * A mail built in full (an invitation, a new owner's, a reply to a visitor, a morning list:
   * src/lib/staffMail.ts), inside the write's transaction; false when mail is off.
   */
  enqueueMail(ref: string, mail: ReadyMail): boolean;
  /** Call after the commit: starts sending. */
  wake(): void;
  status(): NotifyStatus;
  /** When the oldest staff notice still waiting was queued (ms), or null. */
  oldestWaitingAt(): number | null;
  /** When the oldest staff notice still waiting after a failed attempt was queued (ms), or null. */
  oldestFailingAt(): number | null;
  close(): Promise<void>;
}

const OFF: LeadNotifier = {
  enabled: false,
  enqueue: () => false,
  enqueueMail: () => false,
  wake: () => undefined,
  status: () => ({ enabled: false, sent: 0, waiting: 0, failing: 0 }),
  oldestWaitingAt: () => null,
  oldestFailingAt: () => null,
  close: async () => undefined,
};

export function createNotifier(
  db: SqliteDatabase,
  settings: NotifySettings | undefined,
  logger: Logger,
): LeadNotifier {
  if (!settings) {
    logger.info('E-mail notices of new leads are off: set SMTP_URL, NOTIFY_TO and NOTIFY_FROM');
    return OFF;
  }
  const outbox = new Outbox(db);
  const sender = new NoticeSender({
    outbox,
    transport: createTransport(settings.smtpUrl),
    to: settings.to,
    from: settings.from,
    dashboardUrl: settings.dashboardUrl,
    ...(settings.digestAfter !== undefined && { digestAfter: settings.digestAfter }),
    ...(settings.backoff && { backoff: settings.backoff }),
    logger,
  });
  sender.wake(); // what a crash or an outage left waiting
  return {
    enabled: true,
    enqueue(store, operations, byVisitor = false) {
      const leads = newLeads(store, operations);
      const now = Date.now();
      for (const lead of leads) {
        outbox.enqueue(lead.collection, lead.id, lead.record, now);
        const recipient = byVisitor
          ? visitorAddress(lead.record as Record<string, unknown>)
          : undefined;
        if (recipient) {
          outbox.enqueueAck(lead.collection, lead.id, lead.record, mailboxOf(recipient), now);
        }
      }
      return leads.length > 0;
    },
    enqueueMail(ref, mail) {
      outbox.enqueueMail(ref, mail, Date.now());
      return true;
    },
    wake: () => sender.wake(),
    status: () => ({ enabled: true, ...outbox.state() }),
    oldestWaitingAt: () => outbox.oldestWaitingAt(),
    oldestFailingAt: () => outbox.oldestFailingAt(),
    close: () => sender.close(),
  };
}
