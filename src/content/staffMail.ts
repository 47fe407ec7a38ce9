/**
 * The words of mail to members of staff (an invitation), which server/ and the Cloud Function
 * send: src/lib/staffMail.ts builds the message from them.
 */
import type { StaffRole } from '../records/staff';
import type { AssignmentWords, MorningWords } from '../lib/staffMail';
import type { AlertWords } from '../lib/serverAlerts';
import { company } from './company';

export const roleWords: Record<StaffRole, string> = { admin: 'Admin', agent: 'Agent' };

export const invitationMailCopy = {
  subject: `You are invited to the ${company.name} staff inbox`,
  greeting: (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,'),
  body: (by: string, role: StaffRole) =>
    `${by} invited you to answer the enquiries sent through the ${company.name} website, as ${roleWords[role].toLowerCase()}.`,
  action: (hours: number) => `Set your password within ${hours} hours (the link works once):`,
  ignore: 'If you did not expect this, ignore this e-mail: nothing happens without the link.',
};

export type InvitationMailCopy = typeof invitationMailCopy;

/** The mail to a member of staff whom a colleague gave a lead. */
export const assignmentMailCopy = {
  subject: (type: string, name: string, reference: string) =>
    `Assigned to you: ${type} from ${name} (${reference})`,
  body: (by: string) => `${by} assigned you this lead:`,
  type: 'Type',
  name: 'Name',
  reference: 'Reference',
  action: 'Open it in the dashboard (after signing in):',
} satisfies AssignmentWords;

/** The morning mail: each member's leads due today, overdue, and waiting since yesterday. */
export const morningMailCopy = {
  subject: (day: string, count: number) =>
    `Your leads for ${day}: ${count} ${count === 1 ? 'needs' : 'need'} you`,
  greeting: (name: string | undefined) => (name ? `Good morning ${name},` : 'Good morning,'),
  sections: {
    dueToday: 'Follow-ups due today',
    overdue: 'Overdue follow-ups',
    waiting: 'Still New after a day',
    unassigned: 'Unassigned and still New after a day, for an admin to hand out',
  },
  due: (when: string, what: string) => `${what}, ${when}`,
  waiting: (howLong: string) => `waiting ${howLong}`,
  hours: (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
  days: (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`,
  more: (count: number) => `…and ${count} more in the dashboard.`,
  dashboard: (link: string) => `The whole inbox: ${link}`,
  why: 'You get this mail at 08:00 Lagos time on the days something waits for you.',
} satisfies MorningWords;

/** The server's alerts to staff (decision 0049): their mail, and their line in /DC. */
export const alertWords = {
  what: {
    noticesFailing: 'E-mail from the website has been failing for 15 minutes',
    backupFailed: 'The last backup of the lead database failed',
    diskFull: 'The disk that holds the lead database is 90 % full',
  },
  remedy: {
    noticesFailing:
      'Leads are kept and the mails wait in the outbox; check the mail server and SMTP_URL. The last error is shown in the dashboard.',
    backupFailed:
      'Leads are safe in the database, but no new copy was made. Check BACKUP_DIR, its free space and the server log.',
    diskFull:
      'When it is full the server cannot store new leads. Free space on the disk, or move older backups elsewhere.',
  },
  startedSubject: (what: string) => `${company.name} website: ${what}`,
  resolvedSubject: (what: string) => `${company.name} website, resolved: ${what}`,
  since: (when: string) => `Since ${when}.`,
  resolvedAt: (when: string) => `Resolved at ${when}: nothing more to do.`,
  dashboard: (link: string) => `The dashboard: ${link}`,
} satisfies AlertWords;
