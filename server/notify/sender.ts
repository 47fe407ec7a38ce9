/**
 * Delivers the outbox. One pass at a time: it takes every notice that is due, sends each as its
 * own mail (or, when more than `digestAfter` wait at once, all of them as one digest), marks
 * what the mail server accepted as sent and puts the rest off by the backoff. A pass runs at
 * start, after each commit that enqueued a notice (`wake`) and when the next retry is due.
 */
import type { Transporter } from 'nodemailer';
import { buildDigest, buildLeadNotice, type LeadNotice } from '../../src/lib/leadNotice';
import type { Logger } from '../log';
import { DEFAULT_BACKOFF, retryDelay, type Backoff } from './backoff';
import type { Outbox, WaitingNotice } from './outbox';

export const DEFAULT_DIGEST_AFTER = 10;
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
    const { outbox, digestAfter = DEFAULT_DIGEST_AFTER, dashboardUrl } = this.options;
    const due = outbox.due(Date.now());
    if (due.length === 0) return;
    const notices = due.map((waiting) =>
      buildLeadNotice({
        collection: waiting.collection,
        id: waiting.id,
        record: waiting.record,
        dashboardUrl,
      }),
    );
    if (due.length > digestAfter) {
      await this.send(due, buildDigest(notices, dashboardUrl));
      return;
    }
    for (const [index, waiting] of due.entries()) {
      if (this.stopped) return;
      await this.send([waiting], notices[index] as LeadNotice);
    }
  }

  /** One mail for `waiting`; they are marked sent only once the server has accepted it. */
  private async send(
    waiting: readonly WaitingNotice[],
    mail: { subject: string; text: string; html: string; messageId: string },
  ): Promise<void> {
    const { outbox, transport, to, from, backoff = DEFAULT_BACKOFF } = this.options;
    const rowIds = waiting.map(({ rowId }) => rowId);
    try {
      await transport.sendMail({
        from,
        to: [...to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
      outbox.markSent(rowIds, Date.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = Math.max(...waiting.map((notice) => notice.attempts)) + 1;
      outbox.markFailed(rowIds, message, Date.now() + retryDelay(attempts, backoff));
      this.options.logger.warn(`A lead notice could not be sent (try ${attempts}): ${message}`);
    }
  }
}
