/**
 * Checks the site configuration (src/content/company.ts) and the course facts
 * (src/content/training/facts.ts) at build time: every detail in the right shape
 * (`validateSiteConfig` throws, naming the detail), and which details are still placeholders
 * (`placeholderDetails`, in placeholders.ts). `npm run build` runs both; /DC shows the placeholders
 * to staff. Kept out of company.ts so the public pages do not ship the checks, and out of
 * placeholders.ts so /DC does not either.
 */
import { z } from 'zod';
import { toE164 } from '../records/phoneNumber';
import type { SiteConfig } from './company';
import { courseFacts, type CourseFactsTable } from './training/facts';

const text = z.string().trim().min(1, { error: 'must not be empty' });
const phone = text.refine((value) => toE164(value) !== undefined, {
  error: 'must be a phone number that can be dialled (for example +234 803 123 4567)',
});
const webAddress = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

const siteConfigSchema = () =>
  z.object({
    name: text,
    shortName: text,
    legalName: text,
    tagline: text,
    blurb: text,
    phone,
    whatsApp: phone.refine((value) => value.trim().startsWith('+'), {
      error: 'must be in international form, starting with +',
    }),
    email: z.email({ error: 'must be an e-mail address' }),
    address: z.object({
      street: text,
      city: text,
      region: text,
      country: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' }),
      postalCode: text,
    }),
    mapPosition: z.object({
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
    hours: z.object({
      office: z.object({ days: text, time: text, long: text }),
      online: z.object({ days: text, time: text }),
    }),
    social: z.array(
      z.object({
        network: z.enum(['facebook', 'x', 'linkedin', 'instagram']),
        label: text,
        href: webAddress,
      }),
    ),
    certificationPartner: text,
    copyrightYear: z.number().int().min(2000),
  });

/** A calendar day, YYYY-MM-DD, that exists. */
const isoDay = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** One course's facts (src/content/training/facts.ts). */
const courseFactsSchema = () =>
  z.object({
    fee: z.object({
      naira: z
        .number()
        .int({ error: 'must be whole naira' })
        .positive({ error: 'must be above 0' }),
      covers: text,
      instalments: text.nullable(),
    }),
    startDates: z
      .tuple([isoDay, isoDay])
      .refine(([next, then]) => next < then, { error: 'must be two dates, earliest first' }),
    schedules: z.array(z.enum(['weekday', 'weekend'])).min(1, { error: 'must not be empty' }),
    formats: z.array(z.enum(['in-person', 'online'])).min(1, { error: 'must not be empty' }),
    seats: z.number().int().positive({ error: 'must be above 0' }).optional(),
  });

/** The problems of `value` against `schema`, one line each, naming the detail under `prefix`. */
const problemsOf = (schema: z.ZodType, value: unknown, prefix: string): string[] => {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `  - ${[prefix, ...issue.path].filter((part) => part !== '').join('.') || '(the configuration)'}: ${issue.message}`,
  );
};

/**
 * Throws when a detail of the configuration or of a course's facts has the wrong shape, naming
 * every such detail.
 */
export function validateSiteConfig(
  config: SiteConfig,
  courses: CourseFactsTable = courseFacts,
): void {
  const problems = problemsOf(siteConfigSchema(), config, '');
  if (problems.length > 0) {
    throw new Error(
      `src/content/company.ts is not a valid site configuration:\n${problems.join('\n')}`,
    );
  }
  const courseProblems = Object.entries(courses).flatMap(([slug, facts]) =>
    problemsOf(courseFactsSchema(), facts, `courses.${slug}`),
  );
  if (courseProblems.length > 0) {
    throw new Error(
      `src/content/training/facts.ts holds malformed course facts:\n${courseProblems.join('\n')}`,
    );
  }
}
