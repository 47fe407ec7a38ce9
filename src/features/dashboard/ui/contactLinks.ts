/**
 * The ways to reach a lead from its card: WhatsApp and a call for its phone number, mail for its
 * e-mail, the way the lead asked to be contacted first.
 */
import { STORED_PHONE_PATTERN } from '../../../records/phoneNumber';
import type { RecordView } from './recordView';

export type ContactKind = 'whatsapp' | 'call' | 'email';

export interface ContactLink {
  kind: ContactKind;
  href: string;
  /** The number or address it reaches. */
  target: string;
}

const MIN_PHONE_DIGITS = 7;

/** What a `tel:` link dials: the digits and a leading +. */
export const telOf = (value: string) => value.replace(/[^\d+]/g, '');

export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** The preferred way, if the lead gave one (the quote form's `contactMethod`). */
export function preferredContact(record: RecordView): ContactKind | null {
  const stored = record.stored.contactMethod;
  if (typeof stored !== 'string') return null;
  const method = stored.toLowerCase();
  if (method.includes('whatsapp')) return 'whatsapp';
  if (method.includes('phone') || method.includes('call')) return 'call';
  if (method.includes('mail')) return 'email';
  return null;
}

/** The record's contact links, the preferred one first. */
export function contactLinks(record: RecordView): ContactLink[] {
  const links: ContactLink[] = [];
  const { phone, email } = record;
  // The view holds the number in E.164 form when it is one (recordView.ts); an older record's
  // number that is none can still be dialled as written, but not opened in WhatsApp.
  if (phone && telOf(phone).replace('+', '').length >= MIN_PHONE_DIGITS) {
    if (STORED_PHONE_PATTERN.test(phone)) {
      links.push({ kind: 'whatsapp', href: `https://wa.me/${phone.slice(1)}`, target: phone });
    }
    links.push({ kind: 'call', href: `tel:${telOf(phone)}`, target: phone });
  }
  if (email && looksLikeEmail(email)) {
    links.push({ kind: 'email', href: `mailto:${email}`, target: email });
  }
  const preferred = preferredContact(record);
  return preferred
    ? [
        ...links.filter((link) => link.kind === preferred),
        ...links.filter((link) => link.kind !== preferred),
      ]
    : links;
}
