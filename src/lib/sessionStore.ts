import { hasShape, isNumber, isOptionalNumber, isOptionalString, isString } from './shape';
/**
 * Where the staff session is kept: sessionStorage (for the tab) by default, localStorage when
 * staff chose "Keep me signed in" (it then survives closing the browser). Memory when the browser
 * offers neither (private modes, Node).
 */
export interface StaffSession {
  idToken: string;
  email: string;
  localId: string;
  /**
   * When the ID token runs out, in ms since the epoch on this device's clock when it was saved:
   * only the next page load reads it (tokenLife.ts), and believes it only as far as it can.
   */
  expiresAt: number;
  /** How long the service said the token lasts, in ms (sessions stored before: an hour). */
  tokenLifeMs?: number;
  /** Renews the ID token (sessions stored before renewal existed have none). */
  refreshToken?: string;
  /** "Keep me signed in": kept in localStorage. */
  keep?: boolean;
}

const STORAGE_KEY = 'staff-session';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(name: 'sessionStorage' | 'localStorage'): KeyValueStore {
  try {
    const storage = globalThis[name];
    if (storage) return storage;
  } catch {
    // Access can throw when storage is blocked.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
}

const forTab = browserStorage('sessionStorage');
const kept = browserStorage('localStorage');

const isSession = hasShape<StaffSession>({
  idToken: isString,
  email: isString,
  localId: isString,
  expiresAt: isNumber,
  tokenLifeMs: isOptionalNumber,
  refreshToken: isOptionalString,
});

function readFrom(storage: KeyValueStore): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The session this tab had, else the one kept across browser restarts. */
export const readSession = (): StaffSession | null => readFrom(forTab) ?? readFrom(kept);

export function saveSession(session: StaffSession): void {
  (session.keep ? kept : forTab).setItem(STORAGE_KEY, JSON.stringify(session));
  (session.keep ? forTab : kept).removeItem(STORAGE_KEY);
}

export function forgetSession(): void {
  forTab.removeItem(STORAGE_KEY);
  kept.removeItem(STORAGE_KEY);
}
