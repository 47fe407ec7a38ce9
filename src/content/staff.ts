/** The words of staff management in /DC and of the page that accepts an invitation (decision 0034). */
import type { StaffRole } from '../records/staff';

export { roleWords } from './staffMail';

export const roleHints: Record<StaffRole, string> = {
  admin: 'Manages accounts, deletes for ever, erases a person’s data',
  agent: 'Works the leads: status, notes, Trash and back',
};

export const staffCopy = {
  heading: 'Staff',
  intro:
    'Who works the inbox. Admins invite colleagues, change roles and remove accounts; removing one signs it out at once.',
  membersCaption: 'Members of staff',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  you: '(you)',
  roleLabel: (who: string) => `Role of ${who}`,
  remove: 'Remove',
  removeLabel: (who: string) => `Remove ${who}`,
  invitationsHeading: 'Invitations waiting',
  noInvitations: 'No invitation is waiting.',
  invitedBy: (by: string, when: string) => `Invited by ${by}, ${when}`,
  cancelInvitation: 'Cancel',
  cancelLabel: (email: string) => `Cancel the invitation of ${email}`,
  inviteHeading: 'Invite a colleague',
  inviteIntro: (hours: number) =>
    `They receive an e-mail with a link to set their password; it works once, for ${hours} hours.`,
  invite: 'Send invitation',
  inviting: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}.`,
  roleChanged: (who: string, role: string) => `${who} is now ${role}.`,
  removed: (who: string) => `${who} was removed and signed out.`,
  cancelled: (email: string) => `The invitation of ${email} was cancelled.`,
  loadFailed: 'The staff list could not be loaded.',
  saveFailed: 'The change could not be saved.',
  alreadyStaff: (email: string) => `${email} is already a member of staff.`,
  alreadyInvited: (email: string) => `${email} already has an invitation waiting.`,
};

export const removeStaffDialogCopy = {
  title: 'Remove this account?',
  message:
    'They are signed out at once and can no longer sign in. Their notes and audit lines stay.',
  yes: 'Remove',
  no: 'Keep',
  removing: 'Removing…',
};

export const acceptInvitationCopy = {
  eyebrow: 'Staff only',
  title: 'Set your password',
  lead: 'You were invited to the staff inbox. Choose a password to finish setting up your account.',
  password: 'New password',
  confirm: 'Repeat the password',
  submit: 'Set password and sign in',
  submitting: 'Setting up…',
  tooShort: (min: number) => `Use at least ${min} characters.`,
  mismatch: 'The two passwords differ.',
  invalid: 'This invitation link is not valid or was already used. Ask an admin for a new one.',
  expired: 'This invitation has expired. Ask an admin to invite you again.',
  exists: 'An account with this e-mail already exists. Sign in instead.',
  failed: 'Your account could not be set up. Check your connection and try again.',
};
