/**
 * Queries that order a collection by one indexed child (the receive time the dashboard lists by),
 * answered as an SQLite index range scan with LIMIT instead of reading the whole collection.
 *
 * Firebase orders children by a child's value in classes (missing, false, true, numbers, strings,
 * objects), within a class by value, and ties by key. The index holds that order as three
 * columns: the class (`rank`), the value where the class has one (`value`, else 0), and the key's
 * sort key. The SQL below is also the index's definition (sqlite.ts): a query uses an expression
 * index only when it repeats the indexed expression exactly, so both are written from here, and
 * changing them needs a new migration.
 */
import { FOLLOW_UP_AT, STAFF_FIELDS } from '../../src/records/lead';
import { RECEIVED_AT } from '../../src/records/schemas';
import type { Path } from './protocol';
import type { Primitive, Query } from './query';
import { RangeStatements, type Row } from './rangeQuery';
import type { SqliteDatabase } from './sqlite';

/**
 * The children a collection can be ordered by from an index (a path below the record, `/` between
 * its keys): the receive time; the owner and the follow-up's time (the dashboard's quick views).
 */
export const INDEXED_CHILDREN = [RECEIVED_AT, STAFF_FIELDS.owner, FOLLOW_UP_AT] as const;
export type IndexedChild = (typeof INDEXED_CHILDREN)[number];

const jsonPath = (child: IndexedChild) => `'$.${child.replace('/', '.')}'`;

/** The child's class in Firebase's order, 0 (missing) to 5 (object). */
export function rankSql(child: IndexedChild): string {
  const type = `json_type(value, ${jsonPath(child)})`;
  return (
    `CASE ${type} WHEN 'false' THEN 1 WHEN 'true' THEN 2 WHEN 'integer' THEN 3 WHEN 'real' THEN 3 ` +
    `WHEN 'text' THEN 4 WHEN 'object' THEN 5 WHEN 'array' THEN 5 ELSE 0 END`
  );
}

/** The child's value for numbers and strings; 0 for the classes whose members all tie. */
export function valueSql(child: IndexedChild): string {
  const path = jsonPath(child);
  return (
    `CASE WHEN json_type(value, ${path}) IN ('integer', 'real', 'text') ` +
    `THEN json_extract(value, ${path}) ELSE 0 END`
  );
}

/** A query bound as (rank, value), comparable with the indexed columns. */
function boundOf(bound: Primitive): [number, number | string] {
  if (bound === null) return [0, 0];
  if (bound === false) return [1, 0];
  if (bound === true) return [2, 0];
  if (typeof bound === 'number') return [3, bound];
  return [4, bound];
}

/** The indexed child `query` orders a collection by, if any. */
export function indexedChildOf(path: Path, query: Query): IndexedChild | undefined {
  const { orderBy } = query;
  if (path.length !== 1 || orderBy.kind !== 'child') return undefined;
  const child = orderBy.path.join('/');
  return INDEXED_CHILDREN.find((indexed) => indexed === child);
}

export class ChildOrderReader {
  private readonly statements: RangeStatements;

  constructor(db: SqliteDatabase) {
    this.statements = new RangeStatements(db);
  }

  /** The rows of `parent` that `query` (ordered by `child`) selects, first to last. */
  rows(parent: string, child: IndexedChild, query: Query): Row[] {
    const rank = rankSql(child);
    const value = valueSql(child);
    const conditions = ['parent = ?'];
    const parameters: unknown[] = [parent];
    if (query.equalTo !== undefined) {
      conditions.push(`${rank} = ? AND ${value} = ?`);
      parameters.push(...boundOf(query.equalTo));
    }
    if (query.startAt !== undefined) {
      conditions.push(`(${rank}, ${value}) >= (?, ?)`);
      parameters.push(...boundOf(query.startAt));
    }
    if (query.endAt !== undefined) {
      conditions.push(`(${rank}, ${value}) <= (?, ?)`);
      parameters.push(...boundOf(query.endAt));
    }
    const order = (direction: string) =>
      `${rank} ${direction}, ${value} ${direction}, skey ${direction}`;
    return this.statements.rows(conditions, parameters, order, query);
  }
}
