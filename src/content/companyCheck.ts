/**
 * Checks the site configuration (src/content/company.ts) at build time: every detail in the
 * right shape (`validateSiteConfig` throws, naming the detail), and which details are still
 * placeholders (`placeholderDetails`). `npm run build` runs both; /DC shows the placeholders to
 * staff. Kept out of company.ts so the public pages do not ship the checks.
 */
import { z } from 'zod';
import { withoutSeparators } from '../records/phone';
import { toE164 } from '../records/phoneNumber';
import type { SiteConfig } from './company';

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

/** Throws when a detail of the configuration has the wrong shape, naming every such detail. */
export function validateSiteConfig(config: SiteConfig): void {
  const result = siteConfigSchema().safeParse(config);
  if (result.success) return;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(the configuration)'}: ${issue.message}`,
  );
  throw new Error(
    `src/content/company.ts is not a valid site configuration:\n${problems.join('\n')}`,
  );
}

/** A placeholder: the word "example" (a name, example.com, a social link), or a number of zeros. */
const isPlaceholder = (value: string): boolean =>
  /example/i.test(value) || /0{7}$/.test(withoutSeparators(value));

/** The details still holding a placeholder, as `path: value` (e.g. `email: hello@example.com`). */
export function placeholderDetails(config: SiteConfig): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isPlaceholder(value)) found.push(`${path}: ${value}`);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        visit(child, path ? `${path}.${key}` : key);
      }
    }
  };
  visit(config, '');
  return found;
}
