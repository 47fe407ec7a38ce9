import { dashboardCopy, emptyListText, listFilterCopy } from '../../../content/dashboard';
import { emptyStateDomId } from '../ui/domIds';
import { LeadList, type LeadListProps } from './LeadList';
import type { Layout } from './useListParams';
import { RecordCard } from './RecordCard';
import cards from '../ui/Cards.module.css';
import messages from '../ui/Messages.module.css';

interface RecordListProps extends LeadListProps {
  /** The compact list (rows that open) or the cards. */
  layout: Layout;
  /** The type has no records at all. */
  isEmpty: boolean;
  /** A search or filter that matches nothing (the search words, '' for none), else null. */
  noMatchesFor: string | null;
}

/** The rows or the cards, or what stands in for them: the empty text, or "No records match". */
export function RecordList({ layout, isEmpty, noMatchesFor, ...shown }: RecordListProps) {
  const { type, records, arrived, onDelete, tools } = shown;
  // Focusable, so focus can land here when the last card goes.
  const emptyId = emptyStateDomId(type.key);
  return (
    <>
      {isEmpty ? (
        <p id={emptyId} className={messages.empty} tabIndex={-1}>
          {emptyListText(type.label)}
        </p>
      ) : null}
      {noMatchesFor !== null ? (
        <p id={emptyId} className={messages.empty} tabIndex={-1}>
          {noMatchesFor ? dashboardCopy.noMatches(noMatchesFor) : listFilterCopy.noMatches}
        </p>
      ) : null}
      {records.length > 0 && layout === 'list' ? <LeadList {...shown} /> : null}
      {records.length > 0 && layout === 'cards' ? (
        <ul className={cards.cards}>
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
