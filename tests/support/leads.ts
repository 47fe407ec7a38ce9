/**
 * Valid leads for every collection, made from the record catalogue (src/records/schemas.ts): a
 * test names only what matters to it and overrides that. Used by the unit, server and end-to-end
 * tests, so it imports nothing from a test runner.
 *
 * - `formValues(collection)`: what a visitor fills in (checked against the form's schema);
 * - `sentLead(collection)`: what the form sends (the values, the submission time, and the
 *   database's own receive time as Firebase's server value);
 * - `storedLead(collection)`: what the database keeps (received at a time in milliseconds);
 * - `botLead(collection)`: what a bot sends (the hidden honeypot field filled, no receive time).
 * The defaults are one person, Ada Obi, the same in every form; a choice is the first option
 * offered, a session a week ahead at 10:30.
 */
import { HONEYPOT_FIELD, type Collection } from '../../src/records/collections';
import {
  fieldSpecsOf,
  formSchemas,
  openDayAhead,
  RECEIVED_AT,
  SERVER_TIMESTAMP,
  timestampField,
  type FieldName,
  type FieldSpec,
  type FormValues,
} from '../../src/records/schemas';

/** What the same visitor types into a field of that name, whatever the form. */
const person: Record<string, string> = {
  fullName: 'Ada Obi',
  name: 'Ada Obi',
  email: 'ada@example.com',
  // As every form stores it (E.164), so what a test sends is what the database keeps.
  phoneNumber: '+2348012345678',
  phone: '+2348012345678',
  subject: 'Website',
  location: 'Lagos',
  organization: 'Obi Ltd',
  organizationName: 'Obi Ltd',
};

/** What each form's own text says; a field named in neither table is left empty. */
const wording: { [C in Collection]: Partial<Record<FieldName<C>, string>> } = {
  contactForm: { message: 'We need a new website.' },
  quoteForm: { projectDetails: 'An online shop with payments.' },
  bookSession: {},
  hiring: { message: 'Two React developers for six months.' },
  techTalent: { message: 'A frontend developer who knows React.' },
  training: {},
};

/** A session date about a week from now (book-session refuses past dates and Sundays). */
export const sessionDateAhead = (): string => openDayAhead(7);

const defaultValue = <C extends Collection>(
  collection: C,
  name: FieldName<C>,
  spec: FieldSpec,
): string => {
  if (spec.input === 'select') return spec.options![0]!.value;
  if (spec.input === 'date') return sessionDateAhead();
  if (spec.input === 'time') return '10:30';
  return (wording[collection] as Record<string, string>)[name] ?? person[name] ?? '';
};

/** What a visitor fills into `collection`'s form: valid, or this throws and says why. */
export function formValues<C extends Collection>(
  collection: C,
  overrides: Partial<FormValues<C>> = {},
): FormValues<C> {
  const values = Object.fromEntries(
    fieldSpecsOf(collection).map(([name, spec]) => [
      name,
      name in overrides
        ? (overrides as Record<string, unknown>)[name]
        : defaultValue(collection, name, spec),
    ]),
  ) as FormValues<C>;
  const checked = formSchemas[collection].safeParse(values);
  if (!checked.success) {
    throw new Error(`Not a valid ${collection} lead: ${checked.error.message}`);
  }
  return values;
}

/** The field that holds the submission time, with `at` as an ISO time. */
const submitted = (collection: Collection, at: Date) => ({
  [timestampField[collection]]: at.toISOString(),
});

/** A lead with the time its form was sent and no receive time, as records were kept before it. */
export const submittedLead = <C extends Collection>(
  collection: C,
  overrides: Partial<FormValues<C>> = {},
  sentAt: Date = new Date(),
) => ({ ...formValues(collection, overrides), ...submitted(collection, sentAt) });

/** What `collection`'s form sends: the values, the submission time and Firebase's server time. */
export const sentLead = <C extends Collection>(
  collection: C,
  overrides: Partial<FormValues<C>> = {},
  sentAt: Date = new Date(),
) => ({ ...submittedLead(collection, overrides, sentAt), [RECEIVED_AT]: SERVER_TIMESTAMP });

/** What the database keeps of a lead sent to `collection` and received at `receivedAt` (ms). */
export const storedLead = <C extends Collection>(
  collection: C,
  overrides: Partial<FormValues<C>> = {},
  receivedAt: number = Date.now(),
) => ({ ...submittedLead(collection, overrides, new Date(receivedAt)), [RECEIVED_AT]: receivedAt });

/** What a bot sends to `collection`: the form's values with the honeypot filled, no receive time. */
export const botLead = <C extends Collection>(
  collection: C,
  overrides: Partial<FormValues<C>> = {},
  sentAt: Date = new Date(),
) => ({ ...submittedLead(collection, overrides, sentAt), [HONEYPOT_FIELD]: 'http://spam.example' });

/** One lead of each collection as its form sends it. */
export const sentLeads = () => ({
  contactForm: sentLead('contactForm'),
  quoteForm: sentLead('quoteForm'),
  bookSession: sentLead('bookSession'),
  hiring: sentLead('hiring'),
  techTalent: sentLead('techTalent'),
  training: sentLead('training'),
});

/** One lead of each collection as the database keeps it, all received at `receivedAt` (ms). */
export const storedLeads = (receivedAt: number = Date.now()) => ({
  contactForm: storedLead('contactForm', {}, receivedAt),
  quoteForm: storedLead('quoteForm', {}, receivedAt),
  bookSession: storedLead('bookSession', {}, receivedAt),
  hiring: storedLead('hiring', {}, receivedAt),
  techTalent: storedLead('techTalent', {}, receivedAt),
  training: storedLead('training', {}, receivedAt),
});
