/**
 * A stream opened with a query (`orderBy` + `startAt`/`endAt`/`equalTo`/`limitTo…`) follows the
 * query's result, as a Firebase listener on a query does: the first `put` holds only the matching
 * children, and a change is sent only for a child that is in the result, enters it or leaves it
 * (leaving is a `put` of null at that child). Kept apart from the stream plumbing (stream.ts),
 * which only asks it what to send.
 */
import { isJsonObject, isPrefix, toOutput, type Json, type Path } from './protocol';
import {
  compareChildren,
  compareValues,
  orderedChild,
  withinBounds,
  type OrderedChild,
  type Query,
} from './query';
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

/** The first index of `sorted` whose entry comes after `entry` in `compare`'s order. */
function insertionPoint<T>(sorted: readonly T[], entry: T, compare: (a: T, b: T) => number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, entry) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What a stream of a query holds and how it follows a change. The client's copy is remembered as
 * the keys it holds and, for a query with a limit, its window: the children held in the query's
 * direction (from the end with `limitToLast`) with the values they are ordered by. A change to
 * some children reads those children; when one leaves a full window, one read bounded by the
 * window finds what comes next. Only a change to the whole result (a `put` at the stream's path
 * or above) reads the query again.
 */
export class QueryStreamView {
  /** The keys of the children the client holds (the query's result as last sent). */
  private held = new Set<string>();
  /** With a limit: the held children in the query's direction. */
  private window: OrderedChild[] = [];
  /** The client holds a value that is not an object: any change sends the result whole. */
  private holdsScalar = false;
  private readonly limit: number | undefined;
  /** 1 in Firebase's order, -1 from its end (`limitToLast`). */
  private readonly direction: 1 | -1;

  constructor(
    private readonly store: TreeStore,
    private readonly base: Path,
    private readonly query: Query,
  ) {
    this.limit = query.limitToFirst ?? query.limitToLast;
    this.direction = query.limitToLast === undefined ? 1 : -1;
  }

  /** The query's order, read in its direction. */
  private readonly compare = (a: OrderedChild, b: OrderedChild): number =>
    this.direction * compareChildren(this.query.orderBy, a, b);

  /** Reads the whole result and remembers it as what the client holds. */
  private readAll(): Json | null {
    const result = this.store.query(this.base, this.query);
    this.holdsScalar = result !== null && !isJsonObject(result);
    const children = isJsonObject(result) ? Object.entries(result) : [];
    this.held = new Set(children.map(([key]) => key));
    if (this.limit !== undefined) {
      this.window = children
        .map(([key, child]) => orderedChild(this.query.orderBy, key, child))
        .sort(this.compare);
    }
    return result;
  }

  /** The first event's data for the view's first stream: the query's result now. */
  initial(): unknown {
    return toOutput(this.readAll());
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
    if (touched === 'all' || this.holdsScalar) {
      return [{ path: '/', data: toOutput(this.readAll()) }];
    }
    return this.limit === undefined ? this.follow(touched) : this.followWindow(touched);
  }

  /** A touched child as it is now, when the query's bounds keep it. */
  private readChild(key: string): { child: Json; ordered: OrderedChild } | null {
    const child = this.store.get([...this.base, key]);
    if (child === null) return null;
    const ordered = orderedChild(this.query.orderBy, key, child);
    return withinBounds(this.query, ordered) ? { child, ordered } : null;
  }

  /** Without a limit: each touched child is in the result exactly when the bounds keep it. */
  private follow(touched: ReadonlySet<string>): PutEvent[] {
    const leaving: PutEvent[] = [];
    const arriving: PutEvent[] = [];
    for (const key of touched) {
      const now = this.readChild(key);
      if (now) {
        this.held.add(key);
        arriving.push({ path: `/${key}`, data: toOutput(now.child) });
      } else if (this.held.delete(key)) {
        leaving.push({ path: `/${key}`, data: null });
      }
    }
    return [...leaving, ...arriving];
  }

  /**
   * With a limit: the window is the first `limit` children of the bounds' result. Children the
   * change did not touch keep their places, so the new window is the untouched ones held, the
   * touched ones that now come before the old window's end, and (when that leaves room) the
   * children that now come next after that end, read with a LIMIT.
   */
  private followWindow(touched: ReadonlySet<string>): PutEvent[] {
    const limit = this.limit as number;
    const window = this.window;
    const end = window.length >= limit ? window[window.length - 1] : undefined;
    for (const key of touched) {
      if (!this.held.has(key)) continue;
      const index = window.findIndex((entry) => entry.key === key);
      window.splice(index, 1);
    }
    const values = new Map<string, Json>();
    for (const key of touched) {
      const now = this.readChild(key);
      if (!now || (end && this.compare(now.ordered, end) > 0)) continue;
      window.splice(insertionPoint(window, now.ordered, this.compare), 0, now.ordered);
      values.set(key, now.child);
    }
    const pushedOut = window.splice(limit).map((entry) => entry.key);
    for (const key of pushedOut) values.delete(key);
    if (end && window.length < limit) {
      const next = this.following(end, limit - window.length);
      if (next === undefined) return [{ path: '/', data: toOutput(this.readAll()) }];
      for (const { child, ordered } of next) {
        window.push(ordered);
        values.set(ordered.key, child);
      }
    }
    const events: PutEvent[] = [];
    for (const key of [...touched, ...pushedOut]) {
      if (values.has(key) || !this.held.delete(key)) continue;
      events.push({ path: `/${key}`, data: null });
    }
    for (const [key, child] of values) {
      this.held.add(key);
      events.push({ path: `/${key}`, data: toOutput(child) });
    }
    return events;
  }

  /**
   * Up to `count` children of the bounds' result that come after `end` in the query's direction,
   * in that direction: the query itself from `end`'s value on, limited to `count` plus the
   * children held that tie with `end` (they come first in the answer, and are skipped). Undefined
   * when `end`'s value cannot be a bound (an object).
   */
  private following(end: OrderedChild, count: number) {
    const { orderBy, equalTo } = this.query;
    const from = orderBy.kind === 'key' ? end.key : end.value;
    if (isJsonObject(from)) return undefined;
    const ties = (entry: OrderedChild) =>
      orderBy.kind === 'key' ? entry.key === end.key : compareValues(entry.value, from) === 0;
    let held = 0;
    for (let index = this.window.length - 1; index >= 0; index -= 1) {
      if (!ties(this.window[index] as OrderedChild)) break;
      held += 1;
    }
    const narrowed: Query = { ...this.query };
    if (this.direction === 1) {
      if (equalTo === undefined) narrowed.startAt = from;
      narrowed.limitToFirst = count + held;
    } else {
      if (equalTo === undefined) narrowed.endAt = from;
      narrowed.limitToLast = count + held;
    }
    const result = this.store.query(this.base, narrowed);
    if (!isJsonObject(result)) return [];
    return Object.entries(result)
      .map(([key, child]) => ({ child, ordered: orderedChild(orderBy, key, child) }))
      .filter(({ ordered }) => this.compare(ordered, end) > 0)
      .sort((a, b) => this.compare(a.ordered, b.ordered))
      .slice(0, count);
  }
}
