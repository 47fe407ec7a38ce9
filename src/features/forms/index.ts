/**
 * The enquiry forms' public API. Pages import only from here (so the whole module can be
 * loaded lazily). Forms render no heading: place them in a section and pass that heading's id
 * as `labelledBy`. The first field of every form is its first `input` (also `[data-first-field]`).
 */
export type { FormPlacementProps } from './EnquiryForm';
export {
  ContactForm,
  QuoteForm,
  BookSessionForm,
  HiringForm,
  TalentForm,
  TrainingForm,
  type HiringFormProps,
  type TrainingFormProps,
} from './forms';
export type { CourseSlug, DeveloperType } from '../../records/options';
