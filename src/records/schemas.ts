/**
 * The one definition of every record the public forms create.
 * Imported by the forms (validation and messages), by the unit-test mocks and by
 * server/ (which validates every public write with the same schema).
 * Messages are the seed's words; do not reword them.
 */
import { z } from 'zod';
import type { Collection } from './collections';
import {
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

// The site's Content-Security-Policy forbids eval: without this, zod probes `new Function` and
// every form page logs a CSP violation. Set before the first schema below is built.
z.config({ jitless: true });

const SHORT = 200;
const LONG = 5000;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text field: trimmed, then 'required' first and nothing else when empty. */
const required = (message: string, label: string, max = SHORT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong(label, max) });

const optionalText = (label: string, max = SHORT) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: tooLong(label, max) });

const email = () =>
  required('Email is required', 'Email', 254).pipe(z.email({ error: 'Enter a valid email' }));

const phone = (pattern: RegExp, invalid: string) =>
  required('Phone number is required', 'Phone number', 20).regex(pattern, { error: invalid });

/** optional `+`, then 10 to 15 digits (book session, quote) */
const PHONE_INTL = /^\+?\d{10,15}$/;
/** 10 to 15 digits (talent, training) */
const PHONE_DIGITS_10_15 = /^\d{10,15}$/;
/** digits only (hiring) */
const PHONE_DIGITS = /^\d+$/;

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

const sessionDate = () =>
  required('Session date is required', 'Session date', 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a valid date', abort: true })
    .refine((value) => value >= todayInLagos(), { error: 'Session date cannot be in the past' });

const sessionTime = () =>
  required('Session time is required', 'Session time', 5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'Enter a valid time',
  });

export const contactFields = {
  fullName: required('Full Name is required', 'Full Name'),
  email: email(),
  phoneNumber: required('Phone number is required', 'Phone number', 30),
  subject: optionalText('Subject'),
  message: optionalText('Message', LONG),
};

export const quoteFields = {
  fullName: required('Name is required', 'Name'),
  email: email(),
  phoneNumber: phone(PHONE_INTL, 'Enter a valid phone number'),
  serviceType: choice(optionValues(serviceTypeOptions), 'Service selection is required'),
  location: optionalText('Location'),
  contactMethod: optionalChoice(optionValues(contactMethodOptions), 'contact method'),
  projectDetails: required('Project details are required', 'Project details', LONG),
};

export const bookSessionFields = {
  fullName: required('Name is required', 'Name'),
  email: email(),
  phoneNumber: phone(PHONE_INTL, 'Enter a valid phone number'),
  course: choice(optionValues(courseOptions), 'Course selection is required'),
  sessionDate: sessionDate(),
  sessionTime: sessionTime(),
  message: optionalText('Additional Details', LONG),
};

export const hiringFields = {
  name: required('Name is required', 'Name'),
  email: email(),
  phone: phone(PHONE_DIGITS, 'Enter digits only'),
  organization: optionalText('Organization'),
  projectType: choice(optionValues(projectTypeOptions), 'Project Type is required'),
  developerType: choice(optionValues(developerTypeOptions), 'Developer Type is required'),
  projectDuration: choice(optionValues(projectDurationOptions), 'Project Duration is required'),
  message: required('Message is required', 'Message', LONG),
};

export const techTalentFields = {
  name: required('Name is required', 'Name'),
  email: email(),
  phone: phone(PHONE_DIGITS_10_15, 'Enter a valid phone number'),
  organizationName: optionalText('Organization'),
  jobRole: choice(optionValues(jobRoleOptions), 'Job Role is required'),
  employmentType: choice(optionValues(employmentTypeOptions), 'Employment Type is required'),
  message: required('Details are required', 'Details', LONG).min(10, {
    error: 'Enter at least 10 characters',
  }),
};

export const trainingFields = {
  name: required('Name is required', 'Name'),
  email: email(),
  phone: phone(PHONE_DIGITS_10_15, 'Enter a valid phone number'),
  course: choice(optionValues(courseOptions), 'Course selection is required'),
  message: optionalText('Message', LONG),
};

/** What each form validates (the record without its timestamp). */
export const formSchemas = {
  contactForm: z.strictObject(contactFields),
  quoteForm: z.strictObject(quoteFields),
  bookSession: z.strictObject(bookSessionFields),
  hiring: z.strictObject(hiringFields),
  techTalent: z.strictObject(techTalentFields),
  training: z.strictObject(trainingFields),
} as const satisfies Record<Collection, z.ZodType>;

/** The field that holds the submission time, per collection (hiring keeps the seed's `timestamp`). */
export const timestampField = {
  contactForm: 'date',
  quoteForm: 'date',
  bookSession: 'date',
  hiring: 'timestamp',
  techTalent: 'date',
  training: 'date',
} as const satisfies Record<Collection, 'date' | 'timestamp'>;

/** What is stored: the form's fields plus the submission time, nothing else. */
export const recordSchemas = {
  contactForm: z.strictObject({ ...contactFields, date: isoTimestamp() }),
  quoteForm: z.strictObject({ ...quoteFields, date: isoTimestamp() }),
  bookSession: z.strictObject({ ...bookSessionFields, date: isoTimestamp() }),
  hiring: z.strictObject({ ...hiringFields, timestamp: isoTimestamp() }),
  techTalent: z.strictObject({ ...techTalentFields, date: isoTimestamp() }),
  training: z.strictObject({ ...trainingFields, date: isoTimestamp() }),
} as const satisfies Record<Collection, z.ZodType>;

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
