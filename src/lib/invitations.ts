/**
 * The answers to an invited colleague's `accounts:acceptInvitation`, decided the same way by
 * server/ (server/auth/invitations.ts) and the Cloud Function (functions/src/staffAccounts.ts):
 * what a request must hold, and what a kept secret says of the one given. Each backend hashes
 * the secret and compares the hashes in constant time with node:crypto; this is pure TypeScript.
 */
import { INVITATION_HOURS, MIN_PASSWORD_LENGTH } from '../records/staff';
import { z } from '../records/zod';

const HOUR_MS = 3_600_000;

/** The refusals, as the message of Firebase Auth's error body (the dashboard names each). */
export type InvitationRefusal =
  'INVALID_INVITATION' | 'INVITATION_EXPIRED' | 'EMAIL_EXISTS' | 'WEAK_PASSWORD';

/** Firebase Auth's error body: `{"error": {"code": 400, "message": "INVALID_LOGIN_CREDENTIALS", ...}}`. */
export const authError = (code: number, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
});

/** What is kept of an invitation's secret: its SHA-256 (hex) and when the link stops working. */
export const invitationSecretSchema = z.strictObject({
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  expiresAt: z.int().check(z.nonnegative()),
  /** The Cloud Function's: the link was mailed (a repeated event sends no second link). */
  mailed: z.optional(z.literal(true)),
});
export type InvitationSecret = z.output<typeof invitationSecretSchema>;

/** When the secret of an invitation sent at `sentAt` stops working. */
export const invitationExpiresAt = (sentAt: number): number => sentAt + INVITATION_HOURS * HOUR_MS;

export interface AcceptRequest {
  invitationId: string;
  token: string;
  password: string;
}

/**
 * The request's fields, or why it is refused before any secret is looked at. An ID that is no
 * database key (a push ID's characters) names no invitation.
 */
export function acceptRequestOf(body: Record<string, unknown>): AcceptRequest | InvitationRefusal {
  const { invitationId, token, password } = body;
  if (
    typeof invitationId !== 'string' ||
    !/^[\w-]{1,64}$/.test(invitationId) ||
    typeof token !== 'string'
  ) {
    return 'INVALID_INVITATION';
  }
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return 'WEAK_PASSWORD';
  }
  return { invitationId, token, password };
}

/**
 * Whether a secret still opens its invitation: `matches` is the backend's constant-time
 * comparison of the given secret's hash with the kept one (false when none is kept).
 */
export function secretRefusal(
  kept: { expiresAt: number } | null,
  matches: boolean,
  now: number,
): 'INVALID_INVITATION' | 'INVITATION_EXPIRED' | null {
  if (!kept || !matches) return 'INVALID_INVITATION';
  if (kept.expiresAt <= now) return 'INVITATION_EXPIRED';
  return null;
}
