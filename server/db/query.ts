/** Firebase REST queries: `orderBy`, `startAt`, `endAt`, `equalTo`, `limitToFirst`, `limitToLast`. */
import {
  badRequest,
  compareKeys,
  getIn,
  isJsonObject,
  keyProblem,
  type Json,
  type JsonObject,
  type Path,
} from './protocol';

export type Primitive = string | number | boolean | null;
export type OrderBy = { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: Path };

export interface Query {
  orderBy: OrderBy;
  startAt?: Primitive;
  endAt?: Primitive;
  equalTo?: Primitive;
  limitToFirst?: number;
  limitToLast?: number;
}

const FILTERS = ['startAt', 'endAt', 'equalTo', 'limitToFirst', 'limitToLast'] as const;

function parseBound(name: string, raw: string): Primitive {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be a JSON primitive (strings are quoted: ${name}="value")`);
  }
  if (value !== null && typeof value === 'object') {
    throw badRequest(`${name} must be a JSON primitive (a string, number, boolean or null)`);
  }
  return value as Primitive;
}

/** Limits beyond this are the same as no limit (and SQLite wants an integer). */
const MAX_LIMIT = 2 ** 31 - 1;

function parseLimit(name: string, raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`);
  return Math.min(Number(raw), MAX_LIMIT);
}

function parseOrderBy(raw: string): OrderBy {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('orderBy must be a valid JSON encoded path');
  }
  if (typeof value !== 'string' || value === '') {
    throw badRequest('orderBy must be a valid JSON encoded path');
  }
  if (value === '$key') return { kind: 'key' };
  if (value === '$value') return { kind: 'value' };
  if (value === '$priority') throw badRequest('orderBy="$priority" is not supported');
  const path = value.split('/').filter((segment) => segment !== '');
  for (const segment of path) {
    if (keyProblem(segment)) throw badRequest('orderBy must be a valid JSON encoded path');
  }
  return { kind: 'child', path };
}

/** Reads the query parameters; null when the request has none. */
export function parseQuery(params: URLSearchParams): Query | null {
  const orderByRaw = params.get('orderBy');
  const hasFilter = FILTERS.some((name) => params.has(name));
  if (orderByRaw === null) {
    if (hasFilter)
      throw badRequest('orderBy must be defined when other query parameters are defined');
    return null;
  }
  const query: Query = { orderBy: parseOrderBy(orderByRaw) };
  for (const name of ['startAt', 'endAt', 'equalTo'] as const) {
    const raw = params.get(name);
    if (raw !== null) query[name] = parseBound(name, raw);
  }
  for (const name of ['limitToFirst', 'limitToLast'] as const) {
    const raw = params.get(name);
    if (raw !== null) query[name] = parseLimit(name, raw);
  }
  if (query.limitToFirst !== undefined && query.limitToLast !== undefined) {
    throw badRequest('Only one of limitToFirst and limitToLast may be used');
  }
  if (query.equalTo !== undefined && (query.startAt !== undefined || query.endAt !== undefined)) {
    throw badRequest('equalTo cannot be combined with startAt or endAt');
  }
  if (query.orderBy.kind === 'key') {
    for (const name of ['startAt', 'endAt', 'equalTo'] as const) {
      const bound = query[name];
      if (bound !== undefined && typeof bound !== 'string') {
        throw badRequest(`orderBy="$key" needs ${name} to be a string (quoted: ${name}="key")`);
      }
    }
  }
  return query;
}

/** Firebase's order of values: null, false, true, numbers, strings, then objects. */
function typeRank(value: Json | null): number {
  if (value === null) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

export function compareValues(a: Json | null, b: Json | null): number {
  const rankDifference = typeRank(a) - typeRank(b);
  if (rankDifference !== 0) return rankDifference;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

/** A child as a query sees it: its key and the value it is ordered by. */
export interface OrderedChild {
  key: string;
  value: Json | null;
}

/** All objects tie in Firebase's order: one stands for any (a child's record is not kept). */
const AN_OBJECT: Json = {};

/** `child` (at `key`) as `orderBy` orders it. */
export function orderedChild(orderBy: OrderBy, key: string, child: Json): OrderedChild {
  const value =
    orderBy.kind === 'key' ? key : orderBy.kind === 'value' ? child : getIn(child, orderBy.path);
  return { key, value: isJsonObject(value) ? AN_OBJECT : value };
}

/** Firebase's order of children under `orderBy`: by the ordered value, ties by key. */
export function compareChildren(orderBy: OrderBy, a: OrderedChild, b: OrderedChild): number {
  if (orderBy.kind === 'key') return compareKeys(a.key, b.key);
  return compareValues(a.value, b.value) || compareKeys(a.key, b.key);
}

/** Whether a child is within `query`'s `startAt`, `endAt` and `equalTo` (limits aside). */
export function withinBounds(query: Query, child: OrderedChild): boolean {
  const compareBound = (bound: Primitive): number =>
    query.orderBy.kind === 'key'
      ? compareKeys(child.key, bound as string)
      : compareValues(child.value, bound);
  const { startAt, endAt, equalTo } = query;
  if (equalTo !== undefined) return compareBound(equalTo) === 0;
  if (startAt !== undefined && compareBound(startAt) < 0) return false;
  if (endAt !== undefined && compareBound(endAt) > 0) return false;
  return true;
}

/** Applies a query to the children of an object, keeping Firebase's order; null when none match. */
export function applyQuery(value: Json | null, query: Query): Json | null {
  if (!isJsonObject(value)) return value;
  const { orderBy } = query;
  let entries = Object.entries(value)
    .map(([key, child]) => ({ child, ordered: orderedChild(orderBy, key, child) }))
    .filter(({ ordered }) => withinBounds(query, ordered))
    .sort((a, b) => compareChildren(orderBy, a.ordered, b.ordered));
  if (query.limitToFirst !== undefined) entries = entries.slice(0, query.limitToFirst);
  if (query.limitToLast !== undefined) entries = entries.slice(-query.limitToLast);
  if (entries.length === 0) return null;
  const result: JsonObject = {};
  for (const { child, ordered } of entries) result[ordered.key] = child;
  return result;
}
