/**
 * "Preferred start" on the enrolment form: the next start dates of the course chosen in the same
 * form (src/content/training/facts.ts), after an empty first option ("Not sure yet"). The served
 * HTML offers the dates of the page's course; the form's code offers those of the course chosen
 * (`startOptions`), and a date the newly chosen course does not offer goes back to empty.
 */
import { useContext } from 'react';
import { COURSE_FIELD, startOptions } from '../formParts';
import { SelectField } from './SelectField';
import { FormDefaultsContext, type FieldBase } from './useField';

export function CourseStartField(props: FieldBase & { choose: string }) {
  const course = useContext(FormDefaultsContext)[COURSE_FIELD];
  return <SelectField {...props} options={startOptions(course)} />;
}
