/**
 * With every company detail filled in, no public page shows a placeholder: every detail a page
 * shows comes from the one site configuration. Each route is rendered as the prerender renders it,
 * with src/content/company.ts describing the filled-in fixture configuration.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { filledDetails } from './company.fixtures';

vi.mock('../../src/content/company', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/company')>();
  const { filledIn } = await import('./company.fixtures');
  const filled = filledIn(actual.siteConfig);
  return { ...actual, siteConfig: filled, ...actual.describeCompany(filled) };
});

const { render, routeEntries } = await import('../../src/entry-server');
const publicPaths = routeEntries.filter((entry) => !entry.noindex).map((entry) => entry.path);
const pages = new Map<string, string>();

beforeAll(async () => {
  for (const path of publicPaths) {
    const page = await render(`http://localhost${path}`);
    pages.set(path, page.head + page.body);
  }
}, 60_000);

it.each(publicPaths)('%s carries no placeholder detail', (path) => {
  const html = pages.get(path)!;
  expect(html).toContain('<footer');
  expect(html).not.toMatch(/example\.com/i);
  expect(html).not.toMatch(/Example Tech/);
  expect(html).not.toContain('+234 800 000 0000');
  expect(html).not.toContain('2348000000000');
});

it('the footer on every page shows the configured details and a WhatsApp link', () => {
  for (const path of publicPaths) {
    const html = pages.get(path)!;
    expect(html, path).toContain(filledDetails.email);
    expect(html, path).toContain(filledDetails.phone);
    expect(html, path).toContain('https://wa.me/2348035550102');
  }
});
