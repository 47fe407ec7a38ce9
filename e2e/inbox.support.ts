/** Reads and views shared by the lead-inbox end-to-end tests (inbox*.spec.ts). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuditEntry } from '../src/records/lead';
import { card } from './dashboard.support';
import { staffSession } from './staff.support';

/**
 * The dashboard at `/DC?type=…` in its card layout (`&layout=cards` keeps the cards whatever
 * the default layout is), optionally one of its views (`trash`, `spam`, `audit`).
 */
export const dashboardUrl = (type: string, view?: 'trash' | 'spam' | 'audit') =>
  `/DC?type=${type}${view ? `&view=${view}` : ''}&layout=cards`;

/** Opens pages of this tab as the signed-in member of staff (the session the sign-in form stores). */
export async function useStaffSession(page: Page, request: APIRequestContext) {
  const value = JSON.stringify(await staffSession(request));
  await page.addInitScript((stored) => sessionStorage.setItem('staff-session', stored), value);
}

/** What the database holds at `path`, read with a staff token (null when nothing is there). */
export async function staffRead<T = unknown>(request: APIRequestContext, path: string) {
  const { idToken } = await staffSession(request);
  const response = await request.get(`/db/${path}.json`, { params: { auth: idToken } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The audit entries that name record `id`, oldest first. */
export async function auditOf(request: APIRequestContext, id: string) {
  const all = (await staffRead<Record<string, AuditEntry> | null>(request, 'audit')) ?? {};
  return Object.values(all)
    .filter((entry) => entry.ids?.includes(id))
    .sort((a, b) => a.at - b.at);
}

/** The message that offers Undo after a delete or a clear. */
export const undoMessage = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Undo' }) });

/** Deletes the card of `name` as staff do: its delete button, then Yes in the dialog. */
export async function deleteWithYes(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: `Delete the record of ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Yes' })
    .click();
}
