/**
 * The access policy of DESIGN.md as one table of cases. policy.test.ts runs every
 * case over HTTP against server/ and through targaryen against database.rules.json;
 * both must give the expected answer.
 *
 * Not in the table, on purpose (the two backends answer differently by design):
 * - a filled honeypot: server/ answers a fake success, Firebase refuses the field;
 * - text with spaces around it: server/ trims it (like the form), the rules refuse it;
 * - a session date in the past, on a Sunday or at a time the office is closed: server/ refuses,
 *   the rules cannot tell the day or compare times;
 * - a phone in any spelling but E.164 (`0803 123 4567`, `2348031234567`), sent or moved out of
 *   Spam: server/ stores it in E.164 form (like the form and the dashboard), the rules refuse
 *   anything but the stored shape (`+`, 8 to 15 digits; decision 0033);
 * - an impossible Nigerian number in that shape (`+2341234567890`): server/ refuses it, the rules
 *   (which cannot run libphonenumber-js) accept it;
 * - a note with spaces around its text: server/ accepts it as sent, the rules refuse it;
 * - a required field of only zero-width or control characters: server/ trims them and refuses
 *   it as empty, the rules (which cannot trim) accept it;
 * - many records in one write: both allow it, server/ counts each against its write limit;
 * - a restore that leaves out a field no schema declares (an older shape): server/ refuses it,
 *   the rules cannot list an entry's unknown children (a declared field left out is refused by
 *   both);
 * - an update of more than 250 records, a record grown past 128 KB, or a stranger's object wider
 *   than any record: server/ refuses it so no request holds it for long (decision 0024); Firebase
 *   has its own, larger limits.
 * - a stranger's query or stream of a record's receive time: server/ refuses it (400: a stranger
 *   reads one value plainly, and no stream quota counts them); the rules cannot tell a query or a
 *   stream from a read at that node, so Firebase allows it.
 * A root multi-location PATCH is in the table: targaryen evaluates every path of it.
 */
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../../src/records/schemas';
import { NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { sourceLimits } from '../../src/records/source';
import { keptRecords, STAFF_EMAIL, validRecords, visitorFields, without } from './support';

/**
 * The callers: a stranger; an admin and an agent (accounts with a `staff/{uid}` entry, decision
 * 0034); `removed`: an account whose entry an admin removed (server/ deletes the account, so its
 * token is refused; Firebase keeps the Auth user until the Cloud Function deletes it, and its rules
 * find no entry); `bad token`: a request carrying a token that is not valid (Firebase refuses it
 * before its rules).
 */
export type Who = 'anyone' | 'admin' | 'agent' | 'removed' | 'bad token';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PolicyCase {
  name: string;
  who: Who;
  method: Method;
  path: string;
  /** Firebase REST query parameters of a read (`orderBy`, `startAt`…), as sent. */
  query?: Record<string, string>;
  body?: unknown;
  allowed: boolean;
}

/** The dashboard's search: a prefix of one search key (src/records/derived.ts). */
const SEARCH_QUERY = {
  orderBy: '"email"',
  startAt: '"ada"',
  endAt: '"ada\uf8ff"',
  limitToFirst: '20',
};
/** The dashboard's live list: the records from the oldest one shown on. */
const LIVE_LIST_QUERY = { orderBy: '"$key"', startAt: JSON.stringify('-N') };

export const EXISTING_ID = '-Nexisting0000000001';
export const NEW_ID = '-Nbrandnew0000000001';
export const LEGACY_ID = 'legacy-1';
export const TRASHED_ID = '-Ntrashed000000000001';
export const TRASHED_LEGACY_ID = 'legacy-2';
export const SPAM_ID = '-Nspam00000000000001';
export const BOT_SPAM_ID = '-Nspam00000000000002';
/** A submission caught before phone numbers were stored in E.164 form. */
export const OLD_PHONE_SPAM_ID = '-Nspam00000000000003';
export const TRASHED_TRAINING_ID = '-Ntrashed000000000002';
export const NOTE_ID = '-Nnote00000000000001';
export const AUDIT_ID = '-Naudit0000000000001';
export const NEW_AUDIT_ID = '-Naudit0000000000002';
export const STAMPED_ID = '-Nstamped00000000001';
/** A lead already taken, answered and followed up. */
export const ANSWERED_ID = '-Nanswered0000000001';
const EVENT_ID = '-Nevent0000000000001';
const OLD_EVENT_ID = '-Nevent0000000000000';
/** In every collection: a record a visitor's browser sent at a key it made (the forms do). */
export const SENT_ID = '-Nsent0000000000001x';
/** A hash of an address, as the Cloud Function keys its acknowledgement count. */
const ACK_KEY = 'a'.repeat(64);
export const TRASHED_STAMPED_ID = '-Nstamped00000000002';
/** The staff member the cases sign in as (tests/server/support.ts, the rules' auth.token.email). */
export const STAFF = STAFF_EMAIL;
/** An agent the cases sign in as. */
export const AGENT = 'agent@example.com';
const OTHER_STAFF = 'someone.else@example.com';
/**
 * The accounts' IDs as the cases name them; tests/server/policy.test.ts puts server/'s own IDs in
 * their place. The colleague is an agent nobody signs in as (the cases change and remove them).
 */
export const STAFF_UIDS = {
  admin: 'admin-uid-0000000000001',
  agent: 'agent-uid-0000000000001',
  colleague: 'colleague-uid-000000001',
  removed: 'removed-uid-00000000001',
} as const;
export const INVITATION_ID = '-Ninvite000000000001';
const NEW_INVITATION_ID = '-Ninvite000000000002';
const invitation = { email: 'new.agent@example.com', role: 'agent', by: STAFF, at: 0 };
/** What the Cloud Function keeps of that invitation's secret: its SHA-256. */
const SECRET_HASH = 'ab'.repeat(32);

const records = validRecords();
/** A minute ago: times in seeded entries and in what staff send. */
const AT = Date.now() - 60_000;
/** Each record as the database keeps it, received a minute ago. */
const kept = keptRecords(AT);

const note = { text: 'Called, will send a quote.', author: OTHER_STAFF, at: AT };
const legacyRecord = { name: 'Old Record', phone: '0801', data: '2023-04-01T09:00:00.000Z' };
const trashed = {
  ...kept.contactForm,
  status: 'contacted',
  deletedAt: AT,
  deletedBy: OTHER_STAFF,
};
const trashedLegacy = { ...legacyRecord, deletedAt: AT, deletedBy: OTHER_STAFF };
const caught = { ...kept.contactForm, spamReason: 'honeypot', caughtAt: AT };
/** What a bot sent with the honeypot filled in, kept as spam as it came (issue 33). */
const botFields = {
  fullName: 'Ada\r\nBcc: victim@example.com',
  email: 'not-an-email',
  phoneNumber: 'javascript:alert(1)',
  isAdmin: 'true',
  '<img src=x onerror=alert(1)>': 'x',
  [RECEIVED_AT]: AT,
};
const caughtBot = { ...botFields, spamReason: 'honeypot', caughtAt: AT };
const caughtOldPhone = { ...caught, phoneNumber: '08031234567' };
/** A record the database stamped with its receive time a minute ago. */
const stamped = kept.contactForm;
const trashedStamped = { ...stamped, deletedAt: AT, deletedBy: OTHER_STAFF };
/** A trashed enrolment with a yes to news and where it came from (every optional child kept). */
const trashedTraining = {
  ...kept.training,
  [NEWS_CONSENT]: true,
  [NEWS_CONSENT_AT]: AT,
  source: { page: '/training/cyber-security', landing: '/', utmSource: 'whatsapp' },
  deletedAt: AT,
  deletedBy: OTHER_STAFF,
};

/** Attribution as the forms send it: a visit from a WhatsApp campaign that enrolled. */
const VALID_SOURCE = {
  page: '/training/cyber-security',
  landing: '/',
  referrer: 'l.wa.me',
  utmSource: 'whatsapp',
  utmCampaign: 'dec-bootcamp',
  cta: 'Enroll Now',
};

/** A lead already taken, answered and followed up by a colleague. */
const answered = {
  ...kept.contactForm,
  status: 'contacted',
  owner: OTHER_STAFF,
  firstResponseAt: AT,
  followUp: { at: AT, what: 'Call back' },
  history: { [OLD_EVENT_ID]: { at: AT, by: OTHER_STAFF, kind: 'call' } },
};

/** A day from now: a follow-up's time. */
const TOMORROW = Date.now() + 24 * 3600 * 1000;

/** A lead's history event by the signed-in member of staff. */
const event = (kind: string, extra: Record<string, unknown> = {}) => ({
  at: AT,
  by: STAFF,
  kind,
  ...extra,
});

/** An audit entry by the signed-in member of staff. */
const audit = (action: string, extra: Record<string, unknown> = {}) => ({
  at: AT,
  by: STAFF,
  action,
  collection: 'contactForm',
  ...extra,
});
const trashOf = (record: object) => ({ ...record, deletedAt: AT, deletedBy: STAFF });

/** The same request by the agent, in their own name wherever the admin's e-mail stood. */
const byAgent = (testCase: Omit<PolicyCase, 'who' | 'allowed'>): Omit<PolicyCase, 'allowed'> => ({
  ...testCase,
  name: `agent: ${testCase.name}`,
  who: 'agent',
  ...(testCase.body !== undefined && {
    body: JSON.parse(JSON.stringify(testCase.body).replaceAll(STAFF, AGENT)) as unknown,
  }),
});

/** The data both backends start every case from. */
export function seedData() {
  const sent = Object.fromEntries(
    Object.entries(kept).map(([collection, record]) => [collection, { [SENT_ID]: record }]),
  );
  return {
    ...sent,
    contactForm: {
      ...sent.contactForm,
      [EXISTING_ID]: kept.contactForm,
      // An older shape from the company's database.
      [LEGACY_ID]: legacyRecord,
      [STAMPED_ID]: stamped,
      [ANSWERED_ID]: answered,
    },
    replyTemplates: { contactForm: { subject: 'Thanks', text: 'Hello {firstName}' } },
    hiring: {
      ...sent.hiring,
      [EXISTING_ID]: { ...kept.hiring, status: 'new', notes: { [NOTE_ID]: note } },
    },
    settings: { theme: 'light' },
    trash: {
      contactForm: {
        [TRASHED_ID]: trashed,
        [TRASHED_LEGACY_ID]: trashedLegacy,
        [TRASHED_STAMPED_ID]: trashedStamped,
      },
      training: { [TRASHED_TRAINING_ID]: trashedTraining },
    },
    spam: {
      contactForm: {
        [SPAM_ID]: caught,
        [BOT_SPAM_ID]: caughtBot,
        [OLD_PHONE_SPAM_ID]: caughtOldPhone,
      },
    },
    audit: { [AUDIT_ID]: { at: AT, by: OTHER_STAFF, action: 'delete', collection: 'contactForm' } },
    retention: { months: 24, nextRunAt: AT + 24 * 3600 * 1000, due: { contactForm: 1 } },
    ackLimits: { [ACK_KEY]: { day: '2026-11-27', count: 1 } },
    noticeDigest: {
      burst: { start: AT, leads: { [`contactForm-${NEW_ID}`]: true } },
      waiting: { [`quoteForm-${NEW_ID}`]: { collection: 'quoteForm', id: NEW_ID, at: AT } },
    },
    staff: {
      [STAFF_UIDS.admin]: { email: STAFF, role: 'admin', name: 'Ada Admin' },
      [STAFF_UIDS.agent]: { email: AGENT, role: 'agent' },
      [STAFF_UIDS.colleague]: { email: OTHER_STAFF, role: 'agent' },
    },
    invitations: { [INVITATION_ID]: { ...invitation, at: AT } },
    invitationSecrets: { [INVITATION_ID]: { hash: SECRET_HASH, expiresAt: AT + 48 * 3600 * 1000 } },
    staffMailsSent: { history: { contactForm: { [EXISTING_ID]: { [OLD_EVENT_ID]: AT } } } },
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
  // The forms make the key in the browser and PUT there, so a retry after a lost reply cannot
  // store the lead twice: the second PUT is refused, and the browser reads the receive time
  // (anyone may, at a key only they know) to learn that the first one arrived.
  ...collections.flatMap((collection): PolicyCase[] => [
    {
      name: `anyone creates a ${collection} record at a new push-ID key with PUT (as the forms do)`,
      who: 'anyone',
      method: 'PUT',
      path: `/${collection}/${NEW_ID}`,
      body: records[collection],
      allowed: true,
    },
    {
      name: `anyone PUTs a ${collection} record again at its key (a retry after a lost reply)`,
      who: 'anyone',
      method: 'PUT',
      path: `/${collection}/${SENT_ID}`,
      body: records[collection],
      allowed: false,
    },
    {
      name: `anyone reads when a ${collection} record at a key they know arrived`,
      who: 'anyone',
      method: 'GET',
      path: `/${collection}/${SENT_ID}/${RECEIVED_AT}`,
      allowed: true,
    },
  ]),
  {
    name: 'anyone reads the receive time at a key nobody used (nothing there)',
    who: 'anyone',
    method: 'GET',
    path: `/training/${NEW_ID}/${RECEIVED_AT}`,
    allowed: true,
  },
  {
    name: 'a bad token reads when a record arrived',
    who: 'bad token',
    method: 'GET',
    path: `/contactForm/${SENT_ID}/${RECEIVED_AT}`,
    allowed: false,
  },
  {
    name: 'anyone reads a record they sent',
    who: 'anyone',
    method: 'GET',
    path: `/training/${SENT_ID}`,
    allowed: false,
  },
  {
    name: 'anyone reads the receive times of a collection',
    who: 'anyone',
    method: 'GET',
    path: '/contactForm',
    query: { orderBy: JSON.stringify(RECEIVED_AT), limitToLast: '1' },
    allowed: false,
  },
  {
    name: "anyone reads a trash entry's receive time",
    who: 'anyone',
    method: 'GET',
    path: `/trash/contactForm/${TRASHED_ID}/${RECEIVED_AT}`,
    allowed: false,
  },
  {
    name: "anyone reads a spam entry's receive time",
    who: 'anyone',
    method: 'GET',
    path: `/spam/contactForm/${SPAM_ID}/${RECEIVED_AT}`,
    allowed: false,
  },
  // The same writes and reads by staff and by a bad token.
  {
    name: 'staff read when a record arrived',
    who: 'admin',
    method: 'GET',
    path: `/contactForm/${SENT_ID}/${RECEIVED_AT}`,
    allowed: true,
  },
  {
    name: 'staff PUT a record again at its key (no overwrite, staff included)',
    who: 'admin',
    method: 'PUT',
    path: `/quoteForm/${SENT_ID}`,
    body: records.quoteForm,
    allowed: false,
  },
  {
    name: 'a bad token creates a record at a new push-ID key with PUT',
    who: 'bad token',
    method: 'PUT',
    path: `/bookSession/${NEW_ID}`,
    body: records.bookSession,
    allowed: false,
  },
  {
    name: 'a bad token PUTs a record again at its key',
    who: 'bad token',
    method: 'PUT',
    path: `/bookSession/${SENT_ID}`,
    body: records.bookSession,
    allowed: false,
  },
  {
    name: 'staff rewrite when a record arrived',
    who: 'admin',
    method: 'PUT',
    path: `/training/${SENT_ID}/${RECEIVED_AT}`,
    body: SERVER_TIMESTAMP,
    allowed: false,
  },
  {
    name: 'anyone rewrites when a record arrived',
    who: 'anyone',
    method: 'PUT',
    path: `/contactForm/${SENT_ID}/${RECEIVED_AT}`,
    body: SERVER_TIMESTAMP,
    allowed: false,
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
  // Where the lead came from (src/records/source.ts): optional, each child within its limit.
  {
    name: 'anyone sends a record with its source',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, source: VALID_SOURCE },
    allowed: true,
  },
  {
    name: 'anyone sends a source with a too-long campaign',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: {
      ...records.training,
      source: { ...VALID_SOURCE, utmCampaign: 'x'.repeat(sourceLimits.utmCampaign + 1) },
    },
    allowed: false,
  },
  {
    name: 'anyone sends a source with an unknown child',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, source: { ...VALID_SOURCE, fingerprint: 'abc' } },
    allowed: false,
  },
  {
    name: 'anyone sends a source whose landing page is not a path',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, source: { landing: 'https://evil.example/' } },
    allowed: false,
  },
  // The enrolment's preferred start: one of the course's dates (YYYY-MM-DD), '' or absent.
  {
    name: 'anyone sends an enrolment with a preferred start date',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, preferredStart: '2099-01-12' },
    allowed: true,
  },
  {
    name: 'anyone sends an enrolment with "Not sure yet" as the preferred start',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, preferredStart: '' },
    allowed: true,
  },
  {
    name: 'anyone sends an enrolment from a form without the preferred start',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: without(records.training, ['preferredStart']),
    allowed: true,
  },
  ...['next month', '12/01/2099', '2099-13-01', '2099-01-12T09:00', 12].map((preferredStart) => ({
    name: `anyone sends ${JSON.stringify(preferredStart)} as the preferred start`,
    who: 'anyone' as const,
    method: 'POST' as const,
    path: '/training',
    body: { ...records.training, preferredStart },
    allowed: false,
  })),
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
    name: 'anyone sends letters as a contact phone',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, phoneNumber: 'abc' },
    allowed: false,
  },
  {
    name: 'anyone sends an international phone to any form',
    who: 'anyone',
    method: 'POST',
    path: '/training',
    body: { ...records.training, phone: '+2348031234567' },
    allowed: true,
  },
  // The stored shape of a phone number (E.164): what the form sends, on both backends.
  {
    name: 'anyone sends a number from abroad in E.164 form',
    who: 'anyone',
    method: 'POST',
    path: '/contactForm',
    body: { ...records.contactForm, phoneNumber: '+442079460958' },
    allowed: true,
  },
  ...['+08031234567', '+2348031', '+23480312345678901', '++2348031234567'].map((phone) => ({
    name: `anyone sends ${phone} (not a number's E.164 shape)`,
    who: 'anyone' as const,
    method: 'POST' as const,
    path: '/hiring',
    body: { ...records.hiring, phone },
    allowed: false,
  })),
  {
    name: 'a bad token sends a lead with its number in E.164 form',
    who: 'bad token',
    method: 'PUT',
    path: `/hiring/${NEW_ID}`,
    body: { ...records.hiring, phone: '+2348031234567' },
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
    name: 'anyone reads the newest records from a key on (the live list query)',
    who: 'anyone',
    method: 'GET',
    path: '/contactForm',
    query: LIVE_LIST_QUERY,
    allowed: false,
  },
  {
    name: 'anyone reads the counts',
    who: 'anyone',
    method: 'GET',
    path: '/counts',
    allowed: false,
  },
  {
    name: "anyone reads one collection's counts",
    who: 'anyone',
    method: 'GET',
    path: '/counts/contactForm',
    allowed: false,
  },
  {
    name: 'anyone searches the search index by a prefix',
    who: 'anyone',
    method: 'GET',
    path: '/searchIndex/contactForm',
    query: SEARCH_QUERY,
    allowed: false,
  },
  {
    name: 'a bad token searches the search index by a prefix',
    who: 'bad token',
    method: 'GET',
    path: '/searchIndex/contactForm',
    query: SEARCH_QUERY,
    allowed: false,
  },
  {
    name: 'staff read the newest records from a key on (the live list query)',
    who: 'admin',
    method: 'GET',
    path: '/contactForm',
    query: LIVE_LIST_QUERY,
    allowed: true,
  },
  { name: 'staff read the counts', who: 'admin', method: 'GET', path: '/counts', allowed: true },
  {
    name: 'staff search the search index by a prefix',
    who: 'admin',
    method: 'GET',
    path: '/searchIndex/contactForm',
    query: SEARCH_QUERY,
    allowed: true,
  },
  {
    name: 'staff write the counts',
    who: 'admin',
    method: 'PUT',
    path: '/counts/contactForm',
    body: { total: 0, new: 0 },
    allowed: false,
  },
  {
    name: 'staff write the search index',
    who: 'admin',
    method: 'PATCH',
    path: '/searchIndex/contactForm',
    body: { [EXISTING_ID]: { email: 'someone@example.com' } },
    allowed: false,
  },
  {
    name: 'anyone writes the search index',
    who: 'anyone',
    method: 'PUT',
    path: `/searchIndex/contactForm/${EXISTING_ID}`,
    body: { email: 'someone@example.com' },
    allowed: false,
  },
  // Insights (src/records/insights.ts): staff read them, nobody writes them.
  {
    name: 'staff read the insights',
    who: 'admin',
    method: 'GET',
    path: '/insights',
    allowed: true,
  },
  {
    name: 'staff read the insights of one week',
    who: 'admin',
    method: 'GET',
    path: '/insights/weeks',
    allowed: true,
  },
  {
    name: 'anyone reads the insights',
    who: 'anyone',
    method: 'GET',
    path: '/insights',
    allowed: false,
  },
  {
    name: 'a bad token reads the insights',
    who: 'bad token',
    method: 'GET',
    path: '/insights',
    allowed: false,
  },
  {
    name: 'staff write the insights',
    who: 'admin',
    method: 'PUT',
    path: '/insights/sources/whatsapp',
    body: 1000,
    allowed: false,
  },
  {
    name: 'staff delete the insights',
    who: 'admin',
    method: 'DELETE',
    path: '/insights',
    allowed: false,
  },
  {
    name: 'staff write the insights beside a record in one update (nothing happens)',
    who: 'admin',
    method: 'PATCH',
    path: '/',
    body: { [`contactForm/${EXISTING_ID}/status`]: 'won', 'insights/stale/stillNew': 0 },
    allowed: false,
  },
  {
    name: 'anyone writes the insights',
    who: 'anyone',
    method: 'PATCH',
    path: '/',
    body: { 'insights/sources/whatsapp': 1 },
    allowed: false,
  },
  {
    name: 'anyone reads a path that holds nothing',
    who: 'anyone',
    method: 'GET',
    path: '/training',
    allowed: false,
  },

  // Signed-in staff: read, delete a record, delete a whole collection (streaming is a read).
  // The root is declared for nobody: staff read each root the declaration names.
  {
    name: 'staff read the whole database at once',
    who: 'admin',
    method: 'GET',
    path: '/',
    allowed: false,
  },
  {
    name: 'staff reads a collection',
    who: 'admin',
    method: 'GET',
    path: '/contactForm',
    allowed: true,
  },
  {
    name: 'staff reads a record',
    who: 'admin',
    method: 'GET',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: true,
  },
  {
    name: 'staff reads a legacy record',
    who: 'admin',
    method: 'GET',
    path: `/contactForm/${LEGACY_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a record',
    who: 'admin',
    method: 'DELETE',
    path: `/contactForm/${EXISTING_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a legacy record',
    who: 'admin',
    method: 'DELETE',
    path: `/contactForm/${LEGACY_ID}`,
    allowed: true,
  },
  {
    name: 'staff deletes a whole collection',
    who: 'admin',
    method: 'DELETE',
    path: '/contactForm',
    allowed: true,
  },
  {
    name: 'staff creates a valid record',
    who: 'admin',
    method: 'POST',
    path: '/hiring',
    body: records.hiring,
    allowed: true,
  },
  // A path the access declaration (server/db/access.ts) does not name is nobody's (issue 34).
  {
    name: 'staff write a path nobody declared',
    who: 'admin',
    method: 'PUT',
    path: '/settings/theme',
    body: 'dark',
    allowed: false,
  },
  {
    name: 'staff write a path nobody declared beside a declared one (one update)',
    who: 'admin',
    method: 'PATCH',
    path: '/',
    body: { 'settings/theme': 'dark', [`hiring/${EXISTING_ID}/status`]: 'contacted' },
    allowed: false,
  },
  {
    name: 'staff delete a path nobody declared',
    who: 'admin',
    method: 'DELETE',
    path: '/settings',
    allowed: false,
  },
  {
    name: 'staff read a path nobody declared',
    who: 'admin',
    method: 'GET',
    path: '/settings',
    allowed: false,
  },
  {
    name: 'staff read under a path nobody declared',
    who: 'admin',
    method: 'GET',
    path: '/settings/theme',
    allowed: false,
  },
  // What the visitor sent is never changed, by staff either (issue 19: before, both were allowed).
  {
    name: 'staff replaces a record with a valid one',
    who: 'admin',
    method: 'PUT',
    path: `/hiring/${EXISTING_ID}`,
    body: { ...records.hiring, name: 'New Name' },
    allowed: false,
  },
  {
    name: 'staff corrects a field with a valid value',
    who: 'admin',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { email: 'new@example.com' },
    allowed: false,
  },
  {
    name: 'staff removes one field of a record',
    who: 'admin',
    method: 'DELETE',
    path: `/hiring/${EXISTING_ID}/email`,
    allowed: false,
  },
  {
    name: 'staff changes a field of a legacy record',
    who: 'admin',
    method: 'PUT',
    path: `/contactForm/${LEGACY_ID}/name`,
    body: 'New Name',
    allowed: false,
  },
  {
    name: 'staff writes at the root',
    who: 'admin',
    method: 'PUT',
    path: '/',
    body: { settings: { theme: 'dark' } },
    allowed: false,
  },
  { name: 'staff deletes everything', who: 'admin', method: 'DELETE', path: '/', allowed: false },
  // The schemas bind staff too: a collection only ever holds valid new records.
  {
    name: 'staff creates an invalid record',
    who: 'admin',
    method: 'POST',
    path: '/hiring',
    body: { ...records.hiring, email: 'nope' },
    allowed: false,
  },
  {
    name: 'staff corrects a field with an invalid value',
    who: 'admin',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { email: 'nope' },
    allowed: false,
  },
  {
    name: 'staff adds an unknown field to a record',
    who: 'admin',
    method: 'PATCH',
    path: `/hiring/${EXISTING_ID}`,
    body: { notes: 'call back' },
    allowed: false,
  },
  ...inboxCases(),
  ...receiveTimeCases(),
  ...newsConsentCases(),
  ...copyCases(),
  ...undeclaredPathCases(),
  ...ackLimitCases(),
  ...noticeDigestCases(),
  ...invitationSecretCases(),
  ...staffMailMarkerCases(),
];

/**
 * A path the access declaration does not name is nobody's (issue 34): each staff case above is
 * refused to a stranger and to a bad token too, on both backends.
 */
/**
 * The hashes of invitations' secrets (hosted Firebase's Cloud Function): nobody reads or writes
 * them, an admin no more than a stranger (a hash set by hand would let its writer in).
 */
function invitationSecretCases(): PolicyCase[] {
  const own = `/invitationSecrets/${INVITATION_ID}`;
  const cases: Omit<PolicyCase, 'who' | 'allowed'>[] = [
    { name: 'reads the invitations’ secrets', method: 'GET', path: '/invitationSecrets' },
    { name: 'reads an invitation’s secret', method: 'GET', path: own },
    { name: 'reads an invitation’s secret hash', method: 'GET', path: `${own}/hash` },
    {
      name: 'sets an invitation’s secret hash',
      method: 'PUT',
      path: own,
      body: { hash: 'cd'.repeat(32), expiresAt: AT + 3600 * 1000 },
    },
    {
      name: 'lengthens an invitation’s life',
      method: 'PUT',
      path: `${own}/expiresAt`,
      body: AT * 2,
    },
    { name: 'deletes an invitation’s secret', method: 'DELETE', path: own },
    { name: 'deletes the invitations’ secrets', method: 'DELETE', path: '/invitationSecrets' },
    {
      name: 'invites a colleague and sets the secret’s hash in one update',
      method: 'PATCH',
      path: '/',
      body: {
        [`invitations/${NEW_INVITATION_ID}`]: { ...invitation, at: { '.sv': 'timestamp' } },
        [`invitationSecrets/${NEW_INVITATION_ID}`]: { hash: 'cd'.repeat(32), expiresAt: AT },
      },
    },
  ];
  return refusedToEveryone(cases);
}

/** The acknowledgement counts (hosted Firebase's Cloud Function): nobody reads or writes them. */
function ackLimitCases(): PolicyCase[] {
  const cases: Omit<PolicyCase, 'who' | 'allowed'>[] = [
    { name: 'reads the acknowledgement counts', method: 'GET', path: '/ackLimits' },
    { name: 'reads one address’s count', method: 'GET', path: `/ackLimits/${ACK_KEY}` },
    {
      name: 'resets an address’s acknowledgement count',
      method: 'PUT',
      path: `/ackLimits/${ACK_KEY}`,
      body: { day: '2026-11-27', count: 0 },
    },
    { name: 'deletes the acknowledgement counts', method: 'DELETE', path: '/ackLimits' },
    {
      name: 'creates a lead and resets its address’s count in one update',
      method: 'PATCH',
      path: '/',
      body: { [`contactForm/${NEW_ID}`]: records.contactForm, [`ackLimits/${ACK_KEY}`]: null },
    },
  ];
  return cases.flatMap((testCase) =>
    (['anyone', 'admin', 'agent', 'bad token'] as const).map((who) => ({
      ...testCase,
      name: `${who}: ${testCase.name}`,
      who,
      allowed: false,
    })),
  );
}

/** The notices of a burst (hosted Firebase's Cloud Functions): nobody reads or writes them. */
function noticeDigestCases(): PolicyCase[] {
  return refusedToEveryone([
    { name: 'reads the notices waiting for the digest', method: 'GET', path: '/noticeDigest' },
    {
      name: 'reads one waiting notice',
      method: 'GET',
      path: `/noticeDigest/waiting/quoteForm-${NEW_ID}`,
    },
    {
      name: 'starts a new burst, so that a flood is noticed one by one',
      method: 'PUT',
      path: '/noticeDigest/burst',
      body: { start: AT, leads: {} },
    },
    { name: 'deletes the waiting notices', method: 'DELETE', path: '/noticeDigest/waiting' },
    {
      name: 'creates a lead and clears the burst in one update',
      method: 'PATCH',
      path: '/',
      body: { [`contactForm/${NEW_ID}`]: records.contactForm, 'noticeDigest/burst': null },
    },
  ]);
}

/** Each case, refused to every caller: kept by the backend alone. */
function refusedToEveryone(cases: Omit<PolicyCase, 'who' | 'allowed'>[]): PolicyCase[] {
  return cases.flatMap((testCase) =>
    (['anyone', 'admin', 'agent', 'removed', 'bad token'] as const).map((who) => ({
      ...testCase,
      name: `${who}: ${testCase.name}`,
      who,
      allowed: false,
    })),
  );
}

/**
 * Which mails about leads the Cloud Function sent (hosted Firebase): nobody reads or writes them,
 * so no one can make a reply go twice or silence one.
 */
function staffMailMarkerCases(): PolicyCase[] {
  const marker = `/staffMailsSent/history/contactForm/${EXISTING_ID}/${OLD_EVENT_ID}`;
  const cases: Omit<PolicyCase, 'who' | 'allowed'>[] = [
    { name: 'reads which staff mails were sent', method: 'GET', path: '/staffMailsSent' },
    { name: 'reads one event’s mail marker', method: 'GET', path: marker },
    { name: 'clears an event’s mail marker', method: 'DELETE', path: marker },
    {
      name: 'marks a day’s morning mail as sent',
      method: 'PUT',
      path: '/staffMailsSent/morning/2026-11-30/someone',
      body: AT,
    },
    {
      name: 'adds a reply and marks it sent in one update',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/history/${EVENT_ID}`]: event('email', {
          subject: 'Hello',
          text: 'Hello',
        }),
        [`staffMailsSent/history/contactForm/${EXISTING_ID}/${EVENT_ID}`]: AT,
      },
    },
  ];
  return refusedToEveryone(cases);
}

function undeclaredPathCases(): PolicyCase[] {
  const cases: Omit<PolicyCase, 'who' | 'allowed'>[] = [
    { name: 'write a path nobody declared', method: 'PUT', path: '/settings/theme', body: 'dark' },
    {
      name: 'write a path nobody declared beside a declared one (one update)',
      method: 'PATCH',
      path: '/',
      body: { 'settings/theme': 'dark', [`hiring/${EXISTING_ID}/status`]: 'contacted' },
    },
    { name: 'delete a path nobody declared', method: 'DELETE', path: '/settings' },
    { name: 'read a path nobody declared', method: 'GET', path: '/settings' },
    { name: 'read the whole database at once', method: 'GET', path: '/' },
  ];
  return cases.flatMap((testCase) =>
    (['anyone', 'bad token'] as const).map((who) => ({
      ...testCase,
      name: `${who}: ${testCase.name}`,
      who,
      allowed: false,
    })),
  );
}

/**
 * What a new record may copy (issue 33): a stranger's record passes its schema and carries the
 * database's receive time whatever its key, a spam entry (what a bot sent) is never a reference
 * for it, and a restore puts back exactly what was deleted.
 */
function copyCases(): PolicyCase[] {
  const unstamped = visitorFields(records.contactForm);
  const botRecord = Object.fromEntries(
    Object.entries(botFields).filter(([field]) => field !== RECEIVED_AT),
  );
  const restoreWith = (record: object) => ({
    [`contactForm/${TRASHED_ID}`]: record,
    [`trash/contactForm/${TRASHED_ID}`]: null,
  });
  const asDeleted = without(trashed, ['deletedAt', 'deletedBy']);
  const withoutSubject = without(asDeleted, ['subject']);
  const cases: PolicyCase[] = [
    {
      name: "anyone PUTs a bot's spam fields at its spam entry's key (copied, they skipped validation)",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${BOT_SPAM_ID}`,
      body: { ...botRecord, [RECEIVED_AT]: SERVER_TIMESTAMP },
      allowed: false,
    },
    {
      name: "anyone PUTs a bot's spam entry back with its receive time",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${BOT_SPAM_ID}`,
      body: botFields,
      allowed: false,
    },
    {
      name: "anyone PUTs a valid record at a spam entry's key with the entry's receive time",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${SPAM_ID}`,
      body: kept.contactForm,
      allowed: false,
    },
    {
      name: "anyone PUTs a valid record at a spam entry's key, stamped now (as any new record)",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${SPAM_ID}`,
      body: records.contactForm,
      allowed: true,
    },
    {
      name: "staff move a bot's spam entry into its collection (its fields fail the schema)",
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: {
        [`spam/contactForm/${BOT_SPAM_ID}`]: null,
        [`contactForm/${BOT_SPAM_ID}`]: botFields,
      },
      allowed: false,
    },
    {
      name: 'anyone creates a record without a receive time',
      who: 'anyone',
      method: 'POST',
      path: '/contactForm',
      body: unstamped,
      allowed: false,
    },
    {
      name: 'anyone chooses a key that sorts last, without a receive time',
      who: 'anyone',
      method: 'PUT',
      path: '/contactForm/zzzzzzzzzzzzzzzzzzzz',
      body: unstamped,
      allowed: false,
    },
    {
      name: 'anyone chooses a key that sorts last, stamped by the database',
      who: 'anyone',
      method: 'PUT',
      path: '/contactForm/zzzzzzzzzzzzzzzzzzzz',
      body: records.contactForm,
      allowed: true,
    },
    {
      name: 'staff create a record without a receive time',
      who: 'admin',
      method: 'POST',
      path: '/contactForm',
      body: unstamped,
      allowed: false,
    },
    {
      name: 'staff restore a record exactly as it was deleted',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith(asDeleted),
      allowed: true,
    },
    {
      name: 'staff restore a record with a changed name',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith({ ...asDeleted, fullName: 'Tampered' }),
      allowed: false,
    },
    {
      name: 'staff restore a record without one of its fields',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith(withoutSubject),
      allowed: false,
    },
    {
      name: 'staff restore a record with a field it never had',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith({ ...asDeleted, organization: 'Evil Ltd' }),
      allowed: false,
    },
    {
      name: 'staff restore a record stamped now instead of when it was received',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith({ ...asDeleted, [RECEIVED_AT]: SERVER_TIMESTAMP }),
      allowed: false,
    },
    {
      name: 'staff restore a record carrying its trash entry’s deletedBy and deletedAt',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: restoreWith({ ...asDeleted, deletedBy: OTHER_STAFF, deletedAt: AT }),
      allowed: false,
    },
    ...restoreTrainingCases(),
    {
      name: "anyone creates a valid record at a trashed record's key",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${TRASHED_ID}`,
      body: records.contactForm,
      allowed: false,
    },
  ];
  // What staff may or may not do here, a stranger or a bad token may not do at all.
  const strangers = cases
    .filter(({ who }) => who === 'admin')
    .flatMap((testCase) =>
      (['anyone', 'bad token', 'removed'] as const).map((who): PolicyCase => ({
        ...testCase,
        name: `${who}: ${testCase.name}`,
        who,
        allowed: false,
      })),
    );
  return [...cases, ...strangers];
}

/** Restoring an enrolment puts back its optional children too: the yes to news, the source. */
function restoreTrainingCases(): PolicyCase[] {
  const asDeleted = without(trashedTraining, ['deletedAt', 'deletedBy']);
  const restoring = (name: string, record: object, allowed: boolean): PolicyCase => ({
    name,
    who: 'admin',
    method: 'PATCH',
    path: '/',
    body: {
      [`training/${TRASHED_TRAINING_ID}`]: record,
      [`trash/training/${TRASHED_TRAINING_ID}`]: null,
    },
    allowed,
  });
  return [
    restoring('staff restore an enrolment exactly as it was deleted', asDeleted, true),
    restoring(
      'staff restore an enrolment without its yes to news',
      without(asDeleted, [NEWS_CONSENT, NEWS_CONSENT_AT]),
      false,
    ),
    restoring(
      'staff restore an enrolment without its source',
      without(asDeleted, ['source']),
      false,
    ),
    restoring(
      'staff restore an enrolment with part of its source',
      { ...asDeleted, source: { page: '/training/cyber-security' } },
      false,
    ),
  ];
}

/**
 * The news box of the training and talent forms: the answer, and when a yes was given, which is
 * the database's clock (`{".sv": "timestamp"}`) so nobody can date a consent they did not give.
 */
function newsConsentCases(): PolicyCase[] {
  const yes = { [NEWS_CONSENT]: true, [NEWS_CONSENT_AT]: SERVER_TIMESTAMP };
  const stamped = (record: object) => ({ ...record, [RECEIVED_AT]: SERVER_TIMESTAMP });
  return [
    ...(['training', 'techTalent'] as const).map((collection): PolicyCase => ({
      name: `anyone says yes to news on a ${collection} record, timed by the server`,
      who: 'anyone',
      method: 'POST',
      path: `/${collection}`,
      body: stamped({ ...records[collection], ...yes }),
      allowed: true,
    })),
    {
      name: 'anyone says no to news on a training record',
      who: 'anyone',
      method: 'POST',
      path: '/training',
      body: stamped({ ...records.training, [NEWS_CONSENT]: false }),
      allowed: true,
    },
    {
      name: 'anyone dates their yes to news a minute ago (a forged consent time)',
      who: 'anyone',
      method: 'POST',
      path: '/training',
      body: stamped({ ...records.training, ...yes, [NEWS_CONSENT_AT]: AT }),
      allowed: false,
    },
    {
      name: 'anyone sends a consent time beside a no',
      who: 'anyone',
      method: 'POST',
      path: '/techTalent',
      body: stamped({ ...records.techTalent, ...yes, [NEWS_CONSENT]: false }),
      allowed: false,
    },
    {
      name: 'anyone sends the news answer as text',
      who: 'anyone',
      method: 'POST',
      path: '/training',
      body: stamped({ ...records.training, [NEWS_CONSENT]: 'yes' }),
      allowed: false,
    },
    {
      name: 'anyone sends a news answer to a form that does not ask',
      who: 'anyone',
      method: 'POST',
      path: '/contactForm',
      body: stamped({ ...records.contactForm, ...yes }),
      allowed: false,
    },
  ];
}

/**
 * The receive time (`receivedAt`, issue 21): set by the database's clock, so the dashboard's
 * order cannot be forged. `{".sv": "timestamp"}` is the only way to send it; a copy keeps it.
 */
function receiveTimeCases(): PolicyCase[] {
  const stampedNow = (record: object) => ({ ...record, [RECEIVED_AT]: SERVER_TIMESTAMP });
  const YEAR_MS = 365 * 24 * 3600 * 1000;
  return [
    ...(['contactForm', 'hiring', 'training'] as const).map((collection): PolicyCase => ({
      name: `anyone creates a ${collection} record stamped with the server time`,
      who: 'anyone',
      method: 'POST',
      path: `/${collection}`,
      body: stampedNow(records[collection]),
      allowed: true,
    })),
    {
      name: 'anyone creates with PUT at a push-ID key, stamped with the server time',
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}`,
      body: stampedNow(records.contactForm),
      allowed: true,
    },
    {
      name: 'anyone sends a receive time of their own, years ahead (to sort first for ever)',
      who: 'anyone',
      method: 'POST',
      path: '/contactForm',
      body: { ...records.contactForm, [RECEIVED_AT]: Date.now() + 10 * YEAR_MS },
      allowed: false,
    },
    {
      name: 'anyone sends a receive time of their own, a minute ago',
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}`,
      body: { ...records.contactForm, [RECEIVED_AT]: AT },
      allowed: false,
    },
    {
      name: 'anyone sends the receive time as text',
      who: 'anyone',
      method: 'POST',
      path: '/contactForm',
      body: { ...records.contactForm, [RECEIVED_AT]: 'now' },
      allowed: false,
    },
    {
      name: "anyone restamps an existing record's receive time",
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${STAMPED_ID}/${RECEIVED_AT}`,
      body: SERVER_TIMESTAMP,
      allowed: false,
    },
    {
      name: "staff restamps an existing record's receive time",
      who: 'admin',
      method: 'PUT',
      path: `/contactForm/${STAMPED_ID}/${RECEIVED_AT}`,
      body: SERVER_TIMESTAMP,
      allowed: false,
    },
    {
      name: 'staff sets the status of a stamped record',
      who: 'admin',
      method: 'PUT',
      path: `/contactForm/${STAMPED_ID}/status`,
      body: 'won',
      allowed: true,
    },
    {
      name: 'staff moves a stamped record to the trash, keeping its receive time',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${STAMPED_ID}`]: null,
        [`trash/contactForm/${STAMPED_ID}`]: { ...stamped, deletedAt: AT, deletedBy: STAFF },
      },
      allowed: true,
    },
    {
      name: 'staff moves a stamped record to the trash with another receive time',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${STAMPED_ID}`]: null,
        [`trash/contactForm/${STAMPED_ID}`]: {
          ...stamped,
          [RECEIVED_AT]: AT + YEAR_MS,
          deletedAt: AT,
          deletedBy: STAFF,
        },
      },
      allowed: false,
    },
    {
      name: 'staff restores a stamped record, keeping its receive time',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${TRASHED_STAMPED_ID}`]: stamped,
        [`trash/contactForm/${TRASHED_STAMPED_ID}`]: null,
      },
      allowed: true,
    },
    {
      name: 'staff restores a stamped record with a receive time years ahead',
      who: 'admin',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${TRASHED_STAMPED_ID}`]: { ...stamped, [RECEIVED_AT]: AT + 10 * YEAR_MS },
        [`trash/contactForm/${TRASHED_STAMPED_ID}`]: null,
      },
      allowed: false,
    },
  ];
}

/** The lead inbox (issue 19): status, notes, trash, spam, audit. */
function inboxCases(): PolicyCase[] {
  /** A lead moved to the trash in one update, its trash entry changed by `entry`. */
  const moveToTrash = (entry: Record<string, unknown> = {}) => ({
    [`contactForm/${EXISTING_ID}`]: null,
    [`trash/contactForm/${EXISTING_ID}`]: { ...trashOf(kept.contactForm), ...entry },
    [`audit/${NEW_AUDIT_ID}`]: audit('delete', { ids: [EXISTING_ID] }),
  });
  const restore = {
    [`contactForm/${TRASHED_ID}`]: { ...kept.contactForm, status: 'contacted' },
    [`trash/contactForm/${TRASHED_ID}`]: null,
    [`audit/${NEW_AUDIT_ID}`]: audit('restore', { ids: [TRASHED_ID] }),
  };
  const notSpam = {
    [`spam/contactForm/${SPAM_ID}`]: null,
    [`contactForm/${SPAM_ID}`]: kept.contactForm,
    [`audit/${NEW_AUDIT_ID}`]: audit('not-spam', { ids: [SPAM_ID] }),
  };
  const strangers = ['anyone', 'bad token', 'removed'] as const;
  /** The same request from the public and from a bad token: refused. */
  const refusedToStrangers = (testCase: Omit<PolicyCase, 'who' | 'allowed'>): PolicyCase[] =>
    strangers.map((who) => ({
      ...testCase,
      name: `${who}: ${testCase.name}`,
      who,
      allowed: false,
    }));
  /** Allowed for admins and agents (in their own name), refused to strangers. */
  const staffOnly = (testCase: Omit<PolicyCase, 'who' | 'allowed'>): PolicyCase[] => [
    { ...testCase, who: 'admin', allowed: true },
    { ...byAgent(testCase), allowed: true },
    ...refusedToStrangers(testCase),
  ];
  /** Allowed for admins; refused to agents (in their own name) and strangers. */
  const adminOnly = (testCase: Omit<PolicyCase, 'who' | 'allowed'>): PolicyCase[] => [
    { ...testCase, who: 'admin', allowed: true },
    { ...byAgent(testCase), allowed: false },
    ...refusedToStrangers(testCase),
  ];
  /** Refused to admins and agents alike. */
  const staffRefused = (testCase: Omit<PolicyCase, 'who' | 'allowed'>): PolicyCase[] => [
    { ...testCase, who: 'admin', allowed: false },
    { ...byAgent(testCase), allowed: false },
  ];

  return [
    // Status: staff only, one of the list.
    ...staffOnly({
      name: 'sets a lead status (with its audit entry, one update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/status`]: 'contacted',
        [`audit/${NEW_AUDIT_ID}`]: audit('status', { ids: [EXISTING_ID], detail: 'contacted' }),
      },
    }),
    ...staffOnly({
      name: 'changes a lead status',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/status`,
      body: 'won',
    }),
    ...staffOnly({
      name: 'sets the status of a legacy record',
      method: 'PUT',
      path: `/contactForm/${LEGACY_ID}/status`,
      body: 'lost',
    }),
    ...staffRefused({
      name: 'staff sets a status that is not in the list',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/status`,
      body: 'hot',
    }),
    ...staffRefused({
      name: 'staff sets a status on a record that does not exist',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}/status`,
      body: 'contacted',
    }),
    ...refusedToStrangers({
      name: 'creates a record that carries a status',
      method: 'POST',
      path: '/contactForm',
      body: { ...records.contactForm, status: 'won' },
    }),
    ...refusedToStrangers({
      name: 'creates a record that carries notes',
      method: 'POST',
      path: '/contactForm',
      body: { ...records.contactForm, notes: { [NOTE_ID]: { ...note, author: 'me@example.com' } } },
    }),

    // Notes: staff add them in their own name; a note is never changed or removed.
    ...staffOnly({
      name: 'adds a note (with its audit entry, one update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/notes/${NOTE_ID}`]: { ...note, author: STAFF },
        [`audit/${NEW_AUDIT_ID}`]: audit('note', { ids: [EXISTING_ID] }),
      },
    }),
    ...staffOnly({
      name: 'adds a second note',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NEW_ID}`,
      body: { ...note, author: STAFF },
    }),
    ...staffOnly({
      name: 'adds a note to a legacy record',
      method: 'PUT',
      path: `/contactForm/${LEGACY_ID}/notes/${NOTE_ID}`,
      body: { ...note, author: STAFF },
    }),
    ...staffRefused({
      name: "staff adds a note in someone else's name",
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NEW_ID}`,
      body: note,
    }),
    ...staffRefused({
      name: 'staff overwrites a note',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NOTE_ID}`,
      body: { ...note, author: STAFF, text: 'Rewritten' },
    }),
    ...staffRefused({
      name: 'staff edits the text of a note',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NOTE_ID}/text`,
      body: 'Rewritten',
    }),
    ...staffRefused({
      name: 'staff deletes a note',
      method: 'DELETE',
      path: `/hiring/${EXISTING_ID}/notes/${NOTE_ID}`,
    }),
    ...staffRefused({
      name: 'staff adds an empty note',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NEW_ID}`,
      body: { ...note, author: STAFF, text: '' },
    }),
    ...staffRefused({
      name: 'staff adds a note with an unknown field',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/notes/${NEW_ID}`,
      body: { ...note, author: STAFF, pinned: true },
    }),

    // Trash: one update moves a record there and back; staff only.
    ...staffOnly({ name: 'reads the trash', method: 'GET', path: '/trash' }),
    ...staffOnly({
      name: 'moves a record to the trash (one multi-location update)',
      method: 'PATCH',
      path: '/',
      body: moveToTrash(),
    }),
    ...staffOnly({
      name: 'moves a legacy record to the trash',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${LEGACY_ID}`]: null,
        [`trash/contactForm/${LEGACY_ID}`]: trashOf(legacyRecord),
        [`audit/${NEW_AUDIT_ID}`]: audit('delete', { ids: [LEGACY_ID] }),
      },
    }),
    ...staffOnly({
      name: 'clears a collection into the trash (one multi-location update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}`]: null,
        [`contactForm/${LEGACY_ID}`]: null,
        [`trash/contactForm/${EXISTING_ID}`]: trashOf(kept.contactForm),
        [`trash/contactForm/${LEGACY_ID}`]: trashOf(legacyRecord),
        [`audit/${NEW_AUDIT_ID}`]: audit('clear', { ids: [EXISTING_ID, LEGACY_ID] }),
      },
    }),
    ...staffOnly({
      name: 'restores a record from the trash (undo)',
      method: 'PATCH',
      path: '/',
      body: restore,
    }),
    ...staffOnly({
      name: 'restores a legacy record from the trash',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${TRASHED_LEGACY_ID}`]: legacyRecord,
        [`trash/contactForm/${TRASHED_LEGACY_ID}`]: null,
        [`audit/${NEW_AUDIT_ID}`]: audit('restore', { ids: [TRASHED_LEGACY_ID] }),
      },
    }),
    ...adminOnly({
      name: 'deletes a trash entry for ever',
      method: 'PATCH',
      path: '/',
      body: {
        [`trash/contactForm/${TRASHED_ID}`]: null,
        [`audit/${NEW_AUDIT_ID}`]: audit('purge', { ids: [TRASHED_ID], detail: 'trash' }),
      },
    }),
    ...staffRefused({
      name: 'staff moves a record to the trash in the name of someone else',
      method: 'PATCH',
      path: '/',
      body: moveToTrash({ deletedBy: OTHER_STAFF }),
    }),
    ...staffRefused({
      name: 'staff moves a record to the trash with a changed field',
      method: 'PATCH',
      path: '/',
      body: moveToTrash({ email: 'nope' }),
    }),
    ...staffRefused({
      name: 'staff puts a legacy record in the trash with a field it never had',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${LEGACY_ID}`]: null,
        [`trash/contactForm/${LEGACY_ID}`]: { ...trashOf(legacyRecord), admin: 'yes' },
      },
    }),
    ...staffRefused({
      name: 'staff restores a legacy record with a changed field',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${TRASHED_LEGACY_ID}`]: { ...legacyRecord, phone: '0802' },
        [`trash/contactForm/${TRASHED_LEGACY_ID}`]: null,
      },
    }),
    ...staffRefused({
      name: 'staff overwrites a trash entry',
      method: 'PUT',
      path: `/trash/contactForm/${TRASHED_ID}`,
      body: trashOf(kept.contactForm),
    }),
    ...staffRefused({
      name: 'staff writes a trash entry under a collection that is not one of the six',
      method: 'PUT',
      path: `/trash/other/${NEW_ID}`,
      body: trashOf(kept.contactForm),
    }),
    ...staffRefused({
      name: 'staff empties the whole trash at once',
      method: 'DELETE',
      path: '/trash',
    }),
    ...refusedToStrangers({
      name: 'deletes a trash entry',
      method: 'DELETE',
      path: `/trash/contactForm/${TRASHED_ID}`,
    }),

    // Spam: server/ writes it; staff read it, move one back, or delete it.
    ...staffOnly({ name: 'reads the spam', method: 'GET', path: '/spam/contactForm' }),
    ...staffOnly({
      name: 'moves a spam entry into its collection (not spam)',
      method: 'PATCH',
      path: '/',
      body: notSpam,
    }),
    // One caught before numbers were stored in E.164: it joins the list as the dashboard sends
    // it, its number in that form (as written, the rules would refuse it: see the top).
    ...staffOnly({
      name: 'moves a spam entry with an older phone spelling into its collection, the number in E.164',
      method: 'PATCH',
      path: '/',
      body: {
        [`spam/contactForm/${OLD_PHONE_SPAM_ID}`]: null,
        [`contactForm/${OLD_PHONE_SPAM_ID}`]: {
          ...kept.contactForm,
          phoneNumber: '+2348031234567',
        },
        [`audit/${NEW_AUDIT_ID}`]: audit('not-spam', { ids: [OLD_PHONE_SPAM_ID] }),
      },
    }),
    ...adminOnly({
      name: 'deletes a spam entry',
      method: 'DELETE',
      path: `/spam/contactForm/${SPAM_ID}`,
    }),
    ...refusedToStrangers({
      name: 'writes a spam entry',
      method: 'PUT',
      path: `/spam/contactForm/${NEW_ID}`,
      body: caught,
    }),

    // Audit: staff create entries in their own name; nobody changes or deletes one.
    ...staffOnly({ name: 'reads the audit trail', method: 'GET', path: '/audit' }),
    ...staffOnly({
      name: 'appends an audit entry (an export)',
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: audit('export', { detail: '2 records' }),
    }),
    ...staffRefused({
      name: 'staff overwrites an audit entry',
      method: 'PUT',
      path: `/audit/${AUDIT_ID}`,
      body: audit('export'),
    }),
    ...staffRefused({
      name: 'staff changes one field of an audit entry',
      method: 'PUT',
      path: `/audit/${AUDIT_ID}/action`,
      body: 'export',
    }),
    ...staffRefused({
      name: 'staff deletes an audit entry',
      method: 'DELETE',
      path: `/audit/${AUDIT_ID}`,
    }),
    ...staffRefused({
      name: 'staff deletes the audit trail',
      method: 'DELETE',
      path: '/audit',
    }),
    ...staffRefused({
      name: "staff appends an audit entry in someone else's name",
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: { ...audit('export'), by: OTHER_STAFF },
    }),
    ...staffRefused({
      name: 'staff appends an audit entry dated tomorrow',
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: { ...audit('export'), at: AT + 24 * 3600 * 1000 },
    }),
    ...staffRefused({
      name: 'staff appends an audit entry with an action not in the list',
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: audit('hack'),
    }),
    ...staffRefused({
      name: 'staff moves a record to the trash with an invalid audit entry (nothing happens)',
      method: 'PATCH',
      path: '/',
      body: {
        ...moveToTrash(),
        [`audit/${NEW_AUDIT_ID}`]: { ...audit('delete'), by: OTHER_STAFF },
      },
    }),
    ...refusedToStrangers({
      name: 'appends an audit entry',
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: audit('export'),
    }),

    // The list's own reads (src/lib/db.ts): pages and the live stream ordered by receive time
    // (answered from an index on server/), the stream by key once the list reaches leads stored
    // before receive times, and a person's records found by an exact search key.
    ...staffOnly({
      name: 'reads the newest page of leads by receive time',
      method: 'GET',
      path: '/contactForm',
      query: { orderBy: JSON.stringify(RECEIVED_AT), limitToLast: '51' },
    }),
    ...staffOnly({
      name: 'reads an older page of leads by receive time',
      method: 'GET',
      path: '/contactForm',
      query: { orderBy: JSON.stringify(RECEIVED_AT), endAt: String(AT), limitToLast: '52' },
    }),
    ...staffOnly({
      name: 'follows the leads received from the oldest one shown on',
      method: 'GET',
      path: '/training',
      query: { orderBy: JSON.stringify(RECEIVED_AT), startAt: String(AT) },
    }),
    ...refusedToStrangers({
      name: 'follows the leads stored before receive times by key',
      method: 'GET',
      path: '/contactForm',
      query: LIVE_LIST_QUERY,
    }).filter(({ who }) => who === 'bad token'),
    ...staffOnly({
      name: "finds a person's records by an exact e-mail key",
      method: 'GET',
      path: '/searchIndex/hiring',
      query: { orderBy: '"email"', equalTo: '"ada@example.com"' },
    }),
    // A lead found by its reference (src/records/reference.ts): the first digits staff typed.
    ...staffOnly({
      name: 'finds a lead by the first digits of its reference',
      method: 'GET',
      path: '/searchIndex/quoteForm',
      query: {
        orderBy: '"reference"',
        startAt: '"7F3K"',
        endAt: '"7F3K\uf8ff"',
        limitToFirst: '20',
      },
    }),

    // A person's data on request (NDPA): erased everywhere in one update, or exported; the audit
    // line holds how many, not whose.
    ...adminOnly({
      name: "erases a person's records everywhere (list with status and notes, Trash, Spam) with one audit line",
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}`]: null,
        [`hiring/${EXISTING_ID}`]: null,
        [`trash/contactForm/${TRASHED_ID}`]: null,
        [`spam/contactForm/${SPAM_ID}`]: null,
        [`audit/${NEW_AUDIT_ID}`]: { at: AT, by: STAFF, action: 'erase', detail: '4' },
      },
    }),
    ...staffOnly({
      name: "records the export of a person's data",
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: { at: AT, by: STAFF, action: 'person-export', detail: '4' },
    }),
    ...staffRefused({
      name: "staff erases a person's records and writes the search index in one update (the database keeps it; nothing happens)",
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}`]: null,
        [`searchIndex/contactForm/${EXISTING_ID}`]: null,
        [`audit/${NEW_AUDIT_ID}`]: { at: AT, by: STAFF, action: 'erase', detail: '1' },
      },
    }),
    ...staffRefused({
      name: "staff erases a person's records with the audit line in someone else's name (nothing happens)",
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}`]: null,
        [`audit/${NEW_AUDIT_ID}`]: { at: AT, by: OTHER_STAFF, action: 'erase', detail: '1' },
      },
    }),

    // The retention rule's preview: staff read it; only the rule's daily run writes it.
    ...staffOnly({
      name: "reads what the retention rule's next run erases",
      method: 'GET',
      path: '/retention',
    }),
    ...staffRefused({
      name: "staff overwrites the retention rule's preview",
      method: 'PUT',
      path: '/retention/due',
      body: {},
    }),
    ...staffRefused({
      name: "staff deletes the retention rule's preview",
      method: 'DELETE',
      path: '/retention',
    }),
    ...staffRefused({
      name: "staff replaces the retention rule's preview",
      method: 'PUT',
      path: '/retention',
      body: { months: 1, nextRunAt: AT },
    }),
    ...staffRefused({
      name: 'staff deletes a lead and rewrites the retention preview in one update (nothing happens)',
      method: 'PATCH',
      path: '/',
      body: { [`contactForm/${EXISTING_ID}`]: null, 'retention/due': null },
    }),
    ...refusedToStrangers({
      name: "writes the retention rule's preview",
      method: 'PATCH',
      path: '/',
      body: { 'retention/months': 1 },
    }),
    ...staffRefused({
      name: 'staff appends a retention audit line (only the rule writes those)',
      method: 'PUT',
      path: `/audit/${NEW_AUDIT_ID}`,
      body: { ...audit('retention'), by: 'retention rule', detail: '3' },
    }),
    ...refusedToStrangers({
      name: 'deletes an audit entry',
      method: 'DELETE',
      path: `/audit/${AUDIT_ID}`,
    }),
    // A team inbox (issue 37): staff take or assign a lead, set its next step and answer it, each
    // with a history event in their own name; the first answer's time is set once.
    ...staffOnly({
      name: 'takes a lead (owner, history event and audit entry, one update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/owner`]: STAFF,
        [`contactForm/${EXISTING_ID}/history/${EVENT_ID}`]: event('owner', { detail: STAFF }),
        [`audit/${NEW_AUDIT_ID}`]: audit('assign', { ids: [EXISTING_ID], detail: STAFF }),
      },
    }),
    ...staffOnly({
      name: 'assigns a lead to a colleague',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/owner`,
      body: OTHER_STAFF,
    }),
    ...staffOnly({
      name: 'hands back a lead (no owner)',
      method: 'DELETE',
      path: `/contactForm/${ANSWERED_ID}/owner`,
    }),
    ...staffRefused({
      name: 'staff names an empty owner',
      method: 'PUT',
      path: `/hiring/${EXISTING_ID}/owner`,
      body: '',
    }),
    ...staffRefused({
      name: 'staff sets an owner on a record that does not exist',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}/owner`,
      body: STAFF,
    }),
    ...staffOnly({
      name: 'sets a follow-up (with its history event)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/followUp`]: { at: TOMORROW, what: 'Send the quote' },
        [`contactForm/${EXISTING_ID}/history/${EVENT_ID}`]: event('followUp', {
          detail: 'Send the quote',
          due: TOMORROW,
        }),
        [`audit/${NEW_AUDIT_ID}`]: audit('follow-up', { ids: [EXISTING_ID] }),
      },
    }),
    ...staffOnly({
      name: 'clears a follow-up',
      method: 'DELETE',
      path: `/contactForm/${ANSWERED_ID}/followUp`,
    }),
    ...staffRefused({
      name: 'staff sets a follow-up without saying what',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/followUp`,
      body: { at: TOMORROW },
    }),
    ...staffRefused({
      name: 'staff sets a follow-up with an unknown field',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/followUp`,
      body: { at: TOMORROW, what: 'Call', urgent: true },
    }),
    ...staffOnly({
      name: 'answers a lead by e-mail: status, first-response time, history event, audit (one update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${EXISTING_ID}/status`]: 'contacted',
        [`contactForm/${EXISTING_ID}/firstResponseAt`]: { '.sv': 'timestamp' },
        [`contactForm/${EXISTING_ID}/history/${EVENT_ID}`]: event('email', {
          subject: 'Your enquiry',
          text: 'Thank you for writing to us.',
        }),
        [`audit/${NEW_AUDIT_ID}`]: audit('reply', { ids: [EXISTING_ID], detail: 'email' }),
      },
    }),
    ...staffOnly({
      name: 'moves a taken, answered lead to the trash with its history (one update)',
      method: 'PATCH',
      path: '/',
      body: {
        [`contactForm/${ANSWERED_ID}`]: null,
        [`trash/contactForm/${ANSWERED_ID}`]: trashOf(answered),
      },
    }),
    ...staffRefused({
      name: 'staff changes when a lead was first answered',
      method: 'PUT',
      path: `/contactForm/${ANSWERED_ID}/firstResponseAt`,
      body: AT - 1000,
    }),
    ...staffRefused({
      name: 'staff deletes when a lead was first answered',
      method: 'DELETE',
      path: `/contactForm/${ANSWERED_ID}/firstResponseAt`,
    }),
    ...staffRefused({
      name: 'staff says a lead was first answered tomorrow',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: TOMORROW,
    }),
    // A time in whole milliseconds since 1970 (the schema's z.int() with z.nonnegative()).
    ...staffOnly({
      name: 'marks a lead first answered at a time of its own',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: AT,
    }),
    ...staffRefused({
      name: 'staff says a lead was first answered at a fraction of a millisecond',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: AT + 0.5,
    }),
    ...staffRefused({
      name: 'staff says a lead was first answered before 1970',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: -5,
    }),
    ...staffRefused({
      name: 'staff says a lead was first answered "soon"',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: 'soon',
    }),
    // The same writes in whole milliseconds, allowed (so the fraction is what the cases below refuse).
    ...staffOnly({
      name: 'logs a call (a history event of its own)',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
      body: event('call'),
    }),
    // Every time the schemas keep is whole milliseconds (z.int()): a fraction is refused to
    // everyone, on server/ and by the generated rules alike (`newData.val() % 1 === 0`).
    ...(
      [
        {
          name: 'a note dated at a fraction of a millisecond',
          method: 'PUT',
          path: `/hiring/${EXISTING_ID}/notes/${NEW_ID}`,
          body: { ...note, author: STAFF, at: AT + 0.5 },
        },
        {
          name: 'a follow-up due at a fraction of a millisecond',
          method: 'PUT',
          path: `/contactForm/${EXISTING_ID}/followUp`,
          body: { at: TOMORROW + 0.5, what: 'Call' },
        },
        {
          name: 'a history event at a fraction of a millisecond',
          method: 'PUT',
          path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
          body: { ...event('call'), at: AT + 0.5 },
        },
        {
          name: 'a record moved to the trash at a fraction of a millisecond',
          method: 'PATCH',
          path: '/',
          body: moveToTrash({ deletedAt: AT + 0.5 }),
        },
      ] satisfies Omit<PolicyCase, 'who' | 'allowed'>[]
    ).flatMap((testCase) => [...staffRefused(testCase), ...refusedToStrangers(testCase)]),
    ...staffRefused({
      name: "staff adds a history event in someone else's name",
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
      body: { ...event('call'), by: OTHER_STAFF },
    }),
    ...staffRefused({
      name: 'staff rewrites a history event',
      method: 'PUT',
      path: `/contactForm/${ANSWERED_ID}/history/${OLD_EVENT_ID}`,
      body: event('call'),
    }),
    ...staffRefused({
      name: 'staff deletes a history event',
      method: 'DELETE',
      path: `/contactForm/${ANSWERED_ID}/history/${OLD_EVENT_ID}`,
    }),
    ...staffRefused({
      name: 'staff adds a history event of an unknown kind',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
      body: event('sms'),
    }),
    ...staffRefused({
      name: 'staff adds a history event dated tomorrow',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
      body: { ...event('call'), at: TOMORROW },
    }),
    // Reply templates: staff read them; admins write them, one per type, in their shape.
    ...staffOnly({ name: 'reads the reply templates', method: 'GET', path: '/replyTemplates' }),
    ...adminOnly({
      name: "writes a type's reply template",
      method: 'PUT',
      path: '/replyTemplates/training',
      body: { subject: 'Your enrolment', text: 'Hello {firstName}, welcome to {course}.' },
    }),
    ...adminOnly({
      name: "deletes a type's reply template (back to the standard words)",
      method: 'DELETE',
      path: '/replyTemplates/contactForm',
    }),
    ...staffRefused({
      name: 'staff writes a reply template without a subject',
      method: 'PUT',
      path: '/replyTemplates/training',
      body: { text: 'Hello' },
    }),
    ...staffRefused({
      name: 'staff writes a reply template with an unknown field',
      method: 'PUT',
      path: '/replyTemplates/training',
      body: { subject: 'Hi', text: 'Hello', to: 'someone@example.com' },
    }),
    ...staffRefused({
      name: 'staff writes a reply template for a type that does not exist',
      method: 'PUT',
      path: '/replyTemplates/settings',
      body: { subject: 'Hi', text: 'Hello' },
    }),
    // The quick views: one owner's leads, the follow-ups due by a time.
    ...staffOnly({
      name: "reads one owner's leads",
      method: 'GET',
      path: '/contactForm',
      query: { orderBy: '"owner"', equalTo: JSON.stringify(OTHER_STAFF) },
    }),
    ...staffOnly({
      name: 'reads the unassigned leads',
      method: 'GET',
      path: '/contactForm',
      query: { orderBy: '"owner"', equalTo: 'null' },
    }),
    ...staffOnly({
      name: 'reads the follow-ups due by tomorrow',
      method: 'GET',
      path: '/contactForm',
      query: { orderBy: '"followUp/at"', startAt: '0', endAt: String(TOMORROW) },
    }),
    ...refusedToStrangers({
      name: 'sets the owner of a lead',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/owner`,
      body: STAFF,
    }),
    ...refusedToStrangers({
      name: 'sets a follow-up',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/followUp`,
      body: { at: TOMORROW, what: 'Call' },
    }),
    ...refusedToStrangers({
      name: 'says when a lead was first answered',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/firstResponseAt`,
      body: { '.sv': 'timestamp' },
    }),
    ...refusedToStrangers({
      name: 'hands a lead back (deletes its owner)',
      method: 'DELETE',
      path: `/contactForm/${ANSWERED_ID}/owner`,
    }),
    ...refusedToStrangers({
      name: "rewrites a type's reply template",
      method: 'PUT',
      path: '/replyTemplates/contactForm',
      body: { subject: 'Hi', text: 'Send your bank details' },
    }),
    ...refusedToStrangers({
      name: 'adds a history event',
      method: 'PUT',
      path: `/contactForm/${EXISTING_ID}/history/${EVENT_ID}`,
      body: event('call'),
    }),
    ...(['followUp', 'history'] as const).map((child): PolicyCase => ({
      name: `anyone creates a record that carries a ${child}`,
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}`,
      body: {
        ...records.contactForm,
        [child]:
          child === 'followUp' ? { at: TOMORROW, what: 'Call' } : { [EVENT_ID]: event('call') },
      },
      allowed: false,
    })),
    {
      name: 'anyone creates a record that names its own owner',
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}`,
      body: { ...records.contactForm, owner: STAFF },
      allowed: false,
    },
    {
      name: 'anyone creates a record that says it was already answered',
      who: 'anyone',
      method: 'PUT',
      path: `/contactForm/${NEW_ID}`,
      body: { ...records.contactForm, firstResponseAt: AT },
      allowed: false,
    },
    // Roles (decision 0034): an agent works the leads; only an admin deletes for ever, erases,
    // deletes a whole list, or manages accounts, and never their own entry.
    ...adminOnly({
      name: 'deletes a record outright',
      method: 'DELETE',
      path: `/contactForm/${EXISTING_ID}`,
    }),
    ...adminOnly({ name: 'deletes a whole collection', method: 'DELETE', path: '/contactForm' }),
    ...staffOnly({
      name: 'restores a record from the trash and deletes its entry (one update)',
      method: 'PATCH',
      path: '/',
      body: restore,
    }),
    ...staffOnly({ name: 'reads who is staff', method: 'GET', path: '/staff' }),
    ...adminOnly({
      name: 'adds a member of staff',
      method: 'PUT',
      path: '/staff/new-member-uid-000001',
      body: { email: 'new.member@example.com', role: 'agent', name: 'Tunde Agent' },
    }),
    ...adminOnly({
      name: "changes a colleague's role",
      method: 'PATCH',
      path: '/',
      body: { [`staff/${STAFF_UIDS.colleague}/role`]: 'admin' },
    }),
    ...adminOnly({
      name: 'removes a colleague',
      method: 'DELETE',
      path: `/staff/${STAFF_UIDS.colleague}`,
    }),
    ...staffRefused({
      name: 'changes their own role',
      method: 'PATCH',
      path: '/',
      body: {
        [`staff/${STAFF_UIDS.admin}/role`]: 'agent',
        [`staff/${STAFF_UIDS.agent}/role`]: 'admin',
      },
    }),
    {
      name: 'an admin removes their own entry',
      who: 'admin',
      method: 'DELETE',
      path: `/staff/${STAFF_UIDS.admin}`,
      allowed: false,
    },
    {
      name: 'an agent removes their own entry',
      who: 'agent',
      method: 'DELETE',
      path: `/staff/${STAFF_UIDS.agent}`,
      allowed: false,
    },
    {
      name: 'an agent creates a record (as a visitor may)',
      who: 'agent',
      method: 'POST',
      path: '/contactForm',
      body: records.contactForm,
      allowed: true,
    },
    ...staffRefused({
      name: 'gives a colleague a role that does not exist',
      method: 'PATCH',
      path: '/',
      body: { [`staff/${STAFF_UIDS.colleague}/role`]: 'owner' },
    }),
    ...staffRefused({
      name: 'adds a member of staff with an e-mail in capitals',
      method: 'PUT',
      path: '/staff/new-member-uid-000001',
      body: { email: 'New.Member@example.com', role: 'agent' },
    }),
    ...staffRefused({
      name: 'adds a member of staff with an unknown field',
      method: 'PUT',
      path: '/staff/new-member-uid-000001',
      body: { email: 'new.member@example.com', role: 'agent', isOwner: true },
    }),
    ...staffRefused({ name: 'deletes everyone at once', method: 'DELETE', path: '/staff' }),
    ...adminOnly({ name: 'reads the invitations', method: 'GET', path: '/invitations' }),
    ...adminOnly({
      name: 'invites a colleague in their own name',
      method: 'PUT',
      path: `/invitations/${NEW_INVITATION_ID}`,
      body: { ...invitation, at: AT },
    }),
    ...adminOnly({
      name: 'cancels an invitation',
      method: 'DELETE',
      path: `/invitations/${INVITATION_ID}`,
    }),
    ...staffRefused({
      name: "invites a colleague in someone else's name",
      method: 'PUT',
      path: `/invitations/${NEW_INVITATION_ID}`,
      body: { ...invitation, by: OTHER_STAFF, at: AT },
    }),
    ...staffRefused({
      name: 'invites a colleague as a role that does not exist',
      method: 'PUT',
      path: `/invitations/${NEW_INVITATION_ID}`,
      body: { ...invitation, role: 'owner', at: AT },
    }),
    ...staffRefused({
      name: 'invites a colleague at a time ahead of the clock',
      method: 'PUT',
      path: `/invitations/${NEW_INVITATION_ID}`,
      body: { ...invitation, at: Date.now() + 3_600_000 },
    }),
  ];
}
