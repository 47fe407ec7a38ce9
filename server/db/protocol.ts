/**
 * The Firebase Realtime Database REST dialect: paths, keys, values and the
 * error shape, independent of how the tree is stored.
 */
import {
  applyEdits as applyTreeEdits,
  isObject,
  valueAt,
  type TreeEdit as TreeEditOf,
} from '../../src/lib/tree';

/** A JSON value as the database holds it: objects have no null or empty children. */
export type Json = string | number | boolean | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}
export type Path = readonly string[];

/** Firebase's limit on the depth of the tree (path plus value). */
export const MAX_DEPTH = 32;
/** Firebase's limit on the length of a key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 768;

/** A refusal the protocol answers with `{"error": message}` and an HTTP status. */
export class ProtocolError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 413 | 429 | 500 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

export const PERMISSION_DENIED = 'Permission denied';
export const permissionDenied = () => new ProtocolError(401, PERMISSION_DENIED);
export const badRequest = (message: string) => new ProtocolError(400, message);

// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[.$#[\]/\u0000-\u001f\u007f]/;

/** Why a key cannot be used, or null when it can. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'Invalid key "": keys cannot be empty';
  if (FORBIDDEN_KEY_CHARS.test(key)) {
    return `Invalid key ${JSON.stringify(key)}: keys cannot contain . $ # [ ] / or control characters`;
  }
  // Assigning it to a JavaScript object would set the object's prototype, letting
  // inherited values pass for fields that were never sent.
  if (key === '__proto__') return 'Invalid key "__proto__": it is reserved';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    return `Invalid key: keys are limited to ${MAX_KEY_BYTES} bytes`;
  }
  return null;
}

/**
 * Parses the part of a request path after the database prefix, e.g.
 * `/contactForm/-Nabc.json` → ['contactForm', '-Nabc']. Returns null when the
 * path does not end in `.json` (not a database request).
 */
export function parseDataPath(rawPath: string): Path | null {
  if (!rawPath.endsWith('.json')) return null;
  const withoutSuffix = rawPath.slice(0, -'.json'.length);
  const segments: string[] = [];
  for (const encoded of withoutSuffix.split('/')) {
    if (encoded === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      throw badRequest('Invalid path: it is not valid URL encoding');
    }
    const problem = keyProblem(segment);
    if (problem) throw badRequest(`Invalid path: ${problem}`);
    segments.push(segment);
  }
  if (segments.length > MAX_DEPTH) {
    throw badRequest(`Invalid path: paths are limited to ${MAX_DEPTH} levels`);
  }
  return segments;
}

/** Splits a child path used as a PATCH key ("a/b") into validated segments. */
export function parseChildPath(childPath: string): Path {
  const segments = childPath.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) throw badRequest('Invalid data: an update key cannot be empty');
  // Checked before anything walks the key: a longer path can never be stored.
  if (segments.length > MAX_DEPTH) {
    throw badRequest(`Invalid data: paths are limited to ${MAX_DEPTH} levels`);
  }
  for (const segment of segments) {
    const problem = keyProblem(segment);
    if (problem) throw badRequest(`Invalid data: ${problem}`);
  }
  return segments;
}

export const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);

export const pathString = (path: Path): string => '/' + path.join('/');

export const isJsonObject = (value: Json | null | undefined): value is JsonObject =>
  isObject(value);

/**
 * Turns client JSON into what the database stores, as Firebase does: arrays become
 * objects keyed by index, nulls and empty objects disappear, `{".sv": "timestamp"}`
 * becomes the server time, `.priority` is dropped and keys are checked.
 * `depthUsed` is the depth of the path the value is written at.
 */
export function normalizeValue(value: unknown, depthUsed: number, now = Date.now()): Json | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badRequest('Invalid data: numbers must be finite');
    return value;
  }
  if (depthUsed >= MAX_DEPTH) {
    throw badRequest(`Invalid data: the tree is limited to ${MAX_DEPTH} levels`);
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  if (!Array.isArray(value) && !isObject(value)) {
    throw badRequest("Invalid data; couldn't parse JSON object, array, or value.");
  }
  if (isObject(value)) {
    if ('.sv' in value) {
      if (value['.sv'] === 'timestamp' && entries.length === 1) return now;
      throw badRequest('Invalid data: the only server value supported is {".sv": "timestamp"}');
    }
    if ('.value' in value) return normalizeValue(value['.value'], depthUsed, now);
  }
  const result: JsonObject = {};
  for (const [key, child] of entries) {
    if (key === '.priority') continue;
    const problem = keyProblem(key);
    if (problem) throw badRequest(`Invalid data: ${problem}`);
    const normalized = normalizeValue(child, depthUsed + 1, now);
    if (normalized !== null) result[key] = normalized;
  }
  return Object.keys(result).length === 0 ? null : result;
}

/**
 * Refuses a parsed body before anything else walks it: nested deeper than the tree allows (no
 * write could store it), or, given `maxChildren`, holding an object or array with more children
 * than that. One pass with its own stack, so its cost is bounded by the body's size and a deep
 * body cannot overflow the call stack.
 */
export function checkShape(body: unknown, maxChildren = Infinity): void {
  const stack: { node: unknown; depth: number }[] = [{ node: body, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= MAX_DEPTH) {
      throw badRequest(`Invalid data: the tree is limited to ${MAX_DEPTH} levels`);
    }
    const children: unknown[] = Array.isArray(node) ? node : Object.values(node);
    if (children.length > maxChildren) {
      throw badRequest(`Invalid data: a record has at most ${maxChildren} fields`);
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
}

/**
 * A path of `paths` that another one is equal to or lies under (the shorter), or null. Linear in
 * the paths' total length: each path and each of its ancestors is looked up once.
 */
export function findOverlap(paths: readonly Path[]): Path | null {
  const seen = new Set<string>();
  for (const path of paths) {
    const key = path.join('/');
    if (seen.has(key)) return path;
    seen.add(key);
  }
  for (const path of paths) {
    let ancestor = '';
    for (let length = 1; length < path.length; length += 1) {
      ancestor = length === 1 ? (path[0] as string) : `${ancestor}/${path[length - 1]}`;
      if (seen.has(ancestor)) return path.slice(0, length);
    }
  }
  return null;
}

/** The value at `path` inside `value` (null when absent): the shared tree reader. */
export const getIn = (value: Json | null, path: Path): Json | null => valueAt(value, path);

/** One write into a tree: `value` replaces what is at `path` (null removes it). */
export type TreeEdit = TreeEditOf<Json>;

/**
 * A copy of `value` with `edits` applied in order, as Firebase does: the one tree writer
 * (src/lib/tree.ts), which the browser's live lists and the dashboard tests' fake use too.
 */
export const applyEdits = (value: Json | null, edits: readonly TreeEdit[]): Json | null =>
  applyTreeEdits(value, edits);

const INTEGER_KEY = /^-?\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** The key as a 32-bit integer when Firebase treats it as one, else null. */
export function integerKey(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

/**
 * Firebase's key order: keys that are 32-bit integers first, numerically (shorter
 * spelling first on ties such as "1" and "01"), then all other keys as strings.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const intA = integerKey(a);
  const intB = integerKey(b);
  if (intA !== null && intB !== null) return intA === intB ? a.length - b.length : intA - intB;
  if (intA !== null) return -1;
  if (intB !== null) return 1;
  return a < b ? -1 : 1;
}

/**
 * A string whose binary order is Firebase's key order, so SQLite can page by key:
 * "0" + the integer shifted to be non-negative, zero-padded, + its length; or "1" + the key.
 * (SQLite compares UTF-8 bytes and JavaScript UTF-16 units; they differ only between
 * characters above U+FFFF and U+E000-U+FFFF, which push IDs never contain.)
 */
export function sortKey(key: string): string {
  const int = integerKey(key);
  if (int === null) return '1' + key;
  return '0' + String(int - INT32_MIN).padStart(10, '0') + String(key.length).padStart(2, '0');
}

/**
 * How Firebase renders stored data: an object whose keys are all integers, with
 * more than half of the indexes up to the largest present, comes back as an array.
 */
export function toOutput(value: Json | null): unknown {
  if (!isJsonObject(value)) return value;
  const keys = Object.keys(value);
  let maxIndex = -1;
  let allIndexes = keys.length > 0;
  for (const key of keys) {
    if (!/^(0|[1-9]\d*)$/.test(key)) {
      allIndexes = false;
      break;
    }
    maxIndex = Math.max(maxIndex, Number(key));
  }
  if (allIndexes && keys.length * 2 > maxIndex + 1) {
    const array: unknown[] = Array.from({ length: maxIndex + 1 }, () => null);
    for (const key of keys) array[Number(key)] = toOutput(value[key] ?? null);
    return array;
  }
  const result: Record<string, unknown> = {};
  for (const key of keys) result[key] = toOutput(value[key] ?? null);
  return result;
}
