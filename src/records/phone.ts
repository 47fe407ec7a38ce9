/**
 * Phone numbers as people in Nigeria write them: `080-1234-5678`, `0803 123 4567`,
 * `+234 803 123 4567`, `(0803) 1234567`. Every form and the server read a number through
 * `normalisePhone` before checking it, and store the result: the same number is stored the same
 * way however it was typed.
 */

/** The separators people put between digit groups: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** The stored form: an optional leading `+`, then 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

/** The number without its separators (`0803 123 4567` → `08031234567`); anything else is kept. */
export const normalisePhone = (typed: string): string => typed.replace(SEPARATORS, '');

/** The digits a `https://wa.me/<number>` link takes: no `+`, no separators. */
export const whatsAppNumber = (phone: string): string => normalisePhone(phone).replace(/^\+/, '');

/**
 * The number in international form with its `+`, as a `tel:` link dials it: a Nigerian number
 * written from home (`0803…`) gets the country code (`+234803…`), a leading `00` becomes `+`.
 * Undefined when fewer than 7 digits are left.
 */
export function internationalPhone(value: string): string | undefined {
  const trimmed = value.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = `234${digits.slice(1)}`;
    // A Nigerian mobile number typed without its 0 (803 123 4567).
    else if (/^[789]\d{9}$/.test(digits)) digits = `234${digits}`;
  }
  return digits.length >= 7 ? `+${digits}` : undefined;
}
