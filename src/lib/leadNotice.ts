/**
 * The e-mail staff receive for a new lead, and the digest that replaces a burst of them.
 * Pure TypeScript without Node-only APIs: `server/` and the Cloud Function in `functions/` both
 * build their mail here, so the two backends send the same message.
 */
import { dashboardTypeOf, leadDashboardPath, type Collection } from '../records/collections';
import { storedNamesOf, viewFields, type FieldFormat } from '../records/fields';
import { newsConsentText } from '../records/consent';
import { optionLabel } from '../records/options';
import { toE164 } from '../records/phoneNumber';
import { referenceOf } from '../records/reference';
import { lagosDateTimeText } from '../records/lagosTime';
import { storedText } from './storedValue';

export interface LeadNoticeInput {
  collection: Collection;
  /** The record's key in its collection. */
  id: string;
  /** The record as stored (any of the shapes the field catalogue reads). */
  record: Record<string, unknown>;
  /** Where the site (and its `/DC` dashboard) is served, e.g. `https://example.com`. */
  dashboardUrl: string;
}

export interface LeadNotice {
  subject: string;
  text: string;
  html: string;
  /** Stable per record, so a repeat after a crash is recognisable. */
  messageId: string;
  /** The dashboard opened on this record's type, showing this record first. */
  link: string;
  /** The lead's reference (src/records/reference.ts). */
  reference: string;
  /** The visitor's address, so that answering the notice writes to them. */
  replyTo?: string;
}

/**
 * More new lead notices than this waiting at once become one digest (server/'s NOTIFY_DIGEST_AFTER
 * and the Cloud Functions' parameter of that name default to it).
 */
export const DEFAULT_DIGEST_AFTER = 10;

export type LeadDigest = Omit<LeadNotice, 'link' | 'reference' | 'replyTo'>;

/** Who the subject names when the record carries no name. */
const UNNAMED = 'someone';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * One line of header-safe text: every control character (CR, LF, tab…) and Unicode line or
 * paragraph separator becomes a space, so nothing a visitor typed can start a new header.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export const oneLine = (value: string): string =>
  value.replace(LINE_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** The host part of the Message-ID: the dashboard's host, or `localhost` for an unusable URL. */
export const messageHost = (dashboardUrl: string): string => {
  try {
    return new URL(dashboardUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

/** The dashboard opened on a record's type, showing that record first (after signing in). */
export const leadLink = (siteUrl: string, collection: Collection, id: string): string =>
  `${withoutTrailingSlash(siteUrl)}${leadDashboardPath(collection, id)}`;

/** A stored time (epoch milliseconds or date text) in Lagos time, or undefined if unreadable. */
const lagosTimeText = (value: unknown): string | undefined => {
  const time =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? lagosDateTimeText(time) : undefined;
};

const formatValue = (format: FieldFormat, value: unknown): string | undefined => {
  // An unreadable time is still shown, as stored.
  if (format === 'timestamp') return lagosTimeText(value) ?? storedText(value);
  const text = storedText(value);
  if (format === 'consent' && text !== undefined) return newsConsentText(text);
  return format === 'option' && text !== undefined ? optionLabel(text) : text;
};

/** The record's fields as staff see them: dashboard labels, catalogue order, options as words. */
export function noticeFields(record: Record<string, unknown>): { label: string; value: string }[] {
  return viewFields.flatMap((field) => {
    for (const name of field.stored) {
      const value = formatValue(field.format, record[name]);
      if (value !== undefined) return [{ label: field.label, value }];
    }
    return [];
  });
}

/**
 * One plain address: no display name, no list, no comment, nothing a mail library would read
 * as a second recipient.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The record's e-mail address when it is one plain address, in lower case. */
export function visitorAddress(record: Record<string, unknown>): string | undefined {
  for (const name of storedNamesOf('email')) {
    const value = record[name];
    if (typeof value !== 'string') continue;
    const address = value.trim().toLowerCase();
    if (address.length <= 254 && PLAIN_ADDRESS.test(address)) return address;
  }
  return undefined;
}

/** Call and WhatsApp links for the record's phone number, when it has a usable one. */
export function phoneLinks(
  record: Record<string, unknown>,
): { call: string; whatsApp: string } | undefined {
  for (const name of storedNamesOf('phone')) {
    const value = storedText(record[name]);
    const international = value === undefined ? undefined : toE164(value);
    if (international) {
      return { call: `tel:${international}`, whatsApp: `https://wa.me/${international.slice(1)}` };
    }
  }
  return undefined;
}

/** The visitor's name on one line, or "someone". */
export const recordName = (record: Record<string, unknown>): string => {
  for (const name of storedNamesOf('name')) {
    const value = storedText(record[name]);
    if (value !== undefined && oneLine(value) !== '') return oneLine(value);
  }
  return UNNAMED;
};

export function buildLeadNotice({
  collection,
  id,
  record,
  dashboardUrl,
}: LeadNoticeInput): LeadNotice {
  const type = dashboardTypeOf(collection);
  const subject = oneLine(`New ${type.label} from ${recordName(record)}`);
  const link = leadLink(dashboardUrl, collection, id);
  const fields = noticeFields(record);
  const reference = referenceOf(collection, id);
  const replyTo = visitorAddress(record);
  const phone = phoneLinks(record);

  const text = [
    subject,
    `Reference: ${reference}`,
    '',
    ...fields.map(({ label, value }) => `${label}: ${value}`),
    ...(phone ? ['', `Call: ${phone.call}`, `WhatsApp: ${phone.whatsApp}`] : []),
    '',
    `Open it in the dashboard: ${link}`,
    '',
  ].join('\n');

  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html><body>`,
    `<p>${escapeHtml(subject)}</p>`,
    `<p>Reference: <strong>${escapeHtml(reference)}</strong></p>`,
    `<table cellpadding="4">\n${rows}\n</table>`,
    ...(phone
      ? [
          `<p><a href="${escapeHtml(phone.call)}">Call</a> · ` +
            `<a href="${escapeHtml(phone.whatsApp)}">WhatsApp</a></p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
    '</body></html>',
    '',
  ].join('\n');

  const messageId = `<lead-${collection}-${oneLine(id)}@${messageHost(dashboardUrl)}>`;
  return { subject, text, html, messageId, link, reference, ...(replyTo && { replyTo }) };
}

/** A short, stable fingerprint of the notices a digest lists (FNV-1a, 32 bits, hex). */
const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/** One mail listing many notices (each by its subject and link), for a burst of new leads. */
export function buildDigest(notices: readonly LeadNotice[], dashboardUrl: string): LeadDigest {
  const subject = `${notices.length} new lead${notices.length === 1 ? '' : 's'}`;
  const text = [
    subject,
    '',
    ...notices.map((notice) => `${notice.subject}: ${notice.link}`),
    '',
    `Open the dashboard: ${withoutTrailingSlash(dashboardUrl)}/DC`,
    '',
  ].join('\n');
  const items = notices
    .map(
      (notice) => `<li><a href="${escapeHtml(notice.link)}">${escapeHtml(notice.subject)}</a></li>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html><body>',
    `<p>${escapeHtml(subject)}</p>`,
    `<ul>\n${items}\n</ul>`,
    '</body></html>',
    '',
  ].join('\n');
  const ids = notices.map((notice) => notice.messageId).join(' ');
  const messageId = `<digest-${notices.length}-${fingerprint(ids)}@${messageHost(dashboardUrl)}>`;
  return { subject, text, html, messageId };
}
