/**
 * Staff sign-in (Firebase Auth's REST calls, or server/'s copy of them). The session is kept
 * for the tab (or across browser restarts with "Keep me signed in", see sessionStore.ts); its ID
 * token is attached to data calls as `?auth=` and renewed with the refresh token five minutes
 * before it runs out (Firebase's secure-token exchange), so a working day needs one sign-in.
 * How long the token lasts is the answer's `expiresIn`, counted from its arrival (tokenLife.ts),
 * never the token's `exp` against the device's clock: a device clock hours off changes nothing. When the server
 * refuses a token the device still counted good, it is renewed once and the call made again.
 * When the session ends on its own (renewal refused, token run out), subscribers hear of it so
 * the dashboard can say so.
 */
import { env } from '../config/env';
import { DataError, SESSION_EXPIRED_MESSAGE, SIGNED_OUT_MESSAGE, toDataError } from './dataError';
import { authUrl, send } from './http';
import { hasShape, isOptionalString, isPositive, isString } from './shape';
import { forgetSession, readSession, saveSession, type StaffSession } from './sessionStore';
import {
  hasRunOut,
  lifeFromAnswer,
  lifeFromStored,
  runOutNow,
  timeLeft,
  UNTOLD_LIFE,
  wallClockEnd,
  type TokenLife,
} from './tokenLife';

export type { StaffSession } from './sessionStore';

export type SessionState =
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: StaffSession }
  | { status: 'expired'; email: string };

/** Renew this long before the ID token runs out (Firebase's own SDK renews 5 minutes ahead). */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** After a renewal failed on the network or the server, try again this much later. */
export const RENEW_RETRY_MS = 30_000;

let state: SessionState = { status: 'signed-out' };
/** The signed-in token's life (meaningless otherwise). */
let life: TokenLife = UNTOLD_LIFE;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let renewal: Promise<void> | null = null;
const listeners = new Set<() => void>();

// setTimeout holds at most ~24.8 days; tokens last an hour.
const delayOf = (ms: number) => Math.min(Math.max(0, ms), 2 ** 31 - 1);

/** A new state; a signed-in one comes with its token's life (timers are set from it). */
function setState(next: SessionState, tokenLife: TokenLife = life): void {
  state = next;
  life = tokenLife;
  clearTimeout(renewTimer);
  clearTimeout(expiryTimer);
  if (next.status === 'signed-in') {
    expiryTimer = setTimeout(onTokenRunOut, delayOf(timeLeft(life)));
    if (next.session.refreshToken) {
      renewTimer = setTimeout(() => void renewSession(), delayOf(timeLeft(life) - RENEW_BEFORE_MS));
    }
  }
  for (const listener of listeners) listener();
}

/** Signed in (or renewed) with an answer just received: stored with its wall-clock estimate. */
function startSession(session: Omit<StaffSession, 'expiresAt' | 'tokenLifeMs'>, expiresIn: string) {
  const tokenLife = lifeFromAnswer(expiresIn);
  const stored: StaffSession = {
    ...session,
    expiresAt: wallClockEnd(tokenLife),
    tokenLifeMs: tokenLife.spanMs,
  };
  saveSession(stored);
  setState({ status: 'signed-in', session: stored }, tokenLife);
  return stored;
}

/** The ID token ran out: one last renewal (or the one on its way) decides, else the session ends. */
function onTokenRunOut(): void {
  if (state.status !== 'signed-in') return;
  if (state.session.refreshToken) void renewSession();
  else markSessionExpired();
}

function restore(): void {
  const stored = readSession();
  if (!stored) return;
  // A token that ran out while the browser was closed, or whose time left the wall clock can no
  // longer tell, is renewed at once. One that cannot be renewed (stored before refresh tokens)
  // is tried: the server's answer, not this device's clock, says whether it is still good.
  const tokenLife = stored.refreshToken
    ? lifeFromStored(stored.expiresAt, stored.tokenLifeMs)
    : UNTOLD_LIFE;
  setState({ status: 'signed-in', session: stored }, tokenLife);
}
restore();

/** The current state; the same object until it changes (fits useSyncExternalStore). */
export const getSessionState = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live session, or null when signed out, expired, or while an ID token that ran out is renewed. */
export function getSession(): StaffSession | null {
  if (state.status !== 'signed-in') return null;
  if (hasRunOut(life)) {
    onTokenRunOut();
    return null;
  }
  return state.session;
}

/** The token for `?auth=`; throws a DataError when there is no live session. */
export function requireToken(): string {
  const session = getSession();
  if (session) return session.idToken;
  throw state.status === 'signed-out'
    ? new DataError(SIGNED_OUT_MESSAGE, 'permission')
    : new DataError(SESSION_EXPIRED_MESSAGE, 'session-expired');
}

/**
 * The token for `?auth=`, renewed first if it has run out (a tab woken from sleep, a browser
 * reopened the next morning); throws a DataError when there is no live session.
 */
export async function freshToken(): Promise<string> {
  if (state.status === 'signed-in' && hasRunOut(life)) {
    await renewSession();
  }
  return requireToken();
}

/**
 * The server refused `token` as expired or unreadable although this device counted it good (a
 * stored session read after the device's clock was set, a tab that slept): it is renewed once.
 * Answers whether a good token is there to try again with; when none is (no refresh token, the
 * renewal refused or unanswered), the session has ended as expired.
 */
export async function renewRefusedToken(token: string): Promise<boolean> {
  if (state.status !== 'signed-in') return false;
  // Renewed meanwhile (another call was refused first): the new token is worth a try.
  if (state.session.idToken !== token) return getSession() !== null;
  if (!state.session.refreshToken) {
    markSessionExpired();
    return false;
  }
  life = runOutNow(life);
  await renewSession();
  const session = getSession();
  return session !== null && session.idToken !== token;
}

/** Ends the session because the server (or the clock) says the token is no longer good. */
export function markSessionExpired(): void {
  if (state.status !== 'signed-in') return;
  forgetSession();
  setState({ status: 'expired', email: state.session.email });
}

/**
 * Forgets the session in this browser and, where the backend can (server/), revokes its refresh
 * token. Hosted Firebase has no client call for that: its refresh token is only forgotten here.
 */
export function signOut(): void {
  const refreshToken = state.status === 'signed-in' ? state.session.refreshToken : undefined;
  forgetSession();
  if (state.status !== 'signed-out') setState({ status: 'signed-out' });
  if (refreshToken && env.VITE_SIGN_OUT_URL !== 'none') {
    // The browser has forgotten the token already; a failed revocation changes nothing here.
    send({ method: 'POST', url: env.VITE_SIGN_OUT_URL, data: { refreshToken } }).catch(
      () => undefined,
    );
  }
}

interface TokenAnswer {
  id_token: string;
  refresh_token: string;
  expires_in: string;
}

const isTokenAnswer = hasShape<TokenAnswer>({
  id_token: isString,
  refresh_token: isString,
  expires_in: isPositive,
});

/** The backend refused the refresh token (revoked, account gone): as opposed to not answering. */
const isRefusal = (error: DataError) =>
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * Exchanges the refresh token for a new ID token (one exchange at a time; callers share it).
 * Refused: the session ends. Not answered: tried again while the ID token is still good.
 */
export function renewSession(): Promise<void> {
  renewal ??= exchangeRefreshToken().finally(() => {
    renewal = null;
  });
  return renewal;
}

async function exchangeRefreshToken(): Promise<void> {
  const current = state.status === 'signed-in' ? state.session : null;
  if (!current?.refreshToken) return;
  let answer: unknown;
  let failure: DataError | null = null;
  try {
    answer = await send<unknown>({
      method: 'POST',
      url: env.VITE_TOKEN_URL,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
      }).toString(),
    });
  } catch (error) {
    failure = toDataError(error);
  }
  // Signed out (or in again) meanwhile: this answer is for a session that is gone.
  if (state.status !== 'signed-in' || state.session !== current) return;
  if (failure === null && isTokenAnswer(answer)) {
    startSession(
      { ...current, idToken: answer.id_token, refreshToken: answer.refresh_token },
      answer.expires_in,
    );
    return;
  }
  if (failure && isRefusal(failure)) {
    markSessionExpired();
    return;
  }
  if (hasRunOut(life)) {
    // Unanswered, not refused: the refresh token is still good, so it stays stored. A reload,
    // also one that cut this very renewal short, renews it.
    setState({ status: 'expired', email: current.email });
    return;
  }
  clearTimeout(renewTimer);
  renewTimer = setTimeout(
    () => void renewSession(),
    Math.min(RENEW_RETRY_MS, delayOf(timeLeft(life))),
  );
}

const SIGN_IN_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_LOGIN_CREDENTIALS: 'The email or password is not correct.',
  EMAIL_NOT_FOUND: 'The email or password is not correct.',
  INVALID_PASSWORD: 'The email or password is not correct.',
  INVALID_EMAIL: 'Enter a valid email.',
  MISSING_PASSWORD: 'Enter your password.',
  USER_DISABLED: 'This staff account has been disabled.',
  TOO_MANY_ATTEMPTS_TRY_LATER:
    'Too many sign-in attempts. Please wait a few minutes and try again.',
};

interface SignInAnswer {
  idToken: string;
  email: string;
  localId: string;
  expiresIn: string;
  refreshToken?: string;
}

const isSignInAnswer = hasShape<SignInAnswer>({
  idToken: isString,
  email: isString,
  localId: isString,
  expiresIn: isPositive,
  refreshToken: isOptionalString,
});

/** Signs in; with `keep`, the session survives closing the browser ("Keep me signed in"). */
export async function signIn(email: string, password: string, keep = false): Promise<StaffSession> {
  let answer: unknown;
  try {
    answer = await send<unknown>({
      method: 'POST',
      url: authUrl('accounts:signInWithPassword'),
      data: { email, password, returnSecureToken: true },
    });
  } catch (error) {
    const dataError = toDataError(error);
    // Firebase words its reasons as codes, sometimes followed by " : explanation".
    const code = dataError.message.split(' ')[0] ?? '';
    const message = SIGN_IN_MESSAGES[code];
    if (message && dataError.status !== undefined && dataError.status < 500) {
      throw new DataError(message, 'sign-in', { status: dataError.status, cause: error });
    }
    throw dataError;
  }
  if (!isSignInAnswer(answer)) {
    throw new DataError('The sign-in service gave an unexpected answer.', 'unexpected');
  }
  return startSession(
    {
      idToken: answer.idToken,
      email: answer.email,
      localId: answer.localId,
      ...(answer.refreshToken !== undefined && { refreshToken: answer.refreshToken }),
      ...(keep && { keep }),
    },
    answer.expiresIn,
  );
}
