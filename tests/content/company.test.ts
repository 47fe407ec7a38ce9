/**
 * The site configuration (src/content/company.ts): checked by the build, loud while it holds
 * placeholders, silent once every detail is real.
 */
import { describe, expect, it, vi } from 'vitest';
import { describeCompany, siteConfig } from '../../src/content/company';
import { validateSiteConfig } from '../../src/content/companyCheck';
import { placeholderDetails } from '../../src/content/placeholders';
import { checkSiteConfig, placeholderWarning } from '../../scripts/siteConfig';
import { courseFacts } from '../../src/content/training/facts';
import { courseSlugs } from '../../src/content/training';
import { filledCourse, filledCourses, filledIn } from './company.fixtures';

const filledSiteConfig = filledIn(siteConfig);

describe('while company.ts holds placeholders', () => {
  it('the build prints a warning naming every placeholder detail', () => {
    const warn = vi.fn();
    checkSiteConfig(siteConfig, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const printed = String(warn.mock.calls[0]![0]);
    expect(printed).toContain('WARNING: the site still shows');
    expect(printed).toContain('src/content/company.ts');
    for (const detail of [
      'name: Example Tech Ltd',
      'legalName: Example Tech Limited',
      'phone: +234 800 000 0000',
      'whatsApp: +234 800 000 0000',
      'email: hello@example.com',
      'social.0.href: https://www.facebook.com/example',
      'certificationPartner: Example Certification Body',
    ]) {
      expect(printed).toContain(detail);
    }
  });

  it('the warning and the list name every course fact still a placeholder', () => {
    const warn = vi.fn();
    checkSiteConfig(filledSiteConfig, warn);
    const printed = String(warn.mock.calls[0]![0]);
    expect(printed).toContain('src/content/training/facts.ts');
    const listed = placeholderDetails(filledSiteConfig);
    for (const slug of courseSlugs) {
      for (const detail of [
        `courses.${slug}.fee.naira: 123456`,
        `courses.${slug}.fee.covers: Example:`,
        `courses.${slug}.fee.instalments: Example:`,
        `courses.${slug}.startDates.0: 2099-`,
        `courses.${slug}.startDates.1: 2099-`,
      ]) {
        expect(listed.some((line) => line.startsWith(detail))).toBe(true);
        expect(printed).toContain(detail);
      }
    }
    // Only the course facts are left once the company's details are real.
    expect(listed.every((line) => line.startsWith('courses.'))).toBe(true);
  });
});

describe('the course facts (src/content/training/facts.ts)', () => {
  it('every course has a fee, two start dates, schedules and formats', () => {
    expect(Object.keys(courseFacts).sort()).toEqual([...courseSlugs].sort());
    for (const facts of Object.values(courseFacts)) {
      expect(facts.fee.naira).toBeGreaterThan(0);
      expect(facts.fee.covers).not.toBe('');
      expect(facts.startDates).toHaveLength(2);
      expect(facts.schedules.length).toBeGreaterThan(0);
      expect(facts.formats.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [
      { fee: { ...filledCourse(1, ['2027-01-01', '2027-02-01']).fee, naira: 0 } },
      'fee.naira: must be above 0',
    ],
    [
      { startDates: ['2027-13-01', '2027-02-01'] },
      'startDates.0: must be a date written YYYY-MM-DD',
    ],
    [{ startDates: ['2027-03-01', '2027-02-01'] }, 'startDates: must be two dates, earliest first'],
    [{ schedules: [] }, 'schedules: must not be empty'],
    [{ seats: 0 }, 'seats: must be above 0'],
  ] as const)(
    'a malformed %o stops the build, naming the course and the fact',
    (change, message) => {
      const courses = {
        ...filledCourses,
        'ui-ux': { ...filledCourses['ui-ux'], ...change },
      } as never;
      expect(() => validateSiteConfig(filledSiteConfig, courses)).toThrow(
        `courses.ui-ux.${message}`,
      );
    },
  );
});

describe('once every detail is real', () => {
  it('the build is silent', () => {
    const warn = vi.fn();
    checkSiteConfig(filledSiteConfig, warn, filledCourses);
    expect(warn).not.toHaveBeenCalled();
    expect(placeholderWarning(filledSiteConfig, filledCourses)).toBeNull();
    expect(placeholderDetails(filledSiteConfig, filledCourses)).toEqual([]);
  });

  it('the WhatsApp link opens a chat with the configured number', () => {
    expect(describeCompany(filledSiteConfig).company.whatsApp.href).toBe(
      'https://wa.me/2348035550102',
    );
  });
});

describe('a malformed configuration stops the build, naming the detail', () => {
  it.each([
    [{ email: 'hello at company' }, 'email: must be an e-mail address'],
    [{ phone: 'call us' }, 'phone: must be a phone number'],
    [{ whatsApp: '0803 555 0102' }, 'whatsApp: must be in international form'],
    [
      { social: [{ network: 'x', label: 'X', href: 'http://x.com/company' }] },
      'social.0.href: must be an https:// address',
    ],
    [{ name: '  ' }, 'name: must not be empty'],
  ] as const)('%o', (change, message) => {
    expect(() => validateSiteConfig({ ...filledSiteConfig, ...change } as never)).toThrow(message);
  });

  it('accepts the shipped configuration and the filled one', () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
    expect(() => validateSiteConfig(filledSiteConfig)).not.toThrow();
  });
});
