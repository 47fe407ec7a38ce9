/**
 * Signing in from where staff were going, on a device whose clock is wrong, against the real
 * server/: a notice's link opened signed out opens its lead after signing in, whichever box is
 * ticked; and a phone whose clock runs hours ahead or behind signs in and stays signed in past
 * the hour its ID token lasts, streams and writes working. The browser's clock is a controlled
 * one (page.clock), moved by the tests; the server's is the real one.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { buildLeadNotice } from '../src/lib/leadNotice';
import { card, signIn } from './dashboard.support';
import { postLead } from './leads.support';
import { staffRead } from './inbox.support';
import { e2eStaff } from './staff.support';

const HOUR = 3600_000;
const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /DashBoard$/ });
const signInHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Staff sign-in' });

async function fillSignIn(page: Page, { keep }: { keep: boolean }) {
  await expect(signInHeading(page)).toBeVisible();
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  if (keep) await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password check is slow on purpose (scrypt): seconds on a busy machine.
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 15_000 });
}

test.describe("a notice's link, opened signed out on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });

  for (const keep of [false, true]) {
    test(`signing in (${keep ? '' : 'not '}kept) opens that lead, on screen, with focus`, async ({
      page,
      request,
      baseURL,
    }) => {
      const name = `Linked Lead ${randomUUID().slice(0, 8)}`;
      const id = await postLead(request, 'contactForm', { fullName: name });
      // Newer leads above it: without the link it would be third.
      for (const newer of ['Newer Lead A', 'Newer Lead B']) {
        await postLead(request, 'contactForm', { fullName: newer });
      }
      const stored = await staffRead<Record<string, unknown>>(request, `contactForm/${id}`);
      const { link } = buildLeadNotice({
        collection: 'contactForm',
        id,
        record: stored,
        dashboardUrl: baseURL!,
      });

      await page.goto(link);
      await fillSignIn(page, { keep });
      const row = page.getByRole('button', { name: new RegExp(`^New\\s*${name}`) });
      await expect(row).toBeFocused();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      await expect(row).toBeInViewport();
      await expect(page.getByRole('region', { name: `Details of ${name}` })).toBeVisible();
      expect(new URL(page.url()).search).toBe(new URL(link).search);
    });
  }
});

const clocks = [
  { off: '2 h ahead', by: 2 * HOUR },
  { off: '3 h behind', by: -3 * HOUR },
];

for (const { off, by } of clocks) {
  test(`a clock ${off}: signs in, and is still signed in past the token's hour, live and saving`, async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: Date.now() + by });
    const early = `Early ${randomUUID().slice(0, 8)}`;
    await postLead(request, 'training', { name: early });
    await page.goto('/DC?type=training&layout=cards');
    await fillSignIn(page, { keep: false });
    await expect(card(page, early)).toBeVisible();

    // Past the hour the first token lasts, by the device's clock and by the server's answer.
    await page.clock.fastForward('01:10:00');
    await expect(dashboardHeading(page)).toBeVisible();
    // A reload reads the stored session: still signed in.
    await page.reload();
    await expect(card(page, early)).toBeVisible({ timeout: 15_000 });
    await page.clock.fastForward('01:10:00');

    // The stream follows…
    const late = `Late ${randomUUID().slice(0, 8)}`;
    const lateId = await postLead(request, 'training', { name: late });
    await expect(card(page, late)).toBeVisible({ timeout: 10_000 });
    // …a write is stored…
    const status = card(page, late).getByLabel('Status');
    await status.selectOption('contacted');
    await expect
      .poll(() => staffRead<string>(request, `training/${lateId}/status`))
      .toBe('contacted');
    // …and another type loads, without signing in again.
    await page.getByRole('button', { name: /^Tech Talent/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tech Talent DashBoard' }),
    ).toBeVisible();
    await expect(signInHeading(page)).toHaveCount(0);
  });
}

test('a clock 2 h ahead opens the dashboard on a session stored by another clock', async ({
  page,
  request,
}) => {
  // The session the sign-in form stores, saved with the test runner's clock: to this browser it
  // looks two hours old, but the server still takes its token.
  await page.clock.install({ time: Date.now() + 2 * HOUR });
  const name = `Stored Session ${randomUUID().slice(0, 8)}`;
  await postLead(request, 'training', { name });
  await signIn(page, '/DC?type=training&layout=cards');
  await expect(card(page, name)).toBeVisible();
  await expect(signInHeading(page)).toHaveCount(0);
});
