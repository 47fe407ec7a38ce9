/**
 * The access policy: server/'s evaluator of the one access declaration (server/db/access.ts),
 * answering as database.rules.json (generated from the same declaration) does, so both backends
 * agree (tests/server/policy.fixtures.ts). Like the rules, it has two steps: may the caller write
 * at each path of the update (a declared `write` rule on the path or one of its ancestors grants
 * it; a path nobody declared is granted to nobody), and is what the whole update leaves behind
 * valid (the declared entries' schemas, from the record catalogue and src/records/lead.ts).
 *
 * A record that exists keeps what the visitor sent: no path lets staff change its fields. A
 * restored record, or a trash or spam entry made from a record, may hold a field that fails
 * its schema today (an older record, a session date now past) when the field is exactly the
 * value it was copied from. Times staff send may be at most MAX_CLOCK_AHEAD_MS ahead.
 *
 * A refused permission is 401 "Permission denied"; data that fails its schema is 400 naming
 * the field and why (Firebase says "Permission denied" for both). The whole update is checked
 * before any of it is applied, inside the store transaction that applies it: all or nothing.
 */
import type { z } from '../../src/records/zod';
import {
  collections,
  HONEYPOT_FIELD,
  isCollection,
  type Collection,
} from '../../src/records/collections';
import {
  INBOX_ROOTS,
  MAX_CLOCK_AHEAD_MS,
  STAFF_FIELDS,
  trashFieldsShape,
} from '../../src/records/lead';
import { RECEIVED_AT, recordSchemas } from '../../src/records/schemas';
import { ADMIN, type StaffRole } from '../../src/records/staff';
import { asksNewsConsent, NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import {
  badRequest,
  getIn,
  isJsonObject,
  permissionDenied,
  applyEdits,
  toOutput,
  type Json,
  type JsonObject,
  type Path,
} from './protocol';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';
import { isObject } from '../../src/lib/tree';
import type { SetOperation, TreeStore } from './store';
import {
  ACCESS,
  accessChain,
  childAccess,
  mayRead,
  RECORD_STAFF_CHILDREN,
  type EntryChecks,
  type PathAccess,
} from './access';

/** What the policy reads of the tree: the stored value at a path (SQLite, or a test's tree). */
type TreeReader = Pick<TreeStore, 'get'>;

/**
 * Who a request comes from: a stranger, or a member of staff in the role their `staff/{uid}`
 * entry gives (an account without one is no member of staff: server/auth/service.ts).
 */
export type Who =
  { kind: 'anyone' } | { kind: 'staff'; uid: string; email: string; role: StaffRole };

export const ANYONE: Who = { kind: 'anyone' };

export const isStaff = (who: Who): boolean => who.kind === 'staff';
const isAdmin = (who: Who): boolean => who.kind === 'staff' && who.role === ADMIN;

/** The `.read` rules: what the access declaration lets this reader read (server/db/access.ts). */
export const canRead = (who: Who, path: Path, access = ACCESS): boolean =>
  mayRead(who.kind === 'staff' ? who.role : 'anyone', path, access);

/**
 * The quick part of the `.write` rules, asked before a body is examined: anyone may write only at
 * or under a push-ID-shaped key where the declaration keeps leads (a new record); staff only at
 * the root (a multi-path update, each of its paths asked in turn) or at a declared path.
 * authorizeWrite decides the rest.
 */
export function mayAttemptWrite(who: Who, path: Path, access = ACCESS): boolean {
  const chain = accessChain(path, access);
  if (isStaff(who)) return path.length === 0 || chain.length > 1;
  return chain.some(
    (node, depth) => node.write === 'lead' && PUSH_ID_PATTERN.test(path[depth - 1] ?? ''),
  );
}

/**
 * How many records a write at `paths` may create: each distinct `{collection}/{id}` it reaches.
 * A visitor's write takes that many tokens of the write limit (one multi-path write is not one
 * record). At least one: every write counts.
 */
export function recordsReached(paths: readonly Path[]): number {
  const records = new Set<string>();
  for (const [first, second] of paths) {
    if (first !== undefined && second !== undefined && isCollection(first))
      records.add(`${first}/${second}`);
  }
  return Math.max(1, records.size);
}

/**
 * The form's hidden field. A filled one marks a bot: the caller keeps the submission as spam
 * and answers as if the record was stored. An empty one is dropped before validation.
 */
export function checkHoneypot(body: unknown): 'bot' | 'human' {
  if (!isObject(body) || !(HONEYPOT_FIELD in body)) return 'human';
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

/** "field: why", naming the first problem zod found. */
export function describeIssue(error: z.core.$ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return `${prefix || 'record'}: Invalid record`;
  if (issue.code === 'unrecognized_keys') {
    // Named from the record down: an unknown child of `source` is `source.<child>`.
    const where = [...issue.path.map(String), issue.keys[0] ?? 'record'].join('.');
    return `${prefix}${where}: Unknown field`;
  }
  const field = issue.path.map(String).join('.');
  return `${prefix}${field || 'record'}: ${issue.message}`;
}

/**
 * The tree before an update (the store) and after it (the store with the update applied).
 * Linear in the update's size: each operation is filed under every ancestor of its path once,
 * each path's "after" is worked out once (by one pass of applyEdits over the operations at or
 * under it) and kept, and each record's row is read once.
 */
class UpdateView {
  private readonly beforeCache = new Map<string, Json | null>();
  private readonly afterCache = new Map<string, Json | null>();
  /** Path (joined) → the indexes of the operations exactly at it, in order. */
  private readonly at = new Map<string, number[]>();
  /** Path (joined) → the indexes of the operations strictly under it, in order. */
  private readonly under = new Map<string, number[]>();

  constructor(
    private readonly store: TreeReader,
    private readonly operations: readonly SetOperation[],
  ) {
    const file = (map: Map<string, number[]>, key: string, index: number) => {
      const list = map.get(key);
      if (list) list.push(index);
      else map.set(key, [index]);
    };
    operations.forEach(({ path }, index) => {
      // Each ancestor's key grows from its parent's, so filing is linear in the path's length.
      let key = '';
      path.forEach((segment, length) => {
        file(this.under, key, index);
        key = length === 0 ? segment : `${key}/${segment}`;
      });
      file(this.at, key, index);
    });
  }

  before(path: Path): Json | null {
    // Deeper paths read their row once (a collection's trash is one row of the store).
    if (path.length > 2) return getIn(this.before(path.slice(0, 2)), path.slice(2));
    const key = path.join('/');
    if (!this.beforeCache.has(key)) this.beforeCache.set(key, this.store.get(path));
    return this.beforeCache.get(key) ?? null;
  }

  after(path: Path): Json | null {
    const key = path.join('/');
    if (!this.afterCache.has(key)) this.afterCache.set(key, this.computeAfter(path));
    return this.afterCache.get(key) ?? null;
  }

  /** Applies, in order, the last operation at or above `path` and every later one under it. */
  private computeAfter(path: Path): Json | null {
    let covering = -1;
    let key = '';
    for (let length = 0; length <= path.length; length += 1) {
      if (length > 0) key = length === 1 ? (path[0] as string) : `${key}/${path[length - 1]}`;
      for (const index of this.at.get(key) ?? []) {
        if (index > covering) covering = index;
      }
    }
    const coveringOperation = this.operations[covering];
    const start = coveringOperation
      ? getIn(coveringOperation.value, path.slice(coveringOperation.path.length))
      : null;
    const edits: SetOperation[] = [];
    for (const index of this.under.get(path.join('/')) ?? []) {
      const operation = this.operations[index];
      if (index > covering && operation) {
        edits.push({ path: operation.path.slice(path.length), value: operation.value });
      }
    }
    if (coveringOperation) return edits.length > 0 ? applyEdits(start, edits) : start;
    return edits.length > 0 ? applyEdits(this.before(path), edits) : this.before(path);
  }
}

const { trash: TRASH, spam: SPAM } = INBOX_ROOTS;

type EntryAccess = NonNullable<PathAccess['entry']>;
/** An entry validated as a whole: a record, a trash or spam entry, an audit entry. */
type UnitEntry = Extract<
  EntryAccess,
  { kind: 'record' | 'trash' | 'spam' | 'audit' | 'member' | 'invitation' | 'template' }
>;
/** The entry a write at `path` belongs to, and where it is. */
interface Unit {
  entry: UnitEntry;
  path: Path;
}

const isUnitEntry = (entry: EntryAccess | undefined): entry is UnitEntry =>
  entry !== undefined && entry.kind !== 'note' && entry.kind !== 'child';

/** The entry validated as a whole at or above `path`, from the access declaration. */
function unitOf(path: Path, access: PathAccess): Unit | null {
  const chain = accessChain(path, access);
  for (let depth = chain.length - 1; depth > 0; depth -= 1) {
    const entry = chain[depth]?.entry;
    if (isUnitEntry(entry)) return { entry, path: path.slice(0, depth) };
  }
  return null;
}

const created = (view: UpdateView, path: Path) =>
  view.before(path) === null && view.after(path) !== null;
const createdOrDeleted = (view: UpdateView, path: Path) =>
  view.before(path) === null || view.after(path) === null;

/**
 * The `.write` rules: does the declared rule of `path` or of one of its ancestors grant this
 * write (server/db/access.ts)? A path nobody declared is granted to nobody.
 */
function mayWrite(who: Who, path: Path, view: UpdateView, access: PathAccess): boolean {
  return accessChain(path, access).some((node, depth) =>
    grants(node, who, path.slice(0, depth), view),
  );
}

/** Does `node`'s write rule, declared at `at`, grant the write? */
function grants(node: PathAccess, who: Who, at: Path, view: UpdateView): boolean {
  const staff = who.kind === 'staff';
  const admin = isAdmin(who);
  switch (node.write) {
    case undefined:
    case 'nobody':
      return false;
    case 'admin deletes':
      return admin && view.after(at) === null;
    case 'staff sets':
      return staff;
    case 'staff sets once':
      return staff && view.before(at) === null && view.after(at) !== null;
    case 'staff moves': {
      if (!staff || !createdOrDeleted(view, at)) return false;
      if (view.after(at) !== null || admin) return true;
      // An agent deletes an entry only by putting its record back (restore, not spam).
      const entry = node.entry;
      return (
        entry !== undefined &&
        'collection' in entry &&
        view.after([entry.collection, at[at.length - 1] ?? '']) !== null
      );
    }
    case 'admin sets':
      return admin;
    case 'admin manages':
      return admin && who.kind === 'staff' && at[at.length - 1] !== who.uid;
    case 'staff adds': {
      const value = view.after(at);
      // An entry validated as a whole names a wrong owner in a 400 (checkEntry); a note is
      // refused here, as the rules' `.write` does.
      const owner =
        node.entry?.kind === 'note' && 'owner' in node.entry ? node.entry.owner : undefined;
      return (
        staff &&
        created(view, at) &&
        isJsonObject(value) &&
        (owner === undefined || value[owner] === (who.kind === 'staff' ? who.email : ''))
      );
    }
    case 'lead': {
      const [collection, id] = at;
      if (!isCollection(collection ?? '') || id === undefined) return false;
      if (created(view, at) && PUSH_ID_PATTERN.test(id)) return true;
      if (!staff) return false;
      if (view.after(at) === null) {
        // Into the Trash, or (an admin) erased.
        return admin || view.after([TRASH, collection as Collection, id]) !== null;
      }
      return created(view, at) && hasEntryFor(view, collection as Collection, id);
    }
  }
}

/** A restore or "not spam": the record comes back from its trash or spam entry. */
const hasEntryFor = (view: UpdateView, collection: Collection, id: string) =>
  view.before([TRASH, collection, id]) !== null || view.before([SPAM, collection, id]) !== null;

/** A 400 naming the field; `prefix` names the entry when the update touches several. */
const refuse = (prefix: string, field: string, why: string) =>
  badRequest(`${prefix}${field}: ${why}`);

/** Equal values; the same object is equal at once (what an update leaves alone keeps its object). */
const sameValue = (a: Json | null | undefined, b: Json | null | undefined) =>
  a !== undefined && a !== null && (a === b || JSON.stringify(a) === JSON.stringify(b));

/** A time staff send: a whole number of milliseconds, not ahead of this clock (less skew). */
function checkTime(prefix: string, field: string, value: Json | undefined, now: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw refuse(prefix, field, 'Enter a time in milliseconds');
  }
  if (value > now + MAX_CLOCK_AHEAD_MS) throw refuse(prefix, field, 'The time is in the future');
}

/**
 * The visitor's fields of a record, a trash entry or a spam entry: they pass the collection's
 * schema, or (when `reference`, the record or entry they were copied from, exists) each field
 * that does not is exactly the reference's. Returns the fields as the schema parsed them, or as
 * sent when they were copied.
 */
function checkVisitorFields(
  collection: Collection,
  fields: JsonObject,
  reference: Json | null,
  prefix: string,
): JsonObject {
  const schema = recordSchemas[collection];
  const result = schema.safeParse(fields);
  if (result.success) return result.data as JsonObject;
  if (!isJsonObject(reference)) throw badRequest(describeIssue(result.error, prefix));
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  for (const [field, value] of Object.entries(fields)) {
    if (sameValue(value, reference[field])) continue;
    const fieldSchema = shape[field];
    if (!fieldSchema) throw refuse(prefix, field, 'Unknown field');
    const parsed = fieldSchema.safeParse(value);
    if (!parsed.success) throw refuse(prefix, field, parsed.error.issues[0]?.message ?? 'Invalid');
  }
  return fields;
}

/**
 * A record's staff-only children (RECORD_STAFF_CHILDREN in server/db/access.ts): a stranger sends
 * none; each value passes its schema, each new entry of a list (a note, a history event) its shape
 * and staff time. What `before` already held is not checked again.
 */
function checkStaffChildren(
  prefix: string,
  value: JsonObject,
  who: Who,
  before: Json | null,
  now: number,
) {
  if (who.kind !== 'staff' && STAFF_KEYS.some((key) => value[key] !== undefined)) {
    throw permissionDenied();
  }
  for (const [key, node] of Object.entries(RECORD_STAFF_CHILDREN)) {
    const child = value[key];
    const was = getIn(before, [key]);
    if (child === undefined || sameValue(child, was)) continue;
    const entry = node.entry;
    if (entry?.kind === 'child') {
      const parsed = entry.schema.safeParse(child);
      if (!parsed.success) {
        throw refuse(prefix, key, parsed.error.issues[0]?.message ?? 'Invalid');
      }
      if (entry.staffTime) checkTime(prefix, key, child, now);
      continue;
    }
    const listEntry = Object.values(node.children ?? {})[0]?.entry;
    if (listEntry?.kind !== 'note') continue;
    if (!isJsonObject(child)) throw refuse(prefix, key, 'Must be a list');
    for (const [entryId, item] of Object.entries(child)) {
      if (sameValue(item, getIn(was, [entryId]))) continue;
      const at = `${prefix}${key}/${entryId}/`;
      const parsed = listEntry.shape.safeParse(item);
      if (!parsed.success) throw badRequest(describeIssue(parsed.error, at));
      const { staffTime } = listEntry;
      if (staffTime !== undefined && isJsonObject(item)) {
        checkTime(at, staffTime, item[staffTime], now);
      }
    }
  }
}

/**
 * The receive time (`receivedAt`): the database's own clock, i.e. `{".sv": "timestamp"}` as this
 * request resolved it, or exactly the time of the record or entry it was copied from.
 */
function checkReceivedAt(
  prefix: string,
  value: Json | undefined,
  reference: Json | null,
  now: number,
  { required = false } = {},
) {
  if (value === now || (value === undefined && !required)) return;
  if (isJsonObject(reference) && sameValue(value, reference[RECEIVED_AT])) return;
  throw refuse(prefix, RECEIVED_AT, 'Send the server time ({".sv": "timestamp"})');
}

/**
 * A restore: `after` holds exactly the children of `entry` (the trash entry it comes from) but
 * the entry's own (`entryKeys`, which the record may not carry), leaving aside staff's status and
 * notes, which are checked on their own.
 */
function checkExactCopy(
  prefix: string,
  after: JsonObject,
  entry: Json,
  entryKeys: readonly string[],
): void {
  const copied = withoutKeys(isJsonObject(entry) ? entry : {}, entryKeys);
  const fields = new Set([...Object.keys(after), ...Object.keys(copied)]);
  for (const field of fields) {
    if (STAFF_KEYS.includes(field) || sameValue(after[field], copied[field])) continue;
    throw refuse(prefix, field, 'A restore puts back exactly what was deleted');
  }
}

/**
 * When the visitor said yes to news (`newsConsentAt`): like the receive time, the database's own
 * clock or exactly the time of the record or entry it was copied from, and only beside a yes.
 */
function checkNewsConsentAt(
  prefix: string,
  after: JsonObject,
  reference: Json | null,
  now: number,
) {
  const value = after[NEWS_CONSENT_AT];
  if (value === undefined) return;
  if (isJsonObject(reference) && sameValue(value, reference[NEWS_CONSENT_AT])) return;
  if (value !== now) {
    throw refuse(prefix, NEWS_CONSENT_AT, 'Send the server time ({".sv": "timestamp"})');
  }
  if (after[NEWS_CONSENT] !== true) {
    throw refuse(prefix, NEWS_CONSENT_AT, 'Only a yes to news has a time');
  }
}

function pick(value: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
}

function withoutKeys(value: JsonObject, keys: readonly string[]): JsonObject {
  const rest: JsonObject = {};
  for (const [key, child] of Object.entries(value)) if (!keys.includes(key)) rest[key] = child;
  return rest;
}

const STAFF_KEYS: readonly string[] = Object.values(STAFF_FIELDS);
/** A record's children that are not the visitor's fields: staff's, and the receive time. */
const SYSTEM_KEYS: readonly string[] = [...STAFF_KEYS, RECEIVED_AT];
/** The system keys of one collection: the forms that ask about news add the consent time. */
const systemKeysOf = (collection: Collection): readonly string[] =>
  asksNewsConsent(collection) ? [...SYSTEM_KEYS, NEWS_CONSENT_AT] : SYSTEM_KEYS;
/**
 * The most children any record can have (every field of the widest form, and its system
 * children): a visitor's body with a wider object cannot be a record, and is refused before
 * anything walks it (server/db/databaseRoutes.ts).
 */
export const MAX_RECORD_CHILDREN = Math.max(
  ...collections.map(
    (collection) =>
      Object.keys(recordSchemas[collection].shape).length + systemKeysOf(collection).length,
  ),
);
/** What a trash entry adds to a record: a restore never carries it back. */
const TRASH_KEYS: readonly string[] = Object.keys(trashFieldsShape);

/**
 * The declared checks of an entry (server/db/access.ts): its zod shape (of `value`, the whole
 * entry or the part it adds to a record), its owner (the writer's own e-mail) and a staff time.
 */
function checkEntry(
  prefix: string,
  checks: EntryChecks,
  after: JsonObject,
  value: JsonObject,
  who: Who,
  now: number,
): void {
  const parsed = checks.shape.safeParse(toOutput(value));
  if (!parsed.success) throw badRequest(describeIssue(parsed.error, prefix));
  const { owner, staffTime } = checks;
  if (staffTime !== undefined) checkTime(prefix, staffTime, after[staffTime], now);
  if (owner !== undefined && after[owner] !== (who.kind === 'staff' ? who.email : '')) {
    throw refuse(prefix, owner, 'Must be your own e-mail');
  }
}

/**
 * The `.validate` rules for one entry the update changes, given what it becomes. Returns the
 * value to store when it differs from what was sent (a new record as its schema parsed it).
 */
function validateUnit(
  unit: Unit,
  who: Who,
  view: UpdateView,
  now: number,
  prefix: string,
): Json | undefined {
  const before = view.before(unit.path);
  const after = view.after(unit.path);
  if (after === null || sameValue(before, after)) return undefined;
  if (!isJsonObject(after)) throw refuse(prefix, 'record', 'Invalid data');
  const { entry } = unit;
  if (
    entry.kind === 'audit' ||
    entry.kind === 'member' ||
    entry.kind === 'invitation' ||
    entry.kind === 'template'
  ) {
    checkEntry(prefix, entry, after, after, who, now);
    return undefined;
  }
  checkStaffChildren(prefix, after, who, before, now);
  const id = unit.path[unit.path.length - 1] ?? '';
  if (entry.kind === 'record') {
    // An existing record: only its staff-only children can have changed (see mayWrite).
    return before === null
      ? validateNewRecord(entry.collection, id, after, who, view, now, prefix)
      : undefined;
  }
  // A trash or spam entry: the record as it was, plus when and why it was moved.
  const added = Object.keys(entry.shape.shape);
  checkEntry(prefix, entry, after, pick(after, added), who, now);
  const systemKeys = systemKeysOf(entry.collection);
  const fields = withoutKeys(after, [...systemKeys, ...added]);
  const record = view.before([entry.collection, id]);
  checkReceivedAt(prefix, after[RECEIVED_AT], record, now);
  if (systemKeys.includes(NEWS_CONSENT_AT)) checkNewsConsentAt(prefix, after, record, now);
  checkVisitorFields(entry.collection, fields, record, prefix);
  return undefined;
}

/** A record that did not exist: restored from the trash, moved out of Spam, or new. */
function validateNewRecord(
  collection: Collection,
  id: string,
  after: JsonObject,
  who: Who,
  view: UpdateView,
  now: number,
  prefix: string,
): Json | undefined {
  const trashed = view.before([TRASH, collection, id]);
  if (trashed !== null) {
    // A restore: staff's alone, and exactly what was deleted (its status and notes aside).
    if (who.kind !== 'staff') throw permissionDenied();
    checkExactCopy(prefix, after, trashed, TRASH_KEYS);
    return undefined;
  }
  // A new record, or one staff move out of Spam: it passes its schema, whichever way it came.
  // Only its times may be the spam entry's, and only when staff move it (a stranger's write
  // never takes a spam entry, which holds whatever a bot sent, as its reference).
  const caught = who.kind === 'staff' ? view.before([SPAM, collection, id]) : null;
  const systemKeys = systemKeysOf(collection);
  const fields = checkVisitorFields(collection, withoutKeys(after, systemKeys), null, prefix);
  checkReceivedAt(prefix, after[RECEIVED_AT], caught, now, { required: true });
  if (systemKeys.includes(NEWS_CONSENT_AT)) checkNewsConsentAt(prefix, after, caught, now);
  const systemChildren = Object.fromEntries(
    Object.entries(after).filter(([key]) => systemKeys.includes(key)),
  );
  return { ...fields, ...systemChildren };
}

/**
 * Checks `operations` against the policy and the schemas, as one update. Returns the
 * operations to apply: the requested ones, followed by each new record as its schema parsed
 * it (trimmed), so what is stored is exactly what the form validated. Must run inside the
 * store transaction that applies the result.
 */
export function authorizeWrite(
  store: TreeReader,
  who: Who,
  operations: readonly SetOperation[],
  now = Date.now(),
  access = ACCESS,
): SetOperation[] {
  const view = new UpdateView(store, operations);
  for (const { path } of operations) {
    if (!mayWrite(who, path, view, access)) throw permissionDenied();
  }

  const units = new Map<string, Unit>();
  for (const { path, value } of operations) {
    for (const unit of unitsWritten(path, value, access)) units.set(unit.path.join('/'), unit);
  }
  // A message names the entry unless the request wrote just one entry at or below it.
  const oneEntry =
    units.size === 1 && operations.every(({ path }) => unitOf(path, access) !== null);
  const parsed: SetOperation[] = [];
  for (const unit of units.values()) {
    const prefix = oneEntry ? '' : `${unit.path.join('/')}/`;
    const value = validateUnit(unit, who, view, now, prefix);
    if (value !== undefined) parsed.push({ path: unit.path, value });
  }
  return [...operations, ...parsed];
}

/** The entries a write of `value` at `path` touches (a write above them touches each child). */
function unitsWritten(path: Path, value: Json | null, access: PathAccess): Unit[] {
  const unit = unitOf(path, access);
  if (unit) return [unit];
  const chain = accessChain(path, access);
  const node = chain.length === path.length + 1 ? chain[path.length] : undefined;
  if (!node || !isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    childAccess(node, key) ? unitsWritten([...path, key], child, access) : [],
  );
}
