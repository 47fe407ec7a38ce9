/**
 * One collection followed live over the REST dialect's event stream (EventSource), with the
 * session's token, renewed as the session is.
 */
import {
  getSession,
  getSessionState,
  renewRefusedToken,
  renewSession,
  requireToken,
  subscribeSession,
} from '../../../lib/auth';
import { DataError, SESSION_EXPIRED_MESSAGE } from '../../../lib/dataError';
import { databaseUrl } from '../../../lib/http';
import { applyEdits, isObject, segmentsOf } from '../../../lib/tree';
import { LIST_ORDER_CHILD, storedRecords, type StoredRecord } from './storedRecords';

export interface WatchOptions {
  /**
   * Follow only the records received from this time on (LIST_ORDER_CHILD), the oldest the list
   * shows: those, and every record that arrives later. Records without a receive time come
   * before every stamped one in that order, so a bound leaves them out. Without it, the whole
   * collection.
   */
  startAt?: number;
  /**
   * Follow the records from this key on (`orderBy="$key"`), for a list whose oldest record has
   * no receive time: the others shown, and every record stored later (a later push ID).
   */
  startAtKey?: string;
  /** Called when live updates stop for good (session over, access refused). */
  onError?: (error: DataError) => void;
  /** For tests; defaults to the browser's EventSource. */
  EventSource?: typeof EventSource;
}

/**
 * Follows a collection live (EventSource with `?auth=`): `onChange` gets the whole
 * list (or, with `startAt`, the records from that one on), newest first, on connect and after
 * every change. Answers a function that
 * stops following. Reconnects by itself after a network drop, and with the new token
 * whenever the session's ID token is renewed (the server ends a stream when the token
 * it was opened with runs out).
 */
export function watchCollection(
  collection: string,
  onChange: (records: StoredRecord[]) => void,
  options: WatchOptions = {},
): () => void {
  const Source = options.EventSource ?? globalThis.EventSource;
  let source: EventSource | undefined;
  let token: string | undefined;
  let tree: unknown = null;
  let stopped = false;

  const publish = () => onChange(storedRecords(tree));
  const fail = (error: DataError) => {
    if (stopped) return;
    stop();
    options.onError?.(error);
  };
  const parse = (event: MessageEvent<string>): { path: string; data: unknown } | null => {
    try {
      const message = JSON.parse(event.data) as { path?: unknown; data?: unknown };
      return typeof message.path === 'string' ? { path: message.path, data: message.data } : null;
    } catch {
      return null;
    }
  };

  const connect = (auth: string) => {
    source?.close();
    token = auth;
    const query: Record<string, string> =
      options.startAt !== undefined
        ? { orderBy: JSON.stringify(LIST_ORDER_CHILD), startAt: JSON.stringify(options.startAt) }
        : options.startAtKey !== undefined
          ? { orderBy: '"$key"', startAt: JSON.stringify(options.startAtKey) }
          : {};
    const current = new Source(databaseUrl([collection], { ...query, auth }));
    source = current;
    current.addEventListener('put', (event) => {
      const message = parse(event as MessageEvent<string>);
      if (!message) return;
      tree = applyEdits(tree, [{ path: segmentsOf(message.path), value: message.data ?? null }]);
      publish();
    });
    current.addEventListener('patch', (event) => {
      const message = parse(event as MessageEvent<string>);
      if (!message || !isObject(message.data)) return;
      const at = segmentsOf(message.path);
      tree = applyEdits(
        tree,
        Object.entries(message.data).map(([child, value]) => ({
          path: [...at, ...segmentsOf(child)],
          value: value ?? null,
        })),
      );
      publish();
    });
    // The token ran out (the server's clock) or was revoked: renewed, the stream opens again with
    // the new token (below); not renewable (revoked with its refresh token), the session ends.
    current.addEventListener('auth_revoked', () => {
      current.close();
      void renewRefusedToken(auth).then((renewed) => {
        if (!renewed) fail(new DataError(SESSION_EXPIRED_MESSAGE, 'session-expired'));
      });
    });
    current.addEventListener('cancel', () => {
      fail(new DataError('Live updates were refused: permission denied.', 'permission'));
    });
    current.addEventListener('error', () => {
      // A dropped connection is retried by EventSource (CONNECTING); CLOSED means refused.
      if (current.readyState === Source.CLOSED) {
        fail(new DataError('Live updates stopped. Reload the page to try again.', 'unreachable'));
      }
    });
  };

  // A renewed token (or the first one, after a renewal at start) opens the stream again.
  const unsubscribe = subscribeSession(() => {
    const session = getSession();
    if (!stopped && session && session.idToken !== token) connect(session.idToken);
  });
  const stop = () => {
    stopped = true;
    unsubscribe();
    source?.close();
  };

  const session = getSession();
  if (session) connect(session.idToken);
  else if (getSessionState().status === 'signed-in') {
    // The ID token ran out (a tab woken from sleep): the stream opens once it is renewed.
    renewSession().catch(() => undefined);
  } else {
    unsubscribe();
    requireToken(); // throws: signed out or expired
  }
  return stop;
}
