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
  FOLLOW_UP_AT,
  followUpSchema,
  historyEventSchema,
  INBOX_ROOTS,
  leadStatusSchema,
  noteSchema,
  NOTICE_DIGEST_ROOT,
  RETENTION_ROOT,
  spamFieldsShape,
  STAFF_FIELDS,
  staffEmailSchema,
  trashFieldsShape,
} from '../../src/records/lead';
import { RECEIVED_AT, timestampField } from '../../src/records/schemas';
import {
  INVITATION_SECRETS_ROOT,
  STAFF_MAILS_SENT_ROOT,
  invitationSchema,
  INVITATIONS_ROOT,
  STAFF_ROOT,
  staffMemberSchema,
  type StaffRole,
} from '../../src/records/staff';
import { REPLY_TEMPLATES_ROOT, replyTemplateSchema } from '../../src/records/replyTemplates';
import { z } from '../../src/records/zod';

/**
 * How a path may be written (a write at a path is granted when the path's or an ancestor's
 * rule grants it, as in Firebase). Staff are the accounts with a `staff/{uid}` entry, admins
 * those whose entry says so (src/records/staff.ts):
 * - `nobody`: kept by the backend itself (counts, the search index, insights, retention);
 * - `lead`: a record. Anyone creates one at a new push-ID key; staff delete one into the Trash
 *   (its trash entry made in the same update) or put one back where its trash or spam entry
 *   holds it; an admin deletes one outright (a person's data erased);
 * - `admin deletes`: an admin may delete it whole, and nothing else (a collection);
 * - `staff sets`: staff write it freely (a record's status, owner, follow-up);
 * - `staff sets once`: staff write it where it has no value yet, never change or delete it (when
 *   a lead was first answered);
 * - `staff adds`: staff create one in their own name (`owner`), never change or delete it (a
 *   note, a history event, an audit entry);
 * - `staff moves`: staff create one, and delete one by putting its record back (restore, not
 *   spam); an admin deletes one for ever; nobody changes one (a trash or spam entry);
 * - `admin sets`: an admin writes it freely (a type's reply template);
 * - `admin manages`: an admin creates, changes or deletes one, except at their own account's key
 *   (a member of staff, an invitation), so an admin never locks themselves out.
 */
export type WriteRule =
  | 'nobody'
  | 'lead'
  | 'admin deletes'
  | 'staff sets'
  | 'staff sets once'
  | 'staff adds'
  | 'staff moves'
  | 'admin sets'
  | 'admin manages';

/** What a write's result must hold at an entry, beyond its zod shape. */
export interface EntryChecks {
  /** The zod shape of the entry (an audit entry, a note) or of what it adds to a record. */
  shape: z.ZodMiniObject;
  /** The child that holds the writer's own e-mail. */
  owner?: string;
  /** A child that is a time staff send: never ahead of the database's clock (less some skew). */
  staffTime?: string;
}

/**
 * Who reads a path and everything under it: admins, staff (admins and agents), or anyone (a
 * record's receive time, so a visitor's browser whose reply was lost can see that its record
 * arrived: it alone knows the key).
 */
export type ReadRule = 'admin' | 'staff' | 'anyone';

/** Who is asking: a stranger, or a member of staff in their role. */
export type Reader = 'anyone' | StaffRole;

export interface PathAccess {
  read?: ReadRule;
  write?: WriteRule;
  /** The kind of entry stored here, which the backends validate as a whole. */
  entry?:
    | { kind: 'record'; collection: Collection }
    | ({ kind: 'trash' | 'spam'; collection: Collection } & EntryChecks)
    | ({ kind: 'audit' } & EntryChecks)
    | ({ kind: 'member' } & EntryChecks)
    | ({ kind: 'invitation' } & EntryChecks)
    | ({ kind: 'template' } & EntryChecks)
    // An entry of a record's staff-only list (a note, a history event), checked with the record.
    | ({ kind: 'note' } & EntryChecks)
    // A record's staff-only value, checked with the record; `staffTime`: a time staff send.
    | { kind: 'child'; schema: z.ZodMiniType; staffTime?: boolean };
  /** The children queries may order by (Firebase needs an index for each). */
  orderBy?: readonly string[];
  children?: Record<string, PathAccess>;
}

const note: PathAccess = {
  write: 'staff adds',
  entry: { kind: 'note', shape: noteSchema, owner: 'author' },
};

const historyEvent: PathAccess = {
  write: 'staff adds',
  entry: { kind: 'note', shape: historyEventSchema, owner: 'by', staffTime: 'at' },
};

const staffValue = (schema: z.ZodMiniType): PathAccess => ({
  write: 'staff sets',
  entry: { kind: 'child', schema },
});

/**
 * A record's staff-only children (src/records/lead.ts), checked with the record: a stranger's
 * record carries none of them.
 */
export const RECORD_STAFF_CHILDREN: Record<string, PathAccess> = {
  [STAFF_FIELDS.status]: staffValue(leadStatusSchema),
  [STAFF_FIELDS.owner]: staffValue(staffEmailSchema),
  [STAFF_FIELDS.followUp]: staffValue(followUpSchema),
  [STAFF_FIELDS.firstResponseAt]: {
    write: 'staff sets once',
    entry: { kind: 'child', schema: z.int().check(z.nonnegative()), staffTime: true },
  },
  [STAFF_FIELDS.notes]: { children: { $noteId: note } },
  [STAFF_FIELDS.history]: { children: { $eventId: historyEvent } },
};

const record = (collection: Collection): PathAccess => ({
  write: 'lead',
  entry: { kind: 'record', collection },
  children: {
    ...RECORD_STAFF_CHILDREN,
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
  | typeof ACK_LIMIT_ROOT
  | typeof NOTICE_DIGEST_ROOT
  | typeof STAFF_ROOT
  | typeof INVITATIONS_ROOT
  | typeof INVITATION_SECRETS_ROOT
  | typeof REPLY_TEMPLATES_ROOT
  | typeof STAFF_MAILS_SENT_ROOT;

const roots: Record<Root, PathAccess> = {
  ...perCollection((collection): PathAccess => ({
    read: 'staff',
    write: 'admin deletes',
    // The dashboard pages by receive time and counts leads that have a status; its quick views
    // ask for one owner's leads and for follow-ups due by a time.
    orderBy: [
      timestampField[collection],
      RECEIVED_AT,
      STAFF_FIELDS.status,
      STAFF_FIELDS.owner,
      FOLLOW_UP_AT,
    ],
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
  // The notices of a burst of new leads (hosted Firebase's Cloud Functions): no one reads it.
  [NOTICE_DIGEST_ROOT]: { write: 'nobody' },
  // Who is staff, and in which role: every member reads it (to assign a lead to a colleague).
  [STAFF_ROOT]: {
    read: 'staff',
    children: {
      $uid: { write: 'admin manages', entry: { kind: 'member', shape: staffMemberSchema } },
    },
  },
  // The backend e-mails each a one-time link (its secret is kept where no API reaches).
  [INVITATIONS_ROOT]: {
    read: 'admin',
    children: {
      $invitationId: {
        write: 'admin manages',
        entry: { kind: 'invitation', shape: invitationSchema, owner: 'by', staffTime: 'at' },
      },
    },
  },
  // The hashes of those secrets on hosted Firebase (the Cloud Function's): no one reads them.
  [INVITATION_SECRETS_ROOT]: { write: 'nobody' },
  // Which mails about leads the Cloud Function sent (hosted Firebase): no one reads them.
  [STAFF_MAILS_SENT_ROOT]: { write: 'nobody' },
  // Each type's reply template (src/records/replyTemplates.ts): staff read, admins write.
  [REPLY_TEMPLATES_ROOT]: {
    read: 'staff',
    children: perCollection((): PathAccess => ({
      write: 'admin sets',
      entry: { kind: 'template', shape: replyTemplateSchema },
    })),
  },
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

/** Whether a reader's role is granted a read rule: staff read what anyone does, admins what staff do. */
export const readGrants = (rule: ReadRule | undefined, reader: Reader): boolean =>
  rule === 'anyone' ||
  (rule === 'staff' && reader !== 'anyone') ||
  (rule === 'admin' && reader === 'admin');

/** Whether `reader` reads `path`: it or an ancestor grants it to them. */
export const mayRead = (
  reader: Reader,
  path: readonly string[],
  root: PathAccess = ACCESS,
): boolean => accessChain(path, root).some((node) => readGrants(node.read, reader));
