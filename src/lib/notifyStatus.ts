/**
 * The state of server/'s e-mail notices of new leads (`GET /notify/v1/status`, staff only), read
 * beside the database: VITE_NOTIFY_STATUS_URL, resolved against VITE_DATABASE_URL. Hosted Firebase
 * has no such endpoint: there it is `none` and nothing is asked; on any failure the answer is null
 * and the dashboard shows nothing.
 * Plain `fetch` with the session's token, on purpose: it uses only what the dashboard already
 * takes from the code public pages share, so their scripts stay byte for byte the same.
 */
import { getSessionState } from './auth';
import { env } from '../config/env';
import type { ActiveAlert } from './serverAlerts';

export interface NotifyStatus {
  /** False when SMTP_URL is not set. */
  enabled: boolean;
  sent: number;
  waiting: number;
  /** Waiting notices that have failed at least once. */
  failing: number;
  lastError?: string;
  lastSentAt?: number;
  /** The server's alerts in force (decision 0049), whether or not mail is on. */
  alerts?: ActiveAlert[];
}

function statusUrl(auth: string): string {
  const database = new URL(env.VITE_DATABASE_URL, window.location.href);
  const url = new URL(env.VITE_NOTIFY_STATUS_URL, database);
  url.searchParams.set('auth', auth);
  return url.toString();
}

const isStatus = (answer: unknown): answer is NotifyStatus =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as NotifyStatus).enabled === 'boolean' &&
  typeof (answer as NotifyStatus).waiting === 'number';

export async function readNotifyStatus(): Promise<NotifyStatus | null> {
  const state = getSessionState();
  if (state.status !== 'signed-in' || env.VITE_NOTIFY_STATUS_URL === 'none') return null;
  try {
    const response = await fetch(statusUrl(state.session.idToken), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(env.VITE_REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    return isStatus(answer) ? answer : null;
  } catch {
    return null;
  }
}
