/** The date and course filters: which leads of a type they keep. */
import { storedNamesOf } from '../../../records/fields';
import { recordFieldSpecs } from '../../../records/schemas';
import type { DashboardType } from '../ui/dashboardType';
import { formatLagosTimeForSheet } from '../../../records/lagosTime';
import type { RecordView } from '../ui/recordView';

/** The Lagos calendar day a lead was received on, as YYYY-MM-DD (undefined: no readable time). */
export const lagosDateOf = (record: RecordView): string | undefined =>
  record.submittedAt ? formatLagosTimeForSheet(record.submittedAt).slice(0, 10) : undefined;

/** Received between `from` and `to` (Lagos days, both included; '' leaves that end open). */
export function inDateRange(record: RecordView, from: string, to: string): boolean {
  if (!from && !to) return true;
  const day = lagosDateOf(record);
  if (day === undefined) return false;
  return (!from || day >= from) && (!to || day <= to);
}

/** The type's form asks for a course (Book Session, Training). */
export const hasCourse = (type: DashboardType): boolean =>
  'course' in recordFieldSpecs[type.collection];

const COURSE_NAMES = storedNamesOf('course');

/** The course value a lead stored, if any. */
export const courseOf = (record: RecordView): string | undefined => {
  for (const name of COURSE_NAMES) {
    const value = record.stored[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
};

export const withCourse = (records: readonly RecordView[], course: string) =>
  course ? records.filter((record) => courseOf(record) === course) : records;

export const withinDates = (records: readonly RecordView[], from: string, to: string) =>
  from || to ? records.filter((record) => inDateRange(record, from, to)) : records;
