/**
 * "Filters": the received-date range and, where the type has one, the course, folded under one
 * summary so the toolbar stays short on a phone. Open from the start when one of them is set.
 */
import { useState } from 'react';
import { listFilterCopy } from '../../../content/dashboard';
import type { DashboardType } from '../ui/dashboardType';
import { CourseFilter } from './CourseFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { hasCourse } from './leadFilters';
import type { ListParams } from './useListParams';
import inbox from '../ui/Inbox.module.css';
import styles from './Filters.module.css';

export function MoreFilters({ type, params }: { type: DashboardType; params: ListParams }) {
  const withCourse = hasCourse(type);
  const active = [params.from, params.to, withCourse ? params.course : ''].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  return (
    <details
      className={styles.moreFilters}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={inbox.smallButton}>{listFilterCopy.summary(active)}</summary>
      <div className={styles.moreFiltersBody}>
        <DateRangeFilter params={params} />
        {withCourse ? <CourseFilter params={params} /> : null}
      </div>
    </details>
  );
}
