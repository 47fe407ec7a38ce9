/**
 * A lead's phone number, read once by libphonenumber-js and stored in international (E.164) form:
 * `0803 123 4567`, `234-803-123-4567` and `+234 (0) 803 123 4567` are all `+2348031234567`.
 * Nigerian numbers are checked digit by digit against the library's rules for Nigeria
 * (phoneMetadata.ts, written by scripts/phone-metadata.ts); a number with another country code is
 * accepted by its shape: `+`, then 8 to 15 digits (decision 0033). Older records stored before
 * this (`08031234567`, `2348031234567`) read the same way, so links and searches treat them alike.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { withoutSeparators } from './phone';
import { phoneMetadata as metadata } from './phoneMetadata';

/** The stored form: `+`, a country code that does not start with 0, 8 to 15 digits in all. */
export const STORED_PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

/** What a typed number may hold: digits, an opening `+`, and spaces, dashes, dots or brackets. */
const TYPED = /^\+?[\d\s\-.()]+$/;
const NIGERIA = '234';

/**
 * The number in E.164 form, or undefined when it is not a possible number: a Nigerian one
 * (written from home, with 234 or +234, with or without the 0 after it) must be valid for
 * Nigeria; one written with `+` or `00` and another country code must have a possible length.
 */
export function toE164(typed: string): string | undefined {
  const text = typed.trim();
  if (!TYPED.test(text)) return undefined;
  const digits = withoutSeparators(text);
  const international = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  if (international.startsWith('+') && !international.startsWith(`+${NIGERIA}`)) {
    return STORED_PHONE_PATTERN.test(international) ? international : undefined;
  }
  const parsed = parsePhoneNumberFromString(international, { defaultCountry: 'NG' }, metadata);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * What the forms and server/ store for a typed number: its E.164 form, or, when it is no
 * number, the text as typed so that the schema refuses it with its message.
 */
export const storedPhone = (typed: string): string => toE164(typed) ?? typed;

/** Whether `value` is a number as stored: in E.164 form and a possible number. */
export const isStoredPhone = (value: string): boolean =>
  STORED_PHONE_PATTERN.test(value) && toE164(value) === value;
