/** Phone numbers as people type them, stored the one way every form and server/ store them. */
import { describe, expect, it } from 'vitest';
import { withoutSeparators, whatsAppNumber } from '../../src/records/phone';
import { toE164 } from '../../src/records/phoneNumber';
import { phoneSearchKeys, searchKey } from '../../src/records/derived';
import { formSchemas, recordFieldSpecs } from '../../src/records/schemas';
import { phoneMetadata } from '../../src/records/phoneMetadata';
import { sliceMetadata } from '../../scripts/phone-metadata';

const phoneSchema = recordFieldSpecs.contactForm.phoneNumber.schema;
const INVALID = 'Enter a valid phone number';

/** What the forms and server/ make of each spelling: the stored value, or the error shown. */
const spellings: [typed: string, stored: string | { error: string }][] = [
  // Nigerian mobiles, every way they are written.
  ['08031234567', '+2348031234567'],
  ['0803 123 4567', '+2348031234567'],
  ['0803-123-4567', '+2348031234567'],
  ['080-3123-4567', '+2348031234567'],
  ['0803.123.4567', '+2348031234567'],
  ['(0803) 123-4567', '+2348031234567'],
  ['803 123 4567', '+2348031234567'],
  ['2348031234567', '+2348031234567'],
  ['234-803-123-4567', '+2348031234567'],
  ['+234 803 123 4567', '+2348031234567'],
  ['+234-803-123-4567', '+2348031234567'],
  ['+234 (0) 803 123 4567', '+2348031234567'],
  ['+2340803 123 4567', '+2348031234567'],
  [' 0809 111 2222 ', '+2348091112222'],
  ['07012345678', '+2347012345678'],
  ['0913 456 7890', '+2349134567890'],
  ['081-2345-6789', '+2348123456789'],
  // A Nigerian landline (the 0201 numbering of Lagos).
  ['0201 234 5678', '+2342012345678'],
  // Abroad, with the country code: the diaspora.
  ['+44 20 7946 0958', '+442079460958'],
  ['0044 20 7946 0958', '+442079460958'],
  ['+1 (202) 555-0143', '+12025550143'],
  ['+233 24 123 4567', '+233241234567'],
  // One digit short or long, impossible, or junk.
  ['0803123456', { error: INVALID }],
  ['080312345678', { error: INVALID }],
  ['+234 803 123 45678', { error: INVALID }],
  ['12345678901', { error: INVALID }],
  ['+2341234567890', { error: INVALID }],
  ['01 234 5678', { error: INVALID }],
  ['+44 20', { error: INVALID }],
  ['abc', { error: INVALID }],
  ['0803 abc 4567', { error: INVALID }],
  ['0803/123/4567', { error: INVALID }],
  ['++2348031234567', { error: INVALID }],
  ['', { error: 'Phone number is required' }],
];

describe('a typed phone number', () => {
  it.each(spellings)('%j → %j', (typed, expected) => {
    const result = phoneSchema.safeParse(typed);
    if (typeof expected === 'string') {
      expect(result.success && result.data).toBe(expected);
    } else {
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([expected.error]);
    }
  });

  it('is stored the same by every form', () => {
    const phoneFields = [
      ['contactForm', 'phoneNumber'],
      ['quoteForm', 'phoneNumber'],
      ['bookSession', 'phoneNumber'],
      ['hiring', 'phone'],
      ['techTalent', 'phone'],
      ['training', 'phone'],
    ] as const;
    for (const [collection, field] of phoneFields) {
      const shape = formSchemas[collection].shape as Record<
        string,
        { parse: (v: string) => unknown }
      >;
      expect(shape[field]!.parse('234-803-123-4567'), collection).toBe('+2348031234567');
    }
  });

  it('reads an older record the same way, as links and notices do', () => {
    for (const stored of ['08031234567', '2348031234567', '+23408031234567', '8031234567']) {
      expect(toE164(stored), stored).toBe('+2348031234567');
    }
  });
});

describe('searching for a number', () => {
  it('looks for every form a Nigerian number may be stored in', () => {
    const keys = phoneSearchKeys(searchKey('phone', '0803-123-4567'));
    for (const stored of ['+2348031234567', '2348031234567', '+23408031234567', '08031234567']) {
      expect(keys, stored).toContain(searchKey('phone', stored));
    }
    expect(phoneSearchKeys('0803')).toEqual(['0803', '234803', '2340803']);
    expect(phoneSearchKeys('442079460958')).toEqual(['442079460958']);
  });
});

describe("the company's own numbers", () => {
  it('keep only their digits and + for links', () => {
    expect(withoutSeparators('+234 803 123 4567')).toBe('+2348031234567');
    expect(whatsAppNumber('+234 803 123 4567')).toBe('2348031234567');
  });
});

describe('the shipped rules', () => {
  it('are those of the installed libphonenumber-js (rerun scripts/phone-metadata.ts)', () => {
    expect(phoneMetadata).toEqual(sliceMetadata());
  });
});
