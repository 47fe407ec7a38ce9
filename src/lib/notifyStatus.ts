/**
 * The state of server/'s e-mail notices of new leads (`GET /notify/v1/status`, staff only), read
 * beside the database: same origin as VITE_DATABASE_URL. Hosted Firebase has no such endpoint;
 * then, and on any failure, the answer is null and the dashboard shows nothing.
 */
import { freshToken } from './auth';
import { env } from '../config/env';
import { send } from './http';

export interface NotifyStatus {
  /** False when SMTP_URL is not set. */
  enabled: boolean;
  sent: number;
  waiting: number;
  /** Waiting notices that have failed at least once. */
  failing: number;
  lastError?: string;
  lastSentAt?: number;
}

export const NOTIFY_STATUS_PATH = '/notify/v1/status';

function statusUrl(auth: string): string {
  const url = new URL(NOTIFY_STATUS_PATH, new URL(env.VITE_DATABASE_URL, window.location.href));
  url.searchParams.set('auth', auth);
  return url.toString();
}

const isStatus = (answer: unknown): answer is NotifyStatus =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as NotifyStatus).enabled === 'boolean' &&
  typeof (answer as NotifyStatus).waiting === 'number';

export async function readNotifyStatus(): Promise<NotifyStatus | null> {
  try {
    const answer = await send<unknown>({ method: 'GET', url: statusUrl(await freshToken()) });
    return isStatus(answer) ? answer : null;
  } catch {
    return null;
  }
}
