/**
 * What a live stream may cost the server (issue 21): a reader that stops reading must not make
 * the server keep every change for it, and one account cannot open streams without end.
 *
 * - Each stream's backlog counts the bytes not yet taken by its connection, its first snapshot
 *   included (issue 33). When events for it would pass `backlogBytes`, it gets Firebase's
 *   `cancel` event and nothing more; it ends once the reader has taken what is queued, or its
 *   connection is cut after `cancelGraceMs` if it never does. A snapshot larger than the cap is
 *   handed over as the reader takes it; a reader that takes none of it for `cancelGraceMs` is
 *   given up the same way. A client opens a fresh stream (which starts with a full snapshot, so
 *   nothing is missed).
 * - An account may hold `perAccount` streams at once; the next one is refused with 429.
 */
import { ProtocolError } from './protocol';

export interface StreamLimits {
  /** Bytes a stream may have waiting for its reader, its first snapshot included. */
  backlogBytes: number;
  /** Streams one staff account may hold open at once. */
  perAccount: number;
  /** How long a stream that fell behind has to read its `cancel` event before it is cut. */
  cancelGraceMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  backlogBytes: 256 * 1024,
  perAccount: 32,
  cancelGraceMs: 5_000,
};

/** The `cancel` event's data when a reader fell behind. */
export const FELL_BEHIND = 'The stream fell too far behind its changes: open it again';

/** A queuing strategy whose `desiredSize` is minus the bytes queued (nothing is pre-read). */
export const byteQueue = () => new ByteLengthQueuingStrategy({ highWaterMark: 0 });

export const queuedBytes = (controller: ReadableStreamDefaultController<Uint8Array>): number =>
  -(controller.desiredSize ?? 0);

/** Open streams per account: `take` before a stream starts (429 past the cap), `release` after. */
export class StreamQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAccount: number) {}

  take(account: string): void {
    const count = this.open.get(account) ?? 0;
    if (this.perAccount > 0 && count >= this.perAccount) {
      throw new ProtocolError(
        429,
        `Too many open streams: an account may keep ${this.perAccount} at once`,
      );
    }
    this.open.set(account, count + 1);
  }

  release(account: string): void {
    const count = (this.open.get(account) ?? 1) - 1;
    if (count > 0) this.open.set(account, count);
    else this.open.delete(account);
  }
}
