/**
 * The enquiry forms' public API. Pages import only from here (so the whole module can be
 * loaded lazily). Forms render no heading: place them in a section and pass that heading's id
 * as `labelledBy`. The first field of every form is its first `input` (also `[data-first-field]`).
 */
export { ContactForm, type FormPlacementProps } from './ContactForm';
export { QuoteForm } from './QuoteForm';
export { BookSessionForm } from './BookSessionForm';
export { HiringForm, type HiringFormProps, type DeveloperType } from './HiringForm';
export { TalentForm } from './TalentForm';
export { TrainingForm, type TrainingFormProps, type CourseSlug } from './TrainingForm';
