import { contactMethodOptions, serviceTypeOptions } from '../../records/options';
import { quoteFormCopy as copy } from '../../content/forms';
import type { FormPlacementProps } from './ContactForm';
import { EnquiryForm } from './EnquiryForm';
import { EmailField, SelectField, TelField, TextareaField, TextField } from './fields';

/** The Get a Quote page's form → `quoteForm`. */
export function QuoteForm({ labelledBy }: FormPlacementProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      collection="quoteForm"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{
        fullName: '',
        email: '',
        phoneNumber: '',
        serviceType: '',
        location: '',
        contactMethod: '',
        projectDetails: '',
      }}
    >
      <TextField name="fullName" {...f.fullName} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phoneNumber" {...f.phoneNumber} />
      <SelectField
        name="serviceType"
        {...f.serviceType}
        options={serviceTypeOptions}
        choose={copy.choose.serviceType}
      />
      <TextField name="location" {...f.location} autoComplete="address-level2" optional />
      <SelectField
        name="contactMethod"
        {...f.contactMethod}
        options={contactMethodOptions}
        choose={copy.choose.contactMethod}
        optional
      />
      <TextareaField name="projectDetails" {...f.projectDetails} />
    </EnquiryForm>
  );
}
