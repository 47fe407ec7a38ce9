/**
 * One collection's records for the dashboard, newest first: the pages fetched so far, kept
 * current by the live stream, which follows them from the oldest one shown on (and every record
 * that arrives later; see usePagedRecords and useLiveRecords). Neither ever brings the whole
 * collection. A deletion confirmed by the server leaves the list at once (before the stream says
 * so); nothing leaves the list before the server confirmed. Undo brings records back: hidden ones
 * show again, and after a clear the first page is fetched again.
 */
import { useCallback, useMemo, useState } from 'react';
import { newestFirst, orderValue } from '../api/storedRecords';
import { useLiveRecords, type LiveStart } from './useLiveRecords';
import { useLocalEdits } from './useLocalEdits';
import { usePagedRecords } from './usePagedRecords';
import type { RecordView } from '../ui/recordView';

/** `records` with those of `found` it does not hold, in their place. */
function withFound(records: RecordView[], found: readonly RecordView[]): RecordView[] {
  if (found.length === 0) return records;
  const known = new Set(records.map((record) => record.id));
  const extra = found.filter((record) => !known.has(record.id));
  return extra.length === 0 ? records : [...records, ...extra].sort(newestFirst);
}

/** The followed records, then the fetched ones older than where the stream starts. */
function withOlderPages(
  live: readonly RecordView[],
  from: LiveStart,
  pages: readonly RecordView[],
): RecordView[] {
  // Older than the stream's start: received before it, or never stamped (those order first);
  // for a stream by key, stored under an earlier key.
  const older =
    from === null
      ? []
      : pages.filter((record) => {
          if (typeof from === 'string') return record.id < from;
          const received = orderValue(record);
          return received === null || received < from;
        });
  return [...live, ...older];
}

/** Integer-like keys, which Firebase orders before every other key. */
const INTEGER_KEY = /^-?\d+$/;

/**
 * Where the stream starts for the records fetched so far: the oldest one's receive time. When it
 * has none (stored before receive times: such records order before every stamped one, so no
 * receive-time bound includes them), the smallest key fetched: every record shown and every one
 * stored later (a later push ID) is followed. The whole collection for an empty list, or one
 * holding integer keys (their order differs from the text order used here).
 */
function liveStartOf(records: readonly RecordView[]): LiveStart {
  const oldest = records.at(-1);
  if (!oldest) return null;
  const received = orderValue(oldest);
  if (received !== null) return received;
  if (records.some((record) => INTEGER_KEY.test(record.id))) return null;
  return records.reduce(
    (smallest, record) => (record.id < smallest ? record.id : smallest),
    oldest.id,
  );
}

export function useRecords(collection: string) {
  const pages = usePagedRecords(collection);
  const start = liveStartOf(pages.records);
  const live = useLiveRecords(collection, pages.status === 'ready' ? start : undefined);
  // Records the server confirmed deleted (hidden even before the stream reports it).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  // Older records a search found on the server (useSearch), shown among the others.
  const [found, showFound] = useState<readonly RecordView[]>([]);
  // An older record a notice links to, fetched on its own (useLinkedLead).
  const [linked, showLinked] = useState<readonly RecordView[]>([]);

  const markRemoved = useCallback(
    (ids: readonly string[]) => setRemoved((current) => new Set([...current, ...ids])),
    [],
  );
  const { drop } = pages;
  const markCleared = useCallback(
    (ids: readonly string[]) => {
      markRemoved(ids);
      drop();
    },
    [markRemoved, drop],
  );

  const isLive = live.records !== null;
  const { retry } = pages;
  const pagesDropped = pages.records.length === 0;
  const markRestored = useCallback(
    (ids: readonly string[]) => {
      setRemoved((current) => new Set([...current].filter((id) => !ids.includes(id))));
      // After a clear the pages were dropped: fetch the first page again.
      if (pagesDropped) retry();
    },
    [pagesDropped, retry],
  );

  const source = useMemo(
    () =>
      withFound(
        live.records ? withOlderPages(live.records, live.from, pages.records) : pages.records,
        linked.length ? [...found, ...linked] : found,
      ),
    [live.records, live.from, pages.records, found, linked],
  );
  const kept = useMemo(
    () => (removed.size ? source.filter((record) => !removed.has(record.id)) : source),
    [source, removed],
  );
  const { records, edit } = useLocalEdits(kept);
  const moreOnServer = pages.nextPage !== null;

  return {
    status: isLive ? ('ready' as const) : pages.status,
    loadError: isLive ? null : pages.error,
    retryLoad: pages.retry,
    isLive,
    /** Every record known here, newest first. */
    records,
    /** More (older) records exist beyond `records` on the server. */
    moreOnServer,
    /** `records` holds the whole collection. */
    complete: pages.status === 'ready' && !moreOnServer,
    nextPage: pages.nextPage,
    appendPage: pages.append,
    /** Shows records a search found beyond those fetched (an empty list forgets them). */
    showFound,
    /** Shows one older record fetched on its own (a notice's link). */
    showLinked,
    live: {
      connected: live.connected,
      error: live.error,
      retryable: live.retryable,
      reconnect: live.reconnect,
      arrived: live.arrived,
      /** Counts up whenever the stream reports a change (a new record, a deletion, a status). */
      changes: live.changes,
    },
    markRemoved,
    markCleared,
    markRestored,
    /** Shows a change this dashboard made to a record (its status, a note) at once. */
    edit,
  };
}

export type RecordList = ReturnType<typeof useRecords>;
