/**
 * NDPA requests against the real server/ (issue 23): a training enrolment with the news box ticked
 * stores the yes and the database's time of it; staff find a person's records across types, the
 * Trash and Spam by e-mail, export them as one JSON file, erase them, and they are gone from the
 * lists, Trash and Spam. axe on the new view and its dialog. Records are the test's own (a unique
 * e-mail), so it runs beside the other specs.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { trainingFormCopy } from '../src/content/forms';
import { botLead } from '../tests/support/leads';
import { expectNoCountedViolations } from './axe.support';
import { signIn } from './dashboard.support';
import { dashboardUrl, staffRead, useStaffSession } from './inbox.support';
import { postLead } from './leads.support';
import { staffSession } from './staff.support';
import { findForm } from './forms.support';
import { viewports } from './support';

test('a training enrolment with the news box ticked stores the yes and when it was given', async ({
  page,
  request,
}) => {
  const email = `news-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(paths.trainingUiUx);
  const form = await findForm(page, trainingFormCopy.submit);
  await form.scrollIntoViewIfNeeded();
  const fields = trainingFormCopy.fields;
  await form.getByRole('textbox', { name: fields.name.label }).fill('Kemi Adebayo');
  await form.getByRole('textbox', { name: fields.email.label }).fill(email);
  await form.getByRole('textbox', { name: fields.phone.label }).fill('08031234567');
  // Enabled once the form's code runs and every required field is valid.
  await expect(form.getByRole('button', { name: trainingFormCopy.submit })).toBeEnabled();
  const box = form.getByRole('checkbox', { name: 'Send me news about courses and events' });
  await expect(box).not.toBeChecked();
  await box.check();
  const sentAfter = Date.now();
  await form.getByRole('button', { name: trainingFormCopy.submit }).click();
  await expect(form.getByRole('status')).toHaveText(trainingFormCopy.success);

  const all = (await staffRead<Record<string, Record<string, unknown>>>(request, 'training')) ?? {};
  const mine = Object.entries(all).filter(([, record]) => record.email === email);
  expect(mine).toHaveLength(1);
  const [id, record] = mine[0]!;
  expect(record).toMatchObject({ name: 'Kemi Adebayo', newsConsent: true });
  // The database's clock, at the moment it received the record.
  expect(record.newsConsentAt).toBe(record.receivedAt);
  expect(record.newsConsentAt).toBeGreaterThanOrEqual(sentAfter);
  expect(record.newsConsentAt).toBeLessThanOrEqual(Date.now());
  const { idToken } = await staffSession(request);
  const removed = await request.delete(`/db/training/${id}.json`, { params: { auth: idToken } });
  expect(removed.ok()).toBe(true);
});

test("a person's data: found across types, Trash and Spam by e-mail, exported, erased everywhere", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  const name = `Ifeoma ${randomUUID().slice(0, 8)}`;

  // Her records: a contact lead and a talent request in their lists, a training enrolment staff
  // moved to the Trash, and a contact submission the spam trap caught.
  const contactId = await postLead(request, 'contactForm', { fullName: name, email });
  const talentId = await postLead(request, 'techTalent', { name, email });
  const trainingId = await postLead(request, 'training', { name, email });
  const enrolment = await staffRead<Record<string, unknown>>(request, `training/${trainingId}`);
  const { idToken } = await staffSession(request);
  const { email: staffEmail } = await staffSession(request);
  const moved = await request.patch('/db/.json', {
    params: { auth: idToken },
    data: {
      [`training/${trainingId}`]: null,
      [`trash/training/${trainingId}`]: {
        ...enrolment,
        deletedAt: Date.now(),
        deletedBy: staffEmail,
      },
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const spamId = await postLead(request, 'contactForm', { fullName: name, email }, botLead);
  expect(await staffRead(request, `spam/contactForm/${spamId}`)).not.toBeNull();

  await signIn(page, '/DC?view=person');
  const view = page.getByRole('region', { name: "A person's data" });
  await view.getByLabel('E-mail address or phone number').fill(email.toUpperCase());
  await view.getByRole('button', { name: 'Find' }).click();
  await expect(view.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `4 records found for ${email.toUpperCase()}.`,
  );
  const found = view.getByRole('list', { name: `Records found for ${email.toUpperCase()}` });
  await expect(found.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(
    4,
  );
  for (const line of [
    `Contact Form · Leads · ${contactId}`,
    `Tech Talent · Leads · ${talentId}`,
    `Training · Trash · ${trainingId}`,
    `Contact Form · Spam · ${spamId}`,
  ]) {
    await expect(found.getByText(line, { exact: true })).toBeVisible();
  }
  await expectNoCountedViolations(page, "A person's data, with what was found");

  // Export: one JSON file holding all four, exactly as stored.
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^person-person-[a-z0-9-]+-example-com-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const document = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    request: string;
    records: { collection: string; place: string; id: string; record: Record<string, unknown> }[];
  };
  expect(document.request).toBe(email.toUpperCase());
  expect(
    document.records.map(({ place, collection, id }) => `${place} ${collection} ${id}`).sort(),
  ).toEqual(
    [
      `records contactForm ${contactId}`,
      `records techTalent ${talentId}`,
      `trash training ${trainingId}`,
      `spam contactForm ${spamId}`,
    ].sort(),
  );
  expect(document.records.every(({ record }) => record.email === email)).toBe(true);
  await expect(view.getByText('Exported 4 records as one JSON file.')).toBeVisible();

  // Erase: the dialog says what will go; then nothing of hers is left anywhere.
  await view.getByRole('button', { name: 'Erase everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase everywhere?' });
  await expect(dialog).toContainText('4 records of');
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog).toContainText(`Training · Trash · ${trainingId}: ${name}`);
  await expectNoCountedViolations(page, 'Erase everywhere dialog');
  await dialog.getByRole('button', { name: 'Erase everywhere' }).click();
  await expect(dialog).toBeHidden();
  await expect(view.getByText('Erased 4 records on request.')).toBeVisible();
  await expect(view.getByRole('status').filter({ hasText: 'Nothing' })).toHaveText(
    `Nothing is stored for ${email.toUpperCase()}.`,
  );

  for (const path of [
    `contactForm/${contactId}`,
    `techTalent/${talentId}`,
    `trash/training/${trainingId}`,
    `spam/contactForm/${spamId}`,
  ]) {
    expect(await staffRead(request, path), path).toBeNull();
  }
  const audit = Object.values(
    (await staffRead<Record<string, Record<string, unknown>>>(request, 'audit')) ?? {},
  );
  expect(audit).toContainEqual(expect.objectContaining({ action: 'erase', detail: '4' }));
  expect(JSON.stringify(audit)).not.toContain(email);

  // Gone from what staff see: the lists, the Trash and the Spam.
  await useStaffSession(page, request);
  for (const [type, viewName] of [
    ['contact', undefined],
    ['techTalent', undefined],
    ['training', 'trash'],
    ['contact', 'spam'],
  ] as const) {
    await page.goto(dashboardUrl(type, viewName));
    await expect(page.getByRole('heading', { level: 1, name: /DashBoard$/ })).toBeVisible();
    if (viewName) {
      // Trash and Spam: loaded once their rows (or their empty line) are there.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .or(page.getByText(/is empty|No .* caught/))
          .first(),
      ).toBeVisible();
    } else {
      // A list: her name searched across the whole type, through the search index.
      await page.getByRole('searchbox', { name: 'Search records' }).fill(name);
      await expect(
        page.getByText(`No records match “${name}”.`).or(page.getByText(/created yet/)),
      ).toBeVisible();
    }
    // No card, Trash row or Spam row of hers (each is headed by the person's name).
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  }

  // The empty view at phone width too.
  await page.setViewportSize(viewports.phone);
  await page.goto('/DC?view=person');
  await expect(page.getByRole('region', { name: "A person's data" })).toBeVisible();
  await expectNoCountedViolations(page, "A person's data at phone width");
});
