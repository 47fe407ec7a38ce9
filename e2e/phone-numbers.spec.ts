/**
 * One number however it was typed or stored: a lead sent as `+234 (0) 803 123 4567` and an
 * older record holding `2348031234567` are both found by typing `0803-123-4567`, and both open
 * WhatsApp and a call on the one international number.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createPushIdGenerator } from '../src/lib/pushId';
import { signIn } from './dashboard.support';
import { importRecords } from './database.support';
import { postLead } from './leads.support';

async function expectLinks(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const details = page.getByRole('region', { name: `Details of ${name}` });
  await expect(details.getByRole('link', { name: 'WhatsApp +2348031234567' })).toHaveAttribute(
    'href',
    'https://wa.me/2348031234567',
  );
  await expect(details.getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
    'href',
    'tel:+2348031234567',
  );
}

test('a number typed with (0) and an older one stored as 234… are found as 0803-123-4567', async ({
  page,
  request,
}) => {
  const run = randomUUID().slice(0, 8);
  const typed = `Typed Number ${run}`;
  const older = `Older Number ${run}`;
  await postLead(request, 'contactForm', { fullName: typed, phoneNumber: '+234 (0) 803 123 4567' });
  importRecords({
    contactForm: {
      [createPushIdGenerator()()]: {
        fullName: older,
        email: 'older@example.com',
        phoneNumber: '2348031234567',
        message: 'Sent before numbers were stored in one form.',
        date: new Date().toISOString(),
      },
    },
  });

  await signIn(page, '/DC?type=contact');
  await page.getByRole('searchbox', { name: 'Search records' }).fill('0803-123-4567');
  await expectLinks(page, typed);
  await expectLinks(page, older);
});
