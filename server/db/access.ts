/**
 * Who may read and write each path of the database, declared once. Both backends are derived
 * from it: server/db/policy.ts evaluates it on server/, and server/rules/firebaseRules.ts turns it
 * into database.rules.json for hosted Firebase; the policy table (tests/server/policy.fixtures.ts)
 * checks that the two answer alike. A path that neither this declaration nor an ancestor's names
 * is refused to everyone, for reading and for writing.
 *
 * Keys starting with `$` stand for any key (as in the Firebase rules). Adding a path is one
 * entry here plus its cases in the policy table.
 */
import { perCollection, type Collection } from '../../src/records/collections';
import { DERIVED_ROOTS, searchFields } from '../../src/records/derived';
import {
  ACK_LIMIT_ROOT,
  auditEntrySchema,
  INBOX_ROOTS,
  leadStatusSchema,
  noteSchema,
  RETENTION_ROOT,
  spamFieldsShape,
  STAFF_FIELDS,
  trashFieldsShape,
} from '../../src/records/lead';
import { RECEIVED_AT, timestampField } from '../../src/records/schemas';
import { z } from '../../src/records/zod';

/**
 * How a path may be written (a write at a path is granted when the path's or an ancestor's
 * rule grants it, as in Firebase):
 * - `nobody`: kept by the backend itself (counts, the search index, insights, retention);
 * - `lead`: a record. Anyone creates one at a new push-ID key; staff delete one, or put one back
 *   where its trash or spam entry holds it;
 * - `staff deletes`: staff may delete it whole, and nothing else (a collection);
 * - `staff sets`: staff write it freely (a record's status);
 * - `staff adds`: staff create one in their own name (`owner`), never change or delete it (a
 *   note, an audit entry);
 * - `staff moves`: staff create or delete one, never change it (a trash or spam entry).
 */
export type WriteRule =
  'nobody' | 'lead' | 'staff deletes' | 'staff sets' | 'staff adds' | 'staff moves';

/** What a write's result must hold at an entry, beyond its zod shape. */
export interface EntryChecks {
  /** The zod shape of the entry (an audit entry, a note) or of what it adds to a record. */
  shape: z.ZodObject;
  /** The child that holds the writer's own e-mail. */
  owner?: string;
  /** A child that is a time staff send: never ahead of the database's clock (less some skew). */
  staffTime?: string;
}

/**
 * Who reads a path and everything under it: staff, or anyone (a record's receive time, so a
 * visitor's browser whose reply was lost can see that its record arrived: it alone knows the key).
 */
export type ReadRule = 'staff' | 'anyone';

export interface PathAccess {
  read?: ReadRule;
  write?: WriteRule;
  /** The kind of entry stored here, which the backends validate as a whole. */
  entry?:
    | { kind: 'record'; collection: Collection }
    | ({ kind: 'trash' | 'spam'; collection: Collection } & EntryChecks)
    | ({ kind: 'audit' } & EntryChecks)
    | ({ kind: 'note' } & EntryChecks)
    | { kind: 'status'; schema: z.ZodType };
  /** The children queries may order by (Firebase needs an index for each). */
  orderBy?: readonly string[];
  children?: Record<string, PathAccess>;
}

const note: PathAccess = {
  write: 'staff adds',
  entry: { kind: 'note', shape: noteSchema, owner: 'author' },
};

const record = (collection: Collection): PathAccess => ({
  write: 'lead',
  entry: { kind: 'record', collection },
  children: {
    [STAFF_FIELDS.status]: {
      write: 'staff sets',
      entry: { kind: 'status', schema: leadStatusSchema },
    },
    [STAFF_FIELDS.notes]: { children: { $noteId: note } },
    // The visitor's browser made the key: after a lost reply, a retry asks whether it arrived.
    [RECEIVED_AT]: { read: 'anyone' },
  },
});

const movedEntries = (kind: 'trash' | 'spam'): PathAccess => ({
  read: 'staff',
  children: perCollection((collection): PathAccess => ({
    children: {
      $id: {
        write: 'staff moves',
        entry:
          kind === 'trash'
            ? {
                kind,
                collection,
                shape: z.object(trashFieldsShape),
                owner: 'deletedBy',
                staffTime: 'deletedAt',
              }
            : { kind, collection, shape: z.object(spamFieldsShape), staffTime: 'caughtAt' },
      },
    },
  })),
});

/** Every root of the database; the compiler asks for an entry when a root is added. */
type Root =
  | Collection
  | (typeof INBOX_ROOTS)[keyof typeof INBOX_ROOTS]
  | (typeof DERIVED_ROOTS)[keyof typeof DERIVED_ROOTS]
  | typeof RETENTION_ROOT
  | typeof ACK_LIMIT_ROOT;

const roots: Record<Root, PathAccess> = {
  ...perCollection((collection): PathAccess => ({
    read: 'staff',
    write: 'staff deletes',
    // The dashboard pages by receive time and counts leads that have a status.
    orderBy: [timestampField[collection], RECEIVED_AT, STAFF_FIELDS.status],
    children: { $id: record(collection) },
  })),
  [INBOX_ROOTS.trash]: movedEntries('trash'),
  [INBOX_ROOTS.spam]: movedEntries('spam'),
  [INBOX_ROOTS.audit]: {
    read: 'staff',
    children: {
      $auditId: {
        write: 'staff adds',
        entry: { kind: 'audit', shape: auditEntrySchema, owner: 'by', staffTime: 'at' },
      },
    },
  },
  // Kept from the records by the backend (the Cloud Function on Firebase).
  [DERIVED_ROOTS.counts]: { read: 'staff', write: 'nobody' },
  [DERIVED_ROOTS.insights]: { read: 'staff', write: 'nobody' },
  [DERIVED_ROOTS.searchIndex]: {
    read: 'staff',
    write: 'nobody',
    // The dashboard's search: orderBy one search key with startAt/endAt (a prefix).
    children: { $collection: { orderBy: searchFields } },
  },
  // What the retention rule's next run will erase: written by that run only.
  [RETENTION_ROOT]: { read: 'staff', write: 'nobody' },
  // Acknowledgements per address today (hosted Firebase's Cloud Function): no one reads it.
  [ACK_LIMIT_ROOT]: { write: 'nobody' },
};

/** The whole database: the root itself is nobody's to read or write. */
export const ACCESS: PathAccess = { children: roots };

/**
 * The declarations on the way from the root to `path`, the root's first: one for each segment
 * that is declared, stopping at the first that is not. A path is declared when the list reaches it.
 */
export function accessChain(path: readonly string[], root: PathAccess = ACCESS): PathAccess[] {
  const chain: PathAccess[] = [root];
  let node: PathAccess | undefined = root;
  for (const segment of path) {
    node = childAccess(node, segment);
    if (!node) break;
    chain.push(node);
  }
  return chain;
}

/** The declaration of `key` under `node`: its own name first, else the node's `$` child. */
export function childAccess(node: PathAccess, key: string): PathAccess | undefined {
  const children = node.children;
  if (!children) return undefined;
  if (Object.hasOwn(children, key) && !key.startsWith('$')) return children[key];
  const wildcard = Object.keys(children).find((name) => name.startsWith('$'));
  return wildcard === undefined ? undefined : children[wildcard];
}

/** Whether `reader` reads `path`: it or an ancestor grants it to them (staff read what anyone does). */
export const mayRead = (
  reader: ReadRule,
  path: readonly string[],
  root: PathAccess = ACCESS,
): boolean =>
  accessChain(path, root).some(
    (node) => node.read === 'anyone' || (reader === 'staff' && node.read === 'staff'),
  );
