/**
 * Sign-in failures counted per account (the per-address limit cannot see an attacker who
 * spreads guesses over many addresses). After `freeFailures` wrong passwords, the account's
 * password is checked at most once per delay, a delay that doubles with each further failure
 * from `baseMs` up to `maxMs`; an attempt inside it is answered 429 without a check. A right
 * password clears the count; a quiet `forgetMs` forgets it.
 *
 * A delay, never a lockout: whoever tries once the delay is over, staff included, has their
 * password checked, so an attacker can slow an account's sign-in but not close it, and gets at
 * most one guess per `maxMs` however many addresses they use.
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

interface Failures {
  count: number;
  /** No check before this time (ms). */
  nextCheckAt: number;
  lastSeen: number;
}

/** Unknown e-mails count too; past this many accounts tracked, the quiet ones are forgotten. */
const MAX_TRACKED_ACCOUNTS = 10_000;

const accountKey = (email: string) => email.trim().toLowerCase();

export class SignInDelays {
  private readonly accounts = new Map<string, Failures>();

  constructor(
    private readonly rule: SignInDelayRule = DEFAULT_SIGN_IN_DELAY,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Asks to check a password for `email`: 0 when it may be checked now (the turn is taken, so
   * attempts arriving meanwhile wait for the next one), or the milliseconds left to wait.
   */
  begin(email: string): number {
    const now = this.clock();
    const failures = this.current(accountKey(email), now);
    if (!failures || failures.count < this.rule.freeFailures) return 0;
    if (now < failures.nextCheckAt) return failures.nextCheckAt - now;
    failures.nextCheckAt = now + this.delayAfter(failures.count);
    return 0;
  }

  failed(email: string): void {
    const now = this.clock();
    const key = accountKey(email);
    const failures = this.current(key, now) ?? { count: 0, nextCheckAt: 0, lastSeen: now };
    failures.count += 1;
    failures.lastSeen = now;
    if (failures.count >= this.rule.freeFailures) {
      failures.nextCheckAt = now + this.delayAfter(failures.count);
    }
    this.accounts.delete(key); // re-inserted last: the map stays in order of last failure
    this.accounts.set(key, failures);
    if (this.accounts.size > MAX_TRACKED_ACCOUNTS) this.forgetOldest();
  }

  succeeded(email: string): void {
    this.accounts.delete(accountKey(email));
  }

  private delayAfter(count: number): number {
    const { freeFailures, baseMs, maxMs } = this.rule;
    return Math.min(maxMs, baseMs * 2 ** Math.max(0, count - freeFailures));
  }

  private current(key: string, now: number): Failures | undefined {
    const failures = this.accounts.get(key);
    if (failures && now - failures.lastSeen > this.rule.forgetMs) {
      this.accounts.delete(key);
      return undefined;
    }
    return failures;
  }

  private forgetOldest(): void {
    const oldest = this.accounts.keys().next();
    if (!oldest.done) this.accounts.delete(oldest.value);
  }
}
