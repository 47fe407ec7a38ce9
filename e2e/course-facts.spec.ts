/**
 * Course facts as data (src/content/training/facts.ts): each course page says its fee and next
 * start date in the hero and its facts table, and its JSON-LD describes the course with a
 * `CourseInstance` per start date, as a browser receives the prerendered page.
 */
import { expect, test } from '@playwright/test';
// The course modules themselves, not ../src/content/training (it reads Vite's import.meta.env).
import { courseFactsCopy, describeCourseFacts } from '../src/content/training/shared';
import { course as cyberSecurity } from '../src/content/training/cyber-security';
import { course as dataAnalysis } from '../src/content/training/data-analysis';
import { course as mobileApp } from '../src/content/training/mobile-app';
import { course as uiUx } from '../src/content/training/ui-ux';
import { course as webDevelopment } from '../src/content/training/web-development';
import { watchConsole } from './support';

const courses = [webDevelopment, mobileApp, dataAnalysis, cyberSecurity, uiUx];

type Node = Record<string, unknown>;

for (const course of courses) {
  test(`${course.path}: the fee and the next start date from its content file, and a Course in its JSON-LD`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(course.path);
    const words = describeCourseFacts(course.facts);

    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText(courseFactsCopy.heroFee(words.fee))).toBeVisible();
    await expect(hero.getByText(courseFactsCopy.heroStart(words.starts[0]))).toBeVisible();

    const table = page.getByRole('table', { name: courseFactsCopy.caption });
    const row = (term: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: term, exact: true }) })
        .getByRole('cell');
    await expect(row(courseFactsCopy.fee)).toHaveText(words.fee);
    await expect(row(courseFactsCopy.nextStarts)).toHaveText(
      `${words.starts[0]} and ${words.starts[1]}`,
    );

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const graph = blocks
      .map((text) => JSON.parse(text) as Node)
      .flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block]));
    const found = graph.filter((node) => node['@type'] === 'Course');
    expect(found).toHaveLength(course.details.offerings.length);
    for (const node of found) {
      const instances = node.hasCourseInstance as Node[];
      expect(instances.map((instance) => [instance['@type'], instance.startDate])).toEqual(
        course.facts.startDates.map((day) => ['CourseInstance', day]),
      );
      expect(node.offers).toMatchObject({
        '@type': 'Offer',
        price: course.facts.fee.naira,
        priceCurrency: 'NGN',
      });
    }
    console.expectNone();
  });
}
