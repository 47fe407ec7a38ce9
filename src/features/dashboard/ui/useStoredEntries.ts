/**
 * The entries under one path (a type's Trash or Spam, the audit trail), newest first, read once
 * when shown; an action that removes one takes it out of the list once the server agreed.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { readRecords } from '../api/readRecords';
import type { StoredRecord } from '../api/storedRecords';
import { failureText } from './failures';

export function useStoredEntries(path: readonly string[], failure: string) {
  const [entries, setEntries] = useState<StoredRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, again] = useReducer((n: number) => n + 1, 0);
  const key = path.join('/');

  useEffect(() => {
    let active = true;
    readRecords(key.split('/')).then(
      (records) => active && setEntries(records),
      (problem: unknown) => active && setError(failureText(failure, problem)),
    );
    return () => {
      active = false;
    };
  }, [key, failure, attempt]);

  const retry = useCallback(() => {
    setError(null);
    again();
  }, []);

  const remove = useCallback(
    (id: string) => setEntries((current) => current?.filter((entry) => entry.id !== id) ?? null),
    [],
  );

  return { entries, error, retry, remove };
}
