/**
 * "Load more": shows the next 50 records. When fewer than that are here beyond those shown, it
 * asks the server for the next (older) page first.
 */
import { useCallback, useRef, useState } from 'react';
import { listRecords } from '../api/listRecords';
import { messageOf } from '../ui/failures';
import { PAGE_SIZE } from './usePagedRecords';
import type { RecordList } from './useRecords';

export function useLoadMore(collection: string, list: RecordList) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Pages shown beyond the first.
  const [morePages, setMorePages] = useState(0);
  const inFlight = useRef(false);

  const { nextPage, appendPage } = list;
  const here = list.records.length;
  const visible = PAGE_SIZE * (1 + morePages);
  const loadMore = useCallback(() => {
    if (here >= visible + PAGE_SIZE || !nextPage) {
      setMorePages((pages) => pages + 1);
      setError(null);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    setError(null);
    listRecords(collection, nextPage)
      .then(
        (page) => {
          appendPage(page);
          setMorePages((pages) => pages + 1);
          setLoadingMore(false);
        },
        (failure: unknown) => {
          setError(messageOf(failure));
          setLoadingMore(false);
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [collection, here, visible, nextPage, appendPage]);

  return {
    loadMore,
    loadingMore,
    error,
    /** How many records the list shows (without a search). */
    visible,
  };
}

export type LoadMore = ReturnType<typeof useLoadMore>;
