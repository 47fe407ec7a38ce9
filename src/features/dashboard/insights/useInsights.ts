/** `insights` read once when the view opens (one small object: never the records), with a retry. */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { insightsCopy } from '../../../content/insights';
import { readAt } from '../api/readRecords';
import { DERIVED_ROOTS } from '../../../records/derived';
import { failureText } from '../ui/failures';

export function useInsights() {
  const [insights, setInsights] = useState<{ value: unknown; at: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, again] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let active = true;
    readAt([DERIVED_ROOTS.insights]).then(
      (value) => active && setInsights({ value, at: Date.now() }),
      (problem: unknown) => active && setError(failureText(insightsCopy.failed, problem)),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    again();
  }, []);

  return { insights, error, retry };
}
