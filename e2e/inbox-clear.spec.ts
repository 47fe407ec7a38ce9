/**
 * Clear All moves a whole type to the Trash and Undo brings every record back. It empties the
 * Quote type, which other specs write to, so it runs after them (see playwright.config.ts), and
 * on a type dashboard-clear.spec.ts leaves alone, since the two may run side by side.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './dashboard.support';
import { auditOf, dashboardUrl, staffRead, undoMessage } from './inbox.support';
import { postLead } from './leads.support';

type Stored = Record<string, Record<string, unknown>>;

test('clear all and Undo: every record comes back under its own ID, staff data kept', async ({
  page,
  request,
}) => {
  const stamp = randomUUID().slice(0, 8);
  const names = [1, 2, 3].map((index) => `Quote Lead ${index} ${stamp}`);
  const ids: string[] = [];
  for (const name of names) ids.push(await postLead(request, 'quoteForm', { fullName: name }));

  await signIn(page, dashboardUrl('quote'));
  const articles = page.getByRole('article');
  // One lead worked on first, so Undo must keep what staff added too.
  const worked = articles.filter({ has: page.getByRole('heading', { name: names[0] }) });
  await worked.getByLabel('Status').selectOption('qualified');
  await expect.poll(() => staffRead(request, `quoteForm/${ids[0]}/status`)).toBe('qualified');

  const before = (await staffRead<Stored>(request, 'quoteForm')) ?? {};
  const count = Object.keys(before).length;
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Quote ${count} records`) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear All Quote Form Data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('No Quote form data has been created yet!!!')).toBeVisible();
  await expect(articles).toHaveCount(0);
  await expect(undoMessage(page)).toContainText(
    `${count} Quote ${count === 1 ? 'record was' : 'records were'} moved to Trash.`,
  );
  expect(await staffRead(request, 'quoteForm')).toBeNull();
  const trash = (await staffRead<Stored>(request, 'trash/quoteForm')) ?? {};
  for (const id of Object.keys(before)) expect(trash[id]).toMatchObject(before[id]!);

  await undoMessage(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${count} records are back.`)).toBeVisible();
  for (const name of names) {
    await expect(articles.filter({ has: page.getByRole('heading', { name }) })).toBeVisible();
  }
  await expect(worked.getByLabel('Status')).toHaveValue('qualified');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Quote ${count} records`) }),
  ).toBeVisible();
  expect(await staffRead(request, 'quoteForm')).toEqual(before);
  const leftInTrash = (await staffRead<Stored | null>(request, 'trash/quoteForm')) ?? {};
  for (const id of Object.keys(before)) expect(leftInTrash).not.toHaveProperty(id);

  const actions = (await auditOf(request, ids[1]!)).map((entry) => [
    entry.action,
    entry.ids?.length,
  ]);
  expect(actions).toEqual([
    ['clear', count],
    ['undo', count],
  ]);
});
