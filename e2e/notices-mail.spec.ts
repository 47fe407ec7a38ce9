/**
 * E-mail notices end to end: a contact form sent in the browser to the server that has notices on
 * (playwright.config.ts) arrives, as mail, at an SMTP server in this test process, and the mail's
 * link opens /DC on that lead, shown first although newer leads came in after it.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { createMailCatcher, type MailCatcher } from '../tests/support/mail.support';
import { post } from './dashboard.support';
import { contactLead } from './inbox.support';
import { noticeServer } from './notices.support';
import { e2eStaff } from './staff.support';
import { formWithSubmit } from './forms.support';

test.use({ baseURL: noticeServer.baseURL });

let catcher: MailCatcher;

test.beforeAll(async () => {
  catcher = await createMailCatcher(noticeServer.smtpPort);
  await catcher.start();
});

test.afterAll(async () => {
  await catcher.stop();
});

test('a form sent in the browser produces a mail whose link opens that lead in /DC', async ({
  page,
  request,
}) => {
  const name = `Mailed Lead ${Date.now()}`;
  await page.goto(paths.contact);
  const form = formWithSubmit(page, 'Send Message');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill('mailed@example.com');
  await form.getByLabel('Phone Number').fill('08031234567');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByRole('status')).toContainText('Form has been submitted successfully');

  const subject = `New Contact Form from ${name}`;
  const mailed = () => catcher.mails.find((received) => received.subject === subject);
  await expect.poll(mailed, { timeout: 15_000 }).toBeTruthy();
  const mail = mailed()!;
  expect(mail.to).toEqual([noticeServer.to]);
  expect(mail.text).toContain(`Name: ${name}`);
  expect(mail.text).toContain('Email: mailed@example.com');
  const link = /(http:\/\/\S+\/DC\?\S+)/.exec(mail.text)?.[1];
  expect(link, 'the mail links to the lead').toBeTruthy();
  expect(link!.startsWith(`${noticeServer.baseURL}/DC?type=contact&lead=`)).toBe(true);

  // Two newer leads: without the link, they would be listed above the mailed one.
  for (const newer of ['Newer Lead A', 'Newer Lead B']) {
    await post(request, 'contactForm', contactLead(newer));
  }

  await page.goto(link!);
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const rows = page.getByRole('list', { name: 'Contact Form leads, newest first' });
  await expect(rows.getByRole('listitem')).toHaveCount(3);
  await expect(rows.getByRole('listitem').first()).toContainText(name);
});
