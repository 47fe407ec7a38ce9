/**
 * The words of the WhatsApp links a visitor meets away from the footer: the header's and the
 * phone menu's, and "Prefer WhatsApp?" beside every enquiry form and on every course page. Each
 * link opens a chat with the company's WhatsApp number (company.ts) with a first line already
 * typed, naming the page, offer or course the visitor came from, so staff know what it is about.
 */
import type { WhatsAppLinkData } from '../components/ui/WhatsAppLink';
import { company, whatsAppCopy } from './company';

/** The first lines, one per page or offer that carries a form (and every course). */
export const whatsAppFirstLine = {
  /** The header and the phone menu, on any page: names the page by its title. */
  page: (title: string) => `Hello, I'm writing from your page “${title}”.`,
  contact: `Hello, I have a question for ${company.shortName}.`,
  quote: "Hello, I'm interested in a quote for my project.",
  booking: "Hello, I'm interested in booking a session.",
  /** A hire-a-developer page, by its technology ("ReactJS"). */
  developers: (technology: string) => `Hello, I'm interested in hiring ${technology} developers.`,
  consulting: "Hello, I'm interested in tech consulting.",
  talent: "Hello, I'm interested in IT talent acquisition.",
  staffing: "Hello, I'm interested in IT staffing and recruitment.",
  /** A course page and its enrolment form, by the course's name ("Cyber Security"). */
  course: (name: string) => `Hello, I'm interested in the ${name} course.`,
} as const;

const newTab = '(opens in a new tab)';

/** "Prefer WhatsApp? Chat with us on WhatsApp", the chat starting with `firstLine`. */
export const whatsAppPrompt = (firstLine: string): WhatsAppLinkData => ({
  question: 'Prefer WhatsApp?',
  action: whatsAppCopy.action,
  newTab,
  href: company.whatsApp.withText(firstLine),
});

/** The header's and the phone menu's link, on the page titled `title`. */
export const whatsAppHeaderLink = (title: string): WhatsAppLinkData => ({
  action: whatsAppCopy.action,
  newTab,
  href: company.whatsApp.withText(whatsAppFirstLine.page(title)),
});
