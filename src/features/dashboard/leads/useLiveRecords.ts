/**
 * One collection followed live (`watchCollection`), from the oldest record the list shows on:
 * those records and every one that arrives later, never the older rest of the collection. New
 * submissions appear and deletions made elsewhere disappear. When the list shows older records
 * (Load more), the stream opens again from the new oldest one.
 */
import { useEffect, useReducer } from 'react';
import { dashboardErrors } from '../../../content/dashboard';
import { readCounts } from '../api/readCounts';
import { watchCollection } from '../api/watchCollection';
import { messageOf } from '../ui/failures';
import { toRecordViews, type RecordView } from '../ui/recordView';

/**
 * Where the stream starts: a receive time (LIST_ORDER_CHILD); a record's key when the oldest one
 * shown has no receive time (such records order by key, and every later one has a later push
 * ID); `null` for the whole collection (an empty list).
 */
export type LiveStart = number | string | null;

interface LiveState {
  /** The followed records, newest first, as last delivered (null until the stream delivers). */
  records: RecordView[] | null;
  /** Where the delivered records start (older records are not followed). */
  from: LiveStart;
  error: string | null;
  /** The stream can be tried again (false when the browser has no EventSource). */
  retryable: boolean;
  /** The stream is connected now (`records` may still hold what it last delivered). */
  connected: boolean;
  /** Records that arrived after the stream first delivered. */
  arrived: ReadonlySet<string>;
  /** How many times the followed records changed after they were first delivered. */
  changes: number;
}

type LiveAction =
  | { type: 'connecting' }
  | { type: 'delivered'; records: RecordView[]; from: LiveStart }
  | { type: 'failed'; message: string; retryable: boolean };

const initialState: LiveState = {
  records: null,
  from: null,
  error: null,
  retryable: true,
  connected: false,
  arrived: new Set(),
  changes: 0,
};

function reducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'connecting':
      return { ...state, error: null };
    case 'delivered': {
      let { arrived, changes } = state;
      // The same records followed again (not a stream opened further back): what is new arrived.
      if (state.records && state.from === action.from) {
        changes += 1;
        const before = new Set(state.records.map((record) => record.id));
        const fresh = action.records.filter((record) => !before.has(record.id));
        if (fresh.length > 0) arrived = new Set([...arrived, ...fresh.map((record) => record.id)]);
      }
      return {
        ...state,
        records: action.records,
        from: action.from,
        error: null,
        connected: true,
        arrived,
        changes,
      };
    }
    case 'failed':
      return { ...state, error: action.message, retryable: action.retryable, connected: false };
  }
}

/** `start` undefined: not yet (the first page has not come). */
export function useLiveRecords(collection: string, start: LiveStart | undefined) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [attempt, reconnect] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (start === undefined) return;
    if (typeof globalThis.EventSource !== 'function') {
      dispatch({ type: 'failed', message: dashboardErrors.liveUnsupported, retryable: false });
      return;
    }
    dispatch({ type: 'connecting' });
    try {
      return watchCollection(
        collection,
        (records) => dispatch({ type: 'delivered', records: toRecordViews(records), from: start }),
        {
          ...(typeof start === 'number' && { startAt: start }),
          ...(typeof start === 'string' && { startAtKey: start }),
          onError: (error) => {
            dispatch({ type: 'failed', message: error.message, retryable: true });
            // A stream refused because the token is no longer good cannot say why; a small
            // request can, and a refused token then ends the session (back to sign-in).
            if (error.kind !== 'session-expired') readCounts().catch(() => undefined);
          },
        },
      );
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error), retryable: true });
      return undefined;
    }
  }, [collection, start, attempt]);

  return { ...state, reconnect };
}
