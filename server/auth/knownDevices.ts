/**
 * The devices an account signed in from: after a right password, the sign-in answer sets a
 * cookie naming the account and a random device ID, signed with a key derived from the auth
 * secret (so it can never pass for an ID token, nor one for it). A sign-in that brings the
 * cookie back for the same account is counted on that device's own delay, not the account's, so
 * strangers guessing from elsewhere cannot keep the usual browser out (decision 0025).
 *
 * The cookie proves only "this browser signed in to this account before": the password is
 * still checked every time. It is HttpOnly, SameSite=Strict and limited to the sign-in path, so
 * only the dashboard's own same-origin sign-in request carries it; no client code reads it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays known without signing in again (each sign-in renews it). */
export const KNOWN_DEVICE_DAYS = 180;
const COOKIE_PREFIX = 'staff_device_';

interface DeviceClaims {
  /** The account's localId. */
  sub: string;
  /** The device's random ID, kept across renewals. */
  did: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const isClaims = (value: unknown): value is DeviceClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.did === 'string' &&
    typeof claims.exp === 'number'
  );
};

export interface DeviceCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly clock: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('known-device cookie, v1').digest();
  }

  /** One cookie per account, so two staff sharing a computer both stay known. */
  cookieName(localId: string): string {
    return `${COOKIE_PREFIX}${localId}`;
  }

  /** The device ID the cookie proves for `localId`, or null (absent, forged, expired, another's). */
  recognise(localId: string, value: string | undefined): string | null {
    const [payload, signed] = (value ?? '').split('.');
    if (!payload || !signed) return null;
    const expected = this.sign(payload);
    const actual = Buffer.from(signed, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isClaims(claims) || claims.sub !== localId || claims.exp <= this.clock()) return null;
    return claims.did;
  }

  /** The cookie to set after a right password: the same device ID when it was known already. */
  issue(localId: string, device: string | null): DeviceCookie {
    const maxAgeSeconds = KNOWN_DEVICE_DAYS * 86_400;
    const claims: DeviceClaims = {
      sub: localId,
      did: device ?? randomBytes(12).toString('base64url'),
      exp: this.clock() + maxAgeSeconds * 1000,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return {
      name: this.cookieName(localId),
      value: `${payload}.${this.sign(payload).toString('base64url')}`,
      maxAgeSeconds,
    };
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
