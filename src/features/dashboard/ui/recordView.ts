/**
 * Records as the dashboard shows them. The company's existing database holds
 * older shapes (`name` or `fullName`, `phone` or `phoneNumber`, `DeveloperType`,
 * the time under `date`, `data` or `timestamp`); each is read into one view.
 * Stored data is never rewritten.
 */
import type { StoredRecord } from '../api/storedRecords';
import { storedText as asText, storedTime as toIso } from '../../../lib/storedValue';
import { isObject } from '../../../lib/tree';
import { storedNamesOf } from '../../../records/fields';
import { toE164 } from '../../../records/phoneNumber';
import { RECEIVED_AT } from '../../../records/schemas';
import {
  DEFAULT_STATUS,
  followUpSchema,
  historyEventSchema,
  leadStatusSchema,
  noteSchema,
  STAFF_FIELDS,
  type FollowUp,
  type HistoryEvent,
  type LeadStatus,
  type Note,
} from '../../../records/lead';

/** Where each normalised field may be stored, first match wins (from the field catalogue). */
export const FIELD_ALIASES = {
  name: storedNamesOf('name'),
  email: storedNamesOf('email'),
  phone: storedNamesOf('phone'),
  organization: storedNamesOf('organization'),
  developerType: storedNamesOf('developerType'),
  message: storedNamesOf('message'),
  submittedAt: storedNamesOf('submittedAt'),
} as const;

type NormalisedField = keyof typeof FIELD_ALIASES;

export interface RecordView {
  /** The record's key in the database. */
  id: string;
  name?: string;
  email?: string;
  phone?: string;
  organization?: string;
  developerType?: string;
  message?: string;
  /** When it was submitted, as an ISO 8601 string (from text or epoch milliseconds). */
  submittedAt?: string;
  /** Every stored field not shown above, as text, in stored order (subject, course, sessionDate…). */
  details: ReadonlyArray<{ key: string; value: string }>;
  /** The staff-set status (`new` when none is stored). */
  status: LeadStatus;
  /** Staff notes, newest first. */
  notes: ReadonlyArray<Note & { id: string }>;
  /** The member of staff who answers it (their e-mail); none: unassigned. */
  owner?: string;
  /** Its next step; none: nothing planned. */
  followUp?: FollowUp;
  /** When it was first answered (epoch ms). */
  firstResponseAt?: number;
  /** What staff did with it, oldest first. */
  history: ReadonlyArray<HistoryEvent & { id: string }>;
  /** The record exactly as stored. */
  stored: Readonly<Record<string, unknown>>;
}

/** The entries of a stored list (notes, history events) that pass `schema`, with their keys. */
function entriesOf<T>(
  stored: unknown,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
) {
  return Object.entries(isObject(stored) ? stored : {}).flatMap(([id, value]) => {
    const parsed = schema.safeParse(value);
    return parsed.success && parsed.data !== undefined ? [{ ...parsed.data, id }] : [];
  });
}

type StaffData = Pick<
  RecordView,
  'status' | 'notes' | 'owner' | 'followUp' | 'firstResponseAt' | 'history'
>;

/** The staff-only children of a stored record, each read only when it is well formed. */
function staffData(fields: Record<string, unknown>): StaffData {
  const status = leadStatusSchema.safeParse(fields[STAFF_FIELDS.status]);
  const owner = fields[STAFF_FIELDS.owner];
  const followUp = followUpSchema.safeParse(fields[STAFF_FIELDS.followUp]);
  const answered = fields[STAFF_FIELDS.firstResponseAt];
  const byTime = (a: { at: number; id: string }, b: { at: number; id: string }) =>
    a.at - b.at || (a.id < b.id ? -1 : 1);
  return {
    status: status.success ? status.data : DEFAULT_STATUS,
    notes: entriesOf<Note>(fields[STAFF_FIELDS.notes], noteSchema).sort((a, b) => byTime(b, a)),
    history: entriesOf<HistoryEvent>(fields[STAFF_FIELDS.history], historyEventSchema).sort(byTime),
    ...(typeof owner === 'string' && owner !== '' && { owner }),
    ...(followUp.success && { followUp: followUp.data }),
    ...(typeof answered === 'number' && { firstResponseAt: answered }),
  };
}

const STAFF_FIELD_NAMES = new Set<string>(Object.values(STAFF_FIELDS));

const display = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One stored record (any shape) as a view. */
export function normaliseRecord(id: string, stored: unknown): RecordView {
  const fields: Record<string, unknown> = isObject(stored) ? stored : { value: stored };
  const view: RecordView = { id, details: [], stored: fields, ...staffData(fields) };
  // Status and notes are shown by their own controls, not as details; the receive time orders
  // the list (the submission time is the one staff read).
  const shown = new Set<string>(['id', ...STAFF_FIELD_NAMES, RECEIVED_AT]);
  for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [
    NormalisedField,
    readonly string[],
  ][]) {
    for (const alias of aliases) {
      const value = field === 'submittedAt' ? toIso(fields[alias]) : asText(fields[alias]);
      if (value !== undefined) {
        // Every number as stored now (E.164), whatever form an older record holds it in.
        view[field] = field === 'phone' ? (toE164(value) ?? value) : value;
        shown.add(alias);
        // The receive time wins over the time the form sent, which is not shown beside it.
        if (field === 'submittedAt') for (const other of aliases) shown.add(other);
        break;
      }
    }
  }
  // Everything not shown above stays visible as stored (including an unreadable time).
  view.details = Object.entries(fields)
    .filter(
      ([key, value]) => !shown.has(key) && value !== null && value !== undefined && value !== '',
    )
    .map(([key, value]) => ({ key, value: display(value) }));
  return view;
}

/** Records as the database client gives them (newest first) as views, in the same order. */
export const toRecordViews = (records: readonly StoredRecord[]): RecordView[] =>
  records.map((record) => normaliseRecord(record.id, record.stored));
