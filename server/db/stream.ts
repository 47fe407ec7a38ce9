/**
 * Firebase's REST streaming (Server-Sent Events): on connect, `put` of the current
 * value at "/"; then `put`/`patch` for each change at or under (or above) the path,
 * `keep-alive` every 30 s, and `auth_revoked` when the token expires.
 */
import { isPrefix, toOutput, type Path } from './protocol';
import type { TreeStore } from './store';

/** A committed change: `put` replaced the value at `path`; `patch` set `children` under it. */
export type Change =
  { kind: 'put'; path: Path } | { kind: 'patch'; path: Path; children: readonly Path[] };

interface Listener {
  path: Path;
  send(event: string, data: unknown): void;
  close(): void;
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

  /** A text/event-stream body following `path`, ending at `expiresAt` (ms) if given. */
  open(path: Path, expiresAt?: number): ReadableStream<Uint8Array> {
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
        listener = {
          path,
          send,
          close: () => {
            if (closed) return;
            cleanup();
            controller.close();
          },
        };
        // Subscribing and reading happen in one synchronous step: no change can fall between.
        this.listeners.add(listener);
        send('put', { path: '/', data: toOutput(this.store.get(path)) });
        keepAlive = setInterval(() => send('keep-alive', null), this.keepAliveMs);
        if (expiresAt !== undefined) {
          const current = listener;
          expiry = setTimeout(
            () => {
              send('auth_revoked', 'credential is no longer valid');
              current.close();
            },
            Math.max(0, expiresAt - Date.now()),
          );
        }
      },
      cancel: cleanup,
    });
  }

  /** Tells every listener about a committed change, with the values as now stored. */
  notify(change: Change): void {
    for (const listener of this.listeners) {
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

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
  }
}
