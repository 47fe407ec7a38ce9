/** How long to wait before the next try after `attempts` failures: doubling, capped. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s… up to 5 minutes: an hour's outage costs about a dozen tries per notice. */
export const DEFAULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 5 * 60_000 };

export const retryDelay = (attempts: number, { firstMs, maxMs }: Backoff): number =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
