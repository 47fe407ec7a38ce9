/**
 * `counts/…`, `searchIndex/…` and `insights/…` (src/records/derived.ts, insights.ts) as server/ serves them: computed on
 * every read from SQLite indexes over the stored records (migrations 4, 6 and 7 in sqlite.ts), so they are
 * right after any create, delete, restore, clear or import, with nothing to keep in step.
 * Hosted Firebase stores them instead, kept by the Cloud Function. Nobody writes them (policy.ts).
 */
import type { Statement } from 'better-sqlite3';
import { collections, type Collection } from '../../src/records/collections';
import {
  DERIVED_ROOTS,
  searchEntryOf,
  searchFields,
  type LeadCounts,
  type SearchField,
} from '../../src/records/derived';
import { DEFAULT_STATUS } from '../../src/records/lead';
import { InsightsView } from './insightsView';
import { getIn, isJsonObject, type Json, type JsonObject, type Path } from './protocol';
import { applyQuery, type Query } from './query';
import { RangeReader, type Row } from './rangeQuery';
import { searchKeySql } from './searchKeySql';
import type { SqliteDatabase } from './sqlite';

const isCollectionName = (key: string | undefined): key is Collection =>
  (collections as readonly string[]).includes(key ?? '');

/** The indexed expression of nodes_by_status (sqlite.ts), written exactly as indexed. */
const STATUS = "json_extract(value, '$.status')";

export class DerivedViews {
  private readonly countRow: Statement<[string, string, string], { total: number; worked: number }>;
  private readonly collectionRows: Statement<[string], Row>;
  private readonly ranges: RangeReader;
  private readonly insights: InsightsView;

  constructor(db: SqliteDatabase) {
    // All from nodes_by_status, a tenth of the size of the records' own rows: how many records,
    // then those with a status other than New (two range seeks that skip the records without one
    // and those still New; a condition on both sides of 'new' in one query would make SQLite work
    // the expression out for every record: 50 ms at 100,000).
    this.countRow = db.prepare(
      `SELECT (SELECT count(*) FROM nodes INDEXED BY nodes_by_status WHERE parent = ?) AS total,
              (SELECT count(*) FROM nodes WHERE parent = ? AND ${STATUS} < '${DEFAULT_STATUS}')
            + (SELECT count(*) FROM nodes WHERE parent = ? AND ${STATUS} > '${DEFAULT_STATUS}')
         AS worked`,
    );
    this.collectionRows = db.prepare('SELECT key, value FROM nodes WHERE parent = ? ORDER BY skey');
    this.ranges = new RangeReader(db);
    this.insights = new InsightsView(db);
  }

  /** The value at `path` (under `counts`, `searchIndex` or `insights`), `query` applied. */
  read(path: Path, query: Query | null): Json | null {
    const [root, collection] = path;
    if (root === DERIVED_ROOTS.searchIndex && path.length === 2 && query) {
      const fast = isCollectionName(collection) ? this.searchRange(collection, query) : undefined;
      if (fast !== undefined) return fast;
    }
    const whole =
      root === DERIVED_ROOTS.counts
        ? this.counts()
        : root === DERIVED_ROOTS.insights
          ? this.insights.read(Date.now())
          : this.index(collection);
    const value = getIn(whole as unknown as Json, path.slice(1));
    // Firebase has no empty objects: a collection with no entries is not there.
    if (isJsonObject(value) && Object.keys(value).length === 0) return null;
    return query ? applyQuery(value, query) : value;
  }

  /** Every collection's counts (a collection with no records counts 0). */
  counts(): Record<Collection, LeadCounts> {
    const counts = {} as Record<Collection, LeadCounts>;
    for (const collection of collections) {
      const { total, worked } = this.countRow.get(collection, collection, collection)!;
      counts[collection] = { total, new: total - worked };
    }
    return counts;
  }

  /** `searchIndex` (or only one collection of it), computed from every record: the slow path. */
  private index(only: string | undefined): JsonObject {
    const result: JsonObject = {};
    for (const collection of collections) {
      if (only !== undefined && only !== collection) continue;
      const entries: JsonObject = {};
      for (const { key, value } of this.collectionRows.iterate(collection)) {
        entries[key] = searchEntryOf(key, JSON.parse(value));
      }
      if (Object.keys(entries).length > 0) result[collection] = entries;
    }
    return result;
  }

  /**
   * `orderBy` one search key with string bounds: an index range scan. Undefined for any other
   * query (the general path answers it).
   */
  private searchRange(collection: Collection, query: Query): JsonObject | null | undefined {
    const { orderBy } = query;
    const field = orderBy.kind === 'child' && orderBy.path.length === 1 ? orderBy.path[0] : '';
    if (!(searchFields as readonly string[]).includes(field ?? '')) return undefined;
    const bounds = [query.startAt, query.endAt, query.equalTo];
    if (bounds.some((bound) => bound !== undefined && typeof bound !== 'string')) return undefined;
    const rows = this.ranges.rows(collection, query, searchKeySql(field as SearchField));
    if (rows.length === 0) return null;
    const result: JsonObject = {};
    for (const { key, value } of rows) result[key] = searchEntryOf(key, JSON.parse(value));
    return result;
  }
}
