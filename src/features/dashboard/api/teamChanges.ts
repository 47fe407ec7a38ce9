/**
 * A team inbox's changes to a lead (issue 37), each one multi-location update: the lead's owner,
 * follow-up or answer, a history event in the member's own name, and the audit entry. Each also
 * returns what the lead holds afterwards as this device shows it until the database says so
 * (the database's own clock stamps what is stored).
 */
import type { Collection } from '../../../records/collections';
import {
  DEFAULT_STATUS,
  STAFF_FIELDS,
  type FollowUp,
  type HistoryEvent,
  type HistoryKind,
  type LeadStatus,
} from '../../../records/lead';
import { SERVER_TIMESTAMP } from '../../../records/schemas';
import { nextPushId, staffEmail, withAudit, type Changes } from './inboxChanges';

type Stored = Readonly<Record<string, unknown>>;
/** What a lead holds after the change, given what it held. */
export type LocalEdit = (stored: Stored) => Stored;

export interface TeamChange {
  changes: Changes;
  edit: LocalEdit;
}

/** A lead as a change needs it: where it is and what it holds now. */
export interface LeadRef {
  collection: Collection;
  id: string;
  status: LeadStatus;
  firstResponseAt?: number;
}

type EventFields = Omit<HistoryEvent, 'at' | 'by' | 'kind'>;

/** A history event for `lead` under a new key: what is sent, and what is shown meanwhile. */
function historyEvent(lead: LeadRef, kind: HistoryKind, fields: EventFields) {
  const eventId = nextPushId();
  const shown: HistoryEvent = { at: Date.now(), by: staffEmail(), kind, ...fields };
  return {
    path: `${lead.collection}/${lead.id}/${STAFF_FIELDS.history}/${eventId}`,
    sent: { ...shown, at: SERVER_TIMESTAMP },
    add: (stored: Stored): Stored => ({
      ...stored,
      [STAFF_FIELDS.history]: {
        ...(stored[STAFF_FIELDS.history] as object | undefined),
        [eventId]: shown,
      },
    }),
  };
}

const childPath = (lead: LeadRef, child: string) => `${lead.collection}/${lead.id}/${child}`;

/**
 * Take it or Assign to…: each lead's owner (`null`: nobody), a history event on each, and one
 * audit entry per type. Leads of several types are one update.
 */
export function assignLeads(
  leads: readonly LeadRef[],
  owner: string | null,
): { changes: Changes; edits: Map<string, LocalEdit> } {
  let changes: Changes = {};
  const edits = new Map<string, LocalEdit>();
  const byType = new Map<Collection, string[]>();
  for (const lead of leads) {
    const event = historyEvent(lead, 'owner', owner ? { detail: owner } : {});
    changes[childPath(lead, STAFF_FIELDS.owner)] = owner;
    changes[event.path] = event.sent;
    edits.set(lead.id, (stored) => {
      const next: Record<string, unknown> = { ...event.add(stored), [STAFF_FIELDS.owner]: owner };
      if (owner === null) delete next[STAFF_FIELDS.owner];
      return next;
    });
    byType.set(lead.collection, [...(byType.get(lead.collection) ?? []), lead.id]);
  }
  for (const [collection, ids] of byType) {
    changes = withAudit(changes, { action: 'assign', collection, ids, detail: owner ?? 'nobody' });
  }
  return { changes, edits };
}

/** A follow-up set (or cleared: `null`), with its history event. */
export function setFollowUp(lead: LeadRef, followUp: FollowUp | null): TeamChange {
  const event = historyEvent(
    lead,
    'followUp',
    followUp ? { detail: followUp.what, due: followUp.at } : {},
  );
  const changes = withAudit(
    { [childPath(lead, STAFF_FIELDS.followUp)]: followUp, [event.path]: event.sent },
    {
      action: 'follow-up',
      collection: lead.collection,
      ids: [lead.id],
      detail: followUp?.what ?? 'cleared',
    },
  );
  const edit: LocalEdit = (stored) => {
    const next: Record<string, unknown> = {
      ...event.add(stored),
      [STAFF_FIELDS.followUp]: followUp,
    };
    if (followUp === null) delete next[STAFF_FIELDS.followUp];
    return next;
  };
  return { changes, edit };
}

/**
 * An answer to the visitor: an e-mail (the database's backend sends it), or a WhatsApp message or
 * call marked as done. The first one moves a New lead to Contacted and records when it came.
 */
export function recordAnswer(
  lead: LeadRef,
  kind: 'email' | 'whatsapp' | 'call',
  fields: Pick<EventFields, 'subject' | 'text'> = {},
): TeamChange {
  const event = historyEvent(lead, kind, fields);
  const first = lead.firstResponseAt === undefined;
  const contacted = lead.status === DEFAULT_STATUS;
  const now = Date.now();
  const changes = withAudit(
    {
      [event.path]: event.sent,
      ...(first && { [childPath(lead, STAFF_FIELDS.firstResponseAt)]: SERVER_TIMESTAMP }),
      ...(contacted && { [childPath(lead, STAFF_FIELDS.status)]: 'contacted' }),
    },
    { action: 'reply', collection: lead.collection, ids: [lead.id], detail: kind },
  );
  const edit: LocalEdit = (stored) => ({
    ...event.add(stored),
    ...(first && { [STAFF_FIELDS.firstResponseAt]: now }),
    ...(contacted && { [STAFF_FIELDS.status]: 'contacted' }),
  });
  return { changes, edit };
}
