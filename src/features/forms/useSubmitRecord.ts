/**
 * The one way a form sends its record: idle → sending → success | error.
 * Success only once the database holds the record; a failure keeps the form's values and
 * carries the DataError to show. A second submit while one is in flight (or while the success
 * message is up) is ignored. A submission keeps one key from its first attempt to its last retry
 * (api/createRecord.ts): when a reply is lost, the retry finds the stored record instead of
 * storing it twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { HONEYPOT_FIELD, type Collection } from '../../records/collections';
import { createRecord, hasArrived, newSubmissionId } from './api/createRecord';
import { toDataError, type DataError } from '../../lib/dataError';
import { RECEIVED_AT, SERVER_TIMESTAMP, toRecord, type formSchemas } from '../../records/schemas';
import { NEWS_CONSENT, NEWS_CONSENT_AT } from '../../records/consent';
import { SOURCE_FIELD, type LeadSource } from '../../records/source';
import { sourceSchema } from '../../records/sourceSchema';
import { visitSource } from '../../lib/attribution';

export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/** A form's validated values (trimmed, exactly the schema's fields). */
export type FormOutput<C extends Collection> = z.output<(typeof formSchemas)[C]>;

interface SubmitOptions<C extends Collection> {
  /** How long the success message stays, in milliseconds; then `onSuccessEnd` runs. */
  successMs: number;
  /** Runs when the success message leaves (the form resets here). */
  onSuccessEnd?: () => void;
  /** Runs once the database holds the record: its key and the values sent. */
  onStored?: (id: string, values: FormOutput<C>) => void;
}

type SubmitState =
  { status: 'idle' | 'sending' | 'success' } | { status: 'error'; error: DataError };

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
  const parsed = sourceSchema.safeParse(source);
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

export function useSubmitRecord<C extends Collection>(collection: C, options: SubmitOptions<C>) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  // Refs, not state: two clicks in the same tick must still send one record, under one key.
  const busy = useRef(false);
  const submission = useRef<Submission<C> | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const submit = useCallback(
    async (values: FormOutput<C>, extras: SentExtras = {}): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState({ status: 'sending' });
      submission.current ??= { id: newSubmissionId(), maybeStored: [] };
      const { id, maybeStored } = submission.current;
      try {
        const body = recordBody(collection, values, extras, new Date(), visitSource());
        const how = await store(collection, id, body).catch((error: unknown) => {
          // A refusal stored nothing; any other failure may have (the reply went astray).
          const { status } = toDataError(error);
          if (status === undefined || status >= 500) maybeStored.push(values);
          throw error;
        });
        // The next submission is a new lead, with a key of its own.
        submission.current = null;
        setState({ status: 'success' });
        // Found, not written: what was stored is the first attempt that may have landed.
        callbacks.current.onStored?.(id, how === 'found' ? (maybeStored[0] ?? values) : values);
        return true;
      } catch (error) {
        busy.current = false;
        setState({ status: 'error', error: toDataError(error) });
        return false;
      }
    },
    [collection],
  );

  const { successMs } = options;
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => {
      busy.current = false;
      setState({ status: 'idle' });
      callbacks.current.onSuccessEnd?.();
    }, successMs);
    return () => clearTimeout(timer);
  }, [state.status, successMs]);

  return {
    status: state.status,
    error: state.status === 'error' ? state.error : null,
    submit,
  };
}
