/**
 * The mail staff work causes on server/ (issue 37), through the durable outbox: a lead's new
 * owner is told, an e-mail reply written on a lead goes to the visitor, each queued inside the
 * transaction that stores its history event (so a committed event has its mail, once, across a
 * kill -9); and the morning mail at 08:00 Lagos time, whose day is recorded in the transaction
 * that queues it (a restart sends a missed one once, never a second). What each mail says and
 * whom it goes to is decided in src/lib/staffMail.ts and src/lib/morningList.ts, as the Cloud
 * Function decides it.
 */
import type { Statement } from 'better-sqlite3';
import { assignmentMailCopy, morningMailCopy } from '../../src/content/staffMail';
import {
  morningLists,
  morningQueries,
  morningRunAt,
  type MorningQuery,
  type StaffEntry,
  type StoredLead,
} from '../../src/lib/morningList';
import { historyEventMail, morningMail } from '../../src/lib/staffMail';
import { collections, isCollection } from '../../src/records/collections';
import { lagosDay } from '../../src/records/lagosTime';
import { STAFF_FIELDS } from '../../src/records/lead';
import { STAFF_ROOT, staffMemberSchema } from '../../src/records/staff';
import { isJsonObject, type Json } from '../db/protocol';
import type { Query } from '../db/query';
import type { SqliteDatabase } from '../db/sqlite';
import type { SetOperation, TreeStore } from '../db/store';
import type { Logger } from '../log';
import type { LeadNotifier } from './notifier';

/** A history event a write created: `{collection}/{id}/history/{eventId}`. */
interface NewEvent {
  collection: (typeof collections)[number];
  id: string;
  eventId: string;
}

/**
 * The history events `operations` wrote, each at its own path (as the dashboard writes one). The
 * policy lets staff only add an event, never change one, so each is new; a whole record written
 * back (out of the Trash) carries old events at its own path and is not one of them.
 */
export function newHistoryEvents(operations: readonly SetOperation[]): NewEvent[] {
  const found = new Map<string, NewEvent>();
  for (const { path, value } of operations) {
    const [collection, id, child, eventId] = path;
    if (path.length !== 4 || child !== STAFF_FIELDS.history || value === null) continue;
    if (collection === undefined || id === undefined || eventId === undefined) continue;
    if (isCollection(collection)) found.set(path.join('/'), { collection, id, eventId });
  }
  return [...found.values()];
}

const asRecord = (value: Json | null): Record<string, unknown> | null =>
  isJsonObject(value) ? (value as Record<string, unknown>) : null;

/**
 * Inside a write's transaction, after it was applied: each new owner and each e-mail reply it
 * recorded gets its mail queued. True when one was.
 */
export function enqueueEventMails(
  store: TreeStore,
  operations: readonly SetOperation[],
  notifier: LeadNotifier,
  siteUrl: string,
  logger: Logger,
): boolean {
  let queued = false;
  for (const { collection, id, eventId } of newHistoryEvents(operations)) {
    const record = asRecord(store.get([collection, id]));
    if (!record) continue;
    const event = store.get([collection, id, STAFF_FIELDS.history, eventId]);
    const outcome = historyEventMail(
      { collection, id, record },
      eventId,
      event,
      siteUrl,
      assignmentMailCopy,
    );
    if ('none' in outcome) {
      if (outcome.none === 'no address') {
        logger.warn(
          `The reply on ${collection}/${id} was not sent: the lead has no e-mail address`,
        );
      }
      continue;
    }
    const sent = notifier.enqueueMail(`history/${collection}/${id}/${eventId}`, outcome.mail);
    if (!sent) logger.warn(`Mail is off: the mail of ${collection}/${id}'s event was not sent`);
    queued = sent || queued;
  }
  return queued;
}

/** A morning query as the store's query on one collection (an index range scan). */
const storeQuery = (query: MorningQuery): Query => ({
  orderBy: { kind: 'child', path: query.child.split('/') },
  ...('equalTo' in query
    ? { equalTo: query.equalTo }
    : { startAt: query.startAt, endAt: query.endAt }),
});

/** Every `staff/{uid}` entry. */
export function staffEntries(store: TreeStore): StaffEntry[] {
  const entries = store.get([STAFF_ROOT]);
  if (!isJsonObject(entries)) return [];
  return Object.entries(entries).flatMap(([uid, value]) => {
    const member = staffMemberSchema.safeParse(value);
    return member.success ? [{ uid, ...member.data }] : [];
  });
}

/** The leads the morning queries select, in every collection. */
function morningLeads(store: TreeStore, queries: readonly MorningQuery[]): StoredLead[] {
  return collections.flatMap((collection) =>
    queries.flatMap((query) => {
      const found = store.query([collection], storeQuery(query));
      if (!isJsonObject(found)) return [];
      return Object.entries(found).flatMap(([id, value]) => {
        const record = asRecord(value);
        return record ? [{ collection, id, record }] : [];
      });
    }),
  );
}

/**
 * The morning mail's daily run. `runIfDue` at start and then every minute or so: from 08:00 Lagos
 * time on, the day's lists are made and queued once, with the day recorded in the same
 * transaction.
 */
export class MorningMails {
  private readonly ran: Statement<[string], { day: string }>;
  private readonly record: Statement<[string, number, number]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly store: TreeStore,
    private readonly notifier: LeadNotifier,
    private readonly siteUrl: string,
  ) {
    this.ran = db.prepare('SELECT day FROM morning_mail_days WHERE day = ?');
    this.record = db.prepare('INSERT INTO morning_mail_days (day, ran_at, mails) VALUES (?, ?, ?)');
  }

  /** The day's mails queued, if it is 08:00 or later in Lagos and they were not yet: how many. */
  runIfDue(now: number): number {
    if (now < morningRunAt(now) || !this.notifier.enabled) return 0;
    const day = lagosDay(now);
    if (this.ran.get(day)) return 0; // the usual answer, each minute of the rest of the day
    const queued = this.db
      .transaction(() => {
        if (this.ran.get(day)) return -1;
        const members = staffEntries(this.store);
        const leads = morningLeads(this.store, morningQueries(members, now));
        const lists = morningLists(members, leads, now);
        for (const list of lists) {
          this.notifier.enqueueMail(
            `morning/${day}/${list.member.uid}`,
            morningMail(list, this.siteUrl, now, morningMailCopy),
          );
        }
        this.record.run(day, now, lists.length);
        return lists.length;
      })
      .immediate();
    if (queued > 0) this.notifier.wake();
    return Math.max(0, queued);
  }
}
