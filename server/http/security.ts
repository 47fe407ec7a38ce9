/**
 * The security headers of every answer and CORS for the database and sign-in, made by Hono's
 * secure-headers and cors middleware. The values are exported because firebase.json must
 * send the same headers (tests/server/firebaseFiles.test.ts compares them).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The pages' Content Security Policy: no foreign scripts and no inline ones (decision 0051);
 * inline styles only because React renders `style` attributes; the contact page's map frame.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Browser features no page uses, refused to anything the pages embed. */
const REFUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment'] as const;

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => [kebabCase(directive), ...sources].join(' '))
  .join('; ');

/** Every header the middleware below sends, as text (what firebase.json carries). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': REFUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};

/** Exactly SECURITY_HEADERS: Hono's other defaults are off, and a header a route set is kept. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    xContentTypeOptions: SECURITY_HEADERS['X-Content-Type-Options'],
    referrerPolicy: SECURITY_HEADERS['Referrer-Policy'],
    xFrameOptions: SECURITY_HEADERS['X-Frame-Options'],
    crossOriginOpenerPolicy: SECURITY_HEADERS['Cross-Origin-Opener-Policy'],
    permissionsPolicy: Object.fromEntries(REFUSED_FEATURES.map((feature) => [feature, []])),
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });

/**
 * HTTPS only, for a year, once a browser has seen the site over HTTPS. Not `includeSubDomains`:
 * that decides for every subdomain of the company, which the README leaves to whoever runs them.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the visitor's request came over HTTPS: to this server itself, or (behind TRUST_PROXY)
 * to the proxy, as its `X-Forwarded-Proto` says (the first value: the scheme the visitor used).
 * A visitor who forges the header over plain HTTP gains nothing: browsers ignore
 * Strict-Transport-Security on an answer that did not come over HTTPS (RFC 6797, 8.1).
 */
export function cameOverHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustProxy <= 0) return false;
  const scheme = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return scheme === 'https';
}

/** Strict-Transport-Security on every answer to a request that came over HTTPS. */
export const strictTransportSecurity =
  (trustProxy: number): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (cameOverHttps(c, trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
  };

/**
 * CORS for the database and sign-in: any origin (tokens travel in the URL, never in cookies),
 * the requested headers echoed (Hono's default when `allowHeaders` is not set), so a dev server
 * on another port and the shared client header both work.
 */
export const cors = () =>
  honoCors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 86_400,
  });

/**
 * Database and sign-in answers carry staff data and tokens: no cache may keep any of them,
 * refusals included (`no-cache` would still let a shared or disk cache store them).
 */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
