import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { bannerIntervalFor, bannerTaglines } from '../src/content/banner';
import { servicesMenu, trainingMenu } from '../src/content/navigation';
import { hydrated, viewports, watchConsole } from './support';

test.describe('mobile menu', () => {
  test.use({ viewport: viewports.phone });

  test('opens, expands Services and Training, follows a link and closes', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(paths.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();

    const services = nav.getByRole('button', { name: 'Services menu' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const child of servicesMenu.children) {
      await expect(nav.getByRole('link', { name: child.label, exact: true })).toBeVisible();
    }

    const training = nav.getByRole('button', { name: 'Training' });
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    const cyber = trainingMenu.children.find((child) => child.label === 'Cyber Security')!;
    await nav.getByRole('link', { name: cyber.label }).click();

    await expect(page).toHaveURL(new RegExp(`${cyber.to}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    console.expectNone();
  });

  test('closes on Escape and returns focus to the toggle, with the keyboard alone', async ({
    page,
  }) => {
    await page.goto(paths.about);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await hydrated(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: viewports.desktop });

  test('the Services submenu opens from its button and closes on Escape', async ({ page }) => {
    await page.goto(paths.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const services = nav.getByRole('button', { name: 'Services menu' });
    // Its scripts start after the load event (decision 0027): a click before they run is lost.
    await hydrated(services);
    await services.click();
    await expect(nav.getByRole('link', { name: 'Tech Consulting' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Tech Consulting' })).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('the Book a Session button goes to /book-a-session', async ({ page }) => {
    await page.goto(paths.about);
    await page.getByRole('banner').getByRole('link', { name: 'Book a Session' }).click();
    await expect(page).toHaveURL(/\/book-a-session$/);
  });
});

for (const width of [1280, 700, 375]) {
  test(`the banner tagline changes after ${bannerIntervalFor(width) / 1000} s at ${width} px`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.about);
    const tagline = page.getByTestId('banner-tagline');
    await expect(tagline).toHaveText(bannerTaglines[0]);
    // The rotation's timer starts once the page is interactive.
    await hydrated(page.getByRole('button', { name: 'Pause taglines' }));
    await page.clock.runFor(bannerIntervalFor(width) - 900);
    await expect(tagline).toHaveText(bannerTaglines[0]);
    await page.clock.runFor(1800);
    await expect(tagline).toHaveText(bannerTaglines[1]);
  });
}

test('the banner pause button stops the rotation', async ({ page }) => {
  await page.clock.install();
  await page.goto(paths.about);
  await hydrated(page.getByRole('button', { name: 'Pause taglines' }));
  await page.getByRole('button', { name: 'Pause taglines' }).click();
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('banner-tagline')).toHaveText(bannerTaglines[0]);
  await expect(page.getByRole('button', { name: 'Play taglines' })).toBeVisible();
});
