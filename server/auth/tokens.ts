/**
 * Staff ID tokens: JWTs signed with HMAC-SHA256, shaped like Firebase's (sub, email,
 * iat, exp, firebase.sign_in_provider) and carrying the account's token version, so
 * a password change or account removal ends the sessions signed before it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  iss: 'site-server';
  sub: string;
  email: string;
  ver: number;
  iat: number;
  exp: number;
  firebase: { sign_in_provider: 'password' };
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (secret: Buffer, content: string) =>
  createHmac('sha256', secret).update(content).digest();

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const content = `${HEADER}.${payload}`;
  return `${content}.${signature(secret, content).toString('base64url')}`;
}

export function verifyToken(secret: Buffer, token: string, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  const expected = signature(secret, `${header}.${payload}`);
  const actual = Buffer.from(signed, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'malformed' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
