/**
 * Attribution end to end: a visit that arrives from a WhatsApp campaign link, moves to a course
 * page inside the app and enrols stores that source with the record; the lead's card says it in
 * words and the Insights view counts it in its charts and tables (axe clean).
 */
import { expect, test } from '@playwright/test';
import { trainingFormCopy } from '../src/content/forms';
import { course as cyberSecurity } from '../src/content/training/cyber-security';
import { trainingPageCopy } from '../src/content/training/shared';
import { expectNoCountedViolations } from './axe.support';
import { signIn } from './dashboard.support';
import { deleteRecord, readCollection } from './forms.support';
import { submenuToggle } from './support';

test('a WhatsApp campaign visit that enrols is counted by source in Insights', async ({
  page,
  request,
}) => {
  const unique = `${Date.now()}`;
  const email = `whatsapp.${unique}@example.com`;
  await page.goto('/?utm_source=whatsapp&utm_campaign=dec-bootcamp');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // A link followed before the app is a page load (decision 0042): the visit stays the same.
  await submenuToggle(nav, 'Training').click();
  await nav.getByRole('link', { name: 'Cyber Security' }).click();
  await expect(page).toHaveURL(new RegExp(`${cyberSecurity.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cyberSecurity.hero.title);
  await page.getByRole('link', { name: trainingPageCopy.enrollCta }).click();

  const form = page.locator(`#${trainingPageCopy.formId}`);
  await form.getByLabel(trainingFormCopy.fields.name.label, { exact: true }).fill(`Ada ${unique}`);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone Number', { exact: true }).fill('08031234567');
  await form.getByRole('button', { name: trainingFormCopy.submit, exact: true }).click();
  await expect(page.getByText(trainingFormCopy.success)).toBeVisible();

  const records = await readCollection(request, 'training');
  const [id, record] = Object.entries(records).find(([, stored]) => stored.email === email)!;
  expect(record.source).toEqual({
    page: cyberSecurity.path,
    landing: '/',
    utmSource: 'whatsapp',
    utmCampaign: 'dec-bootcamp',
    cta: trainingPageCopy.enrollCta,
  });

  await signIn(page, '/DC?type=training');
  await page.getByRole('button', { name: new RegExp(`Ada ${unique}`) }).click();
  await expect(
    page.getByText(
      `From whatsapp (campaign dec-bootcamp), landed on /, sent from ${cyberSecurity.path}, after “Enroll Now”`,
    ),
  ).toBeVisible();

  await page.goto('/DC?type=training&view=insights');
  const sources = page.getByRole('table', {
    name: 'Every lead held, by where its visit came from',
    exact: true,
  });
  await expect(sources.getByRole('row', { name: /^whatsapp \d+$/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Every lead held, by the first page of its visit', exact: true })
      .getByRole('rowheader', { name: '/', exact: true }),
  ).toBeVisible();
  const weeks = page.getByRole('table', { name: /Leads received each week/ });
  const thisWeek = weeks.getByRole('row').last();
  await expect(thisWeek.getByRole('cell').nth(5)).not.toHaveText('0');
  await expect(page.getByRole('img', { name: /leads in the last 12 weeks/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Most leads: / }).first()).toBeVisible();
  await expectNoCountedViolations(page, '/DC Insights');

  await deleteRecord(request, 'training', id);
});
