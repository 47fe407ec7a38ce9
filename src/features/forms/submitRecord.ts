/**
 * The one way a form sends its record. Success only once the database holds the record; a failure
 * carries the DataError to show. A submission keeps one key from its first attempt to its last
 * retry (api/createRecord.ts): when a reply is lost, the retry finds the stored record instead of
 * storing it twice.
 */
import type { z } from 'zod';
import { HONEYPOT_FIELD, type Collection } from '../../records/collections';
import { createRecord, hasArrived, newSubmissionId } from './api/createRecord';
import { toDataError, type DataError } from '../../lib/dataError';
import { RECEIVED_AT, SERVER_TIMESTAMP, toRecord, type formSchemas } from '../../records/schemas';
import { NEWS_CONSENT, NEWS_CONSENT_AT } from '../../records/consent';
import { SOURCE_FIELD, type LeadSource } from '../../records/source';
import { sourceSchema } from '../../records/sourceSchema';
import { visitSource } from '../../lib/attribution';

/** A form's validated values (trimmed, exactly the schema's fields). */
export type FormOutput<C extends Collection> = z.output<(typeof formSchemas)[C]>;

/** What a form sends beside its validated values. */
export interface SentExtras {
  /** The honeypot's value ('' from a person). */
  honeypot?: string;
  /** The news box, on the forms that ask (src/records/consent.ts); undefined elsewhere. */
  newsConsent?: boolean;
}

/** The news answer as stored: a yes carries the database's time of it, a no none. */
const newsConsentChildren = (newsConsent: boolean | undefined) =>
  newsConsent === undefined
    ? {}
    : newsConsent
      ? { [NEWS_CONSENT]: true, [NEWS_CONSENT_AT]: SERVER_TIMESTAMP }
      : { [NEWS_CONSENT]: false };

/**
 * The visit's source as the schema keeps it; nothing when it does not pass (the visitor's own
 * storage could hold anything): where a lead came from never stops it being sent.
 */
function sourceChild(source: LeadSource | undefined): Record<string, unknown> {
  const parsed = sourceSchema().safeParse(source);
  return parsed.success && Object.keys(parsed.data).length > 0
    ? { [SOURCE_FIELD]: parsed.data }
    : {};
}

/** The body sent: the record and where it came from, plus the honeypot key only when a bot filled it. */
export function recordBody<C extends Collection>(
  collection: C,
  values: FormOutput<C>,
  { honeypot = '', newsConsent }: SentExtras = {},
  now: Date = new Date(),
  source: LeadSource | undefined = undefined,
): Record<string, unknown> {
  // The receive time is the database's own clock (see RECEIVED_AT): the form cannot choose it.
  const record = {
    ...(toRecord(collection, values, now) as Record<string, unknown>),
    ...newsConsentChildren(newsConsent),
    ...sourceChild(source),
    [RECEIVED_AT]: SERVER_TIMESTAMP,
  };
  return honeypot.trim() === '' ? record : { ...record, [HONEYPOT_FIELD]: honeypot };
}

/**
 * Stores the record at `id`: 'written' by this call, or 'found' there (the reply to an earlier
 * write was lost, or this call's was). A failed write is asked about before its error stands.
 */
async function store(collection: Collection, id: string, body: object) {
  try {
    await createRecord(collection, id, body);
    return 'written';
  } catch (error) {
    const arrived = await hasArrived(collection, id).catch(() => false);
    if (!arrived) throw error;
    return 'found';
  }
}

/** One submission: its key, and the values of each attempt whose write may have landed. */
interface Submission<C extends Collection> {
  id: string;
  maybeStored: FormOutput<C>[];
}

/** What one press of Send came to: the record's key and the values stored, or the error to show. */
export type SendResult<C extends Collection> =
  { ok: true; id: string; values: FormOutput<C> } | { ok: false; error: DataError };

/**
 * A form's sender. A second send while one is in flight is refused (undefined); a submission keeps
 * its key until it is stored, so a retry after a lost reply finds the record instead of storing
 * it twice; the next send after a stored one is a new lead with a key of its own.
 */
export function recordSender<C extends Collection>(collection: C) {
  let busy = false;
  let submission: Submission<C> | null = null;
  return async (
    values: FormOutput<C>,
    extras: SentExtras = {},
  ): Promise<SendResult<C> | undefined> => {
    if (busy) return undefined;
    busy = true;
    submission ??= { id: newSubmissionId(), maybeStored: [] };
    const { id, maybeStored } = submission;
    try {
      const body = recordBody(collection, values, extras, new Date(), visitSource());
      const how = await store(collection, id, body).catch((error: unknown) => {
        // A refusal stored nothing; any other failure may have (the reply went astray).
        const { status } = toDataError(error);
        if (status === undefined || status >= 500) maybeStored.push(values);
        throw error;
      });
      submission = null;
      // Found, not written: what was stored is the first attempt that may have landed.
      return { ok: true, id, values: how === 'found' ? (maybeStored[0] ?? values) : values };
    } catch (error) {
      return { ok: false, error: toDataError(error) };
    } finally {
      busy = false;
    }
  };
}
