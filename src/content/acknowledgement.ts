/**
 * The words of the e-mail a visitor receives after sending a form, and what it says about the
 * company, taken from the one site configuration (company.ts) and each form's one promise of
 * what happens next (forms.ts, `followUp`). server/ and the Cloud Function read this module
 * (the only one of src/content they may import) and build the mail with src/lib/acknowledgement.ts.
 */
import type { AcknowledgementCopy, AcknowledgementSite } from '../lib/acknowledgement';
import type { SessionPlace } from '../lib/sessionCalendar';
import { collections, type Collection } from '../records/collections';
import { company, fullAddress } from './company';
import { formCopies } from './forms';

/** How long a booked session lasts (bookSessionPageCopy: "a free 45-minute call or visit"). */
export const SESSION_MINUTES = 45;

export const acknowledgementCopy: AcknowledgementCopy = {
  subject: `${company.name} received your enquiry`,
  greeting: 'Hello',
  thanks: `Thank you for contacting ${company.name}. Your enquiry has reached us.`,
  referenceLabel: 'Your reference',
  referenceHint: 'Quote it when you call, write or message us.',
  nextLabel: 'What happens next',
  choicesLabel: 'Your choices',
  sessionDateLabel: 'Preferred date',
  sessionTimeLabel: 'Preferred time',
  calendarNote:
    'The calendar entry attached is tentative: we confirm the date and time when we call you.',
  contactLabel: 'How to reach us',
  phoneLabel: 'Phone',
  whatsAppLabel: 'WhatsApp',
  emailLabel: 'E-mail',
  websiteLabel: 'Website',
  notYou: 'Did not ask for this? Ignore this e-mail.',
};

export const acknowledgementSite: AcknowledgementSite = {
  company: {
    name: company.name,
    phone: company.phone.display,
    phoneTel: company.phone.tel,
    whatsAppHref: company.whatsApp.href,
    email: company.email,
    address: fullAddress,
  },
  followUp: Object.fromEntries(
    collections.map((collection) => [collection, formCopies[collection].followUp]),
  ) as Record<Collection, string>,
  sessionMinutes: SESSION_MINUTES,
  copy: acknowledgementCopy,
};

/** Where a booked session takes place, for its calendar entry; `host` is the site's host name. */
export const sessionPlace = (host: string): SessionPlace => ({
  name: company.name,
  address: fullAddress,
  phone: company.phone.display,
  host,
  durationMinutes: SESSION_MINUTES,
});
