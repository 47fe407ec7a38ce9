/**
 * A lead's one history, oldest first: the visitor's enquiry, then every note and every event
 * staff recorded (owner, status, follow-up, replies), each with who and when.
 */
import { Disclosure } from '../ui/Disclosure';
import { historyCopy } from '../../../content/teamInbox';
import { notesCopy } from '../../../content/dashboard';
import { lagosDateTimeText } from '../../../records/lagosTime';
import type { RecordView } from '../ui/recordView';
import styles from '../ui/Inbox.module.css';
import work from './LeadWork.module.css';

interface Item {
  key: string;
  at: number;
  title: string;
  by?: string;
  body?: string;
  subject?: string;
}

export function historyItems(record: RecordView): Item[] {
  const received = record.submittedAt ? Date.parse(record.submittedAt) : NaN;
  const items: Item[] = [
    ...(Number.isFinite(received)
      ? [{ key: 'received', at: received, title: historyCopy.received, by: record.name }]
      : []),
    ...record.notes.map((note) => ({
      key: `note-${note.id}`,
      at: note.at,
      title: historyCopy.note,
      by: note.author,
      body: note.text,
    })),
    ...record.history.map((event) => ({
      key: `event-${event.id}`,
      at: event.at,
      title:
        historyCopy.events[event.kind](event.detail) +
        (event.due !== undefined ? ` (${historyCopy.due(lagosDateTimeText(event.due))})` : ''),
      by: event.by,
      subject: event.subject,
      body: event.text,
    })),
  ];
  return items.sort((a, b) => a.at - b.at);
}

export function LeadHistory({ record }: { record: RecordView }) {
  const items = historyItems(record);
  return (
    <Disclosure label={historyCopy.toggle(items.length)}>
      <ol className={styles.noteList} aria-label={historyCopy.listLabel}>
        {items.map((item) => (
          <li key={item.key}>
            <p className={work.historyTitle}>{item.title}</p>
            {item.subject ? <p className={styles.noteText}>{item.subject}</p> : null}
            {item.body ? <p className={styles.noteText}>{item.body}</p> : null}
            <p className={styles.muted}>
              {item.by
                ? notesCopy.by(item.by, lagosDateTimeText(item.at))
                : lagosDateTimeText(item.at)}
            </p>
          </li>
        ))}
      </ol>
    </Disclosure>
  );
}
