/**
 * Copy of the staff dashboard at /DC: sign-in, titles and messages (the record fields' labels
 * are in the record catalogue, src/records/fields.ts).
 * The titles, the clear-all button, the empty text and the delete dialog are the words staff
 * know from the first dashboard (including "DashBoard" and the three exclamation marks), and
 * tests hold them exactly: do not reword them.
 */
import type { AuditAction, LeadStatus } from '../records/lead';

export const dashboardTitle = (typeLabel: string) => `${typeLabel} DashBoard`;
/** "Clear All Quote Form Data"; a label that already ends in "Form" does not say it twice. */
export const clearAllLabel = (typeLabel: string) =>
  `Clear All ${typeLabel.replace(/\s*Form$/, '')} Form Data`;
export const emptyListText = (typeLabel: string) =>
  `No ${typeLabel} form data has been created yet!!!`;

export const signInCopy = {
  eyebrow: 'Staff only',
  title: 'Staff sign-in',
  lead: 'Sign in with your staff account to read and manage the enquiries sent through the website.',
  email: 'Email',
  password: 'Password',
  /** Keeps the session in this browser after it is closed (until Sign out). */
  keepSignedIn: 'Keep me signed in',
  submit: 'Sign in',
  submitting: 'Signing in…',
  emailRequired: 'Enter your email.',
  passwordRequired: 'Enter your password.',
} as const;

/** The banner staff see while the public site shows placeholder company details. */
/** Where each kind of placeholder detail is filled in. */
const placeholderHome =
  'Replace the company details in src/content/company.ts and the course facts (courses.…) in src/content/training/facts.ts';

export const placeholderBannerCopy = {
  title: (count: number) =>
    `The public site still shows ${count} placeholder detail${count === 1 ? '' : 's'}`,
  hide: 'Hide for now',
  where: placeholderHome,
  text: `Visitors will take the site for a template. ${placeholderHome}, then deploy again:`,
} as const;

export const dashboardCopy = {
  eyebrow: 'Staff dashboard',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  filtersLabel: 'Form type',
  /** Spoken after a filter's count: "Quote, 12 records". */
  countUnit: (count: number) => (count === 1 ? 'record' : 'records'),
  searchLabel: 'Search records',
  searchPlaceholder: 'Name, email, phone, reference',
  exportCsv: 'Export CSV',
  exporting: 'Preparing CSV…',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading records…',
  retry: 'Try again',
  reconnect: 'Reconnect',
  newBadge: 'Just arrived',
  noName: 'No name given',
  deleteRecord: (name: string) => `Delete the record of ${name}`,
  showMore: 'Show more',
  showLess: 'Show less',
  /** The status line under the toolbar. */
  showing: (shown: number, total: number, typeLabel: string) =>
    shown === total
      ? `${total.toLocaleString('en-NG')} ${typeLabel} ${total === 1 ? 'record' : 'records'}`
      : `Showing ${shown.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')} ${typeLabel} records`,
  matches: (count: number, query: string) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'record matches' : 'records match'} “${query}”`,
  /** While the live list is not connected, search covers what has been loaded so far. */
  searchLoadedOnly: 'Searching the records loaded so far. Load more to search further back.',
  noMatches: (query: string) => `No records match “${query}”.`,
  live: 'Live',
  liveHint: 'New submissions appear here as they arrive.',
} as const;

export const deleteDialogCopy = {
  title: 'Confirm Deletion',
  message: 'Are you sure you want to delete this record?',
  yes: 'Yes',
  no: 'No',
  deleting: 'Deleting…',
} as const;

export const clearAllDialogCopy = {
  title: 'Confirm Deletion',
  message: (typeLabel: string, count: number | undefined) =>
    count === undefined
      ? `Are you sure you want to delete all ${typeLabel} records? They move to the Trash, where you can restore them.`
      : `Are you sure you want to delete all ${count.toLocaleString('en-NG')} ${typeLabel} ${
          count === 1 ? 'record' : 'records'
        }? They move to the Trash, where you can restore them.`,
  yes: 'Yes',
  no: 'No',
  deleting: 'Deleting…',
} as const;

/** Failures, each followed by the data client's own explanation. */
export const dashboardErrors = {
  load: 'The records could not be loaded.',
  loadMore: 'More records could not be loaded.',
  delete: 'The record was not deleted.',
  clear: 'The records were not deleted.',
  counts: 'The record counts could not be loaded.',
  export: 'The CSV file could not be prepared.',
  live: 'Live updates stopped.',
  liveUnsupported: 'This browser cannot receive live updates. Reload the page to see new records.',
  purge: 'Old entries of the Trash and Spam could not be deleted.',
  linkedLead: 'The lead from the e-mail notice could not be loaded.',
  linkedLeadGone:
    'The lead from the e-mail notice is no longer in this list: it was deleted or moved to Spam.',
} as const;

/** Label of a stored time field that could not be read as a time (shown as written). */
export const unreadableDateLabel = 'Date (as stored)';

export const idLabel = 'Identification Number';

/** A lead's reference (QT-7F3K-92XA), the one the visitor was given. */
export const referenceLabel = 'Reference';

/** Column heading of the submission time in the CSV file. */
export const csvDateHeading = 'Date (Lagos time)';

/** The words of a lead's status (values in src/records/lead.ts). */
export const statusLabels = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

export const statusCopy = {
  label: 'Status',
  filterLabel: 'Show',
  all: 'All statuses',
  /** Beside a filter's count: how many of its leads nobody has worked on yet. */
  newCount: (count: number) => `${count.toLocaleString('en-NG')} new`,
  newCountSpoken: (count: number) => `${count.toLocaleString('en-NG')} new`,
  matches: (count: number, label: string) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'record is' : 'records are'} ${label}`,
  filterLoadedOnly: 'Filtering the records loaded so far. Load more to filter further back.',
  changed: (name: string, label: string) => `${name} is now ${label}.`,
} as const;

export const notesCopy = {
  toggle: (count: number) => (count === 0 ? 'Notes' : `Notes (${count.toLocaleString('en-NG')})`),
  listLabel: 'Notes, newest first',
  fieldLabel: 'New note',
  add: 'Add note',
  adding: 'Adding…',
  empty: 'Write a note first.',
  tooLong: (max: number) => `A note can be at most ${max.toLocaleString('en-NG')} characters.`,
  none: 'No notes yet.',
  by: (author: string, when: string) => `${author} · ${when}`,
  added: 'Note added.',
} as const;

/** The links beside a phone number or an e-mail address. */
export const contactLinksCopy = {
  whatsApp: 'WhatsApp',
  whatsAppLabel: (number: string) => `WhatsApp ${number}`,
  call: 'Call',
  callLabel: (number: string) => `Call ${number}`,
  email: 'Email',
  emailLabel: (address: string) => `Email ${address}`,
  preferred: (method: string) => `Prefers ${method}`,
} as const;

/** The views of /DC beside the type filters (`?view=`). */
export const viewCopy = {
  groupLabel: 'View',
  leads: 'Leads',
  trash: 'Trash',
  spam: 'Spam',
  audit: 'Audit',
  insights: 'Insights',
  person: "A person's data",
  staff: 'Staff',
} as const;

export const undoCopy = {
  deleted: (name: string) => `The record of ${name} was moved to Trash.`,
  cleared: (count: number, typeLabel: string) =>
    `${count.toLocaleString('en-NG')} ${typeLabel} ${count === 1 ? 'record was' : 'records were'} moved to Trash.`,
  undo: 'Undo',
  undoing: 'Undoing…',
  undone: (count: number) =>
    count === 1 ? 'The record is back.' : `${count.toLocaleString('en-NG')} records are back.`,
} as const;

export const trashCopy = {
  heading: (typeLabel: string) => `${typeLabel} Trash`,
  intro: (days: number) =>
    `Deleted records stay here for ${days} days, then they are deleted for good.`,
  empty: (typeLabel: string) => `The ${typeLabel} Trash is empty.`,
  deleted: (by: string, when: string) => `Deleted by ${by} on ${when}`,
  restore: 'Restore',
  restoreLabel: (name: string) => `Restore the record of ${name}`,
  restored: (name: string) => `The record of ${name} is back in the list.`,
  purge: 'Delete forever',
  purgeLabel: (name: string) => `Delete the record of ${name} forever`,
  purged: (name: string) => `The record of ${name} was deleted for good.`,
} as const;

export const purgeDialogCopy = {
  title: 'Delete forever?',
  message: 'This record will be deleted for good. It cannot be restored.',
  yes: 'Delete forever',
  no: 'Keep it',
  deleting: 'Deleting…',
} as const;

export const spamCopy = {
  heading: (typeLabel: string) => `${typeLabel} Spam`,
  intro: 'Submissions the spam trap caught. The visitor was told their message was sent.',
  empty: (typeLabel: string) => `No ${typeLabel} submissions were caught as spam.`,
  caught: (reason: string, when: string) => `Caught (${reason}) on ${when}`,
  notSpam: 'Not spam',
  notSpamLabel: (name: string) => `Not spam: move the submission of ${name} to the list`,
  moved: (name: string) => `The submission of ${name} is now in the list.`,
} as const;

export const auditCopy = {
  heading: 'Audit trail',
  intro: 'Every change staff made to the data, newest first.',
  empty: 'Nothing has been recorded yet.',
  columns: { when: 'When', who: 'Who', what: 'What', records: 'Records' },
  actions: {
    delete: 'Deleted',
    clear: 'Cleared all',
    undo: 'Undid a delete',
    restore: 'Restored',
    purge: 'Deleted forever',
    status: 'Changed the status',
    note: 'Added a note',
    'not-spam': 'Marked not spam',
    export: 'Exported CSV',
    retention: 'Erased under the retention rule',
    'person-export': "Exported a person's data on request",
    erase: 'Erased on request',
    invite: 'Invited a colleague',
    'invite-cancel': 'Cancelled an invitation',
    role: 'Changed a role',
    'staff-remove': 'Removed an account',
    assign: 'Assigned',
    'follow-up': 'Set a follow-up',
    reply: 'Replied',
    template: 'Changed a reply template',
  } satisfies Record<AuditAction, string>,
  records: (count: number) => `${count.toLocaleString('en-NG')} records`,
} as const;

/**
 * A person's own data on request (NDPA: access, portability, erasure): found by e-mail or phone
 * across every type, Trash and Spam, then exported as one file or erased everywhere.
 */
export const personCopy = {
  heading: "A person's data",
  intro:
    'When someone asks what we hold about them, or asks us to delete it: find every record they sent, in every type, Trash and Spam, by their e-mail address or phone number.',
  label: 'E-mail address or phone number',
  hint: 'The whole address or number, as the person gave it (0801… and +234801… find each other).',
  find: 'Find',
  finding: 'Finding…',
  invalid: 'Enter an e-mail address, or a phone number of 10 to 15 digits.',
  none: (query: string) => `Nothing is stored for ${query}.`,
  found: (count: number, query: string) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'record' : 'records'} found for ${query}.`,
  resultsLabel: (query: string) => `Records found for ${query}`,
  places: { records: 'Leads', trash: 'Trash', spam: 'Spam' },
  status: 'Status',
  notes: 'Notes',
  placeLine: (typeLabel: string, place: string, id: string) => `${typeLabel} · ${place} · ${id}`,
  exportJson: 'Export JSON',
  exporting: 'Exporting…',
  exported: (count: number) =>
    `Exported ${count.toLocaleString('en-NG')} ${count === 1 ? 'record' : 'records'} as one JSON file.`,
  erase: 'Erase everywhere',
  eraseTitle: 'Erase everywhere?',
  eraseMessage: (count: number, query: string) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'record' : 'records'} of ${query} will be erased from the leads, Trash and Spam, with their statuses and notes. This cannot be undone.`,
  eraseYes: 'Erase everywhere',
  eraseNo: 'Keep them',
  erasing: 'Erasing…',
  erased: (count: number) =>
    `Erased ${count.toLocaleString('en-NG')} ${count === 1 ? 'record' : 'records'} on request.`,
} as const;

/** Failures of a person's data requests, each followed by the data client's explanation. */
export const personErrors = {
  find: 'The records could not be searched.',
  export: 'The file was not exported.',
  erase: 'Nothing was erased.',
} as const;

/** Failures of the lead-inbox actions, each followed by the data client's explanation. */
export const inboxErrors = {
  undo: 'The records were not put back.',
  status: 'The status was not changed.',
  note: 'The note was not added.',
  trash: 'The Trash could not be loaded.',
  restore: 'The record was not restored.',
  purge: 'The record was not deleted.',
  spam: 'The spam list could not be loaded.',
  notSpam: 'The submission was not moved.',
  audit: 'The audit trail could not be loaded.',
} as const;

/** CSV column headings of the staff-only data. */
export const csvStaffHeadings = { status: 'Status', latestNote: 'Latest note' } as const;

/** The Leads view's two layouts (`?layout=`): the compact list (default) and the cards. */
export const layoutCopy = {
  groupLabel: 'Layout',
  list: 'List',
  cards: 'Cards',
} as const;

/** The compact list: one row per lead that opens its details. */
export const leadListCopy = {
  listLabel: (typeLabel: string) => `${typeLabel} leads, newest first`,
  detailsLabel: (name: string) => `Details of ${name}`,
  noTime: 'No date',
} as const;

/** The date and course filters beside the status filter. */
export const listFilterCopy = {
  /** The fold that holds them, with how many are set. */
  summary: (active: number) => (active === 0 ? 'Filters' : `Filters (${active})`),
  from: 'Received from',
  to: 'Received to',
  course: 'Course',
  allCourses: 'All courses',
  /** Nothing matches the status, date or course filters (and no search words). */
  noMatches: 'No records match the filters.',
  /** When more than search or status alone narrows the list. */
  matches: (count: number) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'record matches' : 'records match'} the filters`,
} as const;

/** The line on server/'s e-mail notices of new leads (nothing is shown on hosted Firebase). */
/** The retention rule's line: what its next daily run erases (NDPA: leads are not kept for ever). */
export const retentionCopy = {
  notRun:
    'The retention rule has not run yet. It erases leads older than RETENTION_MONTHS (24 by default) once a day (see README).',
  leads: (count: number, label: string) =>
    `${count.toLocaleString('en-NG')} ${label} ${count === 1 ? 'lead' : 'leads'}`,
  preview: (months: number, when: string, due: string) =>
    `Leads are kept ${months} months. The next daily run (${when}) erases ${due || 'nothing'}.`,
  failed: 'What the retention rule will erase could not be loaded.',
} as const;

export const noticesCopy = {
  off: 'E-mail notices are off. Set SMTP_URL, NOTIFY_TO and NOTIFY_FROM (see README) to turn them on.',
  failing: (count: number, error: string) =>
    `${count} e-mail ${count === 1 ? 'notice is' : 'notices are'} waiting to be sent. Last error: ${error}`,
  counts: (sent: number, waiting: number) => `E-mail notices: ${sent} sent, ${waiting} waiting.`,
  /** One of the server's alerts in force (src/content/staffMail.ts words what it is). */
  alert: (what: string, since: string) => `${what} (since ${since}).`,
} as const;
