/**
 * "Prefer WhatsApp?" and the other WhatsApp links (issue 36): each opens a chat with the
 * configured number, its first line naming the page, offer or course, and sits in the flow of
 * the page, so its box meets no heading, paragraph, field or button around it. Used by
 * whatsapp.spec.ts and, on the load of each course page it already makes, by training.spec.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { company } from '../src/content/company';

export const whatsAppLink = (scope: Locator | Page) =>
  scope.getByRole('link', { name: /WhatsApp/ });

/** The link opens the company's chat in a new tab, its first line `firstLine` (decoded). */
export async function expectChat(link: Locator, firstLine: string) {
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(company.whatsApp.href);
  expect(url.searchParams.get('text')).toBe(firstLine);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/**
 * Neither `boxes` (the link, and its line) meets any element of `others` that is laid out (a
 * hidden one has no box), and nothing lies over the link: the point at its centre is the link's.
 */
export async function expectNoOverlap(boxes: readonly Locator[], others: Locator) {
  const link = boxes[0]!;
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const own = await Promise.all(boxes.map(async (box) => (await box.boundingBox())!));
  // Every other element's box in one call (a hidden one has none: width or height 0).
  const around = await others.evaluateAll((list) =>
    list.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, html: element.outerHTML.slice(0, 80) };
    }),
  );
  expect(around.length, 'elements to compare with').toBeGreaterThan(0);
  for (const box of around) {
    if (box.width === 0 || box.height === 0) continue;
    for (const mine of own) {
      expect.soft(intersects(mine, box), `overlaps ${box.html}`).toBe(false);
    }
  }
  const onTop = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'nothing covers the link').toBe(true);
}

/** The elements around a link that it must not cover, in `scope`, leaving out the link's own line. */
export const surroundings = (scope: Locator) =>
  scope.locator(
    ':is(h1, h2, h3, p, label, input, select, textarea, button, a, li, img):not([data-whatsapp-prompt], [data-whatsapp-prompt] *)',
  );

/** The band titled `heading` shows its form with "Prefer WhatsApp?" beside it, covering nothing. */
export async function expectPromptBesideForm(page: Page, heading: string, firstLine: string) {
  const band = page.getByRole('region', { name: heading, exact: true });
  await expect(band.locator('form')).toBeVisible();
  const link = whatsAppLink(band);
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  await expect(band.getByText('Prefer WhatsApp?', { exact: true })).toBeVisible();
  await expectChat(link, firstLine);
  const line = band.locator('[data-whatsapp-prompt]');
  await expectNoOverlap([link, line], surroundings(band));
}

/** A course page offers it in its hero too, under "Enroll Now". */
export async function expectPromptInHero(page: Page, firstLine: string) {
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  const heroLink = whatsAppLink(hero);
  await expect(heroLink).toBeVisible();
  await expectChat(heroLink, firstLine);
  await expectNoOverlap([heroLink, hero.locator('[data-whatsapp-prompt]')], surroundings(hero));
}
