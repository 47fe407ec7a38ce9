/**
 * Staff sign-in, answering as Firebase Auth's REST API does:
 * - `accounts:signInWithPassword` (JSON): an ID token for an hour and a refresh token;
 * - `token` (Firebase's secure-token exchange, form-encoded `grant_type=refresh_token`): a fresh
 *   ID token for a refresh token still good;
 * - `signOut` (server/ only: hosted Firebase has no such client call): the refresh token stops
 *   working.
 *
 * A right password also sets the known-device cookie (knownDevices.ts); the answer's body is
 * Firebase's, unchanged. And one route of server/'s own:
 * - `GET device?pass=…`, the link `npm run staff -- unlock` prints: it makes the browser that
 *   opens it a known device of that account, then goes to the dashboard;
 * - `accounts:acceptInvitation` (JSON `{invitationId, token, password}`): an invited colleague's
 *   new account (invitations.ts), answered like a sign-in (decision 0034).
 */
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { paths } from '../../src/config/paths';
import { ProtocolError } from '../db/protocol';
import { readBody } from '../http/body';
import type { RateLimiter } from '../http/rateLimit';
import { acceptRequestOf } from '../../src/lib/invitations';
import { HashesBusy } from './passwords';
import type { Invitations } from './invitations';
import type { Path } from '../db/protocol';
import type { DeviceCookie } from './knownDevices';
import { authError, type AuthService } from './service';
import type { SignInDelays, SignInOutcome } from './signInDelay';
import type { SignInUnlocks } from './unlocks';

export interface AuthRouteOptions {
  prefix: string;
  auth: AuthService;
  /** Attempts per address. */
  signInLimiter: RateLimiter;
  /** Failures per account, and per known device of an account. */
  signInDelays: SignInDelays;
  /** Unlocks asked for with `npm run staff -- unlock`. */
  signInUnlocks: SignInUnlocks;
  clientOf: (c: Context) => string;
  /** Whether the visitor's request came over HTTPS (the device cookie is then `Secure`). */
  overHttps: (c: Context) => boolean;
  invitations: Invitations;
  /** Tells the database's streams what an accepted invitation changed. */
  announce: (changed: readonly Path[]) => void;
}

const SIGN_IN = '/accounts:signInWithPassword';
const TOKEN = '/token';
const SIGN_OUT = '/signOut';
const DEVICE_PASS = '/device';
const ACCEPT_INVITATION = '/accounts:acceptInvitation';
const BODY_LIMIT_BYTES = 4096;
const NO_STORE = { 'Cache-Control': 'no-store' };
/** When every password check is taken, try again this much later (a hash takes under a second). */
const BUSY_RETRY_SECONDS = 1;

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
  {
    prefix,
    auth,
    signInLimiter,
    signInDelays,
    signInUnlocks,
    clientOf,
    overHttps,
    invitations,
    announce,
  }: AuthRouteOptions,
): void {
  const tooManyAttempts = (c: Context, retryAfterSeconds: number) =>
    c.json(authError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER'), 429, {
      'Retry-After': String(retryAfterSeconds),
    });

  const setDeviceCookie = (c: Context, cookie: DeviceCookie) =>
    setCookie(c, cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: 'Strict',
      path: prefix,
      maxAge: cookie.maxAgeSeconds,
      secure: overHttps(c),
    });

  /** The wait before a password for `email` may be checked; an unlock from the staff CLI ends it. */
  function waitFor(email: string, device: string | null): number {
    const waitMs = signInDelays.begin(email, device);
    if (waitMs === 0 || !signInUnlocks.take(email)) return waitMs;
    signInDelays.forgetAccount(email);
    return signInDelays.begin(email, device);
  }

  async function signIn(c: Context): Promise<Response> {
    const client = clientOf(c);
    const decision = signInLimiter.take(client);
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
    const device = auth.knownDevice(email, (name) => getCookie(c, name));
    const waitMs = waitFor(email, device);
    if (waitMs > 0) return tooManyAttempts(c, Math.ceil(waitMs / 1000));
    // Counted from here (begin), whatever happens next: end() always follows.
    let outcome: SignInOutcome = 'unchecked';
    try {
      const result = await auth.signIn(email, password, device !== null);
      outcome = result ? 'right' : 'wrong';
      if (!result) return c.json(authError(400, 'INVALID_LOGIN_CREDENTIALS'), 400);
      // The address limit counts guesses: a right password gives its attempt back.
      signInLimiter.refund(client);
      setDeviceCookie(c, auth.deviceCookie(result, device));
      return c.json(result, 200, NO_STORE);
    } catch (error) {
      if (!(error instanceof HashesBusy)) throw error;
      return c.json(authError(503, 'TOO_MANY_ATTEMPTS_TRY_LATER'), 503, {
        'Retry-After': String(BUSY_RETRY_SECONDS),
      });
    } finally {
      signInDelays.end(email, device, outcome);
    }
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

  /** An invited colleague sets a password: the secret is checked before anything is hashed. */
  async function acceptInvitation(c: Context): Promise<Response> {
    const client = clientOf(c);
    const decision = signInLimiter.take(client);
    if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
    const body = await readFields(c);
    if (body instanceof Response) return body;
    const request = acceptRequestOf(body);
    if (typeof request === 'string') return c.json(authError(400, request), 400);
    const accepted = await invitations.accept(
      request.invitationId,
      request.token,
      request.password,
    );
    if (!accepted.ok) return c.json(authError(400, accepted.reason), 400);
    signInLimiter.refund(client);
    announce(accepted.changed);
    return c.json(auth.signedIn(accepted.account), 200, NO_STORE);
  }

  // A link opened in the browser, hence GET; it changes nothing but this browser's cookie.
  function acceptDevicePass(c: Context): Promise<Response> {
    const cookie = auth.redeemDevicePass(c.req.query('pass') ?? '');
    if (!cookie) {
      return Promise.resolve(
        c.text(
          'This link is not valid, or more than a few minutes old: ask for a new one ' +
            '(npm run staff -- unlock <email>).',
          400,
        ),
      );
    }
    setDeviceCookie(c, cookie);
    return Promise.resolve(c.redirect(paths.dashboard, 303));
  }

  const actions: Readonly<
    Record<string, { method: 'POST' | 'GET'; run: (c: Context) => Promise<Response> }>
  > = {
    [SIGN_IN]: { method: 'POST', run: signIn },
    [TOKEN]: { method: 'POST', run: exchange },
    [SIGN_OUT]: { method: 'POST', run: signOut },
    [DEVICE_PASS]: { method: 'GET', run: acceptDevicePass },
    [ACCEPT_INVITATION]: { method: 'POST', run: acceptInvitation },
  };

  app.all(`${prefix}/*`, async (c) => {
    const action = actions[new URL(c.req.url).pathname.slice(prefix.length)];
    if (!action) return c.json(authError(404, 'NOT_FOUND'), 404);
    if (c.req.method !== action.method) {
      return c.json(authError(405, 'METHOD_NOT_ALLOWED'), 405, {
        Allow: `${action.method}, OPTIONS`,
      });
    }
    return action.run(c);
  });
}
