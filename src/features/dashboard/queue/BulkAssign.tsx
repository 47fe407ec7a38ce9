/** Take or assign the selected leads, of any types, in one update. */
import { useId, useState } from 'react';
import { queueCopy, ownerCopy } from '../../../content/teamInbox';
import { saveChanges } from '../api/saveChanges';
import { assignLeads } from '../api/teamChanges';
import { failureText } from '../ui/failures';
import type { ActionMessages } from '../ui/useActionMessages';
import { useStaff } from '../ui/useStaff';
import type { QueueRow } from './queueData';
import buttons from '../ui/Buttons.module.css';
import styles from './Queue.module.css';

interface BulkAssignProps {
  rows: readonly QueueRow[];
  messages: ActionMessages;
  onDone: () => void;
}

export function BulkAssign({ rows, messages, onDone }: BulkAssignProps) {
  const { members, me } = useStaff();
  const selectId = useId();
  const [target, setTarget] = useState('');
  const [saving, setSaving] = useState(false);

  const assign = async (owner: string) => {
    if (saving || !owner) return;
    messages.clear();
    setSaving(true);
    const leads = rows.map(({ type, record }) => ({
      collection: type.collection,
      id: record.id,
      status: record.status,
    }));
    try {
      await saveChanges(assignLeads(leads, owner).changes);
      messages.tell(queueCopy.assigned(rows.length, owner));
      onDone();
    } catch (error) {
      messages.fail(failureText(ownerCopy.failed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.bulk} role="group" aria-label={queueCopy.selected(rows.length)}>
      <span>{queueCopy.selected(rows.length)}</span>
      {me ? (
        <button
          type="button"
          className={buttons.secondaryButton}
          aria-disabled={saving}
          onClick={() => void assign(me.email)}
        >
          {queueCopy.takeSelected}
        </button>
      ) : null}
      <label htmlFor={selectId}>{queueCopy.assignTo}</label>
      <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
        <option value="">{queueCopy.chooseColleague}</option>
        {(members ?? []).map((member) => (
          <option key={member.uid} value={member.email}>
            {member.email}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={buttons.secondaryButton}
        aria-disabled={saving || !target}
        onClick={() => void assign(target)}
      >
        {queueCopy.assign}
      </button>
    </div>
  );
}
