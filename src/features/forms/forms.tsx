/**
 * The six enquiry forms. Each is its collection's fields (from the record catalogue) in the shared
 * form shell; a form only says which collection it fills and what it may preselect.
 */
import type { CourseSlug, DeveloperType } from '../../records/options';
import { EnquiryForm, type FormPlacementProps } from './EnquiryForm';

/** The contact page's form → `contactForm`. */
export const ContactForm = (props: FormPlacementProps) => (
  <EnquiryForm collection="contactForm" {...props} />
);

/** The Get a Quote page's form → `quoteForm`. */
export const QuoteForm = (props: FormPlacementProps) => (
  <EnquiryForm collection="quoteForm" {...props} />
);

/** The Book a Session page's form → `bookSession`. */
export const BookSessionForm = (props: FormPlacementProps) => (
  <EnquiryForm collection="bookSession" {...props} />
);

/** The talent request (talent acquisition and staffing pages) → `techTalent`. */
export const TalentForm = (props: FormPlacementProps) => (
  <EnquiryForm collection="techTalent" {...props} />
);

export interface HiringFormProps extends FormPlacementProps {
  /** The page's technology, preselected (hire-developer pages). */
  developerType?: DeveloperType;
}

/** The hiring enquiry (hire-developer pages, tech consulting) → `hiring`. */
export const HiringForm = ({ developerType, ...props }: HiringFormProps) => (
  // A new technology (client-side navigation between hire pages) starts a fresh form.
  <EnquiryForm
    key={developerType ?? ''}
    collection="hiring"
    preset={{ developerType }}
    {...props}
  />
);

export interface TrainingFormProps extends FormPlacementProps {
  /** The page's course, preselected. */
  course?: CourseSlug;
}

/**
 * The enrolment form of the training pages → `training`. Its first field (the first `input`,
 * also `[data-first-field]`) is what "Enroll Now" focuses.
 */
export const TrainingForm = ({ course, ...props }: TrainingFormProps) => (
  <EnquiryForm key={course ?? ''} collection="training" preset={{ course }} {...props} />
);
