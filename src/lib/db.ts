/**
 * The site's data calls, in Firebase Realtime Database's REST dialect (hosted
 * Firebase or server/). Collections are named by the caller; records are plain
 * objects (the forms validate them before they get here) and come back exactly as
 * stored: what they mean is for the caller to read.
 */
import {
  freshToken,
  getSession,
  getSessionState,
  markSessionExpired,
  renewSession,
  requireToken,
  subscribeSession,
} from './auth';
import { DataError, SESSION_EXPIRED_MESSAGE } from './dataError';
import { databaseUrl, send } from './http';
import { RECEIVED_AT } from '../records/schemas';
import {
  DERIVED_ROOTS,
  PREFIX_END,
  searchFields,
  searchKey,
  type LeadCounts,
  type SearchField,
} from '../records/derived';

/** One record as the database holds it, under its key. */
export interface StoredRecord {
  id: string;
  stored: unknown;
}

/**
 * The child records are ordered and paged by: the receive time the database itself set
 * (RECEIVED_AT), which no visitor can choose, unlike a key. A record without it (older ones)
 * comes after every stamped one, by key: Firebase orders a missing child first, then by key.
 */
export const LIST_ORDER_CHILD = RECEIVED_AT;

/** A record's place in the order: its receive time, or null when it has none. */
export function orderValue(record: StoredRecord): number | null {
  const stored = record.stored;
  if (typeof stored !== 'object' || stored === null) return null;
  const value = (stored as Record<string, unknown>)[LIST_ORDER_CHILD];
  return typeof value === 'number' ? value : null;
}

const newestKeyFirst = (a: StoredRecord, b: StoredRecord): number =>
  a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** Latest receive time first; records without one after, newest key first (push IDs start with their time). */
export function newestFirst(a: StoredRecord, b: StoredRecord): number {
  const [orderA, orderB] = [orderValue(a), orderValue(b)];
  if (orderA !== orderB) {
    if (orderA === null) return 1;
    if (orderB === null) return -1;
    return orderB - orderA;
  }
  return newestKeyFirst(a, b);
}

/**
 * A collection as Firebase answers it (an object keyed by ID or, for integer keys, an
 * array; null when empty) as a list of records, newest first.
 */
export function storedRecords(collection: unknown): StoredRecord[] {
  if (collection === null || typeof collection !== 'object') return [];
  const entries = Array.isArray(collection)
    ? collection.map((value: unknown, index) => [String(index), value] as const)
    : Object.entries(collection as Record<string, unknown>);
  return entries
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([id, stored]) => ({ id, stored }))
    .sort(newestFirst);
}

export interface PageRequest {
  /** How many records per page. */
  limit: number;
  /** The ID of the oldest record already shown: the page starts just before it. */
  endBefore?: string;
  /** That record's receive time; null when it has none (the page then goes on by key). */
  endBeforeOrder?: number | null;
  /** The IDs already shown with that same receive time (`endAt` includes them again). */
  shownAtEnd?: string[];
}

export interface RecordPage {
  /** Newest first. */
  records: StoredRecord[];
  /** The request for the next (older) page, or null at the end. */
  nextPage: PageRequest | null;
}

/** Staff calls: the session token as `?auth=`; a refused token ends the session. */
async function staffSend<T>(config: Parameters<typeof send>[0]): Promise<T> {
  try {
    return await send<T>(config);
  } catch (error) {
    if (error instanceof DataError && error.kind === 'session-expired') markSessionExpired();
    throw error;
  }
}

/** Stores a new record; answers its ID. Public: no sign-in needed. */
export async function createRecord(collection: string, record: object): Promise<string> {
  const answer = await send<unknown>({
    method: 'POST',
    url: databaseUrl([collection]),
    data: record,
  });
  if (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { name?: unknown }).name === 'string'
  ) {
    return (answer as { name: string }).name;
  }
  throw new DataError('The server gave an unexpected answer. Please try again.', 'unexpected');
}

/** The query parameters of one page (see listRecords). */
function pageQuery(page: PageRequest, limit: number): Record<string, string> {
  // endAt is inclusive: ask for one more to see if there is a next page, and one more for
  // each record already shown that the bound includes again.
  if (page.endBefore === undefined) {
    return { orderBy: JSON.stringify(LIST_ORDER_CHILD), limitToLast: String(limit + 1) };
  }
  if (typeof page.endBeforeOrder === 'number') {
    return {
      orderBy: JSON.stringify(LIST_ORDER_CHILD),
      endAt: JSON.stringify(page.endBeforeOrder),
      limitToLast: String(limit + 1 + (page.shownAtEnd?.length ?? 1)),
    };
  }
  // Among records without a receive time: by key, which the REST dialect can bound.
  return {
    orderBy: '"$key"',
    endAt: JSON.stringify(page.endBefore),
    limitToLast: String(limit + 2),
  };
}

/**
 * A collection's records, newest first (by LIST_ORDER_CHILD, then by key). With `page`, one
 * page at a time (`orderBy` + `limitToLast` + `endAt`), so a large collection is never loaded
 * whole.
 */
export async function listRecords(collection: string, page?: PageRequest): Promise<RecordPage> {
  const auth = await freshToken();
  if (!page) {
    const all = await staffSend<unknown>({
      method: 'GET',
      url: databaseUrl([collection], { auth }),
    });
    return { records: storedRecords(all), nextPage: null };
  }
  const limit = Math.max(1, Math.floor(page.limit));
  const answer = await staffSend<unknown>({
    method: 'GET',
    url: databaseUrl([collection], { auth, ...pageQuery(page, limit) }),
  });
  const shownBefore = new Set([...(page.shownAtEnd ?? []), page.endBefore]);
  const byKey = page.endBefore !== undefined && typeof page.endBeforeOrder !== 'number';
  const candidates = storedRecords(answer).filter((record) => !shownBefore.has(record.id));
  const window = candidates.slice(0, limit);
  // Paging by key reaches stamped records again (they all came before): skip them.
  const records = byKey ? window.filter((record) => orderValue(record) === null) : window;
  const oldest = window[window.length - 1];
  if (candidates.length <= limit || !oldest) return { records, nextPage: null };
  const oldestOrder = orderValue(oldest);
  const sameOrder = window.filter((record) => orderValue(record) === oldestOrder);
  const carried =
    oldestOrder !== null && page.endBeforeOrder === oldestOrder ? (page.shownAtEnd ?? []) : [];
  return {
    records,
    nextPage: {
      limit,
      endBefore: oldest.id,
      endBeforeOrder: oldestOrder,
      shownAtEnd: oldestOrder === null ? [] : [...carried, ...sameOrder.map((record) => record.id)],
    },
  };
}

export async function deleteRecord(collection: string, id: string): Promise<void> {
  await staffSend<unknown>({
    method: 'DELETE',
    url: databaseUrl([collection, id], { auth: await freshToken() }),
  });
}

/** Deletes every record of a collection. */
export async function deleteCollection(collection: string): Promise<void> {
  await staffSend<unknown>({
    method: 'DELETE',
    url: databaseUrl([collection], { auth: await freshToken() }),
  });
}

/**
 * Records under any path, newest first by key (`trash/contactForm`, `audit`…). `query` adds
 * Firebase's query parameters, e.g. `{ orderBy: '"status"', startAt: '"a"' }`.
 */
export async function readRecords(
  path: readonly string[],
  query: Record<string, string> = {},
): Promise<StoredRecord[]> {
  const answer = await staffSend<unknown>({
    method: 'GET',
    url: databaseUrl(path, { ...query, auth: requireToken() }),
  });
  return storedRecords(answer);
}

/**
 * One multi-location update (`PATCH` at the root): each key is a path, each value replaces
 * what is there (null deletes). Firebase applies all of them or none.
 */
export async function updateMany(paths: Record<string, unknown>): Promise<void> {
  await staffSend<unknown>({
    method: 'PATCH',
    url: databaseUrl([], { auth: requireToken() }),
    data: paths,
  });
}

/** What is stored at a path (null when nothing is), for staff. */
export async function readValue(path: readonly string[]): Promise<unknown> {
  return staffSend<unknown>({
    method: 'GET',
    url: databaseUrl(path, { auth: await freshToken() }),
  });
}

/** How many records a collection holds (`shallow=true`: the keys only, never the records). */
export async function countRecords(collection: string): Promise<number> {
  const answer = await staffSend<unknown>({
    method: 'GET',
    url: databaseUrl([collection], { auth: await freshToken(), shallow: 'true' }),
  });
  return typeof answer === 'object' && answer !== null ? Object.keys(answer).length : 0;
}

/** Every collection's counts (`counts`, kept by the database: src/records/derived.ts). */
export async function readCounts(): Promise<Partial<Record<string, LeadCounts>>> {
  const answer = await staffSend<unknown>({
    method: 'GET',
    url: databaseUrl([DERIVED_ROOTS.counts], { auth: await freshToken() }),
  });
  return typeof answer === 'object' && answer !== null
    ? (answer as Partial<Record<string, LeadCounts>>)
    : {};
}

/** How many records each search key brings back at most. */
export const SEARCH_LIMIT = 20;

/**
 * The records of a collection whose name, e-mail or phone starts with `text` (any case), newest
 * first: prefix queries on the database's search index (`searchIndex`, indexed), then each
 * record found, read by its key. Never the collection.
 */
export async function searchRecords(collection: string, text: string): Promise<StoredRecord[]> {
  const auth = await freshToken();
  const ids = new Set<string>();
  await Promise.all(
    searchFields.map(async (field) => {
      const key = searchKey(field, text);
      // A phone key is digits: text with letters cannot start one.
      if (key === '' || (field === 'phone' && !/^\d+$/.test(key))) return;
      const found = await staffSend<unknown>({
        method: 'GET',
        url: databaseUrl([DERIVED_ROOTS.searchIndex, collection], {
          auth,
          orderBy: JSON.stringify(field),
          startAt: JSON.stringify(key),
          endAt: JSON.stringify(key + PREFIX_END),
          limitToFirst: String(SEARCH_LIMIT),
        }),
      });
      if (typeof found === 'object' && found !== null) {
        for (const id of Object.keys(found)) ids.add(id);
      }
    }),
  );
  const records = await Promise.all(
    [...ids].map(async (id) => ({
      id,
      stored: await staffSend<unknown>({
        method: 'GET',
        url: databaseUrl([collection, id], { auth }),
      }),
    })),
  );
  // A record deleted since the index answered is left out.
  return records.filter(({ stored }) => stored !== null).sort(newestFirst);
}

/**
 * The IDs of a collection's records whose search key `field` is exactly `key` (a normalised
 * e-mail or phone: src/records/derived.ts): one `equalTo` query on the database's search index.
 */
export async function recordIdsByKey(
  collection: string,
  field: SearchField,
  key: string,
): Promise<string[]> {
  const found = await staffSend<unknown>({
    method: 'GET',
    url: databaseUrl([DERIVED_ROOTS.searchIndex, collection], {
      auth: await freshToken(),
      orderBy: JSON.stringify(field),
      equalTo: JSON.stringify(key),
    }),
  });
  return typeof found === 'object' && found !== null ? Object.keys(found) : [];
}

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

type Tree = Record<string, unknown>;

/** `tree` with `value` at `path` (null removes), copying only what changes. */
function setAt(tree: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Tree = typeof tree === 'object' && tree !== null ? { ...(tree as Tree) } : {};
  const next = setAt(base[head], rest, value);
  if (next === null || next === undefined) delete base[head];
  else base[head] = next;
  return base;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

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
      tree = setAt(tree, segmentsOf(message.path), message.data);
      publish();
    });
    current.addEventListener('patch', (event) => {
      const message = parse(event as MessageEvent<string>);
      if (!message || typeof message.data !== 'object' || message.data === null) return;
      for (const [child, value] of Object.entries(message.data as Tree)) {
        tree = setAt(tree, [...segmentsOf(message.path), ...segmentsOf(child)], value);
      }
      publish();
    });
    current.addEventListener('auth_revoked', () => {
      markSessionExpired();
      fail(new DataError(SESSION_EXPIRED_MESSAGE, 'session-expired'));
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
