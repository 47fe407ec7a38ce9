/**
 * Which details of the site configuration (src/content/company.ts) and of the course facts
 * (src/content/training/facts.ts) still hold a placeholder: `npm run build` warns of them and /DC
 * shows them to staff. Without zod, so /DC does not download the build-time checks
 * (companyCheck.ts).
 */
import { withoutSeparators } from '../records/phone';
import type { SiteConfig } from './company';
import {
  courseFacts,
  PLACEHOLDER_FEE,
  PLACEHOLDER_YEAR,
  type CourseFactsTable,
} from './training/facts';

/**
 * A placeholder: the word "example" (a name, example.com, a social link, a fee's words), a
 * number of zeros, the placeholder fee, or a start date in the placeholder year.
 */
const isPlaceholder = (value: unknown): boolean =>
  typeof value === 'number'
    ? value === PLACEHOLDER_FEE
    : typeof value === 'string' &&
      (/example/i.test(value) ||
        /0{7}$/.test(withoutSeparators(value)) ||
        value.startsWith(`${PLACEHOLDER_YEAR}-`));

/**
 * The details still holding a placeholder, as `path: value`: the company's (e.g.
 * `email: hello@example.com`), then the courses' (e.g. `courses.ui-ux.fee.naira: 123456`).
 */
export function placeholderDetails(
  config: SiteConfig,
  courses: CourseFactsTable = courseFacts,
): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        visit(child, path ? `${path}.${key}` : key);
      }
    } else if (isPlaceholder(value)) {
      found.push(`${path}: ${String(value)}`);
    }
  };
  visit(config, '');
  visit(courses, 'courses');
  return found;
}
