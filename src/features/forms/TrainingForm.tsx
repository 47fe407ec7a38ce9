import { courseOptions } from '../../records/options';
import { trainingFormCopy as copy } from '../../content/forms';
import type { FormPlacementProps } from './ContactForm';
import { EnquiryForm } from './EnquiryForm';
import { EmailField, SelectField, TelField, TextareaField, TextField } from './fields';

export type CourseSlug = (typeof courseOptions)[number]['value'];

export interface TrainingFormProps extends FormPlacementProps {
  /** The page's course, preselected. */
  course?: CourseSlug;
}

/**
 * The enrolment form of the training pages → `training`. Its first field (the first `input`,
 * also `[data-first-field]`) is what "Enroll Now" focuses.
 */
export function TrainingForm({ labelledBy, course }: TrainingFormProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      key={course ?? ''}
      collection="training"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{ name: '', email: '', phone: '', course: course ?? '', message: '' }}
    >
      <TextField name="name" {...f.name} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phone" {...f.phone} />
      <SelectField
        name="course"
        {...f.course}
        options={courseOptions}
        choose={copy.choose.course}
      />
      <TextareaField name="message" {...f.message} optional />
    </EnquiryForm>
  );
}
