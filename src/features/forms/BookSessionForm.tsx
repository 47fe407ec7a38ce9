import { courseOptions } from '../../records/options';
import { bookSessionFormCopy as copy } from '../../content/forms';
import type { FormPlacementProps } from './ContactForm';
import { EnquiryForm } from './EnquiryForm';
import {
  DateField,
  EmailField,
  SelectField,
  TelField,
  TextareaField,
  TextField,
  TimeField,
} from './fields';

/** The Book a Session page's form → `bookSession`. */
export function BookSessionForm({ labelledBy }: FormPlacementProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      collection="bookSession"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{
        fullName: '',
        email: '',
        phoneNumber: '',
        course: '',
        sessionDate: '',
        sessionTime: '',
        message: '',
      }}
    >
      <TextField name="fullName" {...f.fullName} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phoneNumber" {...f.phoneNumber} />
      <SelectField
        name="course"
        {...f.course}
        options={courseOptions}
        choose={copy.choose.course}
      />
      <DateField name="sessionDate" {...f.sessionDate} notBeforeToday />
      <TimeField name="sessionTime" {...f.sessionTime} />
      <TextareaField name="message" {...f.message} optional />
    </EnquiryForm>
  );
}
