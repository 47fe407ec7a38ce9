/** A lead's next step: when (Lagos time) and what, set, changed or cleared with a history event. */
import { useId, useState, type FormEvent } from 'react';
import { followUpCopy } from '../../../content/teamInbox';
import {
  FOLLOW_UP_MAX,
  followUpSchema,
  type FollowUp as FollowUpValue,
} from '../../../records/lead';
import { followUpState, lagosInputsOf, lagosInputTime } from '../../../records/followUp';
import { lagosDateTimeText } from '../../../records/lagosTime';
import { saveChanges } from '../api/saveChanges';
import { setFollowUp } from '../api/teamChanges';
import { failureText } from '../ui/failures';
import { useNow } from '../ui/useNow';
import type { RecordView } from '../ui/recordView';
import type { LeadTools } from './leadTools';
import buttons from '../ui/Buttons.module.css';
import styles from '../ui/Inbox.module.css';
import plain from '../ui/PlainForm.module.css';
import work from './LeadWork.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A new follow-up starts at tomorrow, 10:00 in Lagos. */
const suggestedTime = () => ({ ...lagosInputsOf(Date.now() + DAY_MS), time: '10:00' });

export function FollowUp({ record, tools }: { record: RecordView; tools: LeadTools }) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = record.followUp;
  const now = useNow();

  const save = async (next: FollowUpValue | null) => {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    const lead = { collection: tools.type.collection, id: record.id, status: record.status };
    const { changes, edit } = setFollowUp(lead, next);
    try {
      await saveChanges(changes);
      tools.list.edit(record, edit);
      setEditing(false);
    } catch (error) {
      setProblem(failureText(followUpCopy.failed, error));
    } finally {
      setSaving(false);
    }
  };

  const state = current ? followUpState(current.at, now) : null;
  return (
    <section className={work.followUp} aria-label={followUpCopy.heading}>
      <h3 className={work.heading}>{followUpCopy.heading}</h3>
      {current ? (
        <p data-follow-up={state}>
          {state !== 'later' ? (
            <span className={work.badge}>
              {state === 'overdue' ? followUpCopy.overdue : followUpCopy.due}
            </span>
          ) : null}{' '}
          {followUpCopy.line(lagosDateTimeText(current.at), current.what)}
        </p>
      ) : (
        <p className={styles.muted}>{followUpCopy.none}</p>
      )}
      {editing ? (
        <FollowUpForm
          initial={current}
          saving={saving}
          onSave={(next) => void save(next)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={plain.actions}>
          <button
            type="button"
            className={buttons.secondaryButton}
            onClick={() => setEditing(true)}
          >
            {current ? followUpCopy.change : followUpCopy.set}
          </button>
          {current ? (
            <button
              type="button"
              className={buttons.secondaryButton}
              onClick={() => void save(null)}
            >
              {followUpCopy.clear}
            </button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p className={styles.noteProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

interface FormProps {
  initial?: FollowUpValue;
  saving: boolean;
  onSave: (followUp: FollowUpValue) => void;
  onCancel: () => void;
}

function FollowUpForm({ initial, saving, onSave, onCancel }: FormProps) {
  const ids = { date: useId(), time: useId(), what: useId(), error: useId() };
  const start = initial ? lagosInputsOf(initial.at) : suggestedTime();
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [what, setWhat] = useState(initial?.what ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = lagosInputTime(date, time);
    if (!date) return setProblem(followUpCopy.noDate);
    if (at === null) return setProblem(followUpCopy.noTime);
    const parsed = followUpSchema.safeParse({ at, what });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? followUpCopy.noWhat);
    setProblem(null);
    onSave(parsed.data);
  };

  return (
    <form className={plain.form} onSubmit={submit} noValidate>
      <label htmlFor={ids.date}>{followUpCopy.dateLabel}</label>
      <input
        id={ids.date}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <label htmlFor={ids.time}>{followUpCopy.timeLabel}</label>
      <input
        id={ids.time}
        type="time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
      />
      <label htmlFor={ids.what}>{followUpCopy.whatLabel}</label>
      <input
        id={ids.what}
        type="text"
        value={what}
        maxLength={FOLLOW_UP_MAX}
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.error : undefined}
        onChange={(event) => setWhat(event.target.value)}
      />
      {problem ? (
        <p id={ids.error} className={styles.noteProblem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={plain.actions}>
        <button type="submit" className={styles.smallButton} aria-disabled={saving}>
          {saving ? followUpCopy.saving : followUpCopy.save}
        </button>
        <button type="button" className={buttons.secondaryButton} onClick={onCancel}>
          {followUpCopy.cancel}
        </button>
      </div>
    </form>
  );
}
