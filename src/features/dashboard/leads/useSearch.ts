import { useDeferredValue, useEffect, useState } from 'react';
import { searchRecords } from '../api/searchRecords';
import { matchesSearch, searchQuery } from '../ui/searchMatch';
import { toRecordViews, type RecordView } from '../ui/recordView';

/** How long typing must pause before the server is asked. */
export const SERVER_SEARCH_DELAY_MS = 300;

/** Where a search reaches the records not fetched yet (see useRecords). */
export interface ServerSearch {
  collection: string;
  /** Every record is here already: nothing to ask the server. */
  complete: boolean;
  showFound: (records: readonly RecordView[]) => void;
}

interface ServerAnswer {
  text: string;
  ids: ReadonlySet<string>;
  failed: boolean;
}

/**
 * The search box: what was typed, and the records that match every word of it, or whose reference
 * starts with it. While older records are not fetched, the server is asked too: its search index
 * finds, across the whole collection, the records whose name, e-mail, phone or reference starts
 * with what was typed.
 */
export function useSearch(records: readonly RecordView[], server?: ServerSearch) {
  const [query, setQuery] = useState('');
  // Typing stays quick over many records: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const wanted = searchQuery(deferredQuery);
  const searching = wanted.terms.length > 0;
  const text = deferredQuery.trim();
  const [answer, setAnswer] = useState<ServerAnswer | null>(null);

  const collection = server?.collection;
  const askServer = server !== undefined && !server.complete && text !== '';
  const showFound = server?.showFound;
  useEffect(() => {
    if (collection === undefined || !showFound) return;
    if (!askServer) {
      // A cleared search shows only the fetched records again.
      showFound([]);
      return;
    }
    let active = true;
    const timer = setTimeout(() => {
      searchRecords(collection, text).then(
        (found) => {
          if (!active) return;
          const views = toRecordViews(found);
          showFound(views);
          setAnswer({ text, ids: new Set(views.map((view) => view.id)), failed: false });
        },
        () => {
          if (active) setAnswer({ text, ids: new Set(), failed: true });
        },
      );
    }, SERVER_SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [collection, askServer, text, showFound]);

  const found = answer?.text === text ? answer : null;
  return {
    query,
    setQuery,
    /** The query the list shows, as the status line quotes it. */
    shownQuery: text,
    /** What a record must match (ExportCsv filters the whole collection by it). */
    wanted,
    searching,
    /** The server's index answered this search (leads beyond those here). */
    searchedServer: found !== null && !found.failed,
    matching: searching
      ? records.filter((record) => matchesSearch(record, wanted) || found?.ids.has(record.id))
      : records,
  };
}

export type Search = ReturnType<typeof useSearch>;
