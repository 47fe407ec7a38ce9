import { useEffect, useState } from 'react';
import { readAt } from '../api/readRecords';
import { RETENTION_ROOT } from '../../../records/lead';
import type { RetentionPreview } from '../../../lib/retention';
import { isObject } from '../../../lib/tree';

export type RetentionState =
  | { kind: 'loading' }
  | { kind: 'not-run' }
  | { kind: 'failed' }
  | { kind: 'ready'; preview: RetentionPreview };

const isPreview = (value: unknown): value is RetentionPreview =>
  isObject(value) && typeof value.months === 'number' && typeof value.nextRunAt === 'number';

/** What the retention rule's last run says its next run will erase (read once, on open). */
export function useRetentionPreview(): RetentionState {
  const [state, setState] = useState<RetentionState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    readAt([RETENTION_ROOT]).then(
      (value) => {
        if (live)
          setState(isPreview(value) ? { kind: 'ready', preview: value } : { kind: 'not-run' });
      },
      () => {
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
