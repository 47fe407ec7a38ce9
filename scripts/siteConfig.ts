/**
 * The build's check of the site configuration (src/content/company.ts): a wrong detail stops the
 * build; a placeholder detail gives a warning the person building cannot miss.
 */
import { siteConfig, type SiteConfig } from '../src/content/company';
import { placeholderDetails, validateSiteConfig } from '../src/content/companyCheck';

/** The warning to print while any detail is a placeholder, or null when every detail is real. */
export function placeholderWarning(config: SiteConfig): string | null {
  const details = placeholderDetails(config);
  if (details.length === 0) return null;
  const rule = '!'.repeat(72);
  return [
    rule,
    `WARNING: the site still shows ${details.length} placeholder company detail${details.length === 1 ? '' : 's'}.`,
    'Visitors will take it for a template. Replace them in src/content/company.ts:',
    ...details.map((detail) => `  - ${detail}`),
    rule,
  ].join('\n');
}

/** Throws on a malformed configuration; prints the placeholder warning (to stderr) if any. */
export function checkSiteConfig(config: SiteConfig = siteConfig, warn = console.warn): void {
  validateSiteConfig(config);
  const warning = placeholderWarning(config);
  if (warning) warn(`\n${warning}\n`);
}
