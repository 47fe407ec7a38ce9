/** Sign-in and cards shared by the dashboard's end-to-end tests. */
import { expect, type Page } from '@playwright/test';
import { e2eStaff, staffSession } from './staff.support';

const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /DashBoard$/ });

/**
 * Signs in through the form, as staff do: the password check is slow on purpose (scrypt,
 * 128 MiB), so only the specs about signing in itself use it; the rest use `signIn`.
 */
export async function signInThroughForm(page: Page, path = '/DC') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // On a busy 2-core machine the password check alone can take seconds.
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens the dashboard at `path` signed in: the tab starts with the session the sign-in form
 * stores, from the worker's one sign-in over the REST API (staff.support.ts). Set once per tab,
 * so a test may still change the stored session or sign out and reload.
 */
export async function signIn(page: Page, path = '/DC') {
  await page.addInitScript(
    ({ key, value }) => {
      const marker = `${key}:e2e-set`;
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      sessionStorage.setItem(key, value);
    },
    { key: 'staff-session', value: JSON.stringify(await staffSession(page.request)) },
  );
  await page.goto(path);
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 15_000 });
}

export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
