/**
 * Mail that staff work causes, built the same way by server/ and the Cloud Function: the
 * invitation with its one-time link, the mail to a lead's new owner, a reply to the visitor
 * written on the lead's page, and the morning mail (src/lib/morningList.ts decides what it
 * lists). Pure TypeScript without Node-only APIs.
 */
import { paths } from '../config/paths';
import { lagosDateTimeText, lagosLongDate } from '../records/lagosTime';
import { historyEventSchema } from '../records/lead';
import { referenceOf } from '../records/reference';
import { INVITATION_HOURS, type Invitation, type StaffRole } from '../records/staff';
import { dashboardTypeOf } from '../records/collections';
import { leadLink, messageHost, oneLine, recordName, visitorAddress } from './leadNotice';
import {
  MORNING_SECTION_MAX,
  type MorningItem,
  type MorningList,
  type MorningSections,
  type StoredLead,
} from './morningList';

/** The words of the invitation (src/content/staffMail.ts), passed in by server/ and the Cloud Function. */
export interface InvitationWords {
  subject: string;
  greeting: (name: string | undefined) => string;
  body: (by: string, role: StaffRole) => string;
  action: (hours: number) => string;
  ignore: string;
}

/** The words of the mail to a lead's new owner (src/content/staffMail.ts). */
export interface AssignmentWords {
  subject: (type: string, name: string, reference: string) => string;
  body: (by: string) => string;
  type: string;
  name: string;
  reference: string;
  action: string;
}

/** The words of the morning mail (src/content/staffMail.ts). */
export interface MorningWords {
  subject: (day: string, count: number) => string;
  greeting: (name: string | undefined) => string;
  sections: Record<keyof MorningSections, string>;
  due: (when: string, what: string) => string;
  waiting: (howLong: string) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
  more: (count: number) => string;
  dashboard: (link: string) => string;
  why: string;
}

/** A mail ready to send: the outbox keeps it as it is until the mail server takes it. */
export interface ReadyMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Stable for one cause (a reply's event): a repeat after a crash is recognisable. */
  messageId?: string;
}

/** The page that sets an invited colleague's password. */
export const invitationLink = (siteUrl: string, id: string, token: string): string =>
  `${siteUrl}${paths.dashboard}?${new URLSearchParams({ invitation: id, token }).toString()}`;

export function invitationMail(
  invitation: Invitation,
  link: string,
  copy: InvitationWords,
): ReadyMail {
  return {
    to: invitation.email,
    subject: copy.subject,
    text: [
      copy.greeting(invitation.name),
      '',
      copy.body(invitation.by, invitation.role),
      '',
      copy.action(INVITATION_HOURS),
      link,
      '',
      copy.ignore,
    ].join('\n'),
    replyTo: invitation.by,
  };
}

/** What a new history event of a lead sends: one mail, or nothing and why. */
export type EventMail =
  | { mail: ReadyMail }
  | { none: 'not a mail' | 'took it themselves' | 'no address' | 'not an event' };

/**
 * The mail a new event in a lead's history causes: a new owner other than the writer gets the
 * lead's link; an e-mail reply goes to the address the stored record holds (never one the event
 * names), with the writer as Reply-To. The caller adds the company's sending address.
 */
export function historyEventMail(
  lead: StoredLead,
  eventId: string,
  value: unknown,
  siteUrl: string,
  copy: AssignmentWords,
): EventMail {
  const parsed = historyEventSchema.safeParse(value);
  if (!parsed.success) return { none: 'not an event' };
  const event = parsed.data;
  if (event.kind === 'owner') {
    if (event.detail === undefined) return { none: 'not a mail' };
    if (event.detail.toLowerCase() === event.by.toLowerCase())
      return { none: 'took it themselves' };
    return { mail: assignmentMail(lead, event.by, event.detail, siteUrl, copy) };
  }
  if (event.kind !== 'email' || event.subject === undefined || event.text === undefined) {
    return { none: 'not a mail' };
  }
  const to = visitorAddress(lead.record);
  if (!to) return { none: 'no address' };
  return {
    mail: {
      to,
      subject: oneLine(event.subject),
      text: event.text,
      replyTo: event.by,
      messageId: `<reply-${lead.collection}-${oneLine(lead.id)}-${oneLine(eventId)}@${messageHost(siteUrl)}>`,
    },
  };
}

/** The mail to a lead's new owner: which lead (type, name, reference), who gave it, its link. */
export function assignmentMail(
  { collection, id, record }: StoredLead,
  by: string,
  to: string,
  siteUrl: string,
  copy: AssignmentWords,
): ReadyMail {
  const type = dashboardTypeOf(collection).label;
  const name = recordName(record);
  const reference = referenceOf(collection, id);
  return {
    to,
    subject: oneLine(copy.subject(type, name, reference)),
    text: [
      copy.body(by),
      '',
      `${copy.type}: ${type}`,
      `${copy.name}: ${name}`,
      `${copy.reference}: ${reference}`,
      '',
      copy.action,
      leadLink(siteUrl, collection, id),
      '',
    ].join('\n'),
    replyTo: by,
  };
}

const HOUR_MS = 3_600_000;

/** How long a lead has waited, in hours up to two days, then in days. */
const waitedText = (ms: number, copy: MorningWords): string => {
  const hours = Math.floor(ms / HOUR_MS);
  return hours < 48 ? copy.hours(hours) : copy.days(Math.floor(hours / 24));
};

function itemLines(
  section: keyof MorningSections,
  items: readonly MorningItem[],
  siteUrl: string,
  now: number,
  copy: MorningWords,
): string[] {
  if (items.length === 0) return [];
  const lines = items.slice(0, MORNING_SECTION_MAX).flatMap((item) => {
    const next =
      item.what === undefined
        ? copy.waiting(waitedText(now - item.at, copy))
        : copy.due(lagosDateTimeText(item.at), oneLine(item.what));
    return [
      `- ${dashboardTypeOf(item.collection).label}: ${item.name}: ${next}`,
      `  ${leadLink(siteUrl, item.collection, item.id)}`,
    ];
  });
  const more = items.length - MORNING_SECTION_MAX;
  return [
    `${copy.sections[section]} (${items.length})`,
    ...lines,
    ...(more > 0 ? [copy.more(more)] : []),
    '',
  ];
}

/** One member's morning mail: each section with its leads' type, name, next step and link. */
export function morningMail(
  list: MorningList,
  siteUrl: string,
  now: number,
  copy: MorningWords,
): ReadyMail {
  const sections = Object.keys(copy.sections) as (keyof MorningSections)[];
  const count = sections.reduce((sum, section) => sum + list.sections[section].length, 0);
  return {
    to: list.member.email,
    subject: copy.subject(lagosLongDate(now), count),
    text: [
      copy.greeting(list.member.name),
      '',
      ...sections.flatMap((section) =>
        itemLines(section, list.sections[section], siteUrl, now, copy),
      ),
      copy.dashboard(`${siteUrl.replace(/\/+$/, '')}${paths.dashboard}`),
      '',
      copy.why,
      '',
    ].join('\n'),
  };
}
