/**
 * A quick view (`?queue=`): every type's leads in one list, each row naming its type and opening
 * the lead in its type's list; leads can be selected and taken or assigned together.
 */
import { useState } from 'react';
import { queueCopy } from '../../../content/teamInbox';
import { dashboardCopy } from '../../../content/dashboard';
import { Alert } from '../ui/Alert';
import { ActionMessageLines } from '../ui/ViewMessages';
import { useActionMessages } from '../ui/useActionMessages';
import { useStaff } from '../ui/useStaff';
import { BulkAssign } from './BulkAssign';
import { QueueRowItem } from './QueueRowItem';
import { useAllLeads, useQueueData, type QueueRow } from './queueData';
import { ALL_PAGE, type QuickView } from './quickViews';
import buttons from '../ui/Buttons.module.css';
import messageStyles from '../ui/Messages.module.css';
import styles from './Queue.module.css';

const rowKey = (row: QueueRow) => `${row.type.collection}/${row.record.id}`;

export function QueuePanel({ view }: { view: QuickView }) {
  const { me } = useStaff();
  const email = me?.email ?? '';
  const data = useQueueData();
  const [allLimit, setAllLimit] = useState(ALL_PAGE);
  const all = useAllLeads(email, allLimit);
  const messages = useActionMessages();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const rows = view === 'all' ? all.rows : (data.lists[view] ?? null);
  const error = view === 'all' ? all.error : data.error;
  const shown = view === 'all' && rows ? rows.slice(0, allLimit) : rows;
  const chosen = (shown ?? []).filter((row) => selected.has(rowKey(row)));
  const select = (row: QueueRow, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(rowKey(row));
      else next.delete(rowKey(row));
      return next;
    });

  return (
    <section className={styles.panel} aria-labelledby="queue-heading">
      <h2 id="queue-heading" className={styles.heading}>
        {queueCopy.headings[view]}
      </h2>
      {error ? <Alert message={error} /> : null}
      <ActionMessageLines messages={messages} />
      {chosen.length > 0 ? (
        <BulkAssign
          rows={chosen}
          messages={messages}
          onDone={() => {
            setSelected(new Set());
            data.refresh();
          }}
        />
      ) : null}
      {shown === null ? (
        <p className={messageStyles.loading} role="status">
          {dashboardCopy.loading}
        </p>
      ) : shown.length === 0 ? (
        <p className={messageStyles.empty}>{queueCopy.empty[view]}</p>
      ) : (
        <>
          <p className={styles.count} role="status">
            {queueCopy.showing(shown.length)}
          </p>
          <ol className={styles.list} aria-label={queueCopy.headings[view]}>
            {shown.map((row) => (
              <QueueRowItem
                key={rowKey(row)}
                row={row}
                selected={selected.has(rowKey(row))}
                onSelect={(on) => select(row, on)}
              />
            ))}
          </ol>
        </>
      )}
      {view === 'all' && rows && rows.length >= allLimit ? (
        <button
          type="button"
          className={buttons.secondaryButton}
          onClick={() => setAllLimit((limit) => limit + ALL_PAGE)}
        >
          {queueCopy.loadMore}
        </button>
      ) : null}
    </section>
  );
}
