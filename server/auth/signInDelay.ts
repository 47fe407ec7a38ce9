/**
 * Sign-in attempts counted per account (the per-address limit cannot see an attacker who
 * spreads guesses over many addresses). After `freeFailures` wrong passwords, the account's
 * password is checked at most once per delay, a delay that doubles with each further failure
 * from `baseMs` up to `maxMs`; an attempt inside it is answered 429 without a check. A quiet
 * `forgetMs` forgets the count.
 *
 * An attempt counts from the moment it starts, as if it were going to fail: while its password
 * is hashed, the next attempt already sees it, so a burst of concurrent guesses gets no more
 * checks than the free failures (decision 0025). It ends as `right` (the count is cleared),
 * `wrong` (a failure) or `unchecked` (the server was too busy to hash it: it never happened).
 *
 * A delay, never a lockout. Attempts from a device the account signed in from before (a signed
 * cookie, see knownDevices.ts) are counted apart, per device: an attacker elsewhere can slow the
 * account's sign-in from new browsers, never from the usual one, and gets at most one guess per
 * `maxMs` however many addresses they use. `npm run staff -- unlock` forgets an account's counts.
 */
export interface SignInDelayRule {
  freeFailures: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export const DEFAULT_SIGN_IN_DELAY: SignInDelayRule = {
  freeFailures: 5,
  baseMs: 1_000,
  maxMs: 60_000,
  forgetMs: 15 * 60_000,
};

export type SignInOutcome = 'right' | 'wrong' | 'unchecked';

interface Attempts {
  failures: number;
  /** Started and not yet ended: counted as failures until they end. */
  pending: number;
  /** No check before this time (ms). */
  nextCheckAt: number;
  lastSeen: number;
}

/** Unknown e-mails count too; past this many accounts tracked, the quiet ones are forgotten. */
const MAX_TRACKED = 10_000;

const accountKey = (email: string) => email.trim().toLowerCase();
/** An account's attempts from one known device; the prefix lets `forgetAccount` find them. */
const keyOf = (email: string, device: string | null) =>
  device === null ? accountKey(email) : `${accountKey(email)}\n${device}`;

export class SignInDelays {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly rule: SignInDelayRule = DEFAULT_SIGN_IN_DELAY,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Asks to check a password for `email` (from the known `device`, or null): 0 when it may be
   * checked now (the attempt is counted, and `end` must follow), or the milliseconds left to wait.
   */
  begin(email: string, device: string | null = null): number {
    const now = this.clock();
    const key = keyOf(email, device);
    const entry = this.current(key, now) ?? {
      failures: 0,
      pending: 0,
      nextCheckAt: 0,
      lastSeen: now,
    };
    const counted = entry.failures + entry.pending;
    if (counted >= this.rule.freeFailures && now < entry.nextCheckAt) {
      return entry.nextCheckAt - now;
    }
    entry.pending += 1;
    entry.lastSeen = now;
    // Should this attempt fail, the next check waits: the turn is taken now, not after the hash.
    if (counted + 1 >= this.rule.freeFailures) {
      entry.nextCheckAt = now + this.delayAfter(counted + 1);
    }
    this.attempts.delete(key); // re-inserted last: the map stays in order of last attempt
    this.attempts.set(key, entry);
    if (this.attempts.size > MAX_TRACKED) this.forgetOldest();
    return 0;
  }

  /** How an attempt that `begin` let through ended. */
  end(email: string, device: string | null, outcome: SignInOutcome): void {
    const key = keyOf(email, device);
    const entry = this.attempts.get(key);
    if (!entry) return;
    entry.pending = Math.max(0, entry.pending - 1);
    entry.lastSeen = this.clock();
    if (outcome === 'wrong') entry.failures += 1;
    if (outcome === 'right') {
      entry.failures = 0;
      entry.nextCheckAt = 0;
    }
    if (entry.failures === 0 && entry.pending === 0) this.attempts.delete(key);
  }

  /** Forgets every count of `email`, its known devices' included (the staff CLI's unlock). */
  forgetAccount(email: string): void {
    const account = accountKey(email);
    for (const key of [...this.attempts.keys()]) {
      if (key === account || key.startsWith(`${account}\n`)) this.attempts.delete(key);
    }
  }

  private delayAfter(count: number): number {
    const { freeFailures, baseMs, maxMs } = this.rule;
    return Math.min(maxMs, baseMs * 2 ** Math.max(0, count - freeFailures));
  }

  private current(key: string, now: number): Attempts | undefined {
    const entry = this.attempts.get(key);
    if (entry && entry.pending === 0 && now - entry.lastSeen > this.rule.forgetMs) {
      this.attempts.delete(key);
      return undefined;
    }
    return entry;
  }

  private forgetOldest(): void {
    const oldest = this.attempts.keys().next();
    if (!oldest.done) this.attempts.delete(oldest.value);
  }
}
