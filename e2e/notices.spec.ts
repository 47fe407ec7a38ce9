/**
 * E-mail notices of new leads in /DC, against the real server/ as playwright.config.ts starts
 * it: without SMTP_URL, staff are told notices are off and how to turn them on.
 */
import { expect, test } from '@playwright/test';
import { noticesCopy } from '../src/content/dashboard';
import { signIn } from './dashboard.support';

test('with SMTP_URL unset, the dashboard says e-mail notices are off', async ({ page }) => {
  await signIn(page, '/DC?type=contact');
  await expect(page.getByText(noticesCopy.off)).toBeVisible();
});
