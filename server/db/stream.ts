/**
 * Firebase's REST streaming (Server-Sent Events): on connect, `put` of the current
 * value at "/"; then `put`/`patch` for each change at or under (or above) the path,
 * `keep-alive` every 30 s, and `auth_revoked` when the token expires or is revoked.
 */
import { isPrefix, toOutput, type Path } from './protocol';
import type { Query } from './query';
import type { TreeStore } from './store';
import { QueryStreamView } from './streamQuery';

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
  /** Set when the stream was opened with a query: it decides what is sent. */
  view: QueryStreamView | undefined;
  send(event: string, data: unknown): void;
  close(): void;
  revoke(): void;
}

export const DEFAULT_KEEP_ALIVE_MS = 30_000;

const encoder = new TextEncoder();

const relative = (base: Path, path: Path) => '/' + path.slice(base.length).join('/');

export class StreamHub {
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly store: TreeStore,
    private readonly keepAliveMs = DEFAULT_KEEP_ALIVE_MS,
  ) {}

  get size(): number {
    return this.listeners.size;
  }

  /**
   * A text/event-stream body following `path` (or only `query`'s result there), ending when
   * `grant` (if given) ends.
   */
  open(path: Path, grant?: StreamGrant, query?: Query): ReadableStream<Uint8Array> {
    let listener: Listener | undefined;
    let keepAlive: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let closed = false;
    const cleanup = () => {
      closed = true;
      clearInterval(keepAlive);
      clearTimeout(expiry);
      if (listener) this.listeners.delete(listener);
    };
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (event: string, data: unknown) => {
          if (closed) return;
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        };
        const close = () => {
          if (closed) return;
          cleanup();
          controller.close();
        };
        const view = query ? new QueryStreamView(this.store, path, query) : undefined;
        listener = {
          path,
          grant,
          view,
          send,
          close,
          revoke: () => {
            send('auth_revoked', 'credential is no longer valid');
            close();
          },
        };
        // Subscribing and reading happen in one synchronous step: no change can fall between.
        this.listeners.add(listener);
        send('put', { path: '/', data: view ? view.initial() : toOutput(this.store.get(path)) });
        keepAlive = setInterval(() => send('keep-alive', null), this.keepAliveMs);
        if (grant !== undefined) {
          expiry = setTimeout(listener.revoke, Math.max(0, grant.expiresAt - Date.now()));
        }
      },
      cancel: cleanup,
    });
  }

  /** Tells every listener about a committed change, with the values as now stored. */
  notify(change: Change): void {
    for (const listener of this.listeners) {
      if (listener.view) {
        for (const event of listener.view.eventsFor(change)) listener.send('put', event);
        continue;
      }
      const base = listener.path;
      if (isPrefix(base, change.path)) {
        if (change.kind === 'put') {
          listener.send('put', {
            path: relative(base, change.path),
            data: toOutput(this.store.get(change.path)),
          });
        } else {
          const data: Record<string, unknown> = {};
          for (const child of change.children) {
            data[child.join('/')] = toOutput(this.store.get([...change.path, ...child]));
          }
          listener.send('patch', { path: relative(base, change.path), data });
        }
      } else if (isPrefix(change.path, base)) {
        const touches =
          change.kind === 'put' ||
          change.children.some((child) => {
            const full = [...change.path, ...child];
            return isPrefix(full, base) || isPrefix(base, full);
          });
        if (touches) listener.send('put', { path: '/', data: toOutput(this.store.get(base)) });
      }
    }
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
