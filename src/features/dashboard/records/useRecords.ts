/**
 * One collection's records for the dashboard, newest first: the paged list until the live
 * stream has delivered, then the stream's list (see usePagedRecords and useLiveRecords).
 * A deletion confirmed by the server leaves the list at once (before the stream says so);
 * nothing leaves the list before the server confirmed. Undo brings records back: hidden ones show
 * again, and after a clear the first page is fetched again.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLiveRecords } from './useLiveRecords';
import { useLocalEdits } from './useLocalEdits';
import { usePagedRecords } from './usePagedRecords';

export function useRecords(collection: string) {
  const pages = usePagedRecords(collection);
  const live = useLiveRecords(collection);
  // Records the server confirmed deleted (hidden even before the stream reports it).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

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
      // After a clear the pages were dropped: fetch the first page again (the stream, if live,
      // brings them by itself).
      if (!isLive && pagesDropped) retry();
    },
    [isLive, pagesDropped, retry],
  );

  const source = live.records ?? pages.records;
  const kept = useMemo(
    () => (removed.size ? source.filter((record) => !removed.has(record.id)) : source),
    [source, removed],
  );
  const { records, edit } = useLocalEdits(kept);

  return {
    // The stream holds everything: once it has delivered, a failed first page no longer matters.
    status: isLive ? ('ready' as const) : pages.status,
    loadError: isLive ? null : pages.error,
    retryLoad: pages.retry,
    isLive,
    /** Every record known here, newest first (the whole collection once live). */
    records,
    /** More records exist beyond `records` on the server (paged mode only). */
    moreOnServer: !isLive && pages.nextPage !== null,
    nextPage: isLive ? null : pages.nextPage,
    appendPage: pages.append,
    live: {
      connected: live.connected,
      error: live.error,
      retryable: live.retryable,
      reconnect: live.reconnect,
      arrived: live.arrived,
    },
    markRemoved,
    markCleared,
    markRestored,
    /** Shows a change this dashboard made to a record (its status, a note) at once. */
    edit,
  };
}

export type RecordList = ReturnType<typeof useRecords>;
