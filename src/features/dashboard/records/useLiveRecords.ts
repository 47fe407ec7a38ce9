/**
 * One collection followed live (`watchCollection`): once the stream has delivered, it holds the
 * whole collection, so new submissions appear and deletions made elsewhere disappear.
 */
import { useEffect, useReducer } from 'react';
import { dashboardErrors } from '../../../content/dashboard';
import { countRecords, watchCollection } from '../../../lib/db';
import { messageOf } from '../ui/failures';
import { toRecordViews, type RecordView } from './recordView';

interface LiveState {
  /** The whole collection, newest first, as last delivered (null until the stream delivers). */
  records: RecordView[] | null;
  error: string | null;
  /** The stream can be tried again (false when the browser has no EventSource). */
  retryable: boolean;
  /** The stream is connected now (`records` may still hold what it last delivered). */
  connected: boolean;
  /** Records that arrived after the stream first delivered. */
  arrived: ReadonlySet<string>;
}

type LiveAction =
  | { type: 'connecting' }
  | { type: 'delivered'; records: RecordView[] }
  | { type: 'failed'; message: string; retryable: boolean };

const initialState: LiveState = {
  records: null,
  error: null,
  retryable: true,
  connected: false,
  arrived: new Set(),
};

function reducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'connecting':
      return { ...state, error: null };
    case 'delivered': {
      let arrived = state.arrived;
      if (state.records) {
        const before = new Set(state.records.map((record) => record.id));
        const fresh = action.records.filter((record) => !before.has(record.id));
        if (fresh.length > 0) arrived = new Set([...arrived, ...fresh.map((record) => record.id)]);
      }
      return { ...state, records: action.records, error: null, connected: true, arrived };
    }
    case 'failed':
      return { ...state, error: action.message, retryable: action.retryable, connected: false };
  }
}

export function useLiveRecords(collection: string) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [attempt, reconnect] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (typeof globalThis.EventSource !== 'function') {
      dispatch({ type: 'failed', message: dashboardErrors.liveUnsupported, retryable: false });
      return;
    }
    dispatch({ type: 'connecting' });
    try {
      return watchCollection(
        collection,
        (records) => dispatch({ type: 'delivered', records: toRecordViews(records) }),
        {
          onError: (error) => {
            dispatch({ type: 'failed', message: error.message, retryable: true });
            // A stream refused because the token is no longer good cannot say why; a small
            // request can, and a refused token then ends the session (back to sign-in).
            if (error.kind !== 'session-expired') countRecords(collection).catch(() => undefined);
          },
        },
      );
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error), retryable: true });
      return undefined;
    }
  }, [collection, attempt]);

  return { ...state, reconnect };
}
