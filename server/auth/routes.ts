/**
 * Staff sign-in, answering as Firebase Auth's REST API does:
 * - `accounts:signInWithPassword` (JSON): an ID token for an hour and a refresh token;
 * - `token` (Firebase's secure-token exchange, form-encoded `grant_type=refresh_token`): a fresh
 *   ID token for a refresh token still good;
 * - `signOut` (server/ only: hosted Firebase has no such client call): the refresh token stops
 *   working.
 */
import type { Context, Hono } from 'hono';
import { ProtocolError } from '../db/protocol';
import { readBody } from '../http/body';
import type { RateLimiter } from '../http/rateLimit';
import { authError, type AuthService } from './service';
import type { SignInDelays } from './signInDelay';

export interface AuthRouteOptions {
  prefix: string;
  auth: AuthService;
  /** Attempts per address. */
  signInLimiter: RateLimiter;
  /** Failures per account. */
  signInDelays: SignInDelays;
  clientOf: (c: Context) => string;
}

const SIGN_IN = '/accounts:signInWithPassword';
const TOKEN = '/token';
const SIGN_OUT = '/signOut';
const BODY_LIMIT_BYTES = 4096;
const NO_STORE = { 'Cache-Control': 'no-store' };

type Fields = Record<string, unknown>;

/** The body's fields: form-encoded (how Firebase's token call is sent) or JSON. */
async function readFields(c: Context): Promise<Fields | Response> {
  let text: string;
  try {
    text = await readBody(c, BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof ProtocolError && error.status === 413) {
      return c.json(authError(413, 'PAYLOAD_TOO_LARGE'), 413, error.headers);
    }
    return c.json(authError(400, 'INVALID_JSON'), 400);
  }
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Fields) : {};
  } catch {
    return c.json(authError(400, 'INVALID_JSON'), 400);
  }
}

export function mountAuth(
  app: Hono,
  { prefix, auth, signInLimiter, signInDelays, clientOf }: AuthRouteOptions,
): void {
  const tooManyAttempts = (c: Context, retryAfterSeconds: number) =>
    c.json(authError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER'), 429, {
      'Retry-After': String(retryAfterSeconds),
    });

  async function signIn(c: Context): Promise<Response> {
    const decision = signInLimiter.take(clientOf(c));
    if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
    const body = await readFields(c);
    if (body instanceof Response) return body;
    const { email, password } = body;
    if (typeof email !== 'string' || email.trim() === '') {
      return c.json(authError(400, 'INVALID_EMAIL'), 400);
    }
    if (typeof password !== 'string' || password === '') {
      return c.json(authError(400, 'MISSING_PASSWORD'), 400);
    }
    const waitMs = signInDelays.begin(email);
    if (waitMs > 0) return tooManyAttempts(c, Math.ceil(waitMs / 1000));
    const result = await auth.signIn(email, password);
    if (!result) {
      signInDelays.failed(email);
      return c.json(authError(400, 'INVALID_LOGIN_CREDENTIALS'), 400);
    }
    signInDelays.succeeded(email);
    return c.json(result, 200, NO_STORE);
  }

  // No attempt limit here: a refresh token is 256 random bits, and a check is one indexed lookup.
  async function exchange(c: Context): Promise<Response> {
    const body = await readFields(c);
    if (body instanceof Response) return body;
    const { grant_type: grantType, refresh_token: refreshToken } = body;
    if (grantType !== 'refresh_token') return c.json(authError(400, 'INVALID_GRANT_TYPE'), 400);
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return c.json(authError(400, 'MISSING_REFRESH_TOKEN'), 400);
    }
    const result = auth.exchange(refreshToken);
    if (!('id_token' in result)) return c.json(authError(400, result.reason), 400);
    return c.json(result, 200, NO_STORE);
  }

  async function signOut(c: Context): Promise<Response> {
    const body = await readFields(c);
    if (body instanceof Response) return body;
    const refreshToken = body.refreshToken ?? body.refresh_token;
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return c.json(authError(400, 'MISSING_REFRESH_TOKEN'), 400);
    }
    auth.signOut(refreshToken);
    return c.json({}, 200, NO_STORE);
  }

  const actions: Readonly<Record<string, (c: Context) => Promise<Response>>> = {
    [SIGN_IN]: signIn,
    [TOKEN]: exchange,
    [SIGN_OUT]: signOut,
  };

  app.all(`${prefix}/*`, async (c) => {
    const action = actions[new URL(c.req.url).pathname.slice(prefix.length)];
    if (!action) return c.json(authError(404, 'NOT_FOUND'), 404);
    if (c.req.method !== 'POST') {
      return c.json(authError(405, 'METHOD_NOT_ALLOWED'), 405, { Allow: 'POST, OPTIONS' });
    }
    return action(c);
  });
}
