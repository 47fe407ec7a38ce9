/** "Course: All courses / Web Development / …", for the types whose form asks for a course. */
import { useId } from 'react';
import { listFilterCopy } from '../../../content/dashboard';
import { courseOptions } from '../../../records/options';
import type { ListParams } from './useListParams';
import inbox from '../ui/Inbox.module.css';
import styles from './Filters.module.css';

export function CourseFilter({ params }: { params: ListParams }) {
  const id = useId();
  return (
    <div className={`${inbox.statusFilter} ${styles.filter}`}>
      <label htmlFor={id}>{listFilterCopy.course}</label>
      <select
        id={id}
        value={params.course}
        onChange={(event) => params.setCourse(event.target.value)}
      >
        <option value="">{listFilterCopy.allCourses}</option>
        {courseOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
