/**
 * "Preferred start" on the enrolment form: the next start dates of the course chosen in the same
 * form (src/content/training/facts.ts), after an empty first option ("Not sure yet"). A date the
 * newly chosen course does not offer goes back to empty.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { courseFacts } from '../../../content/training/facts';
import { formatCalendarDate } from '../../../records/lagosTime';
import type { Option } from '../../../records/options';
import { SelectField } from './SelectField';
import type { FieldBase } from './useField';

/** The form field that names the course whose dates are offered. */
const COURSE_FIELD = 'course';

const startOptions = (course: unknown): Option[] => {
  const facts = Object.entries(courseFacts).find(([slug]) => slug === course)?.[1];
  return (facts?.startDates ?? []).map((day) => ({ value: day, label: formatCalendarDate(day) }));
};

export function CourseStartField(props: FieldBase & { choose: string }) {
  const { name } = props;
  const course: unknown = useWatch({ name: COURSE_FIELD });
  const { getValues, setValue } = useFormContext();
  const options = startOptions(course);
  const offered = options.map((option) => option.value).join(' ');
  useEffect(() => {
    const chosen: unknown = getValues(name);
    if (chosen !== '' && !offered.split(' ').includes(String(chosen))) {
      setValue(name, '', { shouldDirty: true });
    }
  }, [offered, name, getValues, setValue]);
  return <SelectField {...props} options={options} />;
}
