/**
 * Staff sign-in (Firebase Auth's REST call, or server/'s copy of it). The token
 * lives for the tab (sessionStorage), is attached to data calls as `?auth=`, and
 * its expiry is announced to subscribers so the dashboard can say so.
 */
import { DataError, SESSION_EXPIRED_MESSAGE, SIGNED_OUT_MESSAGE, toDataError } from './dataError';
import { authUrl, send } from './http';

export interface StaffSession {
  idToken: string;
  email: string;
  localId: string;
  /** ms since the epoch */
  expiresAt: number;
}

export type SessionState =
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: StaffSession }
  | { status: 'expired'; email: string };

const STORAGE_KEY = 'staff-session';

/** sessionStorage when the browser offers it, else memory (private modes, Node). */
const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = (() => {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Access can throw when storage is blocked.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
})();

const isSession = (value: unknown): value is StaffSession => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.idToken === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.localId === 'string' &&
    typeof candidate.expiresAt === 'number'
  );
};

function readStored(): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let state: SessionState = { status: 'signed-out' };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  clearTimeout(expiryTimer);
  if (next.status === 'signed-in') {
    // setTimeout holds at most ~24.8 days; tokens last an hour.
    const delay = Math.min(next.session.expiresAt - Date.now(), 2 ** 31 - 1);
    expiryTimer = setTimeout(markSessionExpired, Math.max(0, delay));
  }
  for (const listener of listeners) listener();
}

function restore(): void {
  const stored = readStored();
  if (!stored) return;
  if (stored.expiresAt > Date.now()) setState({ status: 'signed-in', session: stored });
  else {
    storage.removeItem(STORAGE_KEY);
    state = { status: 'expired', email: stored.email };
  }
}
restore();

/** The current state; the same object until it changes (fits useSyncExternalStore). */
export const getSessionState = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live session, or null when signed out or expired. */
export function getSession(): StaffSession | null {
  if (state.status !== 'signed-in') return null;
  if (state.session.expiresAt <= Date.now()) {
    markSessionExpired();
    return null;
  }
  return state.session;
}

/** The token for `?auth=`; throws a DataError when there is no live session. */
export function requireToken(): string {
  const session = getSession();
  if (session) return session.idToken;
  throw state.status === 'expired'
    ? new DataError(SESSION_EXPIRED_MESSAGE, 'session-expired')
    : new DataError(SIGNED_OUT_MESSAGE, 'permission');
}

/** Ends the session because the server (or the clock) says the token is no longer good. */
export function markSessionExpired(): void {
  if (state.status !== 'signed-in') return;
  storage.removeItem(STORAGE_KEY);
  setState({ status: 'expired', email: state.session.email });
}

export function signOut(): void {
  storage.removeItem(STORAGE_KEY);
  if (state.status !== 'signed-out') setState({ status: 'signed-out' });
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
}

const isSignInAnswer = (value: unknown): value is SignInAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.idToken === 'string' &&
    typeof answer.email === 'string' &&
    typeof answer.localId === 'string' &&
    Number(answer.expiresIn) > 0
  );
};

export async function signIn(email: string, password: string): Promise<StaffSession> {
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
  const session: StaffSession = {
    idToken: answer.idToken,
    email: answer.email,
    localId: answer.localId,
    expiresAt: Date.now() + Number(answer.expiresIn) * 1000,
  };
  storage.setItem(STORAGE_KEY, JSON.stringify(session));
  setState({ status: 'signed-in', session });
  return session;
}
