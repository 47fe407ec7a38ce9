/** "Not spam": the submission joins its type's list as a normal lead, in one update. */
import { useState } from 'react';
import { dashboardCopy, inboxErrors, spamCopy } from '../../../content/dashboard';
import { updateMany, type StoredRecord } from '../../../lib/db';
import type { DashboardType } from '../dashboardType';
import { failureText } from '../ui/failures';
import type { RecordView } from '../records/recordView';
import type { ActionMessages } from './useActionMessages';
import { moveOutOfSpam } from './inboxChanges';

export function useNotSpam(
  type: DashboardType,
  remove: (id: string) => void,
  messages: ActionMessages,
) {
  const [busy, setBusy] = useState(false);
  const notSpam = async (entry: StoredRecord, record: RecordView) => {
    if (busy) return;
    setBusy(true);
    messages.clear();
    try {
      await updateMany(moveOutOfSpam(type.collection, entry));
      remove(entry.id);
      messages.tell(spamCopy.moved(record.name ?? dashboardCopy.noName));
    } catch (error) {
      messages.fail(failureText(inboxErrors.notSpam, error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, notSpam };
}
