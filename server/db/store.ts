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
import { isCollection } from '../../src/records/collections';
import {
  compareKeys,
  applyEdits,
  badRequest,
  getIn,
  isJsonObject,
  sortKey,
  toOutput,
  type Json,
  type JsonObject,
  type Path,
  type TreeEdit,
} from './protocol';
import { ChildOrderReader, indexedChildOf } from './childOrder';
import { applyQuery, type Query } from './query';
import { RangeReader, type Row } from './rangeQuery';
import type { SqliteDatabase } from './sqlite';

/** The depth at which a subtree is stored as one row. */
export const RECORD_DEPTH = 2;

/** One write: `value` replaces what is at `path` (null removes it). */
export type SetOperation = TreeEdit;

/**
 * The most rows one write may put or remove one by one. Each costs a statement inside the write's
 * transaction, during which no other request is served; 250 keep a write well under the 50 ms
 * the server may stall for (decision 0024). The dashboard's largest update within the body limit
 * moves about a hundred leads to the Trash: 200 rows and its audit entry.
 */
export const MAX_ROWS_PER_WRITE = 250;

/**
 * The longest a record may grow through a request, as JSON characters: every write reads and
 * writes its record whole, so a record's size is the cost of each change to it. A lead's own
 * fields take at most about 16,000; the rest is room for its notes (some 60 of the longest kind,
 * over a thousand of a usual length). Imports and the retention run are not bound by it.
 */
export const MAX_RECORD_CHARS = 128 * 1024;

/**
 * How many rows `operations` put one by one: each record written at or below (once, however many
 * of its children are written), and each child of a value written higher up.
 */
export function rowsWritten(operations: readonly SetOperation[]): number {
  const records = new Set<string>();
  let rows = 0;
  const childrenOf = (value: Json | null) => (isJsonObject(value) ? Object.keys(value).length : 1);
  for (const { path, value } of operations) {
    if (path.length >= RECORD_DEPTH) records.add(`${path[0]}/${path[1]}`);
    else if (path.length === 1) rows += childrenOf(value);
    else if (isJsonObject(value))
      for (const child of Object.values(value)) rows += childrenOf(child);
  }
  return rows + records.size;
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

  /**
   * Runs `fn` in one SQLite transaction (committed, and with FULL synced, when it returns). It
   * takes the write lock as it begins: a deferred one that read first was refused at once when
   * another process (a CLI tool on the same file) had written since, whatever the busy timeout.
   * Nested, it is a savepoint.
   */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** Runs `fn`, which only reads, on one consistent snapshot, without holding writers back. */
  snapshot<T>(fn: () => T): T {
    return this.db.transaction(fn).deferred();
  }

  /** The longest record apply() may leave, as JSON characters (see MAX_RECORD_CHARS). */
  private maxRowChars = Infinity;
  /** Rows read or written inside withRowCache, by `parent/key` (null: no row). */
  private rowCache: Map<string, Json | null> | null = null;

  /**
   * Runs `fn` (inside the caller's transaction) with each row read once: deciding a write reads
   * the rows it touches, and applying it then finds them here instead of reading and parsing
   * them again. Values handed out are never changed in place (applyEdits copies).
   */
  withRowCache<T>(fn: () => T): T {
    this.rowCache = new Map();
    try {
      return fn();
    } finally {
      this.rowCache = null;
    }
  }

  private row(parent: string, key: string): Json | null {
    const cacheKey = `${parent}/${key}`;
    if (this.rowCache?.has(cacheKey)) return this.rowCache.get(cacheKey) ?? null;
    const row = this.selectRow.get(parent, sortKey(key));
    const value = row ? (JSON.parse(row.value) as Json) : null;
    this.rowCache?.set(cacheKey, value);
    return value;
  }

  private put(parent: string, key: string, value: Json | null): void {
    if (value === null) this.deleteRow.run(parent, sortKey(key));
    else {
      const text = JSON.stringify(value);
      if (text.length > this.maxRowChars && isCollection(parent)) {
        throw badRequest(
          `Invalid data: a record is limited to ${this.maxRowChars} characters; ${parent}/${key} would hold ${text.length}`,
        );
      }
      this.upsertRow.run(parent, sortKey(key), key, text);
    }
    this.rowCache?.set(`${parent}/${key}`, value);
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

  /** `get` of each of `paths`, reading each record's row once however many paths lie in it. */
  getAll(paths: readonly Path[]): (Json | null)[] {
    const rows = new Map<string, Json | null>();
    return paths.map((path) => {
      const [first, second] = path;
      if (first === undefined || second === undefined) return this.get(path);
      const key = `${first}/${second}`;
      if (!rows.has(key)) rows.set(key, this.row(first, second));
      return getIn(rows.get(key) ?? null, path.slice(RECORD_DEPTH));
    });
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

  /**
   * Applies writes in order, inside the caller's transaction (or its own). Writes below a
   * record (its fields, notes…) are gathered per record and applied to its row with one read
   * and one write, so a write of many children costs one pass over the row, not one each.
   * `maxRowChars` refuses (400) a write that would leave a lead longer than that, as JSON.
   */
  apply(operations: readonly SetOperation[], { maxRowChars = Infinity } = {}): void {
    this.maxRowChars = maxRowChars;
    try {
      this.applyAll(operations);
    } finally {
      this.maxRowChars = Infinity;
    }
  }

  private applyAll(operations: readonly SetOperation[]): void {
    this.transaction(() => {
      const rows = new Map<string, { first: string; second: string; edits: TreeEdit[] }>();
      const flush = () => {
        for (const { first, second, edits } of rows.values()) {
          if (edits.some(({ value }) => value !== null)) this.dropScalarsAbove(first);
          this.put(first, second, applyEdits(this.row(first, second), edits));
        }
        rows.clear();
      };
      for (const { path, value } of operations) {
        const [first, second] = path;
        if (first === undefined || second === undefined || path.length === RECORD_DEPTH) {
          flush();
          this.setAt(path, value);
          continue;
        }
        const key = `${first}/${second}`;
        const row = rows.get(key) ?? { first, second, edits: [] };
        row.edits.push({ path: path.slice(RECORD_DEPTH), value });
        rows.set(key, row);
      }
      flush();
    });
  }

  /** Writing below a scalar turns it into an object: drops the scalar ancestors of a row. */
  private dropScalarsAbove(first: string): void {
    this.put('', '', null);
    this.put('', first, null);
  }

  private setAt(path: Path, value: Json | null): void {
    const [first, second] = path;
    if (first !== undefined && second !== undefined) {
      // A record's row (apply() gathers writes below a record and never passes them here).
      if (value !== null) this.dropScalarsAbove(first);
      this.put(first, second, value);
      return;
    }
    if (first !== undefined) {
      this.put('', first, null);
      this.deleteChildren.run(first);
      this.rowCache?.clear();
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
    this.rowCache?.clear();
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
