// @vitest-environment node
/**
 * A query stream follows changes (issue 33, point 4): the events it sends for each change, applied
 * to the client's copy, give exactly what the whole query returns after it; and a change to a few
 * children costs the stream reads of those children (and, when one leaves a limited window, one
 * bounded read of its neighbours), never the whole query again.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toOutput, type Json, type Path } from '../../server/db/protocol';
import type { Primitive, Query } from '../../server/db/query';
import { openDatabase } from '../../server/db/sqlite';
import { TreeStore, type SetOperation } from '../../server/db/store';
import type { Change } from '../../server/db/stream';
import { QueryStreamView, type PutEvent } from '../../server/db/streamQuery';

const BASE: Path = ['c'];
const freshStore = () => new TreeStore(openDatabase(':memory:'));

/** What a client sees: arrays as objects keyed by index, no nulls, no empty objects. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const result: Record<string, unknown> = {};
  for (const [key, child] of entries) {
    const kept = plain(child);
    if (kept !== null && kept !== undefined) result[key] = kept;
  }
  return Object.keys(result).length === 0 ? null : result;
}

/** `tree` with `data` put at `path` (as the browser's client applies a `put` event). */
function putAt(tree: unknown, path: readonly string[], data: unknown): unknown {
  if (path.length === 0) return plain(data);
  const [head, ...rest] = path as [string, ...string[]];
  const base = (plain(tree) ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = typeof base === 'object' ? { ...base } : {};
  const next = putAt(copy[head], rest, data);
  if (next === null || next === undefined) delete copy[head];
  else copy[head] = next;
  return Object.keys(copy).length === 0 ? null : copy;
}

const applyEvents = (tree: unknown, events: readonly PutEvent[]) =>
  events.reduce(
    (copy, event) =>
      putAt(
        copy,
        event.path.split('/').filter((segment) => segment !== ''),
        event.data,
      ),
    tree,
  );

// Keys and values where SQLite's order and JavaScript's agree (see sortKey in protocol.ts).
const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', '-N1', '-N2', '1', '2', '10');
const orderValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: 0, max: 5 }),
  fc.constantFrom(0.5, 2.5),
  fc.constantFrom('', 'a', 'b', '1'),
  fc.constant({ nested: 1 }),
);
const orderedChild = (child: string) =>
  fc
    .record({ value: orderValue, other: fc.integer({ min: 0, max: 3 }) })
    .map(({ value, other }): Json => (value === null ? { other } : { [child]: value, other }));
/** A child: a record (ordered by receivedAt, indexed, or by n, in memory) or a bare value. */
const child: fc.Arbitrary<Json | null> = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(orderedChild('receivedAt'), orderedChild('n')) },
  { weight: 1, arbitrary: orderValue.map((value) => value as Json | null) },
  { weight: 2, arbitrary: fc.constant(null) },
);

/** One committed write, and the change the routes tell the streams about. */
interface Write {
  operations: SetOperation[];
  change: Change;
}

const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(key, child).map(([k, value]): Write => ({
      operations: [{ path: [...BASE, k], value }],
      change: { kind: 'put', path: [...BASE, k] },
    })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(key, fc.constantFrom('receivedAt', 'n', 'other'), orderValue)
      .map(([k, name, value]): Write => ({
        operations: [{ path: [...BASE, k, name], value: value as Json | null }],
        change: { kind: 'put', path: [...BASE, k, name] },
      })),
  },
  {
    weight: 3,
    // A multi-location write under the collection: several children at once.
    arbitrary: fc
      .uniqueArray(fc.tuple(key, child), { minLength: 1, maxLength: 4, selector: ([k]) => k })
      .map((children): Write => ({
        operations: children.map(([k, value]) => ({ path: [...BASE, k], value })),
        change: { kind: 'patch', path: BASE, children: children.map(([k]) => [k]) },
      })),
  },
  {
    weight: 1,
    // A staff change at the root reaching two children of the collection and another path.
    arbitrary: fc.tuple(key, child, child).map(([k, value, elsewhere]): Write => ({
      operations: [
        { path: [...BASE, k], value },
        { path: ['other', k], value: elsewhere },
      ],
      change: {
        kind: 'patch',
        path: [],
        children: [
          [...BASE, k],
          ['other', k],
        ],
      },
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(key, orderedChild('receivedAt'), { maxKeys: 4 })
      .map((value): Write => ({
        operations: [{ path: BASE, value: Object.keys(value).length ? value : null }],
        change: { kind: 'put', path: BASE },
      })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(key, child).map(([k, value]): Write => ({
      operations: [{ path: ['other', k], value }],
      change: { kind: 'put', path: ['other', k] },
    })),
  },
);

const bound = (orderBy: Query['orderBy']): fc.Arbitrary<Primitive> =>
  orderBy.kind === 'key'
    ? key
    : fc.oneof(
        fc.constant(null),
        fc.boolean(),
        fc.integer({ min: -1, max: 6 }),
        fc.constant(2.5),
        fc.constantFrom('', 'a', 'b'),
      );

const query: fc.Arbitrary<Query> = fc
  .constantFrom<Query['orderBy']>(
    { kind: 'key' },
    { kind: 'value' },
    { kind: 'child', path: ['receivedAt'] },
    { kind: 'child', path: ['n'] },
  )
  .chain((orderBy) =>
    fc.record({
      orderBy: fc.constant(orderBy),
      bounds: fc.constantFrom('none', 'startAt', 'endAt', 'both', 'equalTo'),
      first: bound(orderBy),
      second: bound(orderBy),
      limit: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      fromEnd: fc.boolean(),
    }),
  )
  .map(({ orderBy, bounds, first, second, limit, fromEnd }) => {
    const result: Query = { orderBy };
    if (bounds === 'equalTo') result.equalTo = first;
    if (bounds === 'startAt' || bounds === 'both') result.startAt = first;
    if (bounds === 'endAt' || bounds === 'both') result.endAt = second;
    if (limit !== undefined) result[fromEnd ? 'limitToLast' : 'limitToFirst'] = limit;
    return result;
  });

describe('a query stream after each change', () => {
  it('leaves the client holding exactly what the whole query returns', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, child, { maxKeys: 8 }),
        query,
        fc.array(write, { minLength: 1, maxLength: 12 }),
        (start, followed, writes) => {
          const store = freshStore();
          const initial = Object.fromEntries(
            Object.entries(start).filter(([, value]) => value !== null),
          ) as Record<string, Json>;
          store.apply([{ path: BASE, value: Object.keys(initial).length ? initial : null }]);
          const view = new QueryStreamView(store, BASE, followed);
          let copy = plain(view.initial());
          for (const { operations, change } of writes) {
            store.apply(operations);
            copy = applyEvents(copy, view.eventsFor(change));
            expect(copy).toEqual(plain(toOutput(store.query(BASE, followed))));
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('what a change costs a query stream', () => {
  const leads = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `-N${String(index).padStart(5, '0')}`,
        { receivedAt: 1_000 + index, fullName: `Lead ${index}` },
      ]),
    );
  const receivedAt: Query['orderBy'] = { kind: 'child', path: ['receivedAt'] };

  it('reads only the changed children, never the whole query again', () => {
    const store = freshStore();
    store.apply([{ path: BASE, value: leads(500) }]);
    const view = new QueryStreamView(store, BASE, { orderBy: receivedAt, startAt: 0 });
    view.initial();
    const query = vi.spyOn(store, 'query');

    store.apply([{ path: [...BASE, '-N99999'], value: { receivedAt: 9_999, fullName: 'New' } }]);
    expect(view.eventsFor({ kind: 'put', path: [...BASE, '-N99999'] })).toEqual([
      { path: '/-N99999', data: { receivedAt: 9_999, fullName: 'New' } },
    ]);
    store.apply([{ path: [...BASE, '-N00003', 'status'], value: 'won' }]);
    expect(view.eventsFor({ kind: 'put', path: [...BASE, '-N00003', 'status'] })).toHaveLength(1);
    store.apply([{ path: [...BASE, '-N00004'], value: null }]);
    expect(view.eventsFor({ kind: 'patch', path: BASE, children: [['-N00004']] })).toEqual([
      { path: '/-N00004', data: null },
    ]);
    expect(query).not.toHaveBeenCalled();
  });

  it('lets one neighbour into a limited window with a read bounded by the window', () => {
    const store = freshStore();
    store.apply([{ path: BASE, value: leads(500) }]);
    const view = new QueryStreamView(store, BASE, { orderBy: receivedAt, limitToLast: 3 });
    expect(Object.keys(view.initial() as object)).toEqual(['-N00497', '-N00498', '-N00499']);
    const query = vi.spyOn(store, 'query');

    store.apply([{ path: [...BASE, '-N00498'], value: null }]);
    expect(view.eventsFor({ kind: 'put', path: [...BASE, '-N00498'] })).toEqual([
      { path: '/-N00498', data: null },
      { path: '/-N00496', data: { receivedAt: 1_496, fullName: 'Lead 496' } },
    ]);
    expect(query).toHaveBeenCalledTimes(1);
    const [, asked] = query.mock.calls[0]!;
    expect(asked.limitToLast).toBeLessThanOrEqual(2);
    expect(asked.endAt).toBe(1_497);
  });
});
