/**
 * Mail to members of staff, built the same way by server/ and the Cloud Function: the invitation
 * with its one-time link. Pure TypeScript without Node-only APIs.
 */
import { paths } from '../config/paths';
import { INVITATION_HOURS, type Invitation, type StaffRole } from '../records/staff';

/** The words of the invitation (src/content/staffMail.ts), passed in by server/ and the Cloud Function. */
export interface InvitationWords {
  subject: string;
  greeting: (name: string | undefined) => string;
  body: (by: string, role: StaffRole) => string;
  action: (hours: number) => string;
  ignore: string;
}

/** A mail ready to send: the outbox keeps it as it is until the mail server takes it. */
export interface ReadyMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
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
