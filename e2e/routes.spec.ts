import { expect, test } from '@playwright/test';
import { routeEntries } from '../src/app/routeTable';
import { company } from '../src/content/company';
import { pageHydrated, viewports, watchConsole } from './support';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`every route at ${name} width`, () => {
    test.use({ viewport });

    for (const entry of routeEntries) {
      test(`${entry.path} has one h1, its own title and no console errors`, async ({ page }) => {
        const console = watchConsole(page);
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page).toHaveTitle(`${entry.title} | ${company.shortName}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
        console.expectNone();
      });
    }
  });
}

test('an unknown path shows the 404 page with links home, to services and to contact', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${company.shortName}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(main.getByRole('link', { name: 'See our services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('paths are case-sensitive: /it-hiring is not /IT-hiring', async ({ page }) => {
  await page.goto('/it-hiring');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('client navigation changes the title, starts at the top and focuses the new h1', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await pageHydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(`About us | ${company.shortName}`);
  await expect(page.locator('h1')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor who scrolls before the page is interactive stays where they are', async ({
  page,
}) => {
  // A slow phone: the scripts arrive a second after the prerendered page is on screen.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await pageHydrated(page);
  // Effects run just after hydration: give them a moment, then look.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test('back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  // Playwright's click scrolls its target first, which would change the position to restore;
  // the sticky header's link is on screen, so click it in place.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});

test('opening /#meetings scrolls to the meetings section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/about');
  await page.goto('/#meetings');
  await expect(page.locator('#meetings')).toBeInViewport();
});

test('"Skip to content" is the first focusable element and moves focus to main', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
