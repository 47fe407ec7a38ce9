/**
 * Mails the staff notice for one new lead: the message `src/lib/leadNotice.ts` builds (the same
 * one `server/` sends), through nodemailer over the SMTP server the settings name.
 */
import { createTransport } from 'nodemailer';
import { buildLeadNotice } from '../../src/lib/leadNotice';
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

export async function sendLeadNotice(lead: NewLead, settings: MailSettings): Promise<void> {
  const notice = buildLeadNotice({ ...lead, dashboardUrl: settings.siteUrl });
  const transport = createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      subject: notice.subject,
      text: notice.text,
      html: notice.html,
      // Stable per record: a repeat after a retried event is recognisable as the same notice.
      messageId: notice.messageId,
      // Answering the notice writes to the visitor.
      ...(notice.replyTo && { replyTo: notice.replyTo }),
    });
  } finally {
    transport.close();
  }
}
