import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. With `trustProxy` hops (TRUST_PROXY=1 behind one reverse
 * proxy), it is read from X-Forwarded-For, counting from the right, because the
 * left end is whatever the client chose to send.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = c.req.header('x-forwarded-for');
    if (forwarded) {
      const hops = forwarded
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean);
      const chosen = hops[Math.max(0, hops.length - trustProxy)];
      if (chosen) return chosen;
    }
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
