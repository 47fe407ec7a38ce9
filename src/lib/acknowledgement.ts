/**
 * The e-mail a visitor receives after sending a form: the company's contact details, the lead's
 * reference, what happens next, the visitor's own choices from the form's lists and, for a
 * booked session, a calendar entry. Shared by `server/` and the Cloud Function, like the staff
 * notice (leadNotice.ts), so both backends send the same message.
 *
 * It must never carry what a stranger typed to a third party's address: nothing the visitor wrote
 * goes in except a first name reduced to letters, spaces, hyphens and apostrophes; a choice is
 * shown only as the words of a known option, a date and time only when well formed.
 */
import type { Collection } from '../records/collections';
import { choicesOf } from '../records/choices';
import { storedNamesOf, viewFields } from '../records/fields';
import { referenceOf } from '../records/reference';
import { escapeHtml, oneLine, visitorAddress } from './leadNotice';
import { lagosClockText, lagosLongDate } from '../records/lagosTime';
import { lagosTimeOf, sessionCalendar } from './sessionCalendar';

/** The words of the acknowledgement (src/content/acknowledgement.ts). */
export interface AcknowledgementCopy {
  /** The subject, before the reference. */
  subject: string;
  greeting: string;
  thanks: string;
  referenceLabel: string;
  referenceHint: string;
  nextLabel: string;
  choicesLabel: string;
  sessionDateLabel: string;
  sessionTimeLabel: string;
  calendarNote: string;
  contactLabel: string;
  phoneLabel: string;
  whatsAppLabel: string;
  emailLabel: string;
  websiteLabel: string;
  notYou: string;
}

/** What the site configuration says about the company and each form. */
export interface AcknowledgementSite {
  company: {
    name: string;
    /** As people read it. */
    phone: string;
    /** For a `tel:` link. */
    phoneTel: string;
    whatsAppHref: string;
    email: string;
    /** One line. */
    address: string;
  };
  /** Each form's one promise of what happens next (the form's `followUp`). */
  followUp: Readonly<Record<Collection, string>>;
  sessionMinutes: number;
  copy: AcknowledgementCopy;
}

export interface AcknowledgementInput {
  collection: Collection;
  id: string;
  record: Record<string, unknown>;
  /** The site's public origin, e.g. `https://example.com`. */
  siteUrl: string;
}

export interface Acknowledgement {
  /** The visitor's address: one address, nothing else. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per record, so a repeat after a crash is recognisable. */
  messageId: string;
  headers: Readonly<Record<string, string>>;
  /** For a booked session with a readable date and time: the .ics text. */
  calendar?: string;
}

/**
 * How many acknowledgements one address receives in a Lagos day, whichever forms were sent: a
 * person sends one or two; someone typing a stranger's address into the forms reaches that
 * stranger at most this often. The lead is still stored and staff still told.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

/**
 * How long an acknowledgement is worth sending: one that mail kept failing for a day is dropped
 * (staff have called by then), as the Cloud Function drops an event after a day of retries.
 */
export const ACKNOWLEDGEMENT_USEFUL_MS = 24 * 60 * 60 * 1000;

/** Mail services that ignore dots in the local part (one mailbox, many spellings). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, as the daily count keys it: `Ada+1@Gmail.com`, `a.da@gmail.com`
 * and `ada@googlemail.com` are one mailbox, so a tag or a dot does not buy three more.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase().split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  return `${local}@${dotless ?? domain}`;
}

/** The header that tells mail servers and autoresponders this is an automatic reply (RFC 3834). */
export const AUTO_REPLY_HEADERS = { 'Auto-Submitted': 'auto-replied' } as const;

const FIRST_NAME_MAX = 40;

/** The first word of the name, letters, spaces, hyphens and apostrophes only, at most 40. */
export function firstNameOf(record: Record<string, unknown>): string {
  for (const name of storedNamesOf('name')) {
    const value = record[name];
    if (typeof value !== 'string') continue;
    const first = value.trim().split(/\s+/)[0] ?? '';
    // NFKC folds look-alike letters (mathematical bold, full width) to plain ones; the cut counts
    // characters, never halves of one.
    const letters = first.normalize('NFKC').replace(/[^\p{L}\p{M} '’-]/gu, '');
    const kept = Array.from(letters).slice(0, FIRST_NAME_MAX).join('').trim();
    if (kept !== '') return kept;
  }
  return '';
}

const labelOf = (field: string): string =>
  viewFields.find((view) => (view.stored as readonly string[]).includes(field))?.label ?? field;

/** The visitor's choices: each list's chosen option in words, and a session's date and time. */
export function chosenValues(
  collection: Collection,
  record: Record<string, unknown>,
  copy: Pick<AcknowledgementCopy, 'sessionDateLabel' | 'sessionTimeLabel'>,
): { label: string; value: string }[] {
  // The options in their words (src/records/choices.ts); a session's day and time in full below.
  const chosen = choicesOf(collection, record)
    .filter((choice) => choice.kind === 'option')
    .map(({ field, text }) => ({ label: labelOf(field), value: text }));
  const start = lagosTimeOf(record.sessionDate, record.sessionTime);
  if (collection === 'bookSession' && start !== undefined) {
    chosen.push({ label: copy.sessionDateLabel, value: lagosLongDate(start) });
    chosen.push({ label: copy.sessionTimeLabel, value: lagosClockText(start) });
  }
  return chosen;
}

const hostOf = (siteUrl: string): string => {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The acknowledgement of one lead, or undefined when the record has no usable address. */
export function buildAcknowledgement(
  { collection, id, record, siteUrl }: AcknowledgementInput,
  { company, followUp, sessionMinutes, copy }: AcknowledgementSite,
): Acknowledgement | undefined {
  const to = visitorAddress(record);
  if (to === undefined) return undefined;
  const reference = referenceOf(collection, id);
  const host = hostOf(siteUrl);
  const website = siteUrl.replace(/\/+$/, '');
  const firstName = firstNameOf(record);
  const greeting = firstName ? `${copy.greeting} ${firstName},` : `${copy.greeting},`;
  const subject = oneLine(`${copy.subject}: ${reference}`);
  const choices = chosenValues(collection, record, copy);
  const calendar =
    collection === 'bookSession'
      ? sessionCalendar(record, reference, {
          name: company.name,
          address: company.address,
          phone: company.phone,
          host,
          durationMinutes: sessionMinutes,
        })
      : undefined;

  const text = [
    greeting,
    '',
    copy.thanks,
    `${copy.referenceLabel}: ${reference}. ${copy.referenceHint}`,
    '',
    `${copy.nextLabel}: ${followUp[collection]}`,
    ...(choices.length > 0
      ? ['', `${copy.choicesLabel}:`, ...choices.map(({ label, value }) => `${label}: ${value}`)]
      : []),
    ...(calendar ? ['', copy.calendarNote] : []),
    '',
    `${copy.contactLabel}:`,
    company.name,
    company.address,
    `${copy.phoneLabel}: ${company.phone}`,
    `${copy.whatsAppLabel}: ${company.whatsAppHref}`,
    `${copy.emailLabel}: ${company.email}`,
    `${copy.websiteLabel}: ${website}`,
    '',
    copy.notYou,
    '',
  ].join('\n');

  const rows = choices
    .map(
      ({ label, value }) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.thanks)}</p>`,
    `<p>${escapeHtml(copy.referenceLabel)}: <strong>${escapeHtml(reference)}</strong>. ` +
      `${escapeHtml(copy.referenceHint)}</p>`,
    `<p><strong>${escapeHtml(copy.nextLabel)}:</strong> ${escapeHtml(followUp[collection])}</p>`,
    ...(choices.length > 0
      ? [`<p>${escapeHtml(copy.choicesLabel)}:</p>`, `<table cellpadding="4">\n${rows}\n</table>`]
      : []),
    ...(calendar ? [`<p>${escapeHtml(copy.calendarNote)}</p>`] : []),
    `<p>${escapeHtml(copy.contactLabel)}:<br>${escapeHtml(company.name)}<br>` +
      `${escapeHtml(company.address)}<br>` +
      `${escapeHtml(copy.phoneLabel)}: ${link(`tel:${company.phoneTel}`, company.phone)}<br>` +
      `${escapeHtml(copy.whatsAppLabel)}: ${link(company.whatsAppHref, company.whatsAppHref)}<br>` +
      `${escapeHtml(copy.emailLabel)}: ${link(`mailto:${company.email}`, company.email)}<br>` +
      `${escapeHtml(copy.websiteLabel)}: ${link(website, website)}</p>`,
    `<p>${escapeHtml(copy.notYou)}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  return {
    to,
    subject,
    text,
    html,
    messageId: `<ack-${collection}-${oneLine(id)}@${host}>`,
    headers: AUTO_REPLY_HEADERS,
    ...(calendar !== undefined && { calendar }),
  };
}

/** The message as a mail library sends it (nodemailer's options): the .ics as a text/calendar part. */
export function acknowledgementMessage(mail: Acknowledgement, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { ...mail.headers },
    ...(mail.calendar !== undefined && {
      attachments: [
        {
          filename: 'session.ics',
          content: mail.calendar,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    }),
  };
}
