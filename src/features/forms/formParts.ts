/**
 * What the served form's markup (the React components, at the prerender) and the form's code
 * (`live/`, in the browser without React) agree on: the marks of the parts the code fills in or
 * shows, the ids of a field's error and hint, and the start dates the enrolment form offers.
 */
import { courseFacts } from '../../content/training/facts';
import { formatCalendarDate } from '../../records/lagosTime';
import type { Option } from '../../records/options';

/** Marks the parts of a form its code fills in or shows. */
export const FORM_PART = 'data-form-part';

/** Marks a date field that refuses past days: the form's code sets its `min` to today, in Lagos. */
export const NOT_BEFORE_TODAY = 'data-not-before-today';

/** The id of a field's error message, from the field's own id. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** The id of a field's hint, from the field's own id. */
export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

/** The enrolment form's field that names the course whose start dates are offered. */
export const COURSE_FIELD = 'course';

/** The start dates a course offers, as options. */
export const startOptions = (course: unknown): Option[] => {
  const facts = Object.entries(courseFacts).find(([slug]) => slug === course)?.[1];
  return (facts?.startDates ?? []).map((day) => ({ value: day, label: formatCalendarDate(day) }));
};
