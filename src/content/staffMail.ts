/**
 * The words of mail to members of staff (an invitation), which server/ and the Cloud Function
 * send: src/lib/staffMail.ts builds the message from them.
 */
import type { StaffRole } from '../records/staff';
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
