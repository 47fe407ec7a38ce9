/**
 * The privacy notice at /privacy (Nigeria Data Protection Act 2023): who holds a visitor's data,
 * what each form collects and why, how long it is kept, who processes it and the visitor's rights.
 * The company's own details come from company.ts; the fields each form collects come from the
 * forms' own labels, so the notice cannot fall behind a form.
 */
import { env } from '../config/env';
import { paths } from '../config/paths';
import { dashboardTypes, type Collection } from '../records/collections';
import { company, fullAddress } from './company';
import { formCopies, newsConsentCopy } from './forms';

/** Why each form's data is collected (its lawful basis is the visitor's own request). */
const purposes: Record<Collection, string> = {
  contactForm: 'to answer your message',
  quoteForm: 'to prepare and send the quote you asked for',
  bookSession: 'to arrange the session you booked and remind you of it',
  hiring: 'to answer your hiring enquiry and propose developers',
  techTalent: 'to find candidates for the role you described',
  training: 'to enrol you on the course and tell you about its start',
};

const fieldList = (collection: Collection) =>
  Object.values(formCopies[collection].fields)
    .map((field) => field.label)
    .join(', ');

export const privacyCopy = {
  updated: '25 November 2026',
  controller: {
    id: 'controller',
    title: 'Who is responsible for your data',
    text: `${company.name} (${fullAddress}) decides how the details you send through this website are used: under the Nigeria Data Protection Act 2023 we are their data controller. Write to ${company.email} or call ${company.phone.display} about anything on this page.`,
  },
  collected: {
    id: 'what-we-collect',
    title: 'What each form collects, and why',
    lead: 'We collect only what you type into a form, the time you sent it and how you reached it (below). We use it because you asked us to answer you; we do not sell it or use it for advertising.',
    forms: dashboardTypes.map((type) => ({
      name: formCopies[type.collection].name,
      fields: fieldList(type.collection),
      purpose: purposes[type.collection],
    })),
    newsConsent: `The ${formCopies.training.name} and the ${formCopies.techTalent.name} also offer an optional box, "${newsConsentCopy.label}", which starts unticked. We send you news only if you tick it (your consent); we keep your answer and the time you gave it, and you can withdraw it at any time by writing to us.`,
    noTracking: 'The site sets no cookies and loads no advertising or tracking scripts.',
    attribution:
      'With a form we also keep how you reached it, so we know which pages and campaigns bring enquiries: the page you sent it from, the first page of your visit, the website that linked to us (its name only), the campaign labels in that first link (utm_source and the like) and the link on our site you followed to the form. Your browser holds these only for this visit, in this tab (session storage, not a cookie), and sends them to us only with a form. If a form cannot load and you press "Try again", your browser also keeps what you typed there, in the same way, until the page has reloaded (ten minutes at most).',
  },
  retention: {
    id: 'how-long',
    title: 'How long we keep it',
    text: `We keep an enquiry for ${env.VITE_RETENTION_MONTHS} months after it arrives, then erase it everywhere we hold it, including our deleted-items and spam folders, automatically. We erase it sooner if you ask.`,
  },
  processors: {
    id: 'who-processes-it',
    title: 'Who processes it for us',
    items: [
      'Our database host, which stores the enquiries (Google Firebase, or our own server).',
      'Our e-mail provider, which delivers a copy of each new enquiry to our staff.',
    ],
    text: 'They process your data only on our instructions. Only our staff can read enquiries, after signing in.',
  },
  rights: {
    id: 'your-rights',
    title: 'Your rights',
    lead: 'Under the Nigeria Data Protection Act 2023 you may ask us, free of charge:',
    items: [
      'for a copy of the data we hold about you (access), in a file you can take elsewhere (portability);',
      'to correct data that is wrong or incomplete (correction);',
      'to erase your data (erasure);',
      'to stop using it, or to stop sending you news (objection, and withdrawing your consent);',
    ],
    complaint:
      'You may also complain to the Nigeria Data Protection Commission, the regulator, if you think we have not handled your data as the Act requires.',
  },
  exercise: {
    id: 'ask-us',
    title: 'How to ask',
    text: `Write to ${company.email} from the address you used on the form (or tell us the phone number you gave), and say what you would like. We find every enquiry you sent, across all our forms, and answer you.`,
    action: { label: 'Contact us', to: paths.contact },
  },
} as const;
