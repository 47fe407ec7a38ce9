/**
 * A notice's link (`lead=<id>`) to a lead older than the pages fetched so far: that one record is
 * read on its own and shown among the others (RecordsPanel puts it first), instead of waiting for
 * Load more or a search to reach it. A failed read, or a lead no longer there, is said.
 */
import { useEffect, useState } from 'react';
import { dashboardErrors } from '../../../content/dashboard';
import { readAt } from '../api/readRecords';
import { failureText } from '../ui/failures';
import { toRecordViews } from '../ui/recordView';
import type { RecordList } from './useRecords';

export function useLinkedLead(collection: string, leadId: string, list: RecordList): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const ready = list.status === 'ready';
  const loaded = leadId !== '' && list.records.some((record) => record.id === leadId);
  const { showLinked } = list;

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
