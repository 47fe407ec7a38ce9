/**
 * The build's check of the site configuration (src/content/company.ts) and the course facts
 * (src/content/training/facts.ts): a wrong detail stops the build; a placeholder detail gives a
 * warning the person building cannot miss.
 */
import { siteConfig, type SiteConfig } from '../src/content/company';
import { validateSiteConfig } from '../src/content/companyCheck';
import { placeholderDetails } from '../src/content/placeholders';
import { placeholderBannerCopy } from '../src/content/dashboard';
import { courseFacts, type CourseFactsTable } from '../src/content/training/facts';

/** The warning to print while any detail is a placeholder, or null when every detail is real. */
export function placeholderWarning(
  config: SiteConfig,
  courses: CourseFactsTable = courseFacts,
): string | null {
  const details = placeholderDetails(config, courses);
  if (details.length === 0) return null;
  const rule = '!'.repeat(72);
  return [
    rule,
    `WARNING: the site still shows ${details.length} placeholder detail${details.length === 1 ? '' : 's'}.`,
    `Visitors will take it for a template. ${placeholderBannerCopy.where}:`,
    ...details.map((detail) => `  - ${detail}`),
    rule,
  ].join('\n');
}

/** Throws on a malformed configuration; prints the placeholder warning (to stderr) if any. */
export function checkSiteConfig(
  config: SiteConfig = siteConfig,
  warn = console.warn,
  courses: CourseFactsTable = courseFacts,
): void {
  validateSiteConfig(config, courses);
  const warning = placeholderWarning(config, courses);
  if (warning) warn(`\n${warning}\n`);
}
