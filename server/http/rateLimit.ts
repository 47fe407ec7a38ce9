/**
 * A token bucket per client: up to `limit` requests at once, refilled at `limit`
 * per `windowMs`. `limit: 0` turns it off.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updated: number;
}

const MAX_TRACKED_CLIENTS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rule: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes `count` tokens from `client`'s bucket, or none when it holds fewer. */
  take(client: string, count = 1): RateDecision {
    const { limit, windowMs } = this.rule;
    if (limit <= 0 || count <= 0) return { ok: true };
    const now = this.clock();
    const perMs = limit / windowMs;
    const bucket = this.buckets.get(client) ?? { tokens: limit, updated: now };
    bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.updated) * perMs);
    bucket.updated = now;
    if (bucket.tokens < count) {
      this.buckets.set(client, bucket);
      // More than a full bucket never fits: the wait shown is for a full one.
      const missing = Math.min(count, limit) - bucket.tokens;
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil(missing / perMs / 1000)),
      };
    }
    bucket.tokens -= count;
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_TRACKED_CLIENTS) this.prune(now);
    return { ok: true };
  }

  /** Gives `count` tokens back to `client` (up to a full bucket): what it took was not abuse. */
  refund(client: string, count = 1): void {
    const bucket = this.buckets.get(client);
    if (bucket) bucket.tokens = Math.min(this.rule.limit, bucket.tokens + count);
  }

  /** Forgets clients whose bucket has refilled (they would start full anyway). */
  private prune(now: number): void {
    const perMs = this.rule.limit / this.rule.windowMs;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * perMs >= this.rule.limit)
        this.buckets.delete(client);
    }
  }
}
