/**
 * The words of mail to members of staff (an invitation), which server/ and the Cloud Function
 * send: src/lib/staffMail.ts builds the message from them.
 */
import type { StaffRole } from '../records/staff';
import type { AssignmentWords, MorningWords } from '../lib/staffMail';
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
