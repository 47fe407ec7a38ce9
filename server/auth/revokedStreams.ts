/**
 * Ends open streams whose session was ended by a password change or an account removal. The
 * staff CLI makes those changes from another process, so nothing in this one hears of them: the
 * accounts' token versions are read again every `intervalMs` (a few rows, one prepared query),
 * and when they differ, every stream whose token no longer matches gets `auth_revoked`.
 */
import type { StreamHub } from '../db/stream';
import type { AccountStore } from './accounts';
import type { AuthService } from './service';

export const DEFAULT_ACCOUNT_CHECK_MS = 1000;

/** Starts watching; answers a function that stops (call it before closing the database). */
export function endRevokedStreams(
  accounts: AccountStore,
  auth: AuthService,
  hub: StreamHub,
  intervalMs = DEFAULT_ACCOUNT_CHECK_MS,
): () => void {
  let seen = accounts.tokenVersions();
  const timer = setInterval(() => {
    const current = accounts.tokenVersions();
    if (current === seen) return;
    seen = current;
    hub.revokeWhere((grant) => !auth.stillGranted(grant));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
