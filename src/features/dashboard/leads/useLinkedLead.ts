/**
 * A notice's link (`lead=<id>`) to a lead older than the pages fetched so far: that one record is
 * read on its own and shown among the others (RecordsPanel puts it first), instead of waiting for
 * Load more or a search to reach it. A failed read, or a lead no longer there, is said.
 * Once the lead is shown, focus goes to it (its row, opened, or its card): on a phone it is then
 * on screen, and a screen reader starts there. That is so whether staff were signed in already or
 * have just signed in (the form stands in place, so the link's URL is still there).
 */
import { useEffect, useRef, useState } from 'react';
import { dashboardErrors } from '../../../content/dashboard';
import { readAt } from '../api/readRecords';
import { failureText } from '../ui/failures';
import { cardDomId } from '../ui/domIds';
import { toRecordViews } from '../ui/recordView';
import type { MoveFocus } from '../ui/usePendingFocus';
import type { RecordList } from './useRecords';

export function useLinkedLead(
  collection: string,
  leadId: string,
  list: RecordList,
  moveFocus: MoveFocus,
): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const ready = list.status === 'ready';
  const loaded = leadId !== '' && list.records.some((record) => record.id === leadId);
  const { showLinked } = list;

  // Once per lead: later changes to the list leave focus where staff put it.
  const focused = useRef('');
  useEffect(() => {
    if (!loaded || focused.current === leadId) return;
    focused.current = leadId;
    moveFocus([cardDomId(leadId)]);
  }, [loaded, leadId, moveFocus]);

  useEffect(() => {
    if (leadId === '' || !ready || loaded) return;
    let active = true;
    readAt([collection, leadId]).then(
      (stored) => {
        if (!active) return;
        if (typeof stored !== 'object' || stored === null) {
          setProblem(dashboardErrors.linkedLeadGone);
          return;
        }
        setProblem(null);
        showLinked(toRecordViews([{ id: leadId, stored }]));
      },
      (error: unknown) => {
        if (active) setProblem(failureText(dashboardErrors.linkedLead, error));
      },
    );
    return () => {
      active = false;
    };
  }, [collection, leadId, ready, loaded, showLinked]);

  return loaded ? null : problem;
}
