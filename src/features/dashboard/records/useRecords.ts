/**
 * One collection's records for the dashboard, newest first: the paged list until the live
 * stream has delivered, then the stream's list (see usePagedRecords and useLiveRecords).
 * A deletion confirmed by the server leaves the list at once (before the stream says so);
 * nothing leaves the list before the server confirmed.
 */
import { useCallback, useState } from 'react';
import { useLiveRecords } from './useLiveRecords';
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
  const source = live.records ?? pages.records;
  const records = removed.size ? source.filter((record) => !removed.has(record.id)) : source;

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
  };
}

export type RecordList = ReturnType<typeof useRecords>;
