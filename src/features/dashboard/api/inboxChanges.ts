/**
 * The bodies of the dashboard's multi-location updates (one `PATCH` at the root each): every
 * change staff make moves or writes records and appends one `audit/{pushId}` entry in the same
 * update, so nothing can half-happen. Times are the database's own (`{".sv": "timestamp"}`).
 * Pure apart from the push ID and the session's e-mail.
 */
import type { Collection } from '../../../records/collections';
import {
  INBOX_ROOTS,
  spamFieldsShape,
  STAFF_FIELDS,
  trashFieldsShape,
  type AuditEntry,
  type LeadStatus,
  type Note,
} from '../../../records/lead';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../../../records/schemas';
import { storedNamesOf } from '../../../records/fields';
import { toE164 } from '../../../records/phoneNumber';
import { getSessionState } from '../../../lib/auth';
import type { StoredRecord } from './storedRecords';
import { createPushIdGenerator } from '../../../lib/pushId';
import type { ExpiredEntries } from '../../../lib/purge';

export type Changes = Record<string, unknown>;
type Stored = Record<string, unknown>;

export const nextPushId = createPushIdGenerator();

/** Who is acting: the signed-in member of staff's e-mail. */
export function staffEmail(): string {
  const state = getSessionState();
  return state.status === 'signed-in' ? state.session.email : '';
}

const asObject = (stored: unknown): Stored =>
  typeof stored === 'object' && stored !== null ? { ...(stored as Stored) } : { value: stored };

// Stamped with the database's clock: this device's may run hours off (a time ahead is refused).
type SentAuditEntry = Omit<AuditEntry, 'at'> & { at: typeof SERVER_TIMESTAMP };

/** `changes` with the audit entry that records them, in the same update. */
export function withAudit(changes: Changes, entry: Omit<AuditEntry, 'at' | 'by'>): Changes {
  const audit: SentAuditEntry = { at: SERVER_TIMESTAMP, by: staffEmail(), ...entry };
  return { ...changes, [`${INBOX_ROOTS.audit}/${nextPushId()}`]: audit };
}

const recordPath = (collection: Collection, id: string) => `${collection}/${id}`;
const trashPath = (collection: Collection, id: string) =>
  `${INBOX_ROOTS.trash}/${collection}/${id}`;

/** Delete or Clear All: each record leaves its collection for the Trash, with who and when. */
export function moveToTrash(
  collection: Collection,
  records: readonly StoredRecord[],
  action: 'delete' | 'clear',
): Changes {
  const [deletedAt, deletedBy] = [SERVER_TIMESTAMP, staffEmail()];
  const changes: Changes = {};
  for (const { id, stored } of records) {
    changes[recordPath(collection, id)] = null;
    changes[trashPath(collection, id)] = { ...asObject(stored), deletedAt, deletedBy };
  }
  return withAudit(changes, { action, collection, ids: records.map(({ id }) => id) });
}

/** A copy of `stored` without the named fields. */
function without(stored: unknown, names: readonly string[]): Stored {
  const record = asObject(stored);
  for (const name of names) delete record[name];
  return record;
}

/** The record as it was before it went to the Trash. */
export const withoutTrashFields = (stored: unknown): Stored =>
  without(stored, Object.keys(trashFieldsShape));

/** Undo or Restore: each record back under its own ID, exactly as it was; the Trash entry goes. */
export function restoreFromTrash(
  collection: Collection,
  entries: readonly StoredRecord[],
  action: 'undo' | 'restore',
): Changes {
  const changes: Changes = {};
  for (const { id, stored } of entries) {
    changes[recordPath(collection, id)] = withoutTrashFields(stored);
    changes[trashPath(collection, id)] = null;
  }
  return withAudit(changes, { action, collection, ids: entries.map(({ id }) => id) });
}

/** Delete forever: the Trash entry goes, and nothing else. */
export const purgeFromTrash = (collection: Collection, id: string): Changes =>
  withAudit(
    { [trashPath(collection, id)]: null },
    { action: 'purge', collection, ids: [id], detail: 'trash' },
  );

export const setStatus = (collection: Collection, id: string, status: LeadStatus): Changes =>
  withAudit(
    { [`${recordPath(collection, id)}/${STAFF_FIELDS.status}`]: status },
    { action: 'status', collection, ids: [id], detail: status },
  );

/** A new note under a new push ID (notes are only ever added). */
export function addNote(
  collection: Collection,
  id: string,
  text: string,
): { changes: Changes; noteId: string; note: Note } {
  const noteId = nextPushId();
  // Shown at once with this device's time; stored with the database's.
  const note: Note = { text, author: staffEmail(), at: Date.now() };
  const sent = { ...note, at: SERVER_TIMESTAMP };
  const changes = withAudit(
    { [`${recordPath(collection, id)}/${STAFF_FIELDS.notes}/${noteId}`]: sent },
    { action: 'note', collection, ids: [id] },
  );
  return { changes, noteId, note };
}

/** A caught submission's phone number as a new lead's is stored (E.164), when it is one. */
function withStoredPhone(record: Stored): Stored {
  for (const name of storedNamesOf('phone')) {
    const value = record[name];
    if (typeof value === 'string') record[name] = toE164(value) ?? value;
  }
  return record;
}

/**
 * Not spam: the submission joins its collection as a normal lead, under the same ID, passing
 * the form's checks as a new lead does (so its phone number is stored in E.164 form).
 */
export function moveOutOfSpam(collection: Collection, entry: StoredRecord): Changes {
  // An entry caught without the form's receive time (an older one) is received now.
  const record = {
    [RECEIVED_AT]: SERVER_TIMESTAMP,
    ...withStoredPhone(without(entry.stored, Object.keys(spamFieldsShape))),
  };
  return withAudit(
    {
      [`${INBOX_ROOTS.spam}/${collection}/${entry.id}`]: null,
      [recordPath(collection, entry.id)]: record,
    },
    { action: 'not-spam', collection, ids: [entry.id] },
  );
}

/** An export changes no record, but is written down. */
export const recordExport = (collection: Collection, count: number): Changes =>
  withAudit({}, { action: 'export', collection, detail: `${count} records` });

/** The entries of Trash and Spam that have expired, deleted for good, one audit entry per group. */
export function purgeExpired(expired: readonly ExpiredEntries[]): Changes {
  let changes: Changes = {};
  for (const { kind, collection, ids } of expired) {
    for (const id of ids) changes[`${INBOX_ROOTS[kind]}/${collection}/${id}`] = null;
    changes = withAudit(changes, { action: 'purge', collection, ids, detail: kind });
  }
  return changes;
}

/**
 * A person's data erased on request: each record, Trash and Spam entry at its path, gone in one
 * update (a record takes its status and notes with it; the database drops its search-index
 * entry). The audit line says how many, never who.
 */
export function eraseOnRequest(paths: readonly string[], leads: number): Changes {
  const changes: Changes = {};
  for (const path of paths) changes[path] = null;
  return withAudit(changes, { action: 'erase', detail: String(leads) });
}

/** A person's data exported on request: how many records, never whose. */
export const personExportRecorded = (leads: number): Changes =>
  withAudit({}, { action: 'person-export', detail: String(leads) });
