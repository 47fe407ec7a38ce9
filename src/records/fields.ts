/**
 * The field catalogue: how staff see a record. Each entry is one line of a dashboard card and one
 * CSV column, in this order, with the names it may be stored under: today's form field names
 * (checked against the schemas by the type below) and the older names the company's existing
 * database still holds (`name` or `fullName`, `DeveloperType`, the time under `date`, `data` or
 * `timestamp`…). The first stored name present wins. Stored data is never rewritten.
 */
import type { AnyFieldName, RECEIVED_AT, TimestampFieldName } from './schemas';
import type { NEWS_CONSENT, NEWS_CONSENT_AT } from './consent';
import type { SOURCE_FIELD } from './source';

/** How each kind of record value is shown. */
export type FieldFormat =
  | 'text'
  | 'option'
  | 'email'
  | 'phone'
  | 'calendarDate'
  | 'timestamp'
  /** The answer to the news box: Yes or No (src/records/consent.ts). */
  | 'consent'
  /** Where the lead came from, in words (src/records/source.ts). */
  | 'source';

/** Names older versions of the forms stored, which no form writes any more. */
export type LegacyFieldName = 'data' | 'DeveloperType' | 'additionalDetails';

/** The answer to the news box and when it was given (src/records/consent.ts). */
export type ConsentFieldName = typeof NEWS_CONSENT | typeof NEWS_CONSENT_AT;

export type StoredFieldName =
  | AnyFieldName
  | TimestampFieldName
  | LegacyFieldName
  | ConsentFieldName
  | typeof SOURCE_FIELD
  | typeof RECEIVED_AT;

export interface ViewFieldSpec {
  /** The field's name in the dashboard's view of a record. */
  key: string;
  label: string;
  format: FieldFormat;
  /** Long free text: shortened on the card with a "Show more" button. */
  long?: boolean;
  /** Where the value may be stored, first match wins. */
  stored: readonly [StoredFieldName, ...StoredFieldName[]];
}

export const viewFields = [
  { key: 'name', label: 'Name', format: 'text', stored: ['name', 'fullName'] },
  { key: 'email', label: 'Email', format: 'email', stored: ['email'] },
  { key: 'phone', label: 'Phone', format: 'phone', stored: ['phone', 'phoneNumber'] },
  { key: 'subject', label: 'Subject', format: 'text', stored: ['subject'] },
  {
    key: 'message',
    label: 'Message',
    format: 'text',
    long: true,
    stored: ['message', 'additionalDetails'],
  },
  { key: 'course', label: 'Course', format: 'option', stored: ['course'] },
  {
    key: 'preferredStart',
    label: 'Preferred start',
    format: 'calendarDate',
    stored: ['preferredStart'],
  },
  { key: 'sessionDate', label: 'Session date', format: 'calendarDate', stored: ['sessionDate'] },
  { key: 'sessionTime', label: 'Session time', format: 'text', stored: ['sessionTime'] },
  {
    key: 'organization',
    label: 'Organization',
    format: 'text',
    stored: ['organization', 'organizationName'],
  },
  { key: 'projectType', label: 'Project type', format: 'option', stored: ['projectType'] },
  {
    key: 'developerType',
    label: 'Developer type',
    format: 'option',
    stored: ['developerType', 'DeveloperType'],
  },
  {
    key: 'projectDuration',
    label: 'Project duration',
    format: 'option',
    stored: ['projectDuration'],
  },
  { key: 'serviceType', label: 'Service type', format: 'option', stored: ['serviceType'] },
  { key: 'location', label: 'Location', format: 'text', stored: ['location'] },
  { key: 'contactMethod', label: 'Contact method', format: 'option', stored: ['contactMethod'] },
  {
    key: 'projectDetails',
    label: 'Project details',
    format: 'text',
    long: true,
    stored: ['projectDetails'],
  },
  { key: 'jobRole', label: 'Job role', format: 'option', stored: ['jobRole'] },
  { key: 'employmentType', label: 'Employment type', format: 'option', stored: ['employmentType'] },
  // When the lead arrived: the database's receive time, which no visitor can choose; the time
  // the form sent only for older records that have none.
  {
    key: 'submittedAt',
    label: 'Date',
    format: 'timestamp',
    stored: ['receivedAt', 'date', 'data', 'timestamp'],
  },
  {
    key: 'newsConsent',
    label: 'News about courses and events',
    format: 'consent',
    stored: ['newsConsent'],
  },
  {
    key: 'newsConsentAt',
    label: 'News consent given',
    format: 'timestamp',
    stored: ['newsConsentAt'],
  },
  // Where the lead came from, in words (src/records/source.ts); older records have none.
  { key: 'source', label: 'Source', format: 'source', stored: ['source'] },
] as const satisfies readonly ViewFieldSpec[];

export type ViewFieldKey = (typeof viewFields)[number]['key'];

type ShownStoredName = (typeof viewFields)[number]['stored'][number];

/**
 * A stored field no entry above lists. It must be `never`: a field added to a schema without a
 * line here is a type error on `everyStoredFieldIsShown`.
 */
type UnshownField = Exclude<StoredFieldName, ShownStoredName>;
export const everyStoredFieldIsShown: [UnshownField] extends [never] ? true : UnshownField = true;

/** The stored names of one view field, first match wins. */
export const storedNamesOf = (key: ViewFieldKey): readonly StoredFieldName[] =>
  viewFields.find((field) => field.key === key)?.stored ?? [];
