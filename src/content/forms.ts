/**
 * The words of the six enquiry forms: labels, placeholders, buttons, success and error texts,
 * and the intro copy of the Book a Session and Get a Quote pages.
 * Validation messages are not here: they live with the record schemas (src/records/schemas.ts).
 */
import { paths } from '../config/paths';
import type { AboutTopic } from '../records/about';
import type { Collection } from '../records/collections';
import { developerTypeOptions } from '../records/options';
import type { FieldName, SelectFieldName } from '../records/schemas';

export interface FieldCopy {
  label: string;
  placeholder?: string;
  /** A short hint shown under the field. */
  hint?: string;
}

/** The words of one collection's form: a label for every field, a placeholder for every select. */
export interface FormCopy<C extends Collection> {
  /** The form's accessible name when no page heading names it. */
  name: string;
  fields: Record<FieldName<C>, FieldCopy>;
  /** The empty first option of each select ("Select a course"). */
  choose: Record<SelectFieldName<C>, string>;
  submit: string;
  success: string;
  /** What happens next, shown under the success message and on the receipt (see replyWithin). */
  followUp: string;
  /** What the receipt calls the record sent ("Your quote request"). */
  sentAs: string;
  /** How long the success message stays before the form resets, in milliseconds. */
  successMs: number;
}

/**
 * When each form's sender hears back: the one promise, which the form's own texts and every page
 * that carries the form make (a page may not promise something else).
 */
export const replyWithin = {
  contactForm: 'one working day',
  quoteForm: 'two working days',
  bookSession: 'one working day',
  hiring: 'one working day',
  techTalent: 'one working day',
  training: 'one working day',
} as const satisfies Record<Collection, string>;

/**
 * The same promises as numbers of working days (8 working hours each, Monday to Saturday, 9:00
 * to 17:00 Lagos time: src/records/responseTime.ts), which Insights measures replies against. A
 * test holds each number to its words above ("two working days" is 2), so the copy and the
 * measure cannot part; the numbers stand apart only so the public pages, which use the words,
 * carry no byte of them.
 */
export const replyWithinWorkingDays = {
  contactForm: 1,
  quoteForm: 2,
  bookSession: 1,
  hiring: 1,
  techTalent: 1,
  training: 1,
} as const satisfies Record<Collection, number>;

/** The receipt that stays in a form's place once its record is stored (features/forms/receipt). */
/** What a link's `about` topic fills into a form's free-text field (src/records/about.ts). */
export const aboutTopicWords = {
  ...(Object.fromEntries(
    developerTypeOptions.map(({ value, label }) => [value, `Hire ${label} developers`]),
  ) as Record<(typeof developerTypeOptions)[number]['value'], string>),
  'talent-acquisition': 'IT talent acquisition',
  'it-staffing': 'IT staffing and recruitment',
  'it-hiring': 'Job application',
  'tech-consulting': 'Free tech consultation',
} satisfies Record<AboutTopic, string>;

export const receiptCopy = {
  title: 'Your reference',
  keep: 'Keep it: quote it when you call, write or message us.',
  sent: 'You sent',
  whatsApp: 'Continue on WhatsApp',
  /** The first line of the WhatsApp message, prefilled. */
  whatsAppText: (reference: string) => `Hello, my reference is ${reference}.`,
  calendar: 'Add to calendar',
  calendarFailed:
    'The calendar file could not be made here. Your booking is safe: we will call you.',
  sendAnother: 'Send another',
} as const;

/** The line under every form's submit button, linking to the privacy notice. */
export const formPrivacyNote = {
  text: 'We use these details only to answer your enquiry.',
  link: 'See how we handle your data.',
  to: paths.privacy,
} as const;

/** The optional, unticked box of the forms that ask about news (src/records/consent.ts). */
export const newsConsentCopy = {
  label: 'Send me news about courses and events',
} as const;

/** Texts every form shares. */
export const formStatusCopy = {
  sending: 'Sending…',
  errorTitle: 'Your details were not sent.',
  retry: 'Try again',
  optional: '(optional)',
  honeypotLabel: 'Leave this field empty',
  /** Beside the disabled submit button: the fields still to fill in (or fix). */
  stillNeeded: 'Still needed:',
  /** Under the button when the form's code could not load (offline since the page came), with `retry`. */
  appFailed:
    'This form could not load. Check your connection, then try again: what you typed is kept.',
} as const;

const name: FieldCopy = { label: 'Full Name', placeholder: 'e.g. Adaeze Okafor' };
const email: FieldCopy = { label: 'Email', placeholder: 'you@company.com' };
/** Every form asks for a phone number the same way; spaces, dashes and brackets are fine. */
const phone: FieldCopy = {
  label: 'Phone Number',
  placeholder: '0803 123 4567',
  hint: 'As you would write it: 0803 123 4567 or +234 803 123 4567.',
};

export const contactFormCopy = {
  name: 'Contact form',
  fields: {
    fullName: name,
    email,
    phoneNumber: phone,
    subject: { label: 'Subject', placeholder: 'What is this about?' },
    message: { label: 'Message', placeholder: 'Tell us how we can help.' },
  },
  choose: {},
  submit: 'Send Message',
  success: 'Form has been submitted successfully',
  followUp: `We reply to every message within ${replyWithin.contactForm}, by e-mail or phone.`,
  sentAs: 'Your message',
  successMs: 3000,
} as const satisfies FormCopy<'contactForm'>;

export const quoteFormCopy = {
  name: 'Quote request form',
  fields: {
    fullName: name,
    email,
    phoneNumber: phone,
    serviceType: { label: 'Service Needed' },
    location: { label: 'Location', placeholder: 'e.g. Ikeja, Lagos' },
    contactMethod: { label: 'Preferred Contact Method' },
    projectDetails: {
      label: 'Project Details',
      placeholder: 'What do you want built, for whom, and by when? Mention any budget range.',
    },
  },
  choose: {
    serviceType: 'Select a service',
    contactMethod: 'No preference',
  },
  submit: 'Request Quote',
  success: `Thank you! Your quote request has been received. We will reply with a first estimate within ${replyWithin.quoteForm}.`,
  followUp: `We send a first estimate within ${replyWithin.quoteForm}; an engineer may call you first with a few questions about scope and deadlines.`,
  sentAs: 'Your quote request',
  successMs: 4000,
} as const satisfies FormCopy<'quoteForm'>;

export const bookSessionFormCopy = {
  name: 'Session booking form',
  fields: {
    fullName: name,
    email,
    phoneNumber: phone,
    course: { label: 'Course Selection' },
    sessionDate: {
      label: 'Preferred Session Date',
      hint: 'We are open Monday to Saturday.',
    },
    sessionTime: {
      label: 'Preferred Session Time',
      hint: 'Between 9:00 AM and 5:00 PM, Lagos time (WAT).',
    },
    message: {
      label: 'Additional Details',
      placeholder: 'Your experience so far, what you want to learn, any questions.',
    },
  },
  choose: { course: 'Select a course' },
  submit: 'Book Session',
  success:
    'Thank you! Your session request has been received. We will call you to confirm the date and time.',
  followUp: `Expect our call within ${replyWithin.bookSession}; sessions run Monday to Saturday, 9:00 AM to 5:00 PM.`,
  sentAs: 'Your session booking',
  successMs: 3000,
} as const satisfies FormCopy<'bookSession'>;

export const hiringFormCopy = {
  name: 'Hiring enquiry form',
  fields: {
    name: { label: 'Name', placeholder: 'e.g. Tunde Bakare' },
    email,
    phone,
    organization: { label: 'Organization', placeholder: 'Company or team name' },
    projectType: { label: 'Project Type' },
    developerType: { label: 'Developer Type' },
    projectDuration: { label: 'Project Duration' },
    message: {
      label: 'Message',
      placeholder: 'Tell us about the project, the team and the skills you need.',
    },
  },
  choose: {
    projectType: 'Select a project type',
    developerType: 'Select a developer type',
    projectDuration: 'Select a duration',
  },
  submit: 'Submit Enquiry',
  success: 'Form submitted successfully!',
  followUp: `We will reply within ${replyWithin.hiring} with developer profiles that match your project.`,
  sentAs: 'Your hiring enquiry',
  successMs: 3000,
} as const satisfies FormCopy<'hiring'>;

export const talentFormCopy = {
  name: 'Talent request form',
  fields: {
    name: { label: 'Name', placeholder: 'e.g. Ngozi Eze' },
    email,
    phone,
    organizationName: { label: 'Organization', placeholder: 'Company name' },
    jobRole: { label: 'Job Role' },
    employmentType: { label: 'Employment Type' },
    message: {
      label: 'Additional Details',
      placeholder: 'Skills, seniority, start date, on-site or remote…',
    },
  },
  choose: {
    jobRole: 'Select a job role',
    employmentType: 'Select an employment type',
  },
  submit: 'Request Talent',
  success: 'Your request has been successfully submitted!',
  followUp: `A recruiter will call you within ${replyWithin.techTalent} to agree the role and a shortlist date.`,
  sentAs: 'Your talent request',
  successMs: 4000,
} as const satisfies FormCopy<'techTalent'>;

export const trainingFormCopy = {
  name: 'Course enrolment form',
  fields: {
    name: { label: 'Name', placeholder: 'e.g. Chidi Nwosu' },
    email,
    phone,
    course: { label: 'Course' },
    preferredStart: { label: 'Preferred start' },
    message: {
      label: 'Message',
      placeholder: 'Your background, preferred schedule (weekday or weekend), questions.',
    },
  },
  choose: { course: 'Select a course', preferredStart: 'Not sure yet' },
  submit: 'Submit Enrollment',
  success: 'Form submitted successfully!',
  followUp: `A course adviser will call you within ${replyWithin.training} with the next cohort dates and fees.`,
  sentAs: 'Your enrolment',
  successMs: 4000,
} as const satisfies FormCopy<'training'>;

/** Each collection's form copy, for the form that renders it. */
export const formCopies: { [C in Collection]: FormCopy<C> } = {
  contactForm: contactFormCopy,
  quoteForm: quoteFormCopy,
  bookSession: bookSessionFormCopy,
  hiring: hiringFormCopy,
  techTalent: talentFormCopy,
  training: trainingFormCopy,
};

export interface FormPageCopy {
  intro: string;
  formTitle: string;
  nextTitle: string;
  nextSteps: readonly { title: string; text: string }[];
}

export const bookSessionPageCopy = {
  intro:
    'Pick a course and a time that suits you. A session is a free 45-minute call or visit to our Lekki office where a tutor walks you through the syllabus, the schedule and the fees, and answers your questions.',
  formTitle: 'Book your session',
  nextTitle: 'What happens next',
  nextSteps: [
    {
      title: 'We confirm your slot',
      text: `A course adviser calls or messages you within ${replyWithin.bookSession} to confirm the date and time, or to offer the nearest free slot.`,
    },
    {
      title: 'You meet your tutor',
      text: 'In the session you see the course outline, sample projects and the weekday and weekend class options.',
    },
    {
      title: 'You decide',
      text: 'There is no obligation. If the course fits, we reserve your seat in the next cohort and send the payment options.',
    },
  ],
} as const satisfies FormPageCopy;

export const getQuotePageCopy = {
  intro:
    'Tell us what you want to build. A senior engineer reads every request, and the estimate you receive is based on your project, not a price list.',
  formTitle: 'Request your quote',
  nextTitle: 'What happens next',
  nextSteps: [
    {
      title: 'We review your request',
      text: 'An engineer studies your project details and may call you with a few questions about scope, users and deadlines.',
    },
    {
      title: 'You receive an estimate',
      text: `Within ${replyWithin.quoteForm} we send a first estimate in naira: the scope, a timeline in milestones and the team we would assign.`,
    },
    {
      title: 'We plan together',
      text: 'If the estimate works for you, we agree the first milestone and start with a short discovery workshop.',
    },
  ],
} as const satisfies FormPageCopy;
