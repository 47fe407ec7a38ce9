/**
 * One collection's records as the paged queries bring them, newest first: the first page on
 * arrival (and on "Try again"), older pages appended as "Load more" fetches them. A page is
 * `orderBy` (the receive time, LIST_ORDER_CHILD) + `limitToLast`, so the list shows as fast for
 * 100,000 records as for 100.
 */
import { useCallback, useEffect, useReducer } from 'react';
import { listRecords, type PageRequest, type RecordPage } from '../api/listRecords';
import { messageOf } from '../ui/failures';
import { toRecordViews, type RecordView } from '../ui/recordView';

export const PAGE_SIZE = 50;

interface PagedState {
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  records: RecordView[];
  /** The request for the next (older) page, or null at the end. */
  nextPage: PageRequest | null;
}

/** A page read into views. */
interface Page {
  records: RecordView[];
  nextPage: PageRequest | null;
}

const viewsOf = (page: RecordPage): Page => ({
  records: toRecordViews(page.records),
  nextPage: page.nextPage,
});

type PagedAction =
  | { type: 'load' }
  | { type: 'loaded'; page: Page }
  | { type: 'failed'; message: string }
  | { type: 'appended'; page: Page }
  | { type: 'dropped' };

const initialState: PagedState = { status: 'loading', error: null, records: [], nextPage: null };

function reducer(state: PagedState, action: PagedAction): PagedState {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', error: null };
    case 'loaded':
      return { ...state, status: 'ready', ...action.page };
    case 'failed':
      return { ...state, status: 'failed', error: action.message };
    case 'appended': {
      const known = new Set(state.records.map((record) => record.id));
      const older = action.page.records.filter((record) => !known.has(record.id));
      return { ...state, records: [...state.records, ...older], nextPage: action.page.nextPage };
    }
    case 'dropped':
      return { ...state, records: [], nextPage: null };
  }
}

export function usePagedRecords(collection: string) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let active = true;
    dispatch({ type: 'load' });
    listRecords(collection, { limit: PAGE_SIZE }).then(
      (page) => {
        if (active) dispatch({ type: 'loaded', page: viewsOf(page) });
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [collection, attempt]);

  /** Adds an older page that "Load more" fetched. */
  const append = useCallback(
    (page: RecordPage) => dispatch({ type: 'appended', page: viewsOf(page) }),
    [],
  );
  /** Forgets every page (the collection was cleared). */
  const drop = useCallback(() => dispatch({ type: 'dropped' }), []);

  return { ...state, retry, append, drop };
}
