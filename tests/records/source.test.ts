/**
 * The `source` child of a record, as the shared schema (the forms, server/ and the rules)
 * validates it: optional, strict, every child trimmed and within its limit.
 */
import { describe, expect, it } from 'vitest';
import { recordSchemas } from '../../src/records/schemas';
import { sourceLimits, sourceOf } from '../../src/records/source';

const record = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  subject: '',
  message: '',
  date: '2026-11-20T10:00:00.000Z',
};
const parse = (source: unknown) => recordSchemas.contactForm.safeParse({ ...record, source });

describe('the source child', () => {
  it('a legacy record without a source stays valid, and reads as having none', () => {
    expect(recordSchemas.contactForm.safeParse(record).success).toBe(true);
    expect(sourceOf(record)).toBeUndefined();
  });

  it('accepts every child, trimmed', () => {
    const result = parse({ page: '/contact', landing: '/', utmSource: ' whatsapp ', cta: 'Go' });
    expect(result.success && result.data.source).toEqual({
      page: '/contact',
      landing: '/',
      utmSource: 'whatsapp',
      cta: 'Go',
    });
  });

  it('refuses a too-long child, naming it', () => {
    const result = parse({ utmCampaign: 'x'.repeat(sourceLimits.utmCampaign + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['source', 'utmCampaign']);
  });

  it('refuses an unknown child, a landing page that is not a path and a referrer that is not a host', () => {
    expect(parse({ fingerprint: 'abc' }).success).toBe(false);
    expect(parse({ landing: 'https://evil.example/' }).success).toBe(false);
    expect(parse({ referrer: 'https://evil.example/' }).success).toBe(false);
    expect(parse('google').success).toBe(false);
  });
});
