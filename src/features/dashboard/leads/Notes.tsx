/** A lead's notes behind a toggle: the list, newest first, and the form that adds one. */
import { notesCopy } from '../../../content/dashboard';
import type { DashboardType } from '../ui/dashboardType';
import { NoteForm } from './NoteForm';
import { Disclosure } from '../ui/Disclosure';
import { formatLagosTime } from '../../../records/lagosTime';
import type { RecordView } from '../ui/recordView';
import type { RecordList } from './useRecords';
import styles from '../ui/Inbox.module.css';

interface NotesProps {
  type: DashboardType;
  record: RecordView;
  list: RecordList;
}

export function Notes({ type, record, list }: NotesProps) {
  return (
    <Disclosure label={notesCopy.toggle(record.notes.length)}>
      {record.notes.length === 0 ? (
        <p className={styles.muted}>{notesCopy.none}</p>
      ) : (
        <ol className={styles.noteList} aria-label={notesCopy.listLabel}>
          {record.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.muted}>
                {notesCopy.by(note.author, formatLagosTime(new Date(note.at).toISOString()))}
              </p>
            </li>
          ))}
        </ol>
      )}
      <NoteForm type={type} record={record} list={list} />
    </Disclosure>
  );
}
