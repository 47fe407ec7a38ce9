/**
 * A working day on one sign-in, against the real server/: the browser's clock moved past the ID
 * token's hour, and a password change from the staff CLI (another process) ending an open
 * dashboard's live list within seconds.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { card, signInThroughForm } from './dashboard.support';
import { postLead } from './leads.support';
import { runCli } from './database.support';

/** `npm run staff -- <args>` on the test server's database, as an administrator would. */
const staffCli = (args: string[], password: string) =>
  runCli('staff', args, { STAFF_PASSWORD: password });

const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /DashBoard$/ });

test('an hour after signing in (clock moved forward), the dashboard still loads records', async ({
  page,
  request,
}) => {
  const early = `Early Bird ${randomUUID().slice(0, 8)}`;
  await postLead(request, 'training', { name: early });
  await page.clock.install();
  // Through the form: the session it stores can be renewed (a refresh token).
  await signInThroughForm(page, '/DC?type=training&layout=cards');
  await expect(card(page, early)).toBeVisible();

  // The lid closed at 9:00 and opened at 10:10: the ID token signed in with has run out.
  await page.clock.fastForward('01:10:00');
  await expect(dashboardHeading(page)).toBeVisible();

  // The live list follows with the renewed token…
  const late = `Late Arrival ${randomUUID().slice(0, 8)}`;
  await postLead(request, 'training', { name: late });
  await expect(card(page, late)).toBeVisible({ timeout: 10_000 });
  // …and another type loads with it, without signing in again.
  const hired = `Hired Later ${randomUUID().slice(0, 8)}`;
  await postLead(request, 'techTalent', { name: hired });
  await page.getByRole('button', { name: /^Tech Talent/ }).click();
  await expect(card(page, hired)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toHaveCount(0);
});

test('a password change from the CLI closes an open dashboard within seconds', async ({ page }) => {
  // Its own account: the shared one stays signed in for the other specs.
  const email = `cli-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'first password for cli';
  staffCli(['add', email], password);

  await page.goto('/DC?type=contact');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByTitle('New submissions appear here as they arrive.')).toBeVisible();

  // Timed from when the CLI has written the new password: the CLI itself hashes it (scrypt at
  // N=2^17, about a second on a busy machine) before it changes anything.
  staffCli(['password', email], 'a second password for cli');
  const changed = Date.now();
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible({
    timeout: 5_000,
  });
  expect(Date.now() - changed).toBeLessThan(5_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
});
