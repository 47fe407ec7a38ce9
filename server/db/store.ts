/**
 * The JSON tree in SQLite.
 *
 * Layout: one row per record. A node two levels down (`/<collection>/<id>`) is one
 * row holding that record's JSON; a value higher up is split into those rows, and a
 * scalar placed higher up (rare) gets a row of its own. Rows are clustered by
 * (parent, sort key), so a collection is a contiguous key range in Firebase's key
 * order: a push is one INSERT, and a page of the newest records is one short
 * backwards range scan. Deeper writes read and rewrite their record's row.
 *
 * Invariant: no stored row is an ancestor of another stored row.
 */
import type { Statement } from 'better-sqlite3';
import {
  compareKeys,
  getIn,
  isJsonObject,
  setIn,
  sortKey,
  toOutput,
  type Json,
  type JsonObject,
  type Path,
} from './protocol';
import { ChildOrderReader, indexedChildOf } from './childOrder';
import { applyQuery, type Query } from './query';
import { RangeReader, type Row } from './rangeQuery';
import type { SqliteDatabase } from './sqlite';

/** The depth at which a subtree is stored as one row. */
export const RECORD_DEPTH = 2;

/** One write: `value` replaces what is at `path` (null removes it). */
export interface SetOperation {
  path: Path;
  value: Json | null;
}

export class TreeStore {
  private readonly selectRow: Statement<[string, string], { value: string }>;
  private readonly selectChildren: Statement<[string], Row>;
  private readonly selectChildKeys: Statement<[string], { key: string }>;
  private readonly selectAll: Statement<[], Row & { parent: string }>;
  private readonly upsertRow: Statement<[string, string, string, string]>;
  private readonly deleteRow: Statement<[string, string]>;
  private readonly deleteChildren: Statement<[string]>;
  private readonly deleteAll: Statement<[]>;
  private readonly ranges: RangeReader;
  private readonly childRanges: ChildOrderReader;

  constructor(private readonly db: SqliteDatabase) {
    this.selectRow = db.prepare('SELECT value FROM nodes WHERE parent = ? AND skey = ?');
    this.selectChildren = db.prepare('SELECT key, value FROM nodes WHERE parent = ? ORDER BY skey');
    this.selectChildKeys = db.prepare('SELECT key FROM nodes WHERE parent = ? ORDER BY skey');
    this.selectAll = db.prepare('SELECT parent, key, value FROM nodes ORDER BY parent, skey');
    this.upsertRow = db.prepare(
      `INSERT INTO nodes (parent, skey, key, value) VALUES (?, ?, ?, ?)
       ON CONFLICT (parent, skey) DO UPDATE SET value = excluded.value`,
    );
    this.deleteRow = db.prepare('DELETE FROM nodes WHERE parent = ? AND skey = ?');
    this.deleteChildren = db.prepare('DELETE FROM nodes WHERE parent = ?');
    this.deleteAll = db.prepare('DELETE FROM nodes');
    this.ranges = new RangeReader(db);
    this.childRanges = new ChildOrderReader(db);
  }

  /** Runs `fn` in one SQLite transaction (committed, and with FULL synced, when it returns). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  private row(parent: string, key: string): Json | null {
    const row = this.selectRow.get(parent, sortKey(key));
    return row ? (JSON.parse(row.value) as Json) : null;
  }

  private put(parent: string, key: string, value: Json | null): void {
    if (value === null) this.deleteRow.run(parent, sortKey(key));
    else this.upsertRow.run(parent, sortKey(key), key, JSON.stringify(value));
  }

  /** The value at `path`, null when nothing is there. */
  get(path: Path): Json | null {
    const [first, second] = path;
    if (first !== undefined && second !== undefined) {
      return getIn(this.row(first, second), path.slice(RECORD_DEPTH));
    }
    if (first !== undefined) {
      const scalar = this.row('', first);
      if (scalar !== null) return scalar;
      return collect(this.selectChildren.all(first));
    }
    const rootScalar = this.row('', '');
    if (rootScalar !== null) return rootScalar;
    const root: Record<string, JsonObject> = {};
    const scalars: JsonObject = {};
    for (const { parent, key, value } of this.selectAll.iterate()) {
      if (parent === '') scalars[key] = JSON.parse(value) as Json;
      else (root[parent] ??= {})[key] = JSON.parse(value) as Json;
    }
    const keys = [...Object.keys(root), ...Object.keys(scalars)].sort(compareKeys);
    if (keys.length === 0) return null;
    const result: JsonObject = {};
    for (const key of keys) result[key] = (root[key] ?? scalars[key]) as Json;
    return result;
  }

  /** `shallow=true`: an object's children become `true`; a scalar is returned as is. */
  shallow(path: Path): Json | null {
    const [first] = path;
    if (path.length === 1 && first !== undefined && this.row('', first) === null) {
      const keys = this.selectChildKeys.all(first);
      if (keys.length === 0) return null;
      return Object.fromEntries(keys.map(({ key }) => [key, true]));
    }
    const value = this.get(path);
    if (!isJsonObject(value)) return value;
    return Object.fromEntries(Object.keys(value).map((key) => [key, true]));
  }

  /**
   * The children of `path` selected by `query`. Ordering a collection by key, or by an indexed
   * child, runs in SQLite (an index range scan with LIMIT); anything else is done in memory.
   */
  query(path: Path, query: Query): Json | null {
    const [collection] = path;
    const rows = collection === undefined ? undefined : this.indexedRange(path, query);
    if (collection !== undefined && rows !== undefined) {
      if (this.row('', collection) !== null) return this.row('', collection);
      return collect(rows);
    }
    return applyQuery(this.get(path), query);
  }

  /** The rows a query on a collection selects, when an index can answer it. */
  private indexedRange(path: Path, query: Query): Row[] | undefined {
    const [collection] = path;
    if (path.length !== 1 || collection === undefined) return undefined;
    if (query.orderBy.kind === 'key') {
      return this.ranges.rows(collection, query, undefined, (bound) => sortKey(bound as string));
    }
    const child = indexedChildOf(path, query);
    return child === undefined ? undefined : this.childRanges.rows(collection, child, query);
  }

  /**
   * The JSON text of `get(path)` (or of `query(path, query)`) as Firebase renders it.
   * For a collection the stored rows are joined as they are, without parsing each
   * record and writing it again; anything that might render as an array takes
   * the general path.
   */
  getText(path: Path, query?: Query): string {
    const [collection] = path;
    if (path.length === 1 && collection !== undefined && this.row('', collection) === null) {
      if (!query) return render(this.selectChildren.all(collection)) ?? this.slowText(path);
      const rows = this.indexedRange(path, query);
      if (rows !== undefined) return render(rows) ?? this.slowText(path, query);
    }
    return this.slowText(path, query);
  }

  private slowText(path: Path, query?: Query): string {
    return JSON.stringify(toOutput(query ? this.query(path, query) : this.get(path)));
  }

  /** Applies writes in order, inside the caller's transaction (or its own). */
  apply(operations: readonly SetOperation[]): void {
    this.transaction(() => {
      for (const { path, value } of operations) this.setAt(path, value);
    });
  }

  private setAt(path: Path, value: Json | null): void {
    const [first, second] = path;
    if (first !== undefined && second !== undefined) {
      if (value !== null) {
        // Writing below a scalar turns it into an object: drop scalar ancestors.
        this.put('', '', null);
        this.put('', first, null);
      }
      if (path.length === RECORD_DEPTH) {
        this.put(first, second, value);
      } else {
        this.put(first, second, setIn(this.row(first, second), path.slice(RECORD_DEPTH), value));
      }
      return;
    }
    if (first !== undefined) {
      this.put('', first, null);
      this.deleteChildren.run(first);
      if (value === null) return;
      this.put('', '', null);
      if (isJsonObject(value)) {
        for (const [key, child] of Object.entries(value)) this.put(first, key, child);
      } else {
        this.put('', first, value);
      }
      return;
    }
    this.deleteAll.run();
    if (value === null) return;
    if (isJsonObject(value)) {
      for (const [key, child] of Object.entries(value)) this.setAt([key], child);
    } else {
      this.put('', '', value);
    }
  }
}

const INDEX_KEY = /^(0|[1-9]\d*)$/;
const INDEX_KEY_IN_TEXT = /"(0|[1-9]\d*)":/;

/** Rows as one JSON object text; null when the keys might make it an array. */
function render(rows: readonly Row[]): string | null {
  if (rows.length === 0) return 'null';
  if (rows.some(({ key }) => INDEX_KEY.test(key))) return null;
  const parts = rows.map(
    ({ key, value }) =>
      `${JSON.stringify(key)}:${
        INDEX_KEY_IN_TEXT.test(value) ? JSON.stringify(toOutput(JSON.parse(value) as Json)) : value
      }`,
  );
  return `{${parts.join(',')}}`;
}

function collect(rows: Iterable<Row>): JsonObject | null {
  let result: JsonObject | null = null;
  for (const { key, value } of rows) (result ??= {})[key] = JSON.parse(value) as Json;
  return result;
}
