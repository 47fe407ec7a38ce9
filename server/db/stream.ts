/**
 * Firebase's REST streaming (Server-Sent Events): on connect, `put` of the current
 * value at "/"; then `put`/`patch` for each change at or under (or above) the path,
 * `keep-alive` every 30 s, `auth_revoked` when the token expires or is revoked, and `cancel`
 * when the reader falls too far behind (streamLimits.ts).
 */
import { isPrefix, toOutput, type Path } from './protocol';
import type { Query } from './query';
import type { TreeStore } from './store';
import { QueryStreamView } from './streamQuery';
import {
  byteQueue,
  DEFAULT_STREAM_LIMITS,
  FELL_BEHIND,
  queuedBytes,
  StreamQuota,
  type StreamLimits,
} from './streamLimits';

/** A committed change: `put` replaced the value at `path`; `patch` set `children` under it. */
export type Change =
  { kind: 'put'; path: Path } | { kind: 'patch'; path: Path; children: readonly Path[] };

/** The staff token a stream was opened with: it ends when the token expires or is revoked. */
export interface StreamGrant {
  /** ms since the epoch */
  expiresAt: number;
  uid: string;
  tokenVersion: number;
}

interface Listener {
  path: Path;
  grant: StreamGrant | undefined;
  /** What the stream follows: its path, and its query if it has one (`followedKey`). */
  followed: string;
  /** Set when the stream was opened with a query: it decides what is sent (shared, see views). */
  view: QueryStreamView | undefined;
  send(event: string, data: unknown): void;
  /** Sends an event already encoded (one encoding shared by the streams of one path). */
  sendEncoded(bytes: Uint8Array): void;
  close(): void;
  revoke(): void;
}

export const DEFAULT_KEEP_ALIVE_MS = 30_000;

/** The first snapshot goes to the connection in pieces of this size, as the reader takes them. */
const SNAPSHOT_PIECE_BYTES = 16 * 1024;

const encoder = new TextEncoder();
const encodeEvent = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

const relative = (base: Path, path: Path) => '/' + path.slice(base.length).join('/');

/** Streams with the same key get the same events: the path, and the query with its bounds. */
const followedKey = (path: Path, query: Query | undefined) =>
  query ? `${path.join('/')}?${JSON.stringify(query)}` : path.join('/');

export class StreamHub {
  private readonly listeners = new Set<Listener>();
  private readonly quota: StreamQuota;
  /**
   * One view per path and query, shared by its streams: every view's record of what it sent is
   * the query's result after the last change, so one reading serves them all.
   */
  private readonly views = new Map<string, { view: QueryStreamView; streams: number }>();

  constructor(
    private readonly store: TreeStore,
    private readonly keepAliveMs = DEFAULT_KEEP_ALIVE_MS,
    private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
  ) {
    this.quota = new StreamQuota(limits.perAccount);
  }

  get size(): number {
    return this.listeners.size;
  }

  /**
   * A text/event-stream body following `path`, ending when `grant` (if given) ends. Throws 429
   * when the grant's account already holds as many streams as it may. `cutConnection` ends the
   * connection of a reader that fell behind and never took its `cancel` event (without it, the
   * body errors, which a server may answer with text of its own). With `query`, the stream
   * follows only the query's result there (streamQuery.ts).
   */
  open(
    path: Path,
    grant?: StreamGrant,
    cutConnection?: () => void,
    query?: Query,
  ): ReadableStream<Uint8Array> {
    if (grant) this.quota.take(grant.uid);
    const followed = followedKey(path, query);
    let listener: Listener | undefined;
    let keepAlive: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let cut: NodeJS.Timeout | undefined;
    let untaken: NodeJS.Timeout | undefined;
    let closed = false;
    /** Set once the reader fell behind: the stream ends when its queue is read (see pull). */
    let fellBehind = false;
    /**
     * Bytes not yet handed to the connection, in order: the rest of the first snapshot, and what
     * came after it. Handed over a piece at a time as the reader takes them (pull), so that what a
     * reader has not taken stays here, where the backlog counts it.
     */
    const waiting: Uint8Array[] = [];
    let waitingBytes = 0;
    /** Whether the reader took a piece since the last look at an untaken snapshot. */
    let tookSome = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      clearTimeout(expiry);
      clearTimeout(untaken);
      if (listener) this.listeners.delete(listener);
      if (query) this.releaseView(followed);
      if (grant) this.quota.release(grant.uid);
    };
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          const backlog = () => queuedBytes(controller) + waitingBytes;
          const enqueue = (bytes: Uint8Array) => {
            if (waiting.length === 0) {
              controller.enqueue(bytes);
              return;
            }
            waiting.push(bytes);
            waitingBytes += bytes.byteLength;
          };
          // The reader is too far behind: tell it, keep nothing more for it.
          const fallBehind = () => {
            enqueue(encodeEvent('cancel', FELL_BEHIND));
            fellBehind = true;
            cleanup();
            cut = setTimeout(
              cutConnection ?? (() => controller.error(new Error(FELL_BEHIND))),
              this.limits.cancelGraceMs,
            );
          };
          const sendEncoded = (bytes: Uint8Array) => {
            if (closed) return;
            if (backlog() + bytes.byteLength > this.limits.backlogBytes) fallBehind();
            else enqueue(bytes);
          };
          const send = (event: string, data: unknown) => sendEncoded(encodeEvent(event, data));
          const close = () => {
            if (closed) return;
            cleanup();
            controller.close();
          };
          const view = query ? this.takeView(followed, path, query) : undefined;
          listener = {
            path,
            grant,
            followed,
            view: view?.view,
            send,
            sendEncoded,
            close,
            revoke: () => {
              send('auth_revoked', 'credential is no longer valid');
              close();
            },
          };
          // Subscribing and reading happen in one synchronous step: no change can fall between.
          this.listeners.add(listener);
          const data = view
            ? view.joined
              ? view.view.current()
              : view.view.initial()
            : toOutput(this.store.get(path));
          const snapshot = encodeEvent('put', { path: '/', data });
          controller.enqueue(snapshot.subarray(0, SNAPSHOT_PIECE_BYTES));
          for (
            let offset = SNAPSHOT_PIECE_BYTES;
            offset < snapshot.byteLength;
            offset += SNAPSHOT_PIECE_BYTES
          ) {
            waiting.push(snapshot.subarray(offset, offset + SNAPSHOT_PIECE_BYTES));
          }
          waitingBytes = Math.max(0, snapshot.byteLength - SNAPSHOT_PIECE_BYTES);
          // The snapshot counts toward the backlog. While it keeps the backlog over the limit, a
          // reader that takes none of it for a grace time is given up; one that takes it, however
          // slowly, keeps the stream (a change that would add to the backlog still gives up).
          const checkUntaken = () => {
            if (closed || backlog() <= this.limits.backlogBytes) return;
            if (!tookSome) {
              fallBehind();
              return;
            }
            tookSome = false;
            untaken = setTimeout(checkUntaken, this.limits.cancelGraceMs);
          };
          untaken = setTimeout(checkUntaken, this.limits.cancelGraceMs);
          // A connection with bytes waiting is not idle: no keep-alive is added to its backlog.
          keepAlive = setInterval(() => {
            if (backlog() === 0) send('keep-alive', null);
          }, this.keepAliveMs);
          if (grant !== undefined) {
            expiry = setTimeout(listener.revoke, Math.max(0, grant.expiresAt - Date.now()));
          }
        },
        // The reader asks for more and the queue is empty: the next piece waiting, or, for a
        // stream that fell behind, the end.
        pull: (controller) => {
          const next = waiting.shift();
          if (next) {
            tookSome = true;
            waitingBytes -= next.byteLength;
            controller.enqueue(next);
          } else if (fellBehind) {
            clearTimeout(cut);
            controller.close();
          }
        },
        cancel: () => {
          clearTimeout(cut);
          cleanup();
          waiting.length = 0;
          waitingBytes = 0;
        },
      },
      byteQueue(),
    );
  }

  /** Tells every listener about a committed change, with the values as now stored. */
  notify(change: Change): void {
    // Streams following the same path (and query) get the same events: read and encode them once.
    const events = new Map<string, Uint8Array[]>();
    for (const listener of this.listeners) {
      let encoded = events.get(listener.followed);
      if (!encoded) {
        encoded = this.eventsFor(listener, change);
        events.set(listener.followed, encoded);
      }
      for (const event of encoded) listener.sendEncoded(event);
    }
  }

  /** The encoded events `listener` (and every stream following the same) gets for `change`. */
  private eventsFor(listener: Listener, change: Change): Uint8Array[] {
    if (listener.view) {
      return listener.view.eventsFor(change).map((event) => encodeEvent('put', event));
    }
    const event = this.eventFor(listener.path, change);
    return event ? [event] : [];
  }

  /** The shared view of `query` at `path`, counted as used by one more stream. */
  private takeView(followed: string, path: Path, query: Query) {
    const shared = this.views.get(followed);
    if (shared) {
      shared.streams += 1;
      return { view: shared.view, joined: true };
    }
    const view = new QueryStreamView(this.store, path, query);
    this.views.set(followed, { view, streams: 1 });
    return { view, joined: false };
  }

  /** One stream less uses the view of `followed`; the last one drops it. */
  private releaseView(followed: string): void {
    const shared = this.views.get(followed);
    if (!shared) return;
    shared.streams -= 1;
    if (shared.streams === 0) this.views.delete(followed);
  }

  /** The event a stream of `base` gets for `change`, or null when the change is elsewhere. */
  private eventFor(base: Path, change: Change): Uint8Array | null {
    if (isPrefix(base, change.path)) {
      if (change.kind === 'put') {
        return encodeEvent('put', {
          path: relative(base, change.path),
          data: toOutput(this.store.get(change.path)),
        });
      }
      const data: Record<string, unknown> = {};
      for (const child of change.children) {
        data[child.join('/')] = toOutput(this.store.get([...change.path, ...child]));
      }
      return encodeEvent('patch', { path: relative(base, change.path), data });
    }
    if (isPrefix(change.path, base)) {
      const touches =
        change.kind === 'put' ||
        change.children.some((child) => {
          const full = [...change.path, ...child];
          return isPrefix(full, base) || isPrefix(base, full);
        });
      if (touches) return encodeEvent('put', { path: '/', data: toOutput(this.store.get(base)) });
    }
    return null;
  }

  /** Ends, with `auth_revoked`, every stream whose grant `isRevoked` says is no longer good. */
  revokeWhere(isRevoked: (grant: StreamGrant) => boolean): void {
    for (const listener of [...this.listeners]) {
      if (listener.grant && isRevoked(listener.grant)) listener.revoke();
    }
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
  }
}
