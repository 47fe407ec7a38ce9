/** axe-core as the accessibility specs run it (a11y.spec.ts, inbox.spec.ts). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagAA = new Set(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

/**
 * Runs axe (every rule) and fails with a readable list of what counts: any breach of a WCAG 2
 * A/AA success criterion, whatever its impact, and anything else of serious or critical impact.
 */
export async function expectNoCountedViolations(page: Page, label: string) {
  // Legacy mode runs axe in the page itself: the default opens a second page to gather the
  // results, which took half of each run (3 to 5 s on the home page). Every page's frames are
  // same-origin or stand-ins, so nothing goes unchecked. Only violations are counted, so only
  // they are asked for.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const counted = violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => wcagAA.has(tag)) ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').join(' ') ?? ''}`,
          )
          .join('\n'),
    );
  expect(counted, `${label}:\n${counted.join('\n')}`).toEqual([]);
}
