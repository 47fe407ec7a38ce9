/**
 * How long an ID token stays good, judged from the auth service's answer: it says how many
 * seconds the token lasts (`expiresIn`, `expires_in`), and that span is counted from when the
 * answer arrived, on the page's monotonic clock (performance.now()). The device's wall clock
 * (Date.now()) plays no part while the page is open, so a phone whose clock is hours off, or is
 * set right meanwhile, keeps its session; the token's own `exp` claim is never read.
 *
 * Only the copy stored for the next page load has to go through the wall clock, since each page
 * starts its monotonic clock afresh. That copy is believed only as far as it can be: a stored
 * token that claims more life than the service ever gave it, or none, is renewed before use.
 */

/** Firebase's ID tokens last an hour; sessions stored before the span was kept assume that. */
export const USUAL_TOKEN_LIFE_MS = 3600_000;

/** The page's monotonic clock, in ms (wall-clock changes do not move it). */
const monotonicNow = (): number => globalThis.performance?.now() ?? Date.now();

export interface TokenLife {
  /** When the token runs out, on this page's monotonic clock. */
  readonly endsAt: number;
  /** How long the service said the token lasts, in ms. */
  readonly spanMs: number;
}

/** The life an answer just received gives its token (`expiresIn` in seconds, as sent). */
export function lifeFromAnswer(expiresIn: string | number): TokenLife {
  const spanMs = Number(expiresIn) * 1000;
  return { endsAt: monotonicNow() + spanMs, spanMs };
}

/** The ms the token has left (0 or less: it has run out). */
export const timeLeft = (life: TokenLife): number => life.endsAt - monotonicNow();

/** The token has run out: the server would refuse it. */
export const hasRunOut = (life: TokenLife): boolean => timeLeft(life) <= 0;

/** The same token, counted as run out from now on (the server said so). */
export const runOutNow = (life: TokenLife): TokenLife => ({ ...life, endsAt: monotonicNow() });

/** For the stored copy: when the token runs out, on the wall clock as it reads now. */
export const wallClockEnd = (life: TokenLife): number => Date.now() + timeLeft(life);

/**
 * A stored token's life on this page, from the wall-clock end stored with it. When the clock
 * has been set back since (more left than the token ever had) or forward past that end, the
 * time left is unknown: it counts as run out, so the token is renewed before it is used.
 */
export function lifeFromStored(expiresAt: number, spanMs = USUAL_TOKEN_LIFE_MS): TokenLife {
  const left = expiresAt - Date.now();
  return { endsAt: monotonicNow() + (left > spanMs ? 0 : Math.max(0, left)), spanMs };
}
