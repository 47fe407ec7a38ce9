/**
 * The one definition of every record the public forms create: for each collection, its fields in
 * form order, each with its validation (zod) and the kind of input that collects it.
 * Imported by the forms (validation, messages and which input to render), by the unit-test mocks,
 * by server/ (which validates every public write with the same schema) and by the rules generator.
 * The validation messages are the company's published wording: change them only on purpose.
 */
import { z } from './zod';
import type { Collection } from './collections';
import {
  type Option,
  contactMethodOptions,
  courseOptions,
  developerTypeOptions,
  employmentTypeOptions,
  jobRoleOptions,
  optionValues,
  projectDurationOptions,
  projectTypeOptions,
  serviceTypeOptions,
} from './options';
import { isStoredPhone, STORED_PHONE_PATTERN, storedPhone } from './phoneNumber';
import { NEWS_CONSENT } from './consent';
import { SOURCE_FIELD } from './source';
import { sourceSchema } from './sourceSchema';
import { builtOnFirstRead } from './builtOnFirstRead';

const SHORT = 200;
const LONG = 5000;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Invisible characters at either end of a text: white space, zero-width characters (U+200B to
 * U+200D, word joiner, byte order mark) and control characters. A name of only these is empty.
 */
const INVISIBLE_EDGES =
  /^[\s\p{Cc}\u200b-\u200d\u2060\ufeff]+|[\s\p{Cc}\u200b-\u200d\u2060\ufeff]+$/gu;

/** Text with its invisible edges removed (zod's trim() keeps zero-width and control characters). */
export const trimInvisible = (text: string): string => text.replace(INVISIBLE_EDGES, '');

/** A required text field: trimmed, then 'required' first and nothing else when empty. */
const required = (message: string, label: string, max = SHORT) =>
  z
    .string({ error: message })
    .check(
      z.overwrite(trimInvisible),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, { error: tooLong(label, max) }),
    );

const optionalText = (label: string, max = SHORT) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.overwrite(trimInvisible), z.maxLength(max, { error: tooLong(label, max) }));

const email = () =>
  z.pipe(required('Email is required', 'Email', 254), z.email({ error: 'Enter a valid email' }));

const INVALID_PHONE = 'Enter a valid phone number';

/**
 * A phone number, stored in E.164 form however it was typed (phoneNumber.ts). The pattern is the
 * stored shape, which the generated Firebase rules check too; the refinement is the digit-level
 * check that only the library can make (the forms and server/).
 */
const phone = () =>
  required('Phone number is required', 'Phone number', 30).check(
    z.overwrite(storedPhone),
    z.regex(STORED_PHONE_PATTERN, { error: INVALID_PHONE, abort: true }),
    z.refine(isStoredPhone, { error: INVALID_PHONE }),
  );

const choice = <V extends string>(values: [V, ...V[]], message: string) =>
  z.enum(values, { error: message });

const optionalChoice = <V extends string>(values: [V, ...V[]], label: string) =>
  z.union([z.literal(''), z.enum(values)], { error: `Choose a valid ${label}` });

const isoTimestamp = () => z.iso.datetime({ error: 'Enter a valid ISO timestamp', offset: true });

/** Today's date in Lagos as YYYY-MM-DD (the company books sessions in Lagos time). */
export const todayInLagos = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * When sessions can be booked: the office's opening hours, Monday to Saturday, 9:00 AM to
 * 5:00 PM Lagos time. A session starts at `opens` at the earliest and before `closes`.
 */
export const bookingHours = { opens: '09:00', closes: '17:00', lastStart: '16:59' } as const;

/** Whether a YYYY-MM-DD day is one the office is open (not a Sunday). */
export const isOpenDay = (day: string): boolean => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0;

/** The first open day `daysAhead` days after `now` or later, as YYYY-MM-DD (for a session date). */
export const openDayAhead = (daysAhead: number, now: Date = new Date()): string => {
  const day = new Date(now.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return isOpenDay(day) ? day : openDayAhead(daysAhead + 1, now);
};

const sessionDate = () =>
  required('Session date is required', 'Session date', 10).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a valid date', abort: true }),
    z.refine((value: string) => value >= todayInLagos(), {
      error: 'Session date cannot be in the past',
      abort: true,
    }),
    z.refine(isOpenDay, { error: 'We are closed on Sundays: choose Monday to Saturday' }),
  );

const sessionTime = () =>
  required('Session time is required', 'Session time', 5).check(
    z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a valid time', abort: true }),
    z.refine((value: string) => value >= bookingHours.opens && value < bookingHours.closes, {
      error: 'Choose a time between 9:00 AM and 5:00 PM',
    }),
  );

/**
 * A course's start date chosen on the enrolment form, or '' ("Not sure yet"). Start dates differ
 * per course and change with each cohort, so the record keeps the day itself and only its shape
 * is checked (here and in the rules), not a list. It may be absent: a form loaded before the
 * field existed still sends an enrolment both backends accept.
 */
const optionalStartDay = (label: string) => {
  const error = `${label} must be one of the course's start dates (YYYY-MM-DD) or empty`;
  return z.optional(
    z.union(
      [
        z.literal(''),
        z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error })),
      ],
      { error },
    ),
  );
};

/**
 * How a field is collected on a form (the form renders the matching input). `courseStart` is a
 * choice among the start dates of the course chosen in the same form's `course` field.
 */
export type InputKind =
  'text' | 'email' | 'tel' | 'date' | 'time' | 'select' | 'courseStart' | 'textarea';

export interface FieldSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  schema: S;
  input: InputKind;
  /** The browser's autofill hint when the input kind's default does not fit. */
  autoComplete?: string;
  /** The choices of a `select`, in the order offered. */
  options?: readonly Option[];
}

const input =
  <K extends Exclude<InputKind, 'select'>>(kind: K) =>
  <S extends z.ZodMiniType>(schema: S, autoComplete?: string) =>
    ({ schema, input: kind, ...(autoComplete ? { autoComplete } : {}) }) as const;

const text = input('text');
const emailInput = () => input('email')(email());
const tel = input('tel');
const textarea = input('textarea');

/** A required choice from `options`. */
const select = <V extends string>(options: readonly Option<V>[], message: string) =>
  ({ schema: choice(optionValues(options), message), input: 'select', options }) as const;

/** A choice from `options` that may stay empty. */
const optionalSelect = <V extends string>(options: readonly Option<V>[], label: string) =>
  ({ schema: optionalChoice(optionValues(options), label), input: 'select', options }) as const;

/** Every collection's fields, in the order the form shows them and the record stores them. */
export const recordFieldSpecs = builtOnFirstRead({
  contactForm: () => ({
    fullName: text(required('Full Name is required', 'Full Name'), 'name'),
    email: emailInput(),
    phoneNumber: tel(phone()),
    subject: text(optionalText('Subject')),
    message: textarea(optionalText('Message', LONG)),
  }),
  quoteForm: () => ({
    fullName: text(required('Name is required', 'Name'), 'name'),
    email: emailInput(),
    phoneNumber: tel(phone()),
    serviceType: select(serviceTypeOptions, 'Service selection is required'),
    location: text(optionalText('Location'), 'address-level2'),
    contactMethod: optionalSelect(contactMethodOptions, 'contact method'),
    projectDetails: textarea(required('Project details are required', 'Project details', LONG)),
  }),
  bookSession: () => ({
    fullName: text(required('Name is required', 'Name'), 'name'),
    email: emailInput(),
    phoneNumber: tel(phone()),
    course: select(courseOptions, 'Course selection is required'),
    sessionDate: input('date')(sessionDate()),
    sessionTime: input('time')(sessionTime()),
    message: textarea(optionalText('Additional Details', LONG)),
  }),
  hiring: () => ({
    name: text(required('Name is required', 'Name'), 'name'),
    email: emailInput(),
    phone: tel(phone()),
    organization: text(optionalText('Organization'), 'organization'),
    projectType: select(projectTypeOptions, 'Project Type is required'),
    developerType: select(developerTypeOptions, 'Developer Type is required'),
    projectDuration: select(projectDurationOptions, 'Project Duration is required'),
    message: textarea(required('Message is required', 'Message', LONG)),
  }),
  techTalent: () => ({
    name: text(required('Name is required', 'Name'), 'name'),
    email: emailInput(),
    phone: tel(phone()),
    organizationName: text(optionalText('Organization'), 'organization'),
    jobRole: select(jobRoleOptions, 'Job Role is required'),
    employmentType: select(employmentTypeOptions, 'Employment Type is required'),
    message: textarea(
      required('Details are required', 'Details', LONG).check(
        z.minLength(10, { error: 'Enter at least 10 characters' }),
      ),
    ),
  }),
  training: () => ({
    name: text(required('Name is required', 'Name'), 'name'),
    email: emailInput(),
    phone: tel(phone()),
    course: select(courseOptions, 'Course selection is required'),
    preferredStart: input('courseStart')(optionalStartDay('Preferred start')),
    message: textarea(optionalText('Message', LONG)),
  }),
} satisfies Record<Collection, () => Record<string, FieldSpec>>);

type Specs = typeof recordFieldSpecs;

/** The fields of one collection's form, e.g. `FieldName<'hiring'>` is `'name' | 'email' | …`. */
export type FieldName<C extends Collection> = keyof Specs[C] & string;

/** The fields of one collection that are a choice from a list (its own, or a course's dates). */
export type SelectFieldName<C extends Collection> = {
  [F in FieldName<C>]: Specs[C][F] extends { input: 'select' | 'courseStart' } ? F : never;
}[FieldName<C>];

/** Any field name some form stores today. */
export type AnyFieldName = { [C in Collection]: FieldName<C> }[Collection];

type ShapeOf<F extends Record<string, FieldSpec>> = { [K in keyof F]: F[K]['schema'] };

const shapeOf = <F extends Record<string, FieldSpec>>(fields: F): ShapeOf<F> =>
  Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, spec.schema]),
  ) as ShapeOf<F>;

/** The field specs of one collection as a list, in form order. */
export const fieldSpecsOf = <C extends Collection>(collection: C) =>
  Object.entries(recordFieldSpecs[collection]) as [FieldName<C>, FieldSpec][];

/** A field may stay empty when its schema accepts the empty text. */
export const isOptionalField = (spec: FieldSpec): boolean => spec.schema.safeParse('').success;

/** What each form validates (the record without its timestamp). */
export const formSchemas = builtOnFirstRead({
  contactForm: () => z.strictObject(shapeOf(recordFieldSpecs.contactForm)),
  quoteForm: () => z.strictObject(shapeOf(recordFieldSpecs.quoteForm)),
  bookSession: () => z.strictObject(shapeOf(recordFieldSpecs.bookSession)),
  hiring: () => z.strictObject(shapeOf(recordFieldSpecs.hiring)),
  techTalent: () => z.strictObject(shapeOf(recordFieldSpecs.techTalent)),
  training: () => z.strictObject(shapeOf(recordFieldSpecs.training)),
} satisfies Record<Collection, () => z.ZodMiniType>);

/** The field that holds the submission time, per collection (hiring's records call it `timestamp`). */
export const timestampField = {
  contactForm: 'date',
  quoteForm: 'date',
  bookSession: 'date',
  hiring: 'timestamp',
  techTalent: 'date',
  training: 'date',
} as const satisfies Record<Collection, 'date' | 'timestamp'>;

export type TimestampFieldName = (typeof timestampField)[Collection];

const withTime = <C extends Collection>(collection: C) =>
  z.extend(formSchemas[collection], {
    [timestampField[collection]]: isoTimestamp(),
    [SOURCE_FIELD]: z.optional(sourceSchema()),
  }) as unknown as z.ZodMiniObject<
    ShapeOf<Specs[C]> & { [T in (typeof timestampField)[C]]: ReturnType<typeof isoTimestamp> } & {
      [SOURCE_FIELD]: z.ZodMiniOptional<ReturnType<typeof sourceSchema>>;
    },
    z.core.$strict
  >;

/** The answer to the news box of the forms that ask (src/records/consent.ts); absent: no consent. */
const withNewsConsent = <S extends z.ZodMiniObject>(schema: S) =>
  z.extend(schema, {
    [NEWS_CONSENT]: z.optional(z.boolean({ error: 'The news answer must be true or false' })),
  });

/**
 * What is stored: the form's fields plus the submission time (and, on the forms that ask, the
 * answer to the news box), optionally where the lead came from (`source`,
 * src/records/source.ts), nothing else.
 */
export const recordSchemas = builtOnFirstRead({
  contactForm: () => withTime('contactForm'),
  quoteForm: () => withTime('quoteForm'),
  bookSession: () => withTime('bookSession'),
  hiring: () => withTime('hiring'),
  techTalent: () => withNewsConsent(withTime('techTalent')),
  training: () => withNewsConsent(withTime('training')),
} satisfies Record<Collection, () => z.ZodMiniType>);

/**
 * The child every new record carries beside what the visitor sent: when the database received
 * it (ms since the epoch), set by the database itself. The forms send Firebase's server value
 * `SERVER_TIMESTAMP`; the rules and server/ accept only the database's own `now` (or, in a copy
 * of a record, the time it was copied with). The dashboard orders and pages by it, so no visitor
 * can choose where a record sorts. Older records lack it and stay valid: they sort before every
 * stamped record, by key. Like a record's status, it is not a form field (no card line).
 */
export const RECEIVED_AT = 'receivedAt';
export const SERVER_TIMESTAMP = { '.sv': 'timestamp' } as const;

export type FormValues<C extends Collection> = z.input<(typeof formSchemas)[C]>;
export type RecordOf<C extends Collection> = z.output<(typeof recordSchemas)[C]>;

/** Builds the record to store from validated form values, stamped with the submission time. */
export const toRecord = <C extends Collection>(
  collection: C,
  values: z.output<(typeof formSchemas)[C]>,
  now: Date = new Date(),
): RecordOf<C> =>
  recordSchemas[collection].parse({
    ...values,
    [timestampField[collection]]: now.toISOString(),
  }) as RecordOf<C>;
