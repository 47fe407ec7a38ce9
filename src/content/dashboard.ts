/**
 * Copy of the staff dashboard at /DC: sign-in, titles and messages (the record fields' labels
 * are in the record catalogue, src/records/fields.ts).
 * The titles, the clear-all button, the empty text and the delete dialog are the words staff
 * know from the first dashboard (including "DashBoard" and the three exclamation marks), and
 * tests hold them exactly: do not reword them.
 */

export const dashboardTitle = (typeLabel: string) => `${typeLabel} DashBoard`;
export const clearAllLabel = (typeLabel: string) => `Clear All ${typeLabel} Form Data`;
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

export const dashboardCopy = {
  eyebrow: 'Staff dashboard',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  filtersLabel: 'Form type',
  /** Spoken after a filter's count: "Quote, 12 records". */
  countUnit: (count: number) => (count === 1 ? 'record' : 'records'),
  searchLabel: 'Search records',
  searchPlaceholder: 'Name, email, phone, message…',
  exportCsv: 'Export CSV',
  exporting: 'Preparing CSV…',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading records…',
  retry: 'Try again',
  reconnect: 'Reconnect',
  newBadge: 'New',
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
      ? `Are you sure you want to delete all ${typeLabel} records? This cannot be undone.`
      : `Are you sure you want to delete all ${count.toLocaleString('en-NG')} ${typeLabel} ${
          count === 1 ? 'record' : 'records'
        }? This cannot be undone.`,
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
} as const;

/** Label of a stored time field that could not be read as a time (shown as written). */
export const unreadableDateLabel = 'Date (as stored)';

export const idLabel = 'Identification Number';

/** Column heading of the submission time in the CSV file. */
export const csvDateHeading = 'Date (Lagos time)';
