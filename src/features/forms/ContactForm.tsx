import { contactFormCopy as copy } from '../../content/forms';
import { EnquiryForm } from './EnquiryForm';
import { EmailField, TelField, TextareaField, TextField } from './fields';

export interface FormPlacementProps {
  /** The id of the page heading that names the form (the form's aria-labelledby). */
  labelledBy?: string;
}

/** The contact page's form → `contactForm`. */
export function ContactForm({ labelledBy }: FormPlacementProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      collection="contactForm"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{ fullName: '', email: '', phoneNumber: '', subject: '', message: '' }}
    >
      <TextField name="fullName" {...f.fullName} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phoneNumber" {...f.phoneNumber} />
      <TextField name="subject" {...f.subject} optional />
      <TextareaField name="message" {...f.message} optional />
    </EnquiryForm>
  );
}
