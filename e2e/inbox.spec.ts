/**
 * The lead inbox against the real server/ (issue 19): a lead sent through a form is worked on
 * (status, note), deleted, undone, deleted again, found in the Trash and restored; a honeypot
 * submission is kept in Spam and moved into the list. Each step checks what staff see and what
 * the database holds. Tests use their own records (unique names), so they run beside the other
 * specs; clearing a whole type lives in inbox-clear.spec.ts, which runs after them. Then axe on
 * the inbox's views and dialogs, and screenshots of them for a person to look at.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { HONEYPOT_FIELD } from '../src/records/collections';
import type { Note } from '../src/records/lead';
import { contactFormCopy } from '../src/content/forms';
import { formatLagosTime } from '../src/records/lagosTime';
import { botLead } from '../tests/support/leads';
import { expectNoCountedViolations } from './axe.support';
import { card, signIn } from './dashboard.support';
import {
  auditOf,
  dashboardUrl,
  deleteWithYes,
  staffRead,
  undoMessage,
  useStaffSession,
} from './inbox.support';
import { postLead } from './leads.support';
import { e2eStaff } from './staff.support';
import { formLive, standInForMap, viewports } from './support';
import { formWithSubmit } from './forms.support';

type StoredLead = Record<string, unknown> & { status?: string; notes?: Record<string, Note> };
type TrashEntry = StoredLead & { deletedAt: number; deletedBy: string };

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** The ID the server gave the one contact lead called `name`. */
async function idOf(request: Parameters<typeof staffRead>[0], name: string) {
  const all = (await staffRead<Record<string, StoredLead>>(request, 'contactForm')) ?? {};
  const ids = Object.entries(all)
    .filter(([, record]) => record.fullName === name)
    .map(([id]) => id);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

test('a lead from the contact form: status, note, delete, undo, delete, Trash, restore', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = unique('Inbox Visitor');
  const noteText = `Called back at ${unique('ten')}; wants a quote.`;

  // A visitor sends the contact form.
  await standInForMap(page);
  await page.goto('/contact');
  const form = formWithSubmit(page, contactFormCopy.submit);
  await formLive(form.getByRole('button', { name: contactFormCopy.submit }));
  const fields = contactFormCopy.fields;
  await form.getByLabel(fields.fullName.label, { exact: true }).fill(name);
  await form.getByLabel(fields.email.label, { exact: true }).fill('visitor@example.com');
  await form.getByLabel(fields.phoneNumber.label, { exact: true }).fill('08031234567');
  await form.getByLabel(new RegExp(`^${fields.subject.label}`)).fill('A website');
  await form.getByLabel(new RegExp(`^${fields.message.label}`)).fill('Please call me.');
  await form.getByRole('button', { name: contactFormCopy.submit }).click();
  await expect(form.getByRole('status')).toContainText(contactFormCopy.success);
  const id = await idOf(request, name);
  const sent = await staffRead<StoredLead>(request, `contactForm/${id}`);

  // Staff sign in and set it to Contacted.
  await signIn(page, dashboardUrl('contact'));
  const lead = card(page, name);
  await expect(lead).toBeVisible();
  const status = lead.getByLabel('Status');
  await expect(status).toHaveValue('new');
  await status.selectOption('contacted');
  await expect(status).toHaveValue('contacted');
  await expect(status.locator('option:checked')).toHaveAttribute('label', 'Contacted');
  await expect.poll(() => staffRead<string>(request, `contactForm/${id}/status`)).toBe('contacted');

  // …and add a note.
  await lead.getByRole('button', { name: 'Notes', exact: true }).click();
  await lead.getByLabel('New note').fill(noteText);
  await lead.getByRole('button', { name: 'Add note' }).click();
  const notes = lead.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText(noteText);
  await expect(notes).toContainText(`${e2eStaff.email} · `);
  await expect(lead.getByRole('button', { name: 'Notes (1)' })).toBeVisible();
  await expect(lead.getByLabel('New note')).toHaveValue('');
  const worked = await staffRead<StoredLead>(request, `contactForm/${id}`);
  expect(Object.values(worked.notes ?? {})).toEqual([
    { text: noteText, author: e2eStaff.email, at: expect.any(Number) },
  ]);
  // What the visitor sent is unchanged beside the staff-only children.
  expect(worked).toEqual({ ...sent, status: 'contacted', notes: worked.notes });

  // Delete: it leaves the list for the Trash, and Undo brings it back under the same ID.
  const deleteIt = async () => {
    await deleteWithYes(page, name);
    await expect(lead).toHaveCount(0);
    await expect(undoMessage(page)).toContainText(`The record of ${name} was moved to Trash.`);
    expect(await staffRead(request, `contactForm/${id}`)).toBeNull();
    const trashed = await staffRead<TrashEntry>(request, `trash/contactForm/${id}`);
    expect(trashed).toEqual({
      ...worked,
      deletedBy: e2eStaff.email,
      deletedAt: expect.any(Number),
    });
    return trashed;
  };
  await deleteIt();
  await undoMessage(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The record is back.')).toBeVisible();
  await expect(lead).toBeVisible();
  await expect(lead.getByLabel('Status')).toHaveValue('contacted');
  expect(await staffRead(request, `contactForm/${id}`)).toEqual(worked);
  expect(await staffRead(request, `trash/contactForm/${id}`)).toBeNull();

  // Delete again, then find it in the Trash: who deleted it, and when.
  const trashed = await deleteIt();
  await page
    .getByRole('group', { name: 'View', exact: true })
    .getByRole('button', { name: 'Trash' })
    .click();
  await expect(page).toHaveURL(/view=trash/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Form Trash' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
  await expect(entry).toContainText(
    `Deleted by ${e2eStaff.email} on ${formatLagosTime(new Date(trashed.deletedAt).toISOString())}`,
  );
  await entry.getByRole('button', { name: `Restore the record of ${name}` }).click();
  await expect(page.getByText(`The record of ${name} is back in the list.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await staffRead(request, `trash/contactForm/${id}`)).toBeNull();
  expect(await staffRead(request, `contactForm/${id}`)).toEqual(worked);

  // Back in the list: same ID, status and note kept.
  await page.goto(dashboardUrl('contact'));
  await expect(lead).toBeVisible();
  await expect(lead.getByText(id, { exact: true })).toBeVisible();
  await expect(lead.getByLabel('Status')).toHaveValue('contacted');
  await lead.getByRole('button', { name: 'Notes (1)' }).click();
  await expect(lead.getByRole('list', { name: 'Notes, newest first' })).toContainText(noteText);

  // Every action is in the audit trail, in order, by the member of staff…
  const audit = await auditOf(request, id);
  expect(audit.map((item) => [item.action, item.detail])).toEqual([
    ['status', 'contacted'],
    ['note', undefined],
    ['delete', undefined],
    ['undo', undefined],
    ['delete', undefined],
    ['restore', undefined],
  ]);
  for (const item of audit)
    expect(item).toMatchObject({ by: e2eStaff.email, collection: 'contactForm' });
  // …and staff read it in the Audit view.
  await page.goto(dashboardUrl('contact', 'audit'));
  const rows = page.getByRole('row').filter({ hasText: id });
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText('Restored');
  await expect(rows.nth(5)).toContainText('Changed the status: Contacted');
  await expect(rows.nth(0)).toContainText(e2eStaff.email);
});

test('a honeypot submission is answered like success, kept in Spam, and Not spam lists it', async ({
  page,
  request,
}) => {
  const name = unique('Caught Visitor');
  // Answered 200 with a key, as a lead is.
  const id = await postLead(request, 'contactForm', { fullName: name }, botLead);
  expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/);
  expect(await staffRead(request, `contactForm/${id}`)).toBeNull();
  const caught = await staffRead<StoredLead & { caughtAt: number }>(
    request,
    `spam/contactForm/${id}`,
  );
  expect(caught).toMatchObject({ fullName: name, spamReason: 'honeypot' });
  expect(caught).not.toHaveProperty(HONEYPOT_FIELD);

  await useStaffSession(page, request);
  await page.goto(dashboardUrl('contact', 'spam'));
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Form Spam' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
  await expect(entry).toContainText(
    `Caught (honeypot) on ${formatLagosTime(new Date(caught.caughtAt).toISOString())}`,
  );
  await expect(card(page, name)).toHaveCount(0);

  await entry
    .getByRole('button', { name: `Not spam: move the submission of ${name} to the list` })
    .click();
  await expect(page.getByText(`The submission of ${name} is now in the list.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await staffRead(request, `spam/contactForm/${id}`)).toBeNull();
  const record: Record<string, unknown> = { ...caught };
  delete record.spamReason;
  delete record.caughtAt;
  // Caught without the form's receive time (sent here as a bot would): received as it leaves Spam.
  expect(await staffRead(request, `contactForm/${id}`)).toEqual({
    ...record,
    receivedAt: expect.any(Number),
  });
  expect((await auditOf(request, id)).map((item) => item.action)).toEqual(['not-spam']);

  await page
    .getByRole('group', { name: 'View', exact: true })
    .getByRole('button', { name: 'Leads' })
    .click();
  const lead = card(page, name);
  await expect(lead).toBeVisible();
  await expect(lead.getByText(id, { exact: true })).toBeVisible();
  await expect(lead.getByLabel('Status')).toHaveValue('new');
});

test('axe: the notes form, the Undo message, Trash, Delete forever, Spam and Audit, signed in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = unique('Axe Lead');
  await postLead(request, 'training', { name });
  await postLead(request, 'training', { name: unique('Axe Spam') }, botLead);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await useStaffSession(page, request);

  await page.goto(dashboardUrl('training'));
  const lead = card(page, name);
  await lead.getByRole('button', { name: 'Notes', exact: true }).click();
  await expect(lead.getByLabel('New note')).toBeVisible();
  await expectNoCountedViolations(page, 'notes form');

  await deleteWithYes(page, name);
  await expect(undoMessage(page)).toBeVisible();
  await expectNoCountedViolations(page, 'Undo message');

  const views = page.getByRole('group', { name: 'View', exact: true });
  await views.getByRole('button', { name: 'Trash' }).click();
  const entry = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
  await expect(entry).toBeVisible();
  await expectNoCountedViolations(page, 'Trash');
  await entry.getByRole('button', { name: `Delete the record of ${name} forever` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete forever?' });
  await expect(dialog).toBeVisible();
  await expectNoCountedViolations(page, 'Delete forever dialog');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();

  await views.getByRole('button', { name: 'Spam' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Training Spam' })).toBeVisible();
  await expect(page.getByText(/^Caught \(honeypot\)/).first()).toBeVisible();
  await expectNoCountedViolations(page, 'Spam');

  await views.getByRole('button', { name: 'Audit' }).click();
  await expect(page.getByRole('table', { name: 'Audit trail' })).toBeVisible();
  await expectNoCountedViolations(page, 'Audit');

  // At phone width too (a table wider than the screen would scroll sideways, out of reach of
  // the keyboard).
  await page.setViewportSize(viewports.phone);
  for (const view of ['audit', 'trash', 'spam'] as const) {
    await page.goto(dashboardUrl('training', view));
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('listitem').or(page.getByRole('row')).first()).toBeVisible();
    await expectNoCountedViolations(page, `${view} at phone width`);
  }
});
