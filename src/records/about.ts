/**
 * Forms that know where the visitor came from. A link into a form names the offer it is about
 * (`/contact?about=react`, `/get-a-quote?about=mobile-app`), and the form starts with that offer
 * filled in; the visitor can change it, and what is stored is what they send.
 *
 * An `about` value is never a new list of strings: it is an option value of the field the form
 * fills (a course, a service, a developer type, from ./options.ts), or, for a field of free text
 * (the contact form's subject), one of the offers below, whose words become the text. A value the
 * form does not know is ignored.
 *
 * Light on purpose (options and types only): the links that carry an `about` import it.
 */
import type { Collection } from './collections';
import { developerTypeOptions, type Option } from './options';
import type { FieldName, recordFieldSpecs, SelectFieldName } from './schemas';

export { ABOUT_PARAM } from './aboutParam';

/**
 * The offers a link may name in a field of free text: hiring a developer (the hire-developer
 * pages' values) and the offer pages that have no list of their own. The words each fills in are
 * copy: `aboutTopicWords` in src/content/forms.ts.
 */
export const aboutTopics = [
  ...developerTypeOptions.map(({ value }) => value),
  'talent-acquisition',
  'it-staffing',
  'it-hiring',
  'tech-consulting',
] as const;

export type AboutTopic = (typeof aboutTopics)[number];

export const isAboutTopic = (value: string): value is AboutTopic =>
  (aboutTopics as readonly string[]).includes(value);

export interface AboutTarget<C extends Collection> {
  /** A list field: an `about` that is one of its options chooses it. */
  select?: SelectFieldName<C>;
  /** A free-text field: an `about` that is one of `aboutTopics` fills it with the topic's words. */
  text?: FieldName<C>;
}

/** The field of each form an `about` fills (a list field first, when the form has both). */
export const aboutTargets = {
  contactForm: { text: 'subject' },
  quoteForm: { select: 'serviceType' },
  bookSession: { select: 'course', text: 'message' },
  hiring: { select: 'developerType' },
  techTalent: { select: 'jobRole' },
  training: { select: 'course' },
} as const satisfies { [C in Collection]: AboutTarget<C> };

type Specs = typeof recordFieldSpecs;
type Targets = typeof aboutTargets;

type SelectAbout<C extends Collection> = Targets[C] extends {
  select: infer F extends keyof Specs[C];
}
  ? Specs[C][F] extends { options: readonly Option<infer V>[] }
    ? V
    : never
  : never;

type TextAbout<C extends Collection> = Targets[C] extends { text: string } ? AboutTopic : never;

/** The `about` values a link into collection C's form may carry. */
export type AboutOf<C extends Collection> = SelectAbout<C> | TextAbout<C>;
