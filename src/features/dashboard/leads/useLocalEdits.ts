/**
 * Changes staff made here (a status, a note) shown at once, before the list hears of them again:
 * each edit remembers the stored record it was made on, and gives way as soon as the list holds
 * a newer one (the live stream's copy, which carries the change).
 */
import { useCallback, useMemo, useState } from 'react';
import { normaliseRecord, type RecordView } from '../ui/recordView';

type Stored = Readonly<Record<string, unknown>>;
interface Edit {
  /** The stored record the edit was made on. */
  base: Stored;
  stored: Stored;
}

export function useLocalEdits(source: readonly RecordView[]) {
  const [edits, setEdits] = useState<ReadonlyMap<string, Edit>>(() => new Map());

  const records = useMemo(
    () =>
      edits.size === 0
        ? source
        : source.map((view) => {
            const edit = edits.get(view.id);
            return edit && edit.base === view.stored ? normaliseRecord(view.id, edit.stored) : view;
          }),
    [source, edits],
  );

  /** Applies `change` to the record as shown now (with any earlier edit). */
  const edit = useCallback(
    (view: RecordView, change: (stored: Stored) => Stored) =>
      setEdits((current) => {
        const original = source.find((record) => record.id === view.id);
        if (!original) return current;
        const earlier = current.get(view.id);
        const now = earlier && earlier.base === original.stored ? earlier.stored : original.stored;
        return new Map(current).set(view.id, { base: original.stored, stored: change(now) });
      }),
    [source],
  );

  return { records, edit };
}
