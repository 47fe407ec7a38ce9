/**
 * A person's data on request: find their records, export them as one file, or erase them
 * everywhere. Each write is one update with its audit line (counts only); a success message
 * follows only what the database confirmed, a failure says what did not happen and why.
 */
import { useState } from 'react';
import { personCopy, personErrors } from '../../../content/dashboard';
import { saveChanges } from '../api/saveChanges';
import { eraseOnRequest, personExportRecorded } from '../api/inboxChanges';
import type { ActionMessages } from '../ui/useActionMessages';
import { lagosToday } from '../../../records/lagosTime';
import { failureText } from '../ui/failures';
import { findPerson, leadCount, pathOf, type FoundRecord } from './findPerson';
import { downloadJson, exportFileName, personExport } from './personExport';
import type { PersonQuery } from './personQuery';

export interface PersonResult {
  query: PersonQuery;
  found: readonly FoundRecord[];
}

type Busy = 'finding' | 'exporting' | 'erasing' | null;

export function usePersonData(messages: ActionMessages) {
  const [result, setResult] = useState<PersonResult | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);

  /** Runs one request at a time; answers whether it succeeded (its failure is on the page). */
  const run = async (
    what: Exclude<Busy, null>,
    failure: string,
    action: () => Promise<void>,
  ): Promise<boolean> => {
    if (busy) return false;
    setBusy(what);
    messages.clear();
    try {
      await action();
      return true;
    } catch (error) {
      messages.fail(failureText(failure, error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const find = (query: PersonQuery) =>
    run('finding', personErrors.find, async () => {
      setResult(null);
      setResult({ query, found: await findPerson(query) });
    });

  const exportAll = () =>
    run('exporting', personErrors.export, async () => {
      if (!result) return;
      const count = leadCount(result.found);
      const now = new Date();
      // Written down first: an export the audit trail does not hold does not happen.
      await saveChanges(personExportRecorded(count));
      downloadJson(
        exportFileName(result.query, lagosToday(now)),
        personExport(result.query, result.found, now),
      );
      messages.tell(personCopy.exported(count));
    });

  const confirmErase = async (): Promise<boolean> => {
    const erased = await run('erasing', personErrors.erase, async () => {
      if (!result) return;
      const count = leadCount(result.found);
      await saveChanges(eraseOnRequest(result.found.map(pathOf), count));
      setResult({ query: result.query, found: [] });
      messages.tell(personCopy.erased(count));
    });
    // Closed either way: the page then says what happened, or why nothing was erased.
    setConfirming(false);
    return erased;
  };

  return {
    result,
    busy,
    find,
    exportAll,
    confirming,
    askErase: () => setConfirming(true),
    cancelErase: () => setConfirming(false),
    confirmErase,
  };
}
