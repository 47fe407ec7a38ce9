/**
 * The separators people put in a phone number, and the company's own numbers
 * (src/content/company.ts), written in international form by whoever configures the site: for its
 * `tel:` and WhatsApp links only the separators come out. Kept apart from phoneNumber.ts (which
 * reads a visitor's number and uses these separators too) so that every public page can link to
 * the company without downloading the phone-number library.
 */

/** The separators people put between digit groups: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** The number without its separators (`+234 800 000 0000` → `+2348000000000`). */
export const withoutSeparators = (typed: string): string => typed.replace(SEPARATORS, '');

/** The digits a `https://wa.me/<number>` link takes: no `+`, no separators. */
export const whatsAppNumber = (phone: string): string =>
  withoutSeparators(phone).replace(/^\+/, '');
