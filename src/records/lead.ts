/**
 * What staff keep about a lead, beside what the visitor sent: its status, notes, and the entries
 * of trash/, spam/ and audit/. Declared once here; the dashboard, server/ and the rules generator
 * import it. Times are milliseconds since the epoch.
 *
 * Paths (Firebase Realtime Database; server/ serves them under /db):
 * - `{collection}/{id}/status`, `{collection}/{id}/notes/{noteId}`: staff-only children of a record
 * - `trash/{collection}/{id}`: a deleted record, restorable
 * - `spam/{collection}/{id}`: a submission the honeypot caught (server/ only)
 * - `audit/{auditId}`: one entry per staff action that changes data; created, never changed
 */
import { z } from './zod';
import { collections } from './collections';

/** A lead's place in the sales pipeline; a record without a status is `new`. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const DEFAULT_STATUS: LeadStatus = 'new';

export const NOTE_MAX = 2000;

/**
 * Where a lead's staff-only data lives inside its record:
 * - `owner`: the e-mail of the member of staff who answers it (none: unassigned);
 * - `firstResponseAt`: when it was first answered (an e-mail sent from the lead, or a call or
 *   WhatsApp marked as done), set once; its time to first response runs from `receivedAt`;
 * - `followUp`: the next step, `{at, what}` (none: nothing planned);
 * - `history/{eventId}`: what staff did with it (owner, status, follow-up, replies), in their
 *   own name, never changed; with the notes and the visitor's submission it is the lead's history.
 */
export const STAFF_FIELDS = {
  status: 'status',
  notes: 'notes',
  owner: 'owner',
  firstResponseAt: 'firstResponseAt',
  followUp: 'followUp',
  history: 'history',
} as const;

/** The path below a record that orders leads by when their follow-up is due. */
export const FOLLOW_UP_AT = `${STAFF_FIELDS.followUp}/at` as const;

/** Where the lead-inbox data lives at the root of the database. */
export const INBOX_ROOTS = { trash: 'trash', spam: 'spam', audit: 'audit' } as const;

/** Where the retention rule's last run says what its next run will erase: staff read it, nobody writes it. */
export const RETENTION_ROOT = 'retention';

/**
 * How many acknowledgements each address has had today, keyed by a hash of the address (kept by
 * the Cloud Function on hosted Firebase; server/ counts its outbox instead): nobody reads or
 * writes it through the database's API.
 */
export const ACK_LIMIT_ROOT = 'ackLimits';

/**
 * The staff notices of a burst of new leads on hosted Firebase (functions/src/noticeDigest.ts):
 * the leads noticed one by one in the current window, and those waiting for the digest (kept by
 * the Cloud Functions; server/ keeps its outbox instead). Nobody reads or writes it through the
 * database's API.
 */
export const NOTICE_DIGEST_ROOT = 'noticeDigest';

/**
 * How far ahead of the database's clock a time staff send may be (their computer's clock may
 * run a little fast). Sending `{".sv": "timestamp"}` instead uses the database's own clock.
 */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

const epochMs = () => z.int({ error: 'Enter a time in milliseconds' }).check(z.nonnegative());

/** A member of staff, named by their sign-in e-mail (an owner, an audit entry's `by`). */
export const staffEmailSchema = z.string().check(z.minLength(1), z.maxLength(254));

export const leadStatusSchema = z.enum(leadStatuses, { error: 'Choose a valid status' });

export const noteSchema = z.strictObject({
  text: z
    .string({ error: 'A note must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'A note cannot be empty', abort: true }),
      z.maxLength(NOTE_MAX, { error: `A note must be at most ${NOTE_MAX} characters` }),
    ),
  author: z.string().check(z.minLength(1), z.maxLength(254)),
  at: epochMs(),
});
export type Note = z.output<typeof noteSchema>;

export const FOLLOW_UP_MAX = 200;

/** A lead's next step: when (any time, usually ahead) and what. */
export const followUpSchema = z.strictObject({
  at: epochMs(),
  what: z
    .string({ error: 'Say what comes next' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Say what comes next', abort: true }),
      z.maxLength(FOLLOW_UP_MAX, { error: `At most ${FOLLOW_UP_MAX} characters` }),
    ),
});
export type FollowUp = z.output<typeof followUpSchema>;

/**
 * What a history event records: a new owner (`detail`: their e-mail, none when unassigned), a
 * status (`detail`), a follow-up (`detail`: what, `due`: when; neither when cleared), an e-mail
 * reply (`subject`, `text`: the backend sends it to the lead's address), a WhatsApp reply or a
 * call marked as done.
 */
export const historyKinds = ['owner', 'status', 'followUp', 'email', 'whatsapp', 'call'] as const;
export type HistoryKind = (typeof historyKinds)[number];
/** The kinds that answer the visitor: the first one sets `firstResponseAt`. */
export const replyKinds: readonly HistoryKind[] = ['email', 'whatsapp', 'call'];
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_TEXT_MAX = 5000;

const historyText = (max: number, empty: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: empty, abort: true }),
      z.maxLength(max, { error: `At most ${max} characters` }),
    );

export const historyEventSchema = z.strictObject({
  at: epochMs(),
  by: staffEmailSchema,
  kind: z.enum(historyKinds),
  detail: z.optional(historyText(254, 'Empty detail')),
  due: z.optional(epochMs()),
  subject: z.optional(historyText(REPLY_SUBJECT_MAX, 'Enter a subject')),
  text: z.optional(historyText(REPLY_TEXT_MAX, 'Enter a message')),
});
export type HistoryEvent = z.output<typeof historyEventSchema>;

/** The staff-only children a stored record may carry beside the visitor's fields. */
export const staffChildrenShape = {
  [STAFF_FIELDS.status]: z.optional(leadStatusSchema),
  [STAFF_FIELDS.notes]: z.optional(z.record(z.string(), noteSchema)),
  [STAFF_FIELDS.owner]: z.optional(staffEmailSchema),
  [STAFF_FIELDS.firstResponseAt]: z.optional(epochMs()),
  [STAFF_FIELDS.followUp]: z.optional(followUpSchema),
  [STAFF_FIELDS.history]: z.optional(z.record(z.string(), historyEventSchema)),
};

/** What a trash entry adds to the record it holds. */
export const trashFieldsShape = {
  deletedAt: epochMs(),
  deletedBy: z.string().check(z.minLength(1), z.maxLength(254)),
};

/** What a spam entry adds to the submission it holds. */
export const spamFieldsShape = {
  spamReason: z.string().check(z.minLength(1), z.maxLength(200)),
  caughtAt: epochMs(),
};

export const auditActions = [
  'delete',
  'clear',
  'undo',
  'restore',
  'purge',
  'status',
  'note',
  'not-spam',
  'export',
  'retention',
  // A person's own data on request (NDPA): exported as one file, or erased everywhere.
  'person-export',
  'erase',
  // Staff accounts (decision 0034): `detail` names the colleague's e-mail (and the new role).
  'invite',
  'invite-cancel',
  'role',
  'staff-remove',
  // A team inbox (issue 37): `detail` names the new owner, the follow-up, the reply's kind.
  'assign',
  'follow-up',
  'reply',
  'template',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.strictObject({
  at: epochMs(),
  /** The staff member's e-mail, or `server` for what server/ does by itself (the daily purge). */
  by: z.string().check(z.minLength(1), z.maxLength(254)),
  action: z.enum(auditActions),
  collection: z.optional(z.enum(collections)),
  /** The records it touched. */
  ids: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64)))),
  /** The new status, `trash` or `spam` for a purge, the number of records exported or erased under the retention rule… */
  detail: z.optional(z.string().check(z.maxLength(200))),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
