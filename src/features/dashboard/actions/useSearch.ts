import { useDeferredValue, useState } from 'react';
import { matchesSearch, searchTerms } from '../records/fields';
import type { RecordView } from '../records/recordView';

/** The search box: what was typed, and the records that match every word of it. */
export function useSearch(records: readonly RecordView[]) {
  const [query, setQuery] = useState('');
  // Typing stays quick over many records: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const terms = searchTerms(deferredQuery);
  const searching = terms.length > 0;
  return {
    query,
    setQuery,
    /** The query the list shows, as the status line quotes it. */
    shownQuery: deferredQuery.trim(),
    terms,
    searching,
    matching: searching ? records.filter((record) => matchesSearch(record, terms)) : records,
  };
}

export type Search = ReturnType<typeof useSearch>;
