/** Search, status, date range and course together: the leads the list shows, and what to say. */
import {
  dashboardCopy,
  listFilterCopy,
  statusCopy,
  statusLabels,
} from '../../../content/dashboard';
import { withStatus } from './StatusFilter';
import { useSearch, type ServerSearch } from './useSearch';
import type { DashboardType } from '../ui/dashboardType';
import type { RecordView } from '../ui/recordView';
import { hasCourse, withCourse, withinDates } from './leadFilters';
import type { ListParams } from './useListParams';

export function useLeadFilters(
  type: DashboardType,
  records: readonly RecordView[],
  params: ListParams,
  server?: ServerSearch,
) {
  const search = useSearch(records, server);
  const course = hasCourse(type) ? params.course : '';
  const byStatus = params.status !== 'all';
  const byDateOrCourse = Boolean(params.from || params.to || course);
  const matching = withCourse(
    withinDates(withStatus(search.matching, params.status), params.from, params.to),
    course,
  );

  /** The status line while something narrows the list ('' when nothing does). */
  const matchText = (): string => {
    if (byDateOrCourse) return listFilterCopy.matches(matching.length);
    if (search.searching) return dashboardCopy.matches(matching.length, search.shownQuery);
    if (params.status !== 'all')
      return statusCopy.matches(matching.length, statusLabels[params.status]);
    return '';
  };

  return {
    search,
    matching,
    course,
    /** Status, date or course narrows the list (search aside). */
    filtering: byStatus || byDateOrCourse,
    matchText,
  };
}

export type LeadFilters = ReturnType<typeof useLeadFilters>;
