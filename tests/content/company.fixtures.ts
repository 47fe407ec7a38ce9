/**
 * A site configuration with every detail filled in, as the company will fill it. Invented for the
 * tests and deliberately not a real company: reserved `.test` addresses, a made-up name.
 */
import type { SiteConfig } from '../../src/content/company';
import type { CourseFacts, CourseFactsTable } from '../../src/content/training/facts';

/** Every detail that is a placeholder in the shipped configuration, filled in. */
export const filledDetails = {
  name: 'Fixture Software Ltd',
  shortName: 'Fixture Software',
  legalName: 'Fixture Software Limited',
  phone: '+234 803 555 0101',
  whatsApp: '+234 803 555 0102',
  email: 'hello@fixture-software.test',
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      href: 'https://www.facebook.com/fixture-software.test',
    },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/fixture-software-test' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/fixture-software-test',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      href: 'https://www.instagram.com/fixture-software-test',
    },
  ],
  certificationPartner: 'Fixture Certification Board',
} satisfies Partial<SiteConfig>;

/** `config` with every placeholder detail filled in (a type-only import: usable inside vi.mock). */
export const filledIn = (config: SiteConfig): SiteConfig => ({ ...config, ...filledDetails });

/** One course's facts as the company will fill them: a real-looking fee, dates, limited seats. */
export const filledCourse = (naira: number, startDates: [string, string]): CourseFacts => ({
  fee: {
    naira,
    covers: 'Tuition, course materials and lab access for one level',
    instalments: 'Two payments: half when you enrol, half in the second month',
  },
  startDates,
  schedules: ['weekday', 'weekend'],
  formats: ['in-person', 'online'],
  seats: 20,
});

/** Every course's facts filled in. */
export const filledCourses: CourseFactsTable = {
  'web-development': filledCourse(450_000, ['2027-01-11', '2027-03-08']),
  'mobile-app': filledCourse(500_000, ['2027-01-18', '2027-04-12']),
  'cyber-security': filledCourse(380_000, ['2027-01-11', '2027-05-10']),
  'data-analysis': filledCourse(150_000, ['2027-02-01', '2027-04-05']),
  'ui-ux': filledCourse(180_000, ['2027-02-08', '2027-05-03']),
};
