import { employmentTypeOptions, jobRoleOptions } from '../../records/options';
import { talentFormCopy as copy } from '../../content/forms';
import type { FormPlacementProps } from './ContactForm';
import { EnquiryForm } from './EnquiryForm';
import { EmailField, SelectField, TelField, TextareaField, TextField } from './fields';

/** The talent request (talent acquisition and staffing pages) → `techTalent`. */
export function TalentForm({ labelledBy }: FormPlacementProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      collection="techTalent"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{
        name: '',
        email: '',
        phone: '',
        organizationName: '',
        jobRole: '',
        employmentType: '',
        message: '',
      }}
    >
      <TextField name="name" {...f.name} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phone" {...f.phone} />
      <TextField
        name="organizationName"
        {...f.organizationName}
        autoComplete="organization"
        optional
      />
      <SelectField
        name="jobRole"
        {...f.jobRole}
        options={jobRoleOptions}
        choose={copy.choose.jobRole}
      />
      <SelectField
        name="employmentType"
        {...f.employmentType}
        options={employmentTypeOptions}
        choose={copy.choose.employmentType}
      />
      <TextareaField name="message" {...f.message} />
    </EnquiryForm>
  );
}
