/**
 * "Clear All" empties a whole collection, and other specs submit the forms that write to it. So
 * this file runs on its own, after every other spec (see playwright.config.ts), and starts from an
 * empty collection.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './dashboard.support';
import { postLead } from './leads.support';
import { staffSession } from './staff.support';

test.beforeEach(async ({ request }) => {
  const { idToken } = await staffSession(request);
  const emptied = await request.delete('/db/techTalent.json', { params: { auth: idToken } });
  expect(emptied.status()).toBe(200);
});

test('clear all asks with the type and the count, then empties the list', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  for (const index of [1, 2, 3])
    await postLead(request, 'techTalent', { name: `Talent ${index} ${stamp}` });
  await signIn(page, '/DC?type=techTalent&layout=cards');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Tech Talent 3 records/ })).toBeVisible();

  const clear = page.getByRole('button', { name: 'Clear All Tech Talent Form Data' });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete all 3 Tech Talent records? They move to the Trash, where you can restore them.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(3);

  await clear.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No Tech Talent form data has been created yet!!!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Tech Talent 0 records/ })).toBeVisible();
});
