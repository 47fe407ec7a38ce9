/**
 * The access policy (docs/ARCHITECTURE.md), evaluated the way database.rules.json is, so
 * both backends give the same answers (tests/server/policy.fixtures.ts):
 *
 * - staff (a valid token) may read and write anything, except that every record
 *   left in one of the six collections must pass its schema (rules: `.validate`);
 * - anyone else may only create a new record at a push-ID-shaped key in one of the
 *   six collections, and the record must pass its schema (rules: `$id/.write` +
 *   `.validate`). Nothing else: no read, no overwrite, no delete.
 *
 * A refused permission is 401 "Permission denied"; a record that fails its schema
 * is 400 naming the field and why (Firebase says "Permission denied" for both).
 */
import type { z } from 'zod';
import { HONEYPOT_FIELD, isCollection, type Collection } from '../../src/records/collections';
import { recordSchemas } from '../../src/records/schemas';
import {
  badRequest,
  getIn,
  isJsonObject,
  isPrefix,
  permissionDenied,
  setIn,
  type Json,
  type Path,
} from './protocol';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';
import { RECORD_DEPTH, type SetOperation, type TreeStore } from './store';

export type Who = { kind: 'anyone' } | { kind: 'staff'; uid: string; email: string };

export const ANYONE: Who = { kind: 'anyone' };

export const canRead = (who: Who): boolean => who.kind === 'staff';

/**
 * The form's hidden field. A filled one marks a bot: the caller answers as if the
 * record was stored and stores nothing. An empty one is dropped before validation.
 */
export function checkHoneypot(body: unknown): 'bot' | 'human' {
  if (!isJsonObjectLike(body) || !(HONEYPOT_FIELD in body)) return 'human';
  const value = body[HONEYPOT_FIELD];
  if (value === null || value === undefined || value === false) {
    delete body[HONEYPOT_FIELD];
    return 'human';
  }
  if (typeof value === 'string' && value.trim() === '') {
    delete body[HONEYPOT_FIELD];
    return 'human';
  }
  return 'bot';
}

const isJsonObjectLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface RecordRef {
  collection: Collection;
  id: string;
}

/** The records of the six collections that `operation` writes. */
function recordsWritten(operation: SetOperation): RecordRef[] {
  const { path, value } = operation;
  const [first, second] = path;
  if (first !== undefined && second !== undefined) {
    return isCollection(first) ? [{ collection: first, id: second }] : [];
  }
  const childrenOf = (collection: string, node: Json | null | undefined): RecordRef[] =>
    isCollection(collection) && isJsonObject(node ?? null)
      ? Object.keys(node as object).map((id) => ({ collection, id }))
      : [];
  if (first !== undefined) return childrenOf(first, value);
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([collection, node]) => childrenOf(collection, node));
}

/** The record at `recordPath` after `operations`, starting from `current`. */
function recordAfter(recordPath: Path, current: Json | null, operations: readonly SetOperation[]) {
  let record = current;
  for (const { path, value } of operations) {
    if (isPrefix(path, recordPath)) record = getIn(value, recordPath.slice(path.length));
    else if (isPrefix(recordPath, path)) record = setIn(record, path.slice(RECORD_DEPTH), value);
  }
  return record;
}

/** "field: why", naming the first problem zod found. */
export function describeIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return `${prefix || 'record'}: Invalid record`;
  if (issue.code === 'unrecognized_keys') {
    return `${prefix}${issue.keys[0] ?? 'record'}: Unknown field`;
  }
  const field = issue.path.map(String).join('.');
  return `${prefix}${field || 'record'}: ${issue.message}`;
}

/**
 * Checks `operations` against the policy and the schemas. Returns the operations
 * to apply: the requested ones, followed by each written record as its schema
 * parsed it (trimmed), so what is stored is exactly what the form validated.
 * Must run inside the store transaction that applies the result.
 */
export function authorizeWrite(
  store: TreeStore,
  who: Who,
  operations: readonly SetOperation[],
): SetOperation[] {
  if (who.kind === 'anyone') {
    for (const { path } of operations) {
      const [collection, id] = path;
      if (
        path.length < RECORD_DEPTH ||
        collection === undefined ||
        id === undefined ||
        !isCollection(collection) ||
        !PUSH_ID_PATTERN.test(id) ||
        store.get([collection, id]) !== null
      ) {
        throw permissionDenied();
      }
    }
  }

  const seen = new Set<string>();
  const parsedRecords: SetOperation[] = [];
  const atRecordLevel = operations.every(({ path }) => path.length >= RECORD_DEPTH);
  for (const operation of operations) {
    for (const { collection, id } of recordsWritten(operation)) {
      const recordKey = `${collection}/${id}`;
      if (seen.has(recordKey)) continue;
      seen.add(recordKey);
      const recordPath = [collection, id];
      const record = recordAfter(recordPath, store.get(recordPath), operations);
      if (record === null) {
        if (who.kind === 'anyone') throw permissionDenied();
        continue;
      }
      const result = recordSchemas[collection].safeParse(record);
      if (!result.success) {
        throw badRequest(describeIssue(result.error, atRecordLevel ? '' : `${recordKey}/`));
      }
      parsedRecords.push({ path: recordPath, value: result.data as Json });
    }
  }
  return [...operations, ...parsedRecords];
}
