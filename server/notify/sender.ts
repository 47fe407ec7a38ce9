/**
 * Delivers the outbox. One pass at a time: it takes every mail that is due, sends each staff
 * notice as its own mail (or, when more than `digestAfter` wait at once, all of them as one
 * digest), then each visitor's acknowledgement, marks what the mail server accepted as sent and
 * puts the rest off by the backoff. A pass runs at start, after each commit that enqueued a mail
 * (`wake`) and when the next retry is due.
 */
import type { SendMailOptions, Transporter } from 'nodemailer';
import { acknowledgementSite } from '../../src/content/acknowledgement';
import {
  ACKNOWLEDGEMENT_USEFUL_MS,
  acknowledgementMessage,
  buildAcknowledgement,
} from '../../src/lib/acknowledgement';
import {
  buildDigest,
  buildLeadNotice,
  DEFAULT_DIGEST_AFTER,
  type LeadNotice,
} from '../../src/lib/leadNotice';
import type { Logger } from '../log';
import { DEFAULT_BACKOFF, retryDelay, type Backoff } from './backoff';
import type { Outbox, WaitingNotice } from './outbox';
import type { ReadyMail } from '../../src/lib/staffMail';

export { DEFAULT_DIGEST_AFTER };
/** How long shutting down waits for a mail being sent. */
const CLOSE_WAIT_MS = 5000;

export interface SenderOptions {
  outbox: Outbox;
  transport: Transporter;
  to: readonly string[];
  from: string;
  /** The site's origin: links in the mail point at its /DC. */
  dashboardUrl: string;
  digestAfter?: number;
  backoff?: Backoff;
  logger: Logger;
}

export class NoticeSender {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: SenderOptions) {}

  /** Starts a pass soon (or another one right after the pass under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.options.logger.error('Sending lead notices failed', error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.scheduleRetry();
        }
      });
  }

  /**
   * Stops: no new pass; waits a little for the mail under way. One cut off stays unsent in the
   * outbox and goes at the next start (its Message-ID makes a repeat recognisable).
   */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const waited = new Promise<void>((done) => setTimeout(done, CLOSE_WAIT_MS).unref());
    await Promise.race([this.running, waited]);
    this.options.transport.close();
  }

  private scheduleRetry(): void {
    clearTimeout(this.timer);
    const next = this.options.outbox.nextDueAt();
    if (next === null || this.stopped) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const { outbox, digestAfter = DEFAULT_DIGEST_AFTER, dashboardUrl, to, from } = this.options;
    const waiting = outbox.due(Date.now());
    const due = waiting.filter(({ kind }) => kind === 'notice');
    const acks = waiting.filter(({ kind }) => kind === 'ack');
    const staffMails = waiting.filter(({ kind }) => kind === 'mail');
    const notices = due.map((notice) =>
      buildLeadNotice({
        collection: notice.collection,
        id: notice.id,
        record: notice.record,
        dashboardUrl,
      }),
    );
    const staffMail = (mail: LeadNotice | ReturnType<typeof buildDigest>): SendMailOptions => ({
      from,
      to: [...to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      ...('replyTo' in mail && mail.replyTo && { replyTo: mail.replyTo }),
    });
    if (due.length > digestAfter) {
      await this.send(due, staffMail(buildDigest(notices, dashboardUrl)));
    } else {
      for (const [index, notice] of due.entries()) {
        if (this.stopped) return;
        await this.send([notice], staffMail(notices[index] as LeadNotice));
      }
    }
    for (const ack of acks) {
      if (this.stopped) return;
      if (Date.now() - ack.createdAt > ACKNOWLEDGEMENT_USEFUL_MS) {
        outbox.markSent([ack.rowId], Date.now()); // done with: a day late it would only confuse
        this.options.logger.warn(
          `The acknowledgement of ${ack.collection}/${ack.id} could not be sent within a day: dropped`,
        );
        continue;
      }
      const mail = buildAcknowledgement(
        { collection: ack.collection, id: ack.id, record: ack.record, siteUrl: dashboardUrl },
        acknowledgementSite,
      );
      if (!mail) {
        outbox.markSent([ack.rowId], Date.now()); // no usable address: nothing to send
        continue;
      }
      await this.send([ack], acknowledgementMessage(mail, from));
    }
    for (const waitingMail of staffMails) {
      if (this.stopped) return;
      const mail = waitingMail.record as unknown as ReadyMail;
      await this.send([waitingMail], {
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        ...(mail.messageId && { messageId: mail.messageId }),
      });
    }
  }

  /** One mail for `waiting`; they are marked sent only once the server has accepted it. */
  private async send(waiting: readonly WaitingNotice[], mail: SendMailOptions): Promise<void> {
    const { outbox, transport, backoff = DEFAULT_BACKOFF } = this.options;
    const rowIds = waiting.map(({ rowId }) => rowId);
    try {
      await transport.sendMail(mail);
      outbox.markSent(rowIds, Date.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = Math.max(...waiting.map((notice) => notice.attempts)) + 1;
      outbox.markFailed(rowIds, message, Date.now() + retryDelay(attempts, backoff));
      const kind = waiting[0]?.kind;
      const what =
        kind === 'ack'
          ? 'An acknowledgement'
          : kind === 'mail'
            ? 'A mail to staff'
            : 'A lead notice';
      this.options.logger.warn(`${what} could not be sent (try ${attempts}): ${message}`);
    }
  }
}
