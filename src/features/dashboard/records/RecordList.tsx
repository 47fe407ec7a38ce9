import { dashboardCopy, emptyListText, listFilterCopy } from '../../../content/dashboard';
import { emptyStateDomId } from '../domIds';
import type { DashboardType } from '../dashboardType';
import { LeadList } from '../list/LeadList';
import type { Layout } from '../list/useListParams';
import { RecordCard } from './RecordCard';
import type { LeadTools } from './leadTools';
import type { RecordView } from './recordView';
import styles from '../Dashboard.module.css';

interface RecordListProps {
  type: DashboardType;
  /** The compact list (rows that open) or the cards. */
  layout: Layout;
  records: readonly RecordView[];
  /** The type has no records at all. */
  isEmpty: boolean;
  /** A search or filter that matches nothing (the search words, '' for none), else null. */
  noMatchesFor: string | null;
  /** Records that arrived live while the dashboard was open. */
  arrived: ReadonlySet<string>;
  /** The lead a notice's link named: its row starts open. */
  openFirst?: string | undefined;
  onDelete: (record: RecordView) => void;
  tools: LeadTools;
}

/** The rows or the cards, or what stands in for them: the empty text, or "No records match". */
export function RecordList({
  type,
  layout,
  records,
  isEmpty,
  noMatchesFor,
  arrived,
  openFirst,
  onDelete,
  tools,
}: RecordListProps) {
  // Focusable, so focus can land here when the last card goes.
  const emptyId = emptyStateDomId(type.key);
  return (
    <>
      {isEmpty ? (
        <p id={emptyId} className={styles.empty} tabIndex={-1}>
          {emptyListText(type.label)}
        </p>
      ) : null}
      {noMatchesFor !== null ? (
        <p id={emptyId} className={styles.empty} tabIndex={-1}>
          {noMatchesFor ? dashboardCopy.noMatches(noMatchesFor) : listFilterCopy.noMatches}
        </p>
      ) : null}
      {records.length > 0 && layout === 'list' ? (
        <LeadList
          type={type}
          records={records}
          arrived={arrived}
          openFirst={openFirst}
          onDelete={onDelete}
          tools={tools}
        />
      ) : null}
      {records.length > 0 && layout === 'cards' ? (
        <ul className={styles.cards}>
          {records.map((record) => (
            <li key={record.id}>
              <RecordCard
                record={record}
                isNew={arrived.has(record.id)}
                onDelete={onDelete}
                tools={tools}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
