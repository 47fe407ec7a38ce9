/**
 * Mails staff the messages `src/lib/leadNotice.ts` builds (the same ones `server/` sends), through
 * nodemailer over the SMTP server the settings name (noticeDigest.ts decides which).
 */
import { createTransport } from 'nodemailer';
import type { LeadNotice } from '../../src/lib/leadNotice';
import type { Collection } from '../../src/records/collections';

export interface MailSettings {
  /** `smtp://user:pass@host:587`, or `smtps://…` for TLS from the first byte. */
  smtpUrl: string;
  /** Comma-separated addresses. */
  to: string;
  from: string;
  /** Where the site and its `/DC` dashboard are served; the notice links there. */
  siteUrl: string;
}

export interface NewLead {
  collection: Collection;
  id: string;
  record: Record<string, unknown>;
}

/** A mail to staff (a lead's notice, or the digest of a burst) sent as the settings say. */
export async function sendStaffMail(
  settings: MailSettings,
  mail: Pick<LeadNotice, 'subject' | 'text' | 'html' | 'messageId' | 'replyTo'>,
): Promise<void> {
  const transport = createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Stable per record (or set of records): a repeat after a retry is recognisable.
      messageId: mail.messageId,
      // Answering a lead's notice writes to the visitor.
      ...(mail.replyTo && { replyTo: mail.replyTo }),
    });
  } finally {
    transport.close();
  }
}
