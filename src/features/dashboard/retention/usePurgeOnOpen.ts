/**
 * When staff open the dashboard, Trash and Spam entries older than VITE_TRASH_DAYS are deleted
 * for good in one update (with their audit entries). server/ also does this daily by itself;
 * hosted Firebase runs nothing on its own, so this is how it forgets old entries.
 */
import { useEffect, useState } from 'react';
import { env } from '../../../config/env';
import { readRecords } from '../api/readRecords';
import { saveChanges } from '../api/saveChanges';
import { toDataError, type DataError } from '../../../lib/dataError';
import { expiredEntries } from '../../../lib/purge';
import { INBOX_ROOTS } from '../../../records/lead';
import { purgeExpired } from '../api/inboxChanges';
import { inPurgeParts } from '../api/purgeParts';

async function readRoot(root: string): Promise<Map<string, unknown>> {
  const byCollection = await readRecords([root]);
  return new Map(byCollection.map(({ id, stored }) => [id, stored]));
}

/** Purges once per mount; answers the failure to show, if any. */
export function usePurgeOnOpen(): DataError | null {
  const [failure, setFailure] = useState<DataError | null>(null);
  useEffect(() => {
    let active = true;
    (async () => {
      const roots = new Map([
        [INBOX_ROOTS.trash as string, await readRoot(INBOX_ROOTS.trash)],
        [INBOX_ROOTS.spam as string, await readRoot(INBOX_ROOTS.spam)],
      ]);
      const expired = expiredEntries(
        (root, collection) => roots.get(root)?.get(collection),
        Date.now(),
        env.VITE_TRASH_DAYS,
      );
      for (const part of inPurgeParts(expired)) await saveChanges(purgeExpired(part));
    })().catch((error: unknown) => {
      if (active) setFailure(toDataError(error));
    });
    return () => {
      active = false;
    };
  }, []);
  return failure;
}
