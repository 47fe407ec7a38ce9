/** Phone numbers as people in Nigeria type them, read the one way every form and server/ store them. */
import { describe, expect, it } from 'vitest';
import { internationalPhone, normalisePhone, whatsAppNumber } from '../../src/records/phone';
import { formSchemas, recordFieldSpecs } from '../../src/records/schemas';

describe('normalisePhone', () => {
  it.each([
    ['080-1234-5678', '08012345678'],
    ['0803 123 4567', '08031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['(0803) 1234567', '08031234567'],
    ['0803.123.4567', '08031234567'],
    ['08031234567', '08031234567'],
  ])('%s → %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each(['abc', '0803 abc 4567', '+234 803', '++2348031234567', '0803/123/4567'])(
    'leaves junk for the schema to refuse: %s',
    (typed) => {
      expect(recordFieldSpecs.contactForm.phoneNumber.schema.safeParse(typed).success).toBe(false);
    },
  );

  it('gives wa.me the digits only', () => {
    expect(whatsAppNumber('+234 803 123 4567')).toBe('2348031234567');
  });
});

describe('every form stores the normalised number', () => {
  const phoneFields = [
    ['contactForm', 'phoneNumber'],
    ['quoteForm', 'phoneNumber'],
    ['bookSession', 'phoneNumber'],
    ['hiring', 'phone'],
    ['techTalent', 'phone'],
    ['training', 'phone'],
  ] as const;

  it.each(phoneFields)('%s.%s', (collection, field) => {
    const shape = formSchemas[collection].shape as Record<
      string,
      { parse: (v: string) => unknown }
    >;
    expect(shape[field]!.parse(' 080-1234-5678 ')).toBe('08012345678');
    expect(shape[field]!.parse('+234 (803) 123-4567')).toBe('+2348031234567');
  });
});

describe('internationalPhone (call and WhatsApp links)', () => {
  it('gives every Nigerian spelling its +234 form', () => {
    for (const typed of ['0803 123 4567', '+234 803 123 4567', '2348031234567', '803 123 4567']) {
      expect(internationalPhone(typed), typed).toBe('+2348031234567');
    }
    expect(internationalPhone('00 44 20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('12')).toBeUndefined();
  });
});
