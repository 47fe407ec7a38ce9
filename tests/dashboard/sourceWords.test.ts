/** A lead's source in plain words on its card and in the CSV file; older leads have no such line. */
import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../src/features/dashboard/leads/leadsCsv';
import { shownFields } from '../../src/features/dashboard/ui/shownFields';
import { normaliseRecord } from '../../src/features/dashboard/ui/recordView';
import { sourceName } from '../../src/features/dashboard/ui/sourceWords';

const lead = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  course: 'cyber-security',
  date: '2026-11-20T10:00:00.000Z',
};
const sourceLine = (stored: object) =>
  shownFields(normaliseRecord('-N1', stored)).find((field) => field.key === 'source')?.value;

describe('the source of a lead, in words', () => {
  it('a Google search that landed on the page it was sent from', () => {
    const source = { referrer: 'www.google.com.ng', landing: '/training/cyber-security' };
    expect(sourceLine({ ...lead, source: { ...source, page: source.landing } })).toBe(
      'From a Google search, landed on /training/cyber-security, sent from the same page',
    );
  });

  it('a campaign, the link followed and another page sent from', () => {
    const source = {
      utmSource: 'whatsapp',
      utmCampaign: 'dec-bootcamp',
      landing: '/',
      page: '/training/cyber-security',
      cta: 'Enroll Now',
    };
    expect(sourceLine({ ...lead, source })).toBe(
      'From whatsapp (campaign dec-bootcamp), landed on /, sent from /training/cyber-security, after “Enroll Now”',
    );
    expect(sourceLine({ ...lead, source: { referrer: 'l.facebook.com', page: '/' } })).toBe(
      'From a link on l.facebook.com, sent from /',
    );
    expect(sourceLine({ ...lead, source: { landing: '/contact', page: '/contact' } })).toBe(
      'Came straight to the site, landed on /contact, sent from the same page',
    );
  });

  it('an older lead has no source line and no source column', () => {
    expect(sourceLine(lead)).toBeUndefined();
    expect(buildCsv('contactForm', [normaliseRecord('-N1', lead)]).split('\r\n')[0]).not.toContain(
      'Source',
    );
  });

  it('the CSV file has a Source column in words', () => {
    const csv = buildCsv('contactForm', [
      normaliseRecord('-N1', { ...lead, source: { referrer: 'www.bing.com', page: '/' } }),
      normaliseRecord('-N2', lead),
    ]);
    const [heading, first, second] = csv.replace('\uFEFF', '').split('\r\n');
    expect(heading!.split(',')).toContain('Source');
    expect(first).toContain('"From a Bing search, sent from /"');
    expect(second).not.toContain('From');
  });

  it('short names for the Insights bars', () => {
    expect(sourceName('www.google.com')).toBe('Google search');
    expect(sourceName('whatsapp')).toBe('whatsapp');
    expect(sourceName('l.wa.me')).toBe('Link on l.wa.me');
    expect(sourceName('')).toBe('Straight to the site');
    expect(sourceName(null)).toBe('Not recorded (older leads)');
  });
});
