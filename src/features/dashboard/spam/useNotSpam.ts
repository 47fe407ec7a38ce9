/** "Not spam": the submission joins its type's list as a normal lead, in one update. */
import { useState } from 'react';
import { dashboardCopy, inboxErrors, spamCopy } from '../../../content/dashboard';
import { saveChanges } from '../api/saveChanges';
import type { StoredRecord } from '../api/storedRecords';
import type { DashboardType } from '../ui/dashboardType';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import type { ActionMessages } from '../ui/useActionMessages';
import { moveOutOfSpam } from '../api/inboxChanges';

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
      await saveChanges(moveOutOfSpam(type.collection, entry));
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
