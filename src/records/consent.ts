/**
 * Consent to marketing (Nigeria Data Protection Act 2023): the training enrolment and talent
 * request forms may lead to news about courses and events only when the visitor ticks an
 * optional, unticked box. The record keeps the answer (`newsConsent`, true or false) and, when
 * it is yes, when it was given (`newsConsentAt`): like the receive time, the database's own clock
 * (`{".sv": "timestamp"}`), so nobody can date a consent they did not give. Records of the other
 * forms, and older records, carry neither: no answer means no consent.
 */
import type { Collection } from './collections';

export const NEWS_CONSENT = 'newsConsent';
export const NEWS_CONSENT_AT = 'newsConsentAt';

/** The forms that ask. */
export const newsConsentCollections = [
  'training',
  'techTalent',
] as const satisfies readonly Collection[];
export type NewsConsentCollection = (typeof newsConsentCollections)[number];

export const asksNewsConsent = (collection: Collection): collection is NewsConsentCollection =>
  (newsConsentCollections as readonly Collection[]).includes(collection);

/** The answer as staff read it on a card, in the CSV file and in a lead notice. */
export const newsConsentWords = { true: 'Yes', false: 'No' } as const;

/** A stored answer as words; anything else (an older or hand-made record) as stored. */
export const newsConsentText = (value: string): string =>
  value === 'true' || value === 'false' ? newsConsentWords[value] : value;
