import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bootLoaderSource } from '../../src/lib/bootLoader';

/** The one inline script the pages may run: the prerendered pages' boot loader. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(bootLoaderSource).digest('base64')}'`;

/**
 * The pages' Content Security Policy: no foreign scripts and no inline ones but the boot loader;
 * inline styles only because React renders `style` attributes; the contact page's map frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_LOADER_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org',
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for the database and sign-in: any origin (tokens travel in the URL, never in
 * cookies), the requested headers echoed, so a dev server on another port and the
 * shared client header both work.
 */
export const cors = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Max-Age': '86400',
      Vary: 'Access-Control-Request-Headers',
    };
    const requested = c.req.header('access-control-request-headers');
    if (requested) headers['Access-Control-Allow-Headers'] = requested;
    return c.body(null, 204, headers);
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
};
