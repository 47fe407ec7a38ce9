/**
 * Who works the inbox, declared once here; the dashboard, server/, the Cloud Function and the
 * rules generator import it (decision 0034).
 *
 * Paths (Firebase Realtime Database; server/ serves them under /db):
 * - `staff/{uid}`: a member of staff and their role, keyed by their sign-in account's ID. Only an
 *   account with an entry here is staff: the rules (and server/'s policy) read the role on every
 *   request. Admins add, change and remove entries, never their own; removing one ends that
 *   account (server/ deletes it, the Cloud Function deletes the Firebase Auth user).
 * - `invitations/{id}`: an admin's invitation of a colleague. The backend e-mails a one-time link
 *   to set a password; the accepted invitation becomes a `staff/{uid}` entry and goes.
 * - `invitationSecrets/{id}` (hosted Firebase only): what the Cloud Function keeps of an
 *   invitation's one-time secret, its SHA-256 and expiry. Nobody reads or writes it through the
 *   database's API (server/ keeps the same in a SQLite table no API reaches).
 * - `staffMailsSent/…` (hosted Firebase only): which mails about leads the Cloud Function has
 *   sent (a new owner's, a reply, a day's morning mail), so a retried trigger sends none twice.
 *   Nobody reads or writes it through the API (server/ queues them in its outbox instead).
 */
import { z } from './zod';
import { staffEmailSchema } from './lead';

export const STAFF_ROOT = 'staff';
export const INVITATIONS_ROOT = 'invitations';
export const INVITATION_SECRETS_ROOT = 'invitationSecrets';
export const STAFF_MAILS_SENT_ROOT = 'staffMailsSent';

/**
 * An admin manages accounts, empties Trash and Spam for ever, erases a person's data and deletes
 * a whole list; an agent works the leads (status, notes, owners, replies, Trash and back).
 */
export const staffRoles = ['admin', 'agent'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const ADMIN: StaffRole = 'admin';

export const staffRoleSchema = z.enum(staffRoles, { error: 'Choose admin or agent' });

export const STAFF_NAME_MAX = 80;

/** The shortest staff password. */
export const MIN_PASSWORD_LENGTH = 8;

/** How long an invitation's link works. */
export const INVITATION_HOURS = 48;

const epochMs = () => z.int({ error: 'Enter a time in milliseconds' }).check(z.nonnegative());

/** Stored lower-case, as the sign-in compares it. */
const memberEmail = () =>
  z.pipe(
    staffEmailSchema.check(z.regex(/^[^A-Z]*$/, { error: 'Write the e-mail in lower case' })),
    z.email({ error: 'Enter a valid email' }),
  );

const memberName = () =>
  z.string({ error: 'A name must be text' }).check(
    z.trim(),
    z.minLength(1, { error: 'Enter a name', abort: true }),
    z.maxLength(STAFF_NAME_MAX, {
      error: `A name must be at most ${STAFF_NAME_MAX} characters`,
    }),
  );

/** `staff/{uid}`. */
export const staffMemberSchema = z.strictObject({
  email: memberEmail(),
  role: staffRoleSchema,
  name: z.optional(memberName()),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** `invitations/{id}`: whom, as what, by which admin and when. */
export const invitationSchema = z.strictObject({
  email: memberEmail(),
  role: staffRoleSchema,
  name: z.optional(memberName()),
  by: staffEmailSchema,
  at: epochMs(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** The `staff/{uid}` entry an accepted invitation becomes. */
export const memberOf = ({ email, role, name }: Invitation): StaffMember => ({
  email,
  role,
  ...(name !== undefined && { name }),
});

export const isStaffRole = (value: unknown): value is StaffRole =>
  staffRoleSchema.safeParse(value).success;
