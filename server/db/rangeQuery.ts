/**
 * One collection's rows in the range a query selects over an indexed expression (`skey`, the
 * key's sort key, or a search key), in Firebase's order (ties by key), read as an index range
 * scan with LIMIT. Shared by the store (`orderBy="$key"`) and the search index (derived.ts).
 */
import type { Statement } from 'better-sqlite3';
import type { Primitive, Query } from './query';
import type { SqliteDatabase } from './sqlite';

export interface Row {
  key: string;
  value: string;
}

const KEY_ORDER = 'skey';

/** Prepared range reads, one statement per distinct SQL text (shared by the range readers). */
export class RangeStatements {
  private readonly statements = new Map<string, Statement<unknown[], Row>>();

  constructor(private readonly db: SqliteDatabase) {}

  /**
   * The rows of `nodes` matching `conditions`, in `order(direction)`, limited as `query` says
   * (`limitToLast` reads backwards from the end), first to last.
   */
  rows(
    conditions: readonly string[],
    parameters: readonly unknown[],
    order: (direction: 'ASC' | 'DESC') => string,
    query: Query,
  ): Row[] {
    const fromEnd = query.limitToLast !== undefined;
    const limit = query.limitToLast ?? query.limitToFirst;
    let sql = `SELECT key, value FROM nodes WHERE ${conditions.join(' AND ')} ORDER BY ${order(fromEnd ? 'DESC' : 'ASC')}`;
    const values = [...parameters];
    if (limit !== undefined) {
      sql += ' LIMIT ?';
      values.push(limit);
    }
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[], Row>(sql);
      this.statements.set(sql, statement);
    }
    const rows = statement.all(...values);
    return fromEnd ? rows.reverse() : rows;
  }
}

export class RangeReader {
  private readonly statements: RangeStatements;

  constructor(db: SqliteDatabase) {
    this.statements = new RangeStatements(db);
  }

  /**
   * The rows of `parent` whose `expression` is within `query`'s bounds (each made comparable by
   * `toParameter`), first to last; rows where it is NULL are never selected.
   */
  rows(
    parent: string,
    query: Query,
    expression = KEY_ORDER,
    toParameter: (bound: Primitive) => unknown = (bound) => bound,
  ): Row[] {
    const conditions = ['parent = ?'];
    const parameters: unknown[] = [parent];
    if (expression !== KEY_ORDER) conditions.push(`${expression} IS NOT NULL`);
    const bound = (operator: string, value: Primitive) => {
      conditions.push(`${expression} ${operator} ?`);
      parameters.push(toParameter(value));
    };
    if (query.equalTo !== undefined) bound('=', query.equalTo);
    if (query.startAt !== undefined) bound('>=', query.startAt);
    if (query.endAt !== undefined) bound('<=', query.endAt);
    const order = (direction: string) =>
      expression === KEY_ORDER
        ? `${KEY_ORDER} ${direction}`
        : `${expression} ${direction}, ${KEY_ORDER} ${direction}`;
    return this.statements.rows(conditions, parameters, order, query);
  }
}
