/**
 * The reply each type starts from until an admin writes their own (src/records/replyTemplates.ts):
 * `{firstName}`, `{course}`, `{reference}` and `{staffName}` are filled in.
 */
import type { Collection } from '../records/collections';
import type { ReplyTemplate } from '../records/replyTemplates';

const signOff = 'Kind regards,\n{staffName}';

export const defaultReplyTemplates: Record<Collection, ReplyTemplate> = {
  contactForm: {
    subject: 'Your message to us ({reference})',
    text: `Hello {firstName},\n\nThank you for getting in touch. I have read your message and would like to help.\n\nWhen is a good time to talk?\n\n${signOff}`,
  },
  bookSession: {
    subject: 'Your session booking ({reference})',
    text: `Hello {firstName},\n\nThank you for booking a session with us. I am writing to confirm the details and answer any questions before we meet.\n\n${signOff}`,
  },
  hiring: {
    subject: 'Your hiring enquiry ({reference})',
    text: `Hello {firstName},\n\nThank you for your hiring enquiry. I would like to understand the role better so we can suggest the right developers.\n\nCould we have a short call this week?\n\n${signOff}`,
  },
  quoteForm: {
    subject: 'Your quote request ({reference})',
    text: `Hello {firstName},\n\nThank you for asking us for a quote. To prepare it, I would like to go over what you need in a short call.\n\n${signOff}`,
  },
  techTalent: {
    subject: 'Your talent request ({reference})',
    text: `Hello {firstName},\n\nThank you for your request. I am putting together profiles that match what you described and will share them shortly.\n\n${signOff}`,
  },
  training: {
    subject: 'Your enrolment in {course} ({reference})',
    text: `Hello {firstName},\n\nThank you for enrolling in {course}. I will send you the schedule, fees and next steps.\n\n${signOff}`,
  },
};

export const replyCopy = {
  open: 'Reply',
  subjectLabel: 'Subject',
  textLabel: 'Message',
  send: 'Send e-mail',
  sending: 'Sending…',
  sent: (to: string) => `Reply sent to ${to}.`,
  failed: 'The reply could not be sent.',
  noEmail: 'This lead left no e-mail address.',
  whatsApp: 'Open in WhatsApp',
  whatsAppDone: 'Mark WhatsApp reply as sent',
  callDone: 'Mark call as made',
  marked: 'Recorded.',
  from: (to: string) => `To ${to}, from the company's address; answers come back to you.`,
  templates: {
    view: 'Reply templates',
    typeLabel: 'Type',
    intro:
      'Each type’s reply starts from its template. {firstName}, {course}, {reference} and {staffName} are filled in from the lead and the member writing.',
    save: 'Save template',
    saved: (type: string) => `The ${type} template was saved.`,
    failed: 'The template could not be saved.',
    reset: 'Back to the standard words',
  },
} as const;
