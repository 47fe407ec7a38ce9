/**
 * How long an ID token stays good, judged from the auth service's answer: it says how many
 * seconds the token lasts (`expiresIn`, `expires_in`), and that span is counted from when the
 * answer arrived on this device. The token's own `exp` claim is never read, so the device's
 * clock need not agree with the server's: a phone whose clock runs hours ahead or behind signs in
 * and stays signed in.
 *
 * The span is counted on two clocks from the answer's arrival, and the token has run out when
 * either says so. The page's monotonic clock (performance.now()) cannot be set, so a wall clock
 * set back never stretches a token's life; the wall clock (Date.now()) keeps counting while a
 * phone or laptop sleeps, when the monotonic one may stop. A wall clock set forward only makes
 * the token be renewed early, and the server's answer to that renewal decides.
 *
 * The copy stored for the next page load goes through the wall clock alone (each page starts its
 * monotonic clock afresh), and is believed only as far as it can be: a stored token that claims
 * more life than the service ever gave it, or none, is renewed before use.
 */

/** Firebase's ID tokens last an hour; sessions stored before the span was kept assume that. */
export const USUAL_TOKEN_LIFE_MS = 3600_000;

/** The page's monotonic clock, in ms (setting the device's clock does not move it). */
const monotonicNow = (): number => globalThis.performance?.now() ?? Date.now();

export interface TokenLife {
  /** When the token runs out, on this page's monotonic clock. */
  readonly endsAt: number;
  /** When it runs out on the wall clock, as the wall clock read when the life was counted. */
  readonly wallEndsAt: number;
  /** How long the service said the token lasts, in ms. */
  readonly spanMs: number;
}

/** A life of `leftMs` from now, on both clocks. */
const lifeLeft = (leftMs: number, spanMs: number): TokenLife => ({
  endsAt: monotonicNow() + leftMs,
  wallEndsAt: Date.now() + leftMs,
  spanMs,
});

/** The life an answer just received gives its token (`expiresIn` in seconds, as sent). */
export function lifeFromAnswer(expiresIn: string | number): TokenLife {
  const spanMs = Number(expiresIn) * 1000;
  return lifeLeft(spanMs, spanMs);
}

/** The ms the token has left by the clock that has counted more (0 or less: run out). */
export const timeLeft = (life: TokenLife): number =>
  Math.min(life.endsAt - monotonicNow(), life.wallEndsAt - Date.now());

/** The token has run out: the server would refuse it. */
export const hasRunOut = (life: TokenLife): boolean => timeLeft(life) <= 0;

/** The same token, counted as run out from now on (the server said so). */
export const runOutNow = (life: TokenLife): TokenLife => lifeLeft(0, life.spanMs);

/** A token whose life cannot be told here: the server's answer to it is the judge. */
export const UNTOLD_LIFE: TokenLife = { endsAt: Infinity, wallEndsAt: Infinity, spanMs: 0 };

/** For the stored copy: when the token runs out, on the wall clock as it reads now. */
export const wallClockEnd = (life: TokenLife): number => Date.now() + timeLeft(life);

/**
 * A stored token's life on this page, from the wall-clock end stored with it. When the clock
 * has been set back since (more left than the token ever had) or forward past that end, the
 * time left is unknown: it counts as run out, so the token is renewed before it is used.
 */
export function lifeFromStored(expiresAt: number, spanMs = USUAL_TOKEN_LIFE_MS): TokenLife {
  const left = expiresAt - Date.now();
  return lifeLeft(left > spanMs ? 0 : Math.max(0, left), spanMs);
}
