/**
 * A stream opened with a query (`orderBy` + `startAt`/`endAt`/`equalTo`/`limitTo…`) follows the
 * query's result, as a Firebase listener on a query does: the first `put` holds only the matching
 * children, and a change is sent only for a child that is in the result, enters it or leaves it
 * (leaving is a `put` of null at that child). Kept apart from the stream plumbing (stream.ts),
 * which only asks it what to send.
 */
import { isJsonObject, isPrefix, toOutput, type Json, type Path } from './protocol';
import type { Query } from './query';
import type { TreeStore } from './store';
import type { Change } from './stream';

/** One `put` event's payload. */
export interface PutEvent {
  path: string;
  data: unknown;
}

/** The children of `base` a change may have touched: every one, these, or none. */
function touchedChildren(base: Path, change: Change): 'all' | Set<string> | null {
  const depth = base.length;
  if (isPrefix(base, change.path)) {
    if (change.path.length === depth) {
      if (change.kind === 'put') return 'all';
      return new Set(change.children.map((child) => child[0] as string));
    }
    return new Set([change.path[depth] as string]);
  }
  if (!isPrefix(change.path, base)) return null;
  if (change.kind === 'put') return 'all';
  const reaches = change.children.some((child) => {
    const full = [...change.path, ...child];
    return isPrefix(full, base) || isPrefix(base, full);
  });
  return reaches ? 'all' : null;
}

const keysOf = (value: Json | null): Set<string> =>
  new Set(isJsonObject(value) ? Object.keys(value) : []);

export class QueryStreamView {
  /** The children the client now holds (the query's result as last sent). */
  private sent = new Set<string>();

  constructor(
    private readonly store: TreeStore,
    private readonly base: Path,
    private readonly query: Query,
  ) {}

  /** The first event's data for the view's first stream: the query's result now. */
  initial(): unknown {
    const result = this.store.query(this.base, this.query);
    this.sent = keysOf(result);
    return toOutput(result);
  }

  /**
   * The first event's data for a stream joining the view: the result now, leaving what the view
   * has sent as it is (the other streams hold that; a change already in this snapshot is sent
   * again, which changes nothing).
   */
  current(): unknown {
    return toOutput(this.store.query(this.base, this.query));
  }

  /** The `put` events that bring the client's copy in line with the query after `change`. */
  eventsFor(change: Change): PutEvent[] {
    const touched = touchedChildren(this.base, change);
    if (touched === null) return [];
    const result = this.store.query(this.base, this.query);
    const before = this.sent;
    this.sent = keysOf(result);
    if (touched === 'all' || !isJsonObject(result)) {
      return [{ path: '/', data: toOutput(result) }];
    }
    const events: PutEvent[] = [];
    for (const key of before) {
      if (!this.sent.has(key)) events.push({ path: `/${key}`, data: null });
    }
    for (const [key, child] of Object.entries(result)) {
      if (touched.has(key) || !before.has(key)) {
        events.push({ path: `/${key}`, data: toOutput(child) });
      }
    }
    return events;
  }
}
