/** `/auth/v1/accounts:signInWithPassword`, answering as Firebase Auth's REST API does. */
import type { Context, Hono } from 'hono';
import { ProtocolError } from '../db/protocol';
import { readBody } from '../http/body';
import type { RateLimiter } from '../http/rateLimit';
import { authError, type AuthService } from './service';

export interface AuthRouteOptions {
  prefix: string;
  auth: AuthService;
  signInLimiter: RateLimiter;
  clientOf: (c: Context) => string;
}

const SIGN_IN = '/accounts:signInWithPassword';

export function mountAuth(
  app: Hono,
  { prefix, auth, signInLimiter, clientOf }: AuthRouteOptions,
): void {
  app.all(`${prefix}/*`, async (c) => {
    const action = new URL(c.req.url).pathname.slice(prefix.length);
    if (action !== SIGN_IN) return c.json(authError(404, 'NOT_FOUND'), 404);
    if (c.req.method !== 'POST') {
      return c.json(authError(405, 'METHOD_NOT_ALLOWED'), 405, { Allow: 'POST, OPTIONS' });
    }
    const decision = signInLimiter.take(clientOf(c));
    if (!decision.ok) {
      return c.json(authError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER'), 429, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(c, 4096));
    } catch (error) {
      if (error instanceof ProtocolError && error.status === 413) {
        return c.json(authError(413, 'PAYLOAD_TOO_LARGE'), 413);
      }
      return c.json(authError(400, 'INVALID_JSON'), 400);
    }
    const { email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (typeof email !== 'string' || email.trim() === '') {
      return c.json(authError(400, 'INVALID_EMAIL'), 400);
    }
    if (typeof password !== 'string' || password === '') {
      return c.json(authError(400, 'MISSING_PASSWORD'), 400);
    }
    const result = await auth.signIn(email, password);
    if (!result) return c.json(authError(400, 'INVALID_LOGIN_CREDENTIALS'), 400);
    return c.json(result, 200, { 'Cache-Control': 'no-store' });
  });
}
