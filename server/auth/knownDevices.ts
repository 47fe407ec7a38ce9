/**
 * The devices an account signed in from: after a right password, the sign-in answer sets a
 * cookie naming the account and a random device ID, signed with a key derived from the auth
 * secret (so it can never pass for an ID token, nor one for it). A sign-in that brings the
 * cookie back for the same account is counted on that device's own delay, not the account's, so
 * strangers guessing from elsewhere cannot keep the usual browser out (decision 0025).
 *
 * The cookie proves only "this browser signed in to this account before": the password is
 * still checked every time. A browser the account never used becomes known through a device
 * pass, a link `npm run staff -- unlock <email>` prints, good for `PASS_MINUTES`. It is HttpOnly, SameSite=Strict and limited to the sign-in path, so
 * only the dashboard's own same-origin sign-in request carries it; no client code reads it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays known without signing in again (each sign-in renews it). */
export const KNOWN_DEVICE_DAYS = 180;
/** How long a device pass from the staff CLI may be used. */
export const PASS_MINUTES = 15;
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

const newDevice = () => randomBytes(12).toString('base64url');

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
    const claims = this.verified(value);
    return claims?.sub === localId ? claims.did : null;
  }

  /** A device pass for `localId`: a new device's claims, signed, good for PASS_MINUTES. */
  pass(localId: string): string {
    return this.signed({
      sub: localId,
      did: newDevice(),
      exp: this.clock() + PASS_MINUTES * 60_000,
    });
  }

  /** The account a device pass is for, and the cookie that makes its holder a known device. */
  redeem(pass: string): { localId: string; cookie: DeviceCookie } | null {
    const claims = this.verified(pass);
    return claims && { localId: claims.sub, cookie: this.issue(claims.sub, claims.did) };
  }

  private verified(value: string | undefined): DeviceClaims | null {
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
    return isClaims(claims) && claims.exp > this.clock() ? claims : null;
  }

  /** The cookie to set after a right password: the same device ID when it was known already. */
  issue(localId: string, device: string | null): DeviceCookie {
    const maxAgeSeconds = KNOWN_DEVICE_DAYS * 86_400;
    const exp = this.clock() + maxAgeSeconds * 1000;
    return {
      name: this.cookieName(localId),
      value: this.signed({ sub: localId, did: device ?? newDevice(), exp }),
      maxAgeSeconds,
    };
  }

  private signed(claims: DeviceClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
