/**
 * One collection's records for the dashboard, newest first.
 *
 * - The first 50 come from a paged query (`orderBy="$key"`, `limitToLast`), so the list
 *   shows as fast for 100,000 records as for 100; "Load more" asks for the next 50.
 * - At the same time the collection stream (`watchCollection`) connects. Once it has
 *   delivered, it is the list: new submissions appear, deletions made elsewhere
 *   disappear, and "Load more" only shows more of what is already here.
 * - A deletion confirmed by the server leaves the list at once (before the stream says so);
 *   nothing leaves the list before the server confirmed.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { dashboardErrors } from '../../content/dashboard';
import { countRecords, listRecords, watchCollection, type PageRequest } from '../../lib/db';
import { toDataError } from '../../lib/dataError';
import { toRecordViews, type RecordView } from './recordView';

export const PAGE_SIZE = 50;

interface State {
  status: 'loading' | 'ready' | 'failed';
  loadError: string | null;
  /** What the paged queries brought, newest first. */
  paged: RecordView[];
  nextPage: PageRequest | null;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** The whole collection from the stream, once connected. */
  live: RecordView[] | null;
  liveError: string | null;
  /** The stream can be tried again (false when the browser has no EventSource). */
  liveRetryable: boolean;
  /** The stream is connected now (the list may still hold what it last delivered). */
  connected: boolean;
  /** Records the server confirmed deleted (hidden even before the stream reports it). */
  removed: ReadonlySet<string>;
  /** Records that arrived through the stream after it first connected. */
  arrived: ReadonlySet<string>;
  /** How many records the list shows (without a search). */
  visible: number;
}

type Action =
  | { type: 'load' }
  | { type: 'loaded'; records: RecordView[]; nextPage: PageRequest | null }
  | { type: 'load-failed'; message: string }
  | { type: 'more' }
  | { type: 'more-loaded'; records: RecordView[]; nextPage: PageRequest | null }
  | { type: 'more-failed'; message: string }
  | { type: 'show-more' }
  | { type: 'live'; records: RecordView[] }
  | { type: 'live-connect' }
  | { type: 'live-failed'; message: string; retryable: boolean }
  | { type: 'removed'; ids: readonly string[] }
  | { type: 'cleared'; ids: readonly string[] };

const initialState: State = {
  status: 'loading',
  loadError: null,
  paged: [],
  nextPage: null,
  loadingMore: false,
  loadMoreError: null,
  live: null,
  liveError: null,
  liveRetryable: true,
  connected: false,
  removed: new Set(),
  arrived: new Set(),
  visible: PAGE_SIZE,
};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', loadError: null };
    case 'loaded':
      return { ...state, status: 'ready', paged: action.records, nextPage: action.nextPage };
    case 'load-failed':
      // Once the stream has delivered, the list is known: a late page failure changes nothing.
      return state.live ? state : { ...state, status: 'failed', loadError: action.message };
    case 'more':
      return { ...state, loadingMore: true, loadMoreError: null };
    case 'more-loaded': {
      const known = new Set(state.paged.map((record) => record.id));
      return {
        ...state,
        loadingMore: false,
        paged: [...state.paged, ...action.records.filter((record) => !known.has(record.id))],
        nextPage: action.nextPage,
        visible: state.visible + PAGE_SIZE,
      };
    }
    case 'more-failed':
      return { ...state, loadingMore: false, loadMoreError: action.message };
    case 'show-more':
      return { ...state, visible: state.visible + PAGE_SIZE, loadMoreError: null };
    case 'live': {
      let arrived = state.arrived;
      if (state.live) {
        const before = new Set(state.live.map((record) => record.id));
        const fresh = action.records.filter((record) => !before.has(record.id));
        if (fresh.length > 0) arrived = new Set([...arrived, ...fresh.map((record) => record.id)]);
      }
      return {
        ...state,
        live: action.records,
        liveError: null,
        connected: true,
        arrived,
        // The stream holds everything: a failed first page no longer matters.
        status: 'ready',
        loadError: null,
        // Never show fewer than the pages already loaded.
        visible: Math.max(state.visible, state.paged.length),
      };
    }
    case 'live-connect':
      return { ...state, liveError: null };
    case 'live-failed':
      return {
        ...state,
        liveError: action.message,
        liveRetryable: action.retryable,
        connected: false,
      };
    case 'removed':
      return { ...state, removed: new Set([...state.removed, ...action.ids]) };
    case 'cleared':
      return {
        ...state,
        removed: new Set([...state.removed, ...action.ids]),
        paged: [],
        nextPage: null,
      };
  }
}

const messageOf = (error: unknown) => toDataError(error).message;

export function useRecords(collection: string) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [loadAttempt, retryLoad] = useReducer((n: number) => n + 1, 0);
  const [liveAttempt, reconnect] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let active = true;
    dispatch({ type: 'load' });
    listRecords(collection, { limit: PAGE_SIZE }).then(
      (page) => {
        if (active) {
          dispatch({
            type: 'loaded',
            records: toRecordViews(page.records),
            nextPage: page.nextPage,
          });
        }
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'load-failed', message: messageOf(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [collection, loadAttempt]);

  useEffect(() => {
    if (typeof globalThis.EventSource !== 'function') {
      dispatch({ type: 'live-failed', message: dashboardErrors.liveUnsupported, retryable: false });
      return;
    }
    dispatch({ type: 'live-connect' });
    try {
      return watchCollection(
        collection,
        (records) => dispatch({ type: 'live', records: toRecordViews(records) }),
        {
          onError: (error) => {
            dispatch({ type: 'live-failed', message: error.message, retryable: true });
            // A stream refused because the token is no longer good cannot say why; a small
            // request can, and a refused token then ends the session (back to sign-in).
            if (error.kind !== 'session-expired') countRecords(collection).catch(() => undefined);
          },
        },
      );
    } catch (error) {
      dispatch({ type: 'live-failed', message: messageOf(error), retryable: true });
      return undefined;
    }
  }, [collection, liveAttempt]);

  const loadingMore = useRef(false);
  const { live, nextPage } = state;
  const loadMore = useCallback(() => {
    if (live) {
      dispatch({ type: 'show-more' });
      return;
    }
    if (!nextPage || loadingMore.current) return;
    loadingMore.current = true;
    dispatch({ type: 'more' });
    listRecords(collection, nextPage)
      .then(
        (page) =>
          dispatch({
            type: 'more-loaded',
            records: toRecordViews(page.records),
            nextPage: page.nextPage,
          }),
        (error: unknown) => dispatch({ type: 'more-failed', message: messageOf(error) }),
      )
      .finally(() => {
        loadingMore.current = false;
      });
  }, [collection, live, nextPage]);

  const markRemoved = useCallback((id: string) => dispatch({ type: 'removed', ids: [id] }), []);
  const markCleared = useCallback(
    (ids: readonly string[]) => dispatch({ type: 'cleared', ids }),
    [],
  );

  const source = state.live ?? state.paged;
  const present = state.removed.size
    ? source.filter((record) => !state.removed.has(record.id))
    : source;

  return {
    status: state.status,
    loadError: state.loadError,
    loadMoreError: state.loadMoreError,
    liveError: state.liveError,
    liveRetryable: state.liveRetryable,
    isLive: state.live !== null,
    connected: state.connected,
    /** Every record known here, newest first (the whole collection once live). */
    records: present,
    arrived: state.arrived,
    visible: state.visible,
    /** More records exist beyond `records` on the server (paged mode only). */
    moreOnServer: !state.live && state.nextPage !== null,
    loadingMore: state.loadingMore,
    loadMore,
    retryLoad,
    reconnect,
    markRemoved,
    markCleared,
  };
}
