/** A lead's status on its card: a labelled select, saved (with its audit entry) as it changes. */
import { useId, useState } from 'react';
import { inboxErrors, statusCopy, statusLabels } from '../../../content/dashboard';
import { leadStatuses, STAFF_FIELDS, type LeadStatus } from '../../../records/lead';
import { saveChanges } from '../api/saveChanges';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import type { LeadTools } from './leadTools';
import { setStatus } from '../api/inboxChanges';
import styles from '../ui/Inbox.module.css';

export function StatusPicker({ record, tools }: { record: RecordView; tools: LeadTools }) {
  const { type, list, messages, onStatusChanged: onChanged } = tools;
  const id = useId();
  // The choice being saved: shown at once, and back to the stored status if saving fails.
  const [saving, setSaving] = useState<LeadStatus | null>(null);

  const choose = async (status: LeadStatus) => {
    if (status === record.status || saving) return;
    messages.clear();
    setSaving(status);
    try {
      await saveChanges(setStatus(type.collection, record.id, status));
      list.edit(record, (stored) => ({ ...stored, [STAFF_FIELDS.status]: status }));
      onChanged(record.status, status);
    } catch (error) {
      messages.fail(failureText(inboxErrors.status, error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.statusPicker}>
      <label htmlFor={id}>{statusCopy.label}</label>
      <select
        id={id}
        value={saving ?? record.status}
        data-status={saving ?? record.status}
        aria-busy={saving !== null}
        onChange={(event) => void choose(event.target.value as LeadStatus)}
      >
        {leadStatuses.map((status) => (
          // The words are the option's label, not its text: on the card, the text "New" stays the
          // badge of a lead that arrived while the page was open.
          <option key={status} value={status} label={statusLabels[status]} />
        ))}
      </select>
    </div>
  );
}
