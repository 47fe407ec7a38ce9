/** A lead's owner on its card: who answers it, "Take it", and a choice of colleague. */
import { useId, useState } from 'react';
import { ownerCopy } from '../../../content/teamInbox';
import { saveChanges } from '../api/saveChanges';
import { assignLeads } from '../api/teamChanges';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import { useStaff } from '../ui/useStaff';
import type { LeadTools } from './leadTools';
import buttons from '../ui/Buttons.module.css';
import work from './LeadWork.module.css';

const NOBODY = '';

export function OwnerPicker({ record, tools }: { record: RecordView; tools: LeadTools }) {
  const { type, list, messages } = tools;
  const { members, me } = useStaff();
  const id = useId();
  const [saving, setSaving] = useState<string | null>(null);
  const owner = saving ?? record.owner ?? NOBODY;

  const assign = async (next: string) => {
    if (next === (record.owner ?? NOBODY) || saving !== null) return;
    messages.clear();
    setSaving(next);
    const lead = { collection: type.collection, id: record.id, status: record.status };
    const { changes, edits } = assignLeads([lead], next === NOBODY ? null : next);
    try {
      await saveChanges(changes);
      const edit = edits.get(record.id);
      if (edit) list.edit(record, edit);
    } catch (error) {
      messages.fail(failureText(ownerCopy.failed, error));
    } finally {
      setSaving(null);
    }
  };

  // A colleague removed since keeps their leads until someone reassigns them: still shown.
  const emails = [
    ...new Set([
      ...(members ?? []).map((member) => member.email),
      ...(record.owner ? [record.owner] : []),
    ]),
  ];
  return (
    <div className={work.ownerPicker}>
      <label htmlFor={id}>{ownerCopy.label}</label>
      <select
        id={id}
        value={owner}
        data-owner={owner === NOBODY ? 'nobody' : 'someone'}
        aria-busy={saving !== null}
        onChange={(event) => void assign(event.target.value)}
      >
        <option value={NOBODY}>{ownerCopy.nobody}</option>
        {emails.map((email) => (
          <option key={email} value={email}>
            {email === me?.email ? `${email} (${ownerCopy.yours})` : email}
          </option>
        ))}
      </select>
      {me && owner !== me.email ? (
        <button
          type="button"
          className={buttons.secondaryButton}
          onClick={() => void assign(me.email)}
        >
          {ownerCopy.takeIt}
        </button>
      ) : null}
    </div>
  );
}
