import {
  developerTypeOptions,
  projectDurationOptions,
  projectTypeOptions,
} from '../../records/options';
import { hiringFormCopy as copy } from '../../content/forms';
import type { FormPlacementProps } from './ContactForm';
import { EnquiryForm } from './EnquiryForm';
import { EmailField, SelectField, TelField, TextareaField, TextField } from './fields';

export type DeveloperType = (typeof developerTypeOptions)[number]['value'];

export interface HiringFormProps extends FormPlacementProps {
  /** The page's technology, preselected (hire-developer pages). */
  developerType?: DeveloperType;
}

/** The hiring enquiry (hire-developer pages, tech consulting) → `hiring`. */
export function HiringForm({ labelledBy, developerType }: HiringFormProps) {
  const f = copy.fields;
  return (
    <EnquiryForm
      // A new technology (client-side navigation between hire pages) starts a fresh form.
      key={developerType ?? ''}
      collection="hiring"
      copy={copy}
      labelledBy={labelledBy}
      defaultValues={{
        name: '',
        email: '',
        phone: '',
        organization: '',
        projectType: '',
        developerType: developerType ?? '',
        projectDuration: '',
        message: '',
      }}
    >
      <TextField name="name" {...f.name} autoComplete="name" first />
      <EmailField name="email" {...f.email} />
      <TelField name="phone" {...f.phone} />
      <TextField name="organization" {...f.organization} autoComplete="organization" optional />
      <SelectField
        name="projectType"
        {...f.projectType}
        options={projectTypeOptions}
        choose={copy.choose.projectType}
      />
      <SelectField
        name="developerType"
        {...f.developerType}
        options={developerTypeOptions}
        choose={copy.choose.developerType}
      />
      <SelectField
        name="projectDuration"
        {...f.projectDuration}
        options={projectDurationOptions}
        choose={copy.choose.projectDuration}
      />
      <TextareaField name="message" {...f.message} />
    </EnquiryForm>
  );
}
