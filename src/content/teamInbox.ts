/**
 * The words of the team inbox (issue 37): a lead's owner, its follow-up and its history, the
 * quick views. The dashboard imports them from here; e-mails have their own (staffMail.ts).
 */
import type { HistoryKind } from '../records/lead';

export const ownerCopy = {
  label: 'Owner',
  nobody: 'Unassigned',
  takeIt: 'Take it',
  yours: 'You',
  failed: 'The owner could not be changed.',
} as const;

export const followUpCopy = {
  heading: 'Next step',
  none: 'No follow-up planned.',
  set: 'Set follow-up',
  change: 'Change',
  clear: 'Clear',
  dateLabel: 'Date',
  timeLabel: 'Time (Lagos)',
  whatLabel: 'What next',
  save: 'Save follow-up',
  saving: 'Saving…',
  cancel: 'Cancel',
  failed: 'The follow-up could not be saved.',
  noDate: 'Choose a date.',
  noTime: 'Choose a time.',
  noWhat: 'Say what comes next.',
  due: 'Due',
  overdue: 'Overdue',
  line: (when: string, what: string) => `${when}: ${what}`,
} as const;

/** How each history event reads, and the visitor's submission at its start. */
export const historyCopy = {
  toggle: (count: number) => `History (${count.toLocaleString('en-NG')})`,
  listLabel: 'History, oldest first',
  received: 'Sent the enquiry',
  note: 'Note',
  events: {
    owner: (detail?: string) => (detail ? `Assigned to ${detail}` : 'Unassigned'),
    status: (detail?: string) => `Status: ${detail ?? ''}`,
    followUp: (detail?: string) => (detail ? `Follow-up: ${detail}` : 'Follow-up cleared'),
    email: () => 'Replied by e-mail',
    whatsapp: () => 'Replied on WhatsApp',
    call: () => 'Called',
  } satisfies Record<HistoryKind, (detail?: string) => string>,
  due: (when: string) => `due ${when}`,
} as const;

/** How long a lead waited for its first answer, in plain and in working hours. */
export const responseCopy = {
  waiting: 'Not answered yet',
  answered: (plain: string, working: string) =>
    `First answered after ${plain} (${working} in working hours)`,
  duration: (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  },
} as const;

/** The quick views (`?queue=`): every type in one list, narrowed. */
export const queueCopy = {
  groupLabel: 'Quick views',
  views: {
    all: 'All leads',
    today: 'Today',
    mine: 'Mine',
    unassigned: 'Unassigned',
    due: 'Due',
    overdue: 'Overdue',
  },
  headings: {
    all: 'All leads',
    today: 'Leads received today',
    mine: 'My leads',
    unassigned: 'Leads nobody has taken',
    due: 'Follow-ups due today',
    overdue: 'Overdue follow-ups',
  },
  empty: {
    all: 'No leads yet.',
    today: 'No leads have arrived today.',
    mine: 'You have no leads.',
    unassigned: 'Every open lead has an owner.',
    due: 'Nothing is due today.',
    overdue: 'Nothing is overdue.',
  },
  countUnit: (count: number) => (count === 1 ? 'lead' : 'leads'),
  capped: (limit: number) => `${limit.toLocaleString('en-NG')}+`,
  failed: 'The quick views could not be loaded.',
  showing: (shown: number) => `${shown.toLocaleString('en-NG')} ${shown === 1 ? 'lead' : 'leads'}`,
  loadMore: 'Load more',
  makeDefault: 'Open this view first',
  isDefault: 'Opens first',
  defaultSaved: (view: string) => `${view} now opens first when you open the dashboard.`,
  select: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count.toLocaleString('en-NG')} selected`,
  takeSelected: 'Take them',
  assigned: (count: number, owner: string) =>
    `${count.toLocaleString('en-NG')} ${count === 1 ? 'lead' : 'leads'} assigned to ${owner}.`,
  assignTo: 'Assign to',
  chooseColleague: 'Choose a colleague',
  assign: 'Assign',
  received: (when: string) => `Received ${when}`,
  followUp: (when: string) => `Follow up ${when}`,
} as const;
