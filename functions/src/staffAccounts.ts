/**
 * Staff accounts on hosted Firebase (decision 0034), as server/ keeps them: a new invitation gets
 * a one-time secret (only its SHA-256 and expiry are kept, at `invitationSecrets/{id}`, which the
 * rules let nobody read or write) and its mail; `acceptInvitation` turns the right secret and a
 * password into a Firebase Auth user and its `staff/{uid}` entry; a removed entry ends its user.
 * The answers are decided by src/lib/invitations.ts, as server/'s are.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { createTransport } from 'nodemailer';
import { invitationMailCopy } from '../../src/content/staffMail';
import {
  acceptRequestOf,
  authError,
  invitationExpiresAt,
  invitationSecretSchema,
  secretRefusal,
  type InvitationRefusal,
} from '../../src/lib/invitations';
import { invitationLink, invitationMail } from '../../src/lib/staffMail';
import { isObject } from '../../src/lib/tree';
import {
  INVITATION_SECRETS_ROOT,
  invitationSchema,
  INVITATIONS_ROOT,
  memberOf,
  STAFF_ROOT,
} from '../../src/records/staff';
import type { RetentionDatabase } from './runRetention';

/**
 * The database (read and multi-location update, as the retention run uses it) and Firebase Auth
 * as this module uses them; the offline tests replace them.
 */
export interface StaffBackend extends Pick<RetentionDatabase, 'read' | 'update'> {
  /** The new user's ID; rejects with Firebase Auth's error (`code` `auth/email-already-exists`…). */
  createUser(email: string, password: string): Promise<string>;
  /** Rejects with code `auth/user-not-found` when there is no such user. */
  deleteUser(uid: string): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
}

const app = () => (getApps().length === 0 ? initializeApp() : getApps()[0]);

export const staffBackend: StaffBackend = {
  read: async (path) => (await getDatabase(app()).ref(path).get()).val() as unknown,
  update: (values) => getDatabase(app()).ref().update(values),
  async createUser(email, password) {
    // The invitation's link reached this address: it is verified.
    return (await getAuth(app()).createUser({ email, password, emailVerified: true })).uid;
  },
  deleteUser: (uid) => getAuth(app()).deleteUser(uid),
  revokeRefreshTokens: (uid) => getAuth(app()).revokeRefreshTokens(uid),
};

const secretPath = (id: string) => `${INVITATION_SECRETS_ROOT}/${id}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest();
const codeOf = (error: unknown) => (isObject(error) ? error.code : undefined);

export interface InvitationSettings {
  smtpUrl: string;
  from: string;
  /** The site's public origin: the link opens its /DC. */
  siteUrl: string;
}

export type InvitationOutcome = 'sent' | 'already sent' | 'cancelled' | 'not an invitation';

/**
 * Mails a new invitation its one-time link. The secret's hash is kept first, and marked mailed
 * once the mail server took the message: a retried event (the mail failed) sends a new link, a
 * repeated one after the mail went sends none.
 */
export async function sendInvitation(
  id: string,
  value: unknown,
  settings: InvitationSettings,
  backend: StaffBackend,
  now: number,
): Promise<InvitationOutcome> {
  const invitation = invitationSchema.safeParse(value);
  if (!invitation.success) return 'not an invitation';
  const kept = invitationSecretSchema.safeParse(await backend.read(secretPath(id)));
  if (kept.success && kept.data.mailed) return 'already sent';
  if ((await backend.read(`${INVITATIONS_ROOT}/${id}`)) === null) return 'cancelled';
  const token = randomBytes(32).toString('base64url');
  await backend.update({
    [secretPath(id)]: { hash: hashOf(token).toString('hex'), expiresAt: invitationExpiresAt(now) },
  });
  const mail = invitationMail(
    invitation.data,
    invitationLink(settings.siteUrl, id, token),
    invitationMailCopy,
  );
  const transport = createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({ ...mail, from: settings.from });
  } finally {
    transport.close();
  }
  await backend.update({ [`${secretPath(id)}/mailed`]: true });
  return 'sent';
}

/** A cancelled (or accepted) invitation: its secret goes. */
export const forgetInvitation = (id: string, backend: StaffBackend): Promise<void> =>
  backend.update({ [secretPath(id)]: null });

export interface Answer {
  status: number;
  body: object;
}

const refused = (reason: InvitationRefusal): Answer => ({
  status: 400,
  body: authError(400, reason),
});

/**
 * `POST /auth/v1/accounts:acceptInvitation` with `{invitationId, token, password}`: answered as
 * server/'s route answers, `{email, localId}` on success (the dashboard then signs in).
 */
export async function acceptInvitation(
  body: unknown,
  backend: StaffBackend,
  now: number,
): Promise<Answer> {
  const request = acceptRequestOf(isObject(body) ? body : {});
  if (typeof request === 'string') return refused(request);
  const { invitationId: id, token, password } = request;
  const kept = invitationSecretSchema.safeParse(await backend.read(secretPath(id)));
  const given = hashOf(token);
  const keptHash = kept.success ? Buffer.from(kept.data.hash, 'hex') : Buffer.alloc(given.length);
  const matches = timingSafeEqual(given, keptHash) && kept.success;
  const reason = secretRefusal(kept.success ? kept.data : null, matches, now);
  if (reason) return refused(reason);
  const invitation = invitationSchema.safeParse(await backend.read(`${INVITATIONS_ROOT}/${id}`));
  if (!invitation.success) return refused('INVALID_INVITATION');
  const { email } = invitation.data;
  let uid: string;
  try {
    // Firebase Auth holds each address once: of two acceptances at once, one makes the user.
    uid = await backend.createUser(email, password);
  } catch (error) {
    if (codeOf(error) === 'auth/email-already-exists') return refused('EMAIL_EXISTS');
    if (codeOf(error) === 'auth/invalid-password') return refused('WEAK_PASSWORD');
    throw error;
  }
  try {
    await backend.update({
      [`${STAFF_ROOT}/${uid}`]: memberOf(invitation.data),
      [`${INVITATIONS_ROOT}/${id}`]: null,
      [secretPath(id)]: null,
    });
  } catch (error) {
    // No user without its entry: the link works again.
    await backend.deleteUser(uid);
    throw error;
  }
  return { status: 200, body: { email, localId: uid } };
}

/**
 * A removed `staff/{uid}` entry: its user's sessions end (refresh tokens revoked) and the user
 * goes, as server/ deletes the account. The rules already refuse it from the removal on.
 */
export async function endAccount(uid: string, backend: StaffBackend): Promise<boolean> {
  try {
    await backend.revokeRefreshTokens(uid);
    await backend.deleteUser(uid);
    return true;
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return false;
    throw error;
  }
}
