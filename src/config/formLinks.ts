/**
 * Links into a form that say which offer the visitor came from: the page's path as it always was,
 * plus `?about=<offer>` (src/records/about.ts), which the form reads to start with that offer
 * filled in. Kept apart from the path registry so only the offer pages' code carries it.
 */
import { ABOUT_PARAM, type AboutOf } from '../records/about';
import type { paths } from './paths';

/** The pages that are one form, with the collection that form fills. */
interface FormOfPage {
  [paths.contact]: 'contactForm';
  [paths.getQuote]: 'quoteForm';
  [paths.bookSession]: 'bookSession';
}

type FormPagePath = keyof FormOfPage;

/** `withAbout(paths.contact, 'react')` is `/contact?about=react`; the value must be one that form knows. */
export const withAbout = <P extends FormPagePath>(path: P, about: AboutOf<FormOfPage[P]>) =>
  `${path}?${ABOUT_PARAM}=${encodeURIComponent(about)}`;
