/** Adding a note to a lead (notes are only ever added): a text box and a button. */
import { useId, useState, type FormEvent } from 'react';
import { inboxErrors, notesCopy } from '../../../content/dashboard';
import { NOTE_MAX, STAFF_FIELDS } from '../../../records/lead';
import { saveChanges } from '../api/saveChanges';
import type { DashboardType } from '../ui/dashboardType';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import type { RecordList } from './useRecords';
import { addNote } from '../api/inboxChanges';
import styles from '../ui/Inbox.module.css';

interface NoteFormProps {
  type: DashboardType;
  record: RecordView;
  list: RecordList;
}

export function NoteForm({ type, record, list }: NoteFormProps) {
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const trimmed = text.trim();
    if (!trimmed) return setProblem(notesCopy.empty);
    if (trimmed.length > NOTE_MAX) return setProblem(notesCopy.tooLong(NOTE_MAX));
    setAdding(true);
    setProblem(null);
    const { changes, noteId, note } = addNote(type.collection, record.id, trimmed);
    try {
      await saveChanges(changes);
      list.edit(record, (stored) => ({
        ...stored,
        [STAFF_FIELDS.notes]: {
          ...(stored[STAFF_FIELDS.notes] as object | undefined),
          [noteId]: note,
        },
      }));
      setText('');
    } catch (error) {
      setProblem(failureText(inboxErrors.note, error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className={styles.noteForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{notesCopy.fieldLabel}</label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={NOTE_MAX}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <p id={errorId} className={styles.noteProblem} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.smallButton} aria-disabled={adding}>
        {adding ? notesCopy.adding : notesCopy.add}
      </button>
    </form>
  );
}
