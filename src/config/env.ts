/**
 * The client's environment, read once and checked; import `env` instead of touching
 * import.meta.env. Plain code rather than a schema library: this module is on every page's
 * first load.
 */
import { DEFAULT_RETENTION_MONTHS } from './retention';

const text = (key: string, fallback: string): string => {
  const value: unknown = import.meta.env[key];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`${key} must be text`);
  return value;
};

const positiveNumber = (key: string, fallback: number): number => {
  const raw = text(key, String(fallback));
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${key} must be a positive number, not "${raw}"`);
  }
  return value;
};

export const env = {
  VITE_DATABASE_URL: text('VITE_DATABASE_URL', '/db'),
  VITE_AUTH_URL: text('VITE_AUTH_URL', '/auth/v1'),
  /** Firebase's secure-token exchange (renews the ID token), or server/'s copy of it. */
  VITE_TOKEN_URL: text('VITE_TOKEN_URL', '/auth/v1/token'),
  /** Revokes the refresh token on sign-out (server/ only); `none` for hosted Firebase. */
  VITE_SIGN_OUT_URL: text('VITE_SIGN_OUT_URL', '/auth/v1/signOut'),
  /** Where an invited colleague's password is set (server/'s route; the Cloud Function's on Firebase). */
  VITE_ACCEPT_INVITATION_URL: text(
    'VITE_ACCEPT_INVITATION_URL',
    '/auth/v1/accounts:acceptInvitation',
  ),
  /** server/'s state of e-mail notices, read beside the database; `none` for hosted Firebase. */
  VITE_NOTIFY_STATUS_URL: text('VITE_NOTIFY_STATUS_URL', '/notify/v1/status'),
  VITE_SHARED_HEADER_NAME: text('VITE_SHARED_HEADER_NAME', 'X-Client'),
  VITE_SHARED_HEADER_VALUE: text('VITE_SHARED_HEADER_VALUE', 'company-website'),
  VITE_REQUEST_TIMEOUT_MS: positiveNumber('VITE_REQUEST_TIMEOUT_MS', 15000),
  /** Days Trash and Spam keep an entry; the dashboard purges older ones when it opens (hosted
   * Firebase runs nothing by itself). Keep it equal to server/'s TRASH_DAYS. */
  VITE_TRASH_DAYS: positiveNumber('VITE_TRASH_DAYS', 30),
  /** Months leads are kept, as the privacy notice states it. Keep it equal to server/'s RETENTION_MONTHS. */
  VITE_RETENTION_MONTHS: positiveNumber('VITE_RETENTION_MONTHS', DEFAULT_RETENTION_MONTHS),
} as const;
export type Env = typeof env;
