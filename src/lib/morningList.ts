/**
 * The morning mail (issue 37): at 08:00 Lagos time each member of staff gets the leads they own
 * whose follow-up is due today or overdue, and those still New more than a day after they came;
 * every admin also gets the leads nobody owns that are still New after a day. Decided here once,
 * from the leads and a time, for server/ and the Cloud Function alike; both read the leads with
 * the queries `morningQueries` names (the `owner` and `followUp/at` indexes), never all of them.
 * Pure TypeScript without Node-only APIs.
 */
import type { Collection } from '../records/collections';
import { followUpState, endOfLagosDay } from '../records/followUp';
import { lagosDay, lagosDayStart } from '../records/lagosTime';
import { DEFAULT_STATUS, FOLLOW_UP_AT, STAFF_FIELDS, followUpSchema } from '../records/lead';
import { RECEIVED_AT, timestampField } from '../records/schemas';
import { ADMIN, type StaffMember } from '../records/staff';
import { recordName } from './leadNotice';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The hour (Lagos time) the morning mail goes. */
export const MORNING_HOUR = 8;
/** A lead still New this long after it came is listed as waiting. */
export const WAITING_AFTER_MS = DAY_MS;
/** At most this many leads in one section of a mail; the rest are counted, not listed. */
export const MORNING_SECTION_MAX = 50;

/** A lead as stored: its collection, key and record. */
export interface StoredLead {
  collection: Collection;
  id: string;
  record: Record<string, unknown>;
}

/**
 * One read of a collection by an indexed child: a member's leads (`owner` equal to their
 * e-mail), the leads nobody owns (`owner` equal to null), or the follow-ups due by the end of
 * today (`followUp/at` from 0 to `endAt`).
 */
export type MorningQuery =
  | { child: typeof STAFF_FIELDS.owner; equalTo: string | null }
  | { child: typeof FOLLOW_UP_AT; startAt: number; endAt: number };

/** A member of staff as `staff/{uid}` holds them, with the key. */
export interface StaffEntry extends StaffMember {
  uid: string;
}

export interface MorningItem {
  collection: Collection;
  id: string;
  /** The visitor's name (nothing else of what they sent). */
  name: string;
  /** The follow-up's time, or when the lead came. */
  at: number;
  /** The follow-up's "what next". */
  what?: string;
}

export interface MorningSections {
  dueToday: MorningItem[];
  overdue: MorningItem[];
  /** Their own leads still New after WAITING_AFTER_MS. */
  waiting: MorningItem[];
  /** Leads nobody owns still New after WAITING_AFTER_MS (admins only). */
  unassigned: MorningItem[];
}

export interface MorningList {
  member: StaffEntry;
  /** The Lagos day the list is for (`YYYY-MM-DD`): one mail per member and day. */
  day: string;
  sections: MorningSections;
}

/** When the morning mail of the Lagos day holding `now` is due. */
export const morningRunAt = (now: number): number => lagosDayStart(now) + MORNING_HOUR * HOUR_MS;

/** The queries both backends run on each collection for the mail of `now`'s day. */
export function morningQueries(members: readonly StaffEntry[], now: number): MorningQuery[] {
  const emails = [...new Set(members.map((member) => member.email))];
  return [
    { child: FOLLOW_UP_AT, startAt: 0, endAt: endOfLagosDay(now) - 1 },
    ...emails.map((email): MorningQuery => ({ child: STAFF_FIELDS.owner, equalTo: email })),
    ...(members.some((member) => member.role === ADMIN)
      ? [{ child: STAFF_FIELDS.owner, equalTo: null } satisfies MorningQuery]
      : []),
  ];
}

/** When a lead came: `receivedAt`, or for older records their date text. */
function receivedAt({ collection, record }: StoredLead): number | undefined {
  const stamp = record[RECEIVED_AT];
  if (typeof stamp === 'number') return stamp;
  const text = record[timestampField[collection]];
  const parsed = typeof text === 'string' ? Date.parse(text) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

const isNew = (record: Record<string, unknown>) => {
  const status = record[STAFF_FIELDS.status];
  return status === undefined || status === null || status === DEFAULT_STATUS;
};

const ownerOf = (record: Record<string, unknown>): string | null => {
  const owner = record[STAFF_FIELDS.owner];
  return typeof owner === 'string' && owner !== '' ? owner : null;
};

type Placed = { section: keyof MorningSections; item: MorningItem };

/** Where one lead goes in its owner's list (or the admins'), if anywhere, at `now`. */
function place(lead: StoredLead, now: number): Placed | undefined {
  const { collection, id, record } = lead;
  const base = { collection, id, name: recordName(record) };
  const owner = ownerOf(record);
  const followUp = followUpSchema.safeParse(record[STAFF_FIELDS.followUp]);
  const state = followUp.success ? followUpState(followUp.data.at, now) : 'later';
  if (owner !== null && followUp.success && state !== 'later') {
    const { at, what } = followUp.data;
    return { section: state === 'overdue' ? 'overdue' : 'dueToday', item: { ...base, at, what } };
  }
  const came = receivedAt(lead);
  if (!isNew(record) || came === undefined || now - came <= WAITING_AFTER_MS) return undefined;
  return { section: owner === null ? 'unassigned' : 'waiting', item: { ...base, at: came } };
}

const empty = (): MorningSections => ({ dueToday: [], overdue: [], waiting: [], unassigned: [] });

/**
 * Each member's list at `now`, from the leads the queries read (a lead read twice counts once);
 * a member with nothing to do gets none.
 */
export function morningLists(
  members: readonly StaffEntry[],
  leads: readonly StoredLead[],
  now: number,
): MorningList[] {
  const byOwner = new Map<string | null, MorningSections>();
  const seen = new Set<string>();
  for (const lead of leads) {
    const key = `${lead.collection}/${lead.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const placed = place(lead, now);
    if (!placed) continue;
    const owner = placed.section === 'unassigned' ? null : ownerOf(lead.record);
    const sections = byOwner.get(owner) ?? empty();
    sections[placed.section].push(placed.item);
    byOwner.set(owner, sections);
  }
  const unassigned = byOwner.get(null)?.unassigned ?? [];
  const day = lagosDay(now);
  return members.flatMap((member) => {
    const own = byOwner.get(member.email) ?? empty();
    const sections: MorningSections = {
      dueToday: [...own.dueToday].sort((a, b) => a.at - b.at),
      overdue: [...own.overdue].sort((a, b) => a.at - b.at),
      waiting: [...own.waiting].sort((a, b) => a.at - b.at),
      unassigned: member.role === ADMIN ? [...unassigned].sort((a, b) => a.at - b.at) : [],
    };
    const count = Object.values(sections).reduce((sum, items) => sum + items.length, 0);
    return count === 0 ? [] : [{ member, day, sections }];
  });
}
