/**
 * The access policy of DESIGN.md as one table of cases. policy.test.ts runs every
 * case over HTTP against server/ and through targaryen against database.rules.json;
 * both must give the expected answer.
 *
 * Not in the table, on purpose (the two backends answer differently by design):
 * - a filled honeypot: server/ answers a fake success, Firebase refuses the field;
 * - text with spaces around it: server/ trims it (like the form), the rules refuse it;
 * - a session date in the past: server/ refuses, the rules cannot tell the date.
 */
import { validRecords } from './support';

export type Who = 'anyone' | 'staff';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PolicyCase {
  name: string;
  who: Who;
  method: Method;
  path: string;
  body?: unknown;
  allowed: boolean;
}

export const EXISTING_ID = '-Nexisting0000000001';
export const NEW_ID = '-Nbrandnew0000000001';
export const LEGACY_ID = 'legacy-1';

const records = validRecords();

/** The data both backends start every case from. */
export function seedData() {
  return {
    contactForm: {
      [EXISTING_ID]: records.contactForm,
      // An older shape from the company's database.
      [LEGACY_ID]: { name: 'Old Record', phone: '0801', data: '2023-04-01T09:00:00.000Z' },
    },
    hiring: { [EXISTING_ID]: records.hiring },
    settings: { theme: 'light' },
  };
}

const collections = Object.keys(records) as (keyof typeof records)[];

export const policyCases: PolicyCase[] = [
  // Anyone may create one new record in one of the six collections, if it passes its schema.
  ...collections.map((collection): PolicyCase => ({
    name: `anyone creates a valid ${collection} record`,
    who: 'anyone',
    method: 'POST',
    path: `/${collection}`,
    body: records[collection],
    allowed: true,
  })),
  {
    name: 'anyone creates at a new push-ID key with PUT (the same write as a POST)',
    who: 'anyone',
    method: 'PUT',
    path: `/contactForm/${NEW_ID}`,
    body: records.contactForm,
    allowed: true,
  },
  {
    name: 'anyone creates with a PATCH of the collection naming a new push ID',
    who: 'anyone',
    method: 'PATCH',
    path: '/contactForm',
    body: { [NEW_ID]: records.contactForm },
    allowed: true,
  },
  // ...and nothing else.
  {
    name: 'anyone sends a record without a required field',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, fullName: undefined },
    allowed: false,
  },
  {
    name: 'anyone sends an empty required field',
    who: 'anyone',
    method: 'POST',
    path: '/quoteForm',
    body: { ...records.quoteForm, projectDetails: '' },
    allowed: false,
  },
  {
    name: 'anyone sends an unknown field',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, admin: true },
    allowed: false,
  },
  {
    name: 'anyone sends a bad email',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, email: 'ada@' },
    allowed: false,
  },
  {
    name: 'anyone sends letters in a digits-only phone',
    who: 'anyone',
    method: 'POST',
    path: '/hiring',
    body: { ...records.hiring, phone: '0801abc' },
    allowed: false,
  },
  {
    name: 'anyone sends a too-short phone',
    who: 'anyone',
    method: 'POST',
    path: '/techTalent',
    body: { ...records.techTalent, phone: '0801' },
    allowed: false,
  },
  {
    name: 'anyone sends an option that is not offered',
    who: 'anyone',
    method: 'POST',
    path: '/quoteForm',
    body: { ...records.quoteForm, serviceType: 'hacking' },
    allowed: false,
  },
  {
    name: 'anyone sends a too-long name',
    who: 'anyone',
    method: 'POST',
    path: '/bookSession',
    body: { ...records.bookSession, fullName: 'x'.repeat(201) },
    allowed: false,
  },
  {
    name: 'anyone sends a number where text belongs',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, phoneNumber: 8012345678 },
    allowed: false,
  },
  {
    name: 'anyone sends a timestamp that is not ISO',
    who: 'anyone',
    method: 'POST',
    path: '/hiring',
    body: { ...records.hiring, timestamp: 'yesterday' },
    allowed: false,
  },
  {
    name: 'anyone sends too little detail to techTalent',
    who: 'anyone',
    method: 'POST',
    path: '/techTalent',
    body: { ...records.techTalent, message: 'short' },
    allowed: false,
  },
  {
    name: 'anyone sends a bad session time',
    who: 'anyone',
    method: 'POST',
    path: '/bookSession',
    body: { ...records.bookSession, sessionTime: '25:00' },
    allowed: false,
  },
  {
    name: 'anyone posts to a collection that is not one of the six',
    who: 'anyone',
    method: 'POST',
    path: '/other',
    body: records.contactForm,
    allowed: false,
  },
  {
    name: 'anyone posts at the root',
    who: 'anyone',
    method: 'POST',
    path: '/',
    body: records.contactForm,
    allowed: false,
  },
  {
    name: 'anyone posts a child into an existing record',
    who: 'anyone',
    method: 'POST',
    path: `/contactForm/${EXISTING_ID}`,
    body: records.contactForm,
    allowed: false,
  },
  {
    name: 'anyone posts an empty record',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: {},
    allowed: false,
  },
  {
    name: 'anyone creates at a key that is not a push ID',
    who: 'anyone',
    method: 'PUT',
    path: '/contactForm/my-own-key',
    body: records.contactForm,
    allowed: false,
  },
  {
    name: 'anyone overwrites an existing record',
    who: 'anyone',
    method: 'PUT',
    path: `/contactForm/${EXISTING_ID}`,
    body: records.contactForm,
    allowed: false,
  },
  {
    name: 'anyone changes a field of an existing record',
    who: 'anyone',
    method: 'PATCH',
    path: `/contactForm/${EXISTING_ID}`,
    body: { subject: 'Changed' },
    allowed: false,
  },
  {
    name: 'anyone overwrites one field of an existing record',
    who: 'anyone',
    method: 'PUT',
    path: `/contactForm/${EXISTING_ID}/subject`,
    body: 'Changed',
    allowed: false,
  },
  {
    name: 'anyone replaces a whole collection',
    who: 'anyone',
    method: 'PUT',
    path: '/contactForm',
    body: { [NEW_ID]: records.contactForm },
    allowed: false,
  },
  {
    name: 'anyone writes outside the collections',
    who: 'anyone',
    method: 'PUT',
    path: '/settings/theme',
    body: 'dark',
    allowed: false,
  },
  {
    name: 'anyone deletes a record',
    who: 'anyone',
    method: 'DELETE',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: false,
  },
  {
    name: 'anyone deletes a collection',
    who: 'anyone',
    method: 'DELETE',
    path: '/contactForm',
    allowed: false,
  },
  { name: 'anyone deletes everything', who: 'anyone', method: 'DELETE', path: '/', allowed: false },
  {
    name: 'anyone reads a collection',
    who: 'anyone',
    method: 'GET',
    path: '/contactForm',
    allowed: false,
  },
  {
    name: 'anyone reads a record',
    who: 'anyone',
    method: 'GET',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: false,
  },
  {
    name: 'anyone reads one field',
    who: 'anyone',
    method: 'GET',
    path: `/contactForm/${EXISTING_ID}/email`,
    allowed: false,
  },
  { name: 'anyone reads everything', who: 'anyone', method: 'GET', path: '/', allowed: false },
  {
    name: 'anyone reads a path that holds nothing',
    who: 'anyone',
    method: 'GET',
    path: '/training',
    allowed: false,
  },

  // Signed-in staff: read, delete a record, delete a whole collection (streaming is a read).
  { name: 'staff reads everything', who: 'staff', method: 'GET', path: '/', allowed: true },
  {
    name: 'staff reads a collection',
    who: 'staff',
    method: 'GET',
    path: '/contactForm',
    allowed: true,
  },
  {
    name: 'staff reads a record',
    who: 'staff',
    method: 'GET',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: true,
  },
  {
    name: 'staff reads a legacy record',
    who: 'staff',
    method: 'GET',
    path: `/contactForm/${LEGACY_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a record',
    who: 'staff',
    method: 'DELETE',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a legacy record',
    who: 'staff',
    method: 'DELETE',
    path: `/contactForm/${LEGACY_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a whole collection',
    who: 'staff',
    method: 'DELETE',
    path: '/contactForm',
    allowed: true,
  },
  {
    name: 'staff creates a valid record',
    who: 'staff',
    method: 'POST',
    path: '/hiring',
    body: records.hiring,
    allowed: true,
  },
  {
    name: 'staff replaces a record with a valid one',
    who: 'staff',
    method: 'PUT',
    path: `/hiring/${EXISTING_ID}`,
    body: { ...records.hiring, name: 'New Name' },
    allowed: true,
  },
  {
    name: 'staff corrects a field with a valid value',
    who: 'staff',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { email: 'new@example.com' },
    allowed: true,
  },
  {
    name: 'staff writes settings outside the collections',
    who: 'staff',
    method: 'PUT',
    path: '/settings/theme',
    body: 'dark',
    allowed: true,
  },
  // The schemas bind staff too: a collection only ever holds valid new records.
  {
    name: 'staff creates an invalid record',
    who: 'staff',
    method: 'POST',
    path: '/hiring',
    body: { ...records.hiring, email: 'nope' },
    allowed: false,
  },
  {
    name: 'staff corrects a field with an invalid value',
    who: 'staff',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { email: 'nope' },
    allowed: false,
  },
  {
    name: 'staff adds an unknown field to a record',
    who: 'staff',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { notes: 'call back' },
    allowed: false,
  },
];
