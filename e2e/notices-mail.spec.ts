/**
 * E-mail end to end, against the server that has e-mail on (playwright.config.ts) and an SMTP
 * server in this test process: a contact form's notice links to its lead in /DC, shown first
 * although newer leads came in after it; and on a phone, each of the six forms leaves a receipt
 * that stays, the visitor's one acknowledgement names its reference and none of their words, a
 * booking's mail carries its calendar entry, and the staff notice answers to the visitor; an
 * admin's invitation reaches a new colleague, whose link sets their password once (decision 0034),
 * and who then takes a lead, plans its follow-up and answers it from its template, and finds it in
 * the next morning's mail (issue 37).
 * One catcher listens on one port: the file's tests run one after another.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { createMailCatcher, type MailCatcher } from '../tests/support/mail.support';
import { postLead } from './leads.support';
import { noticeServer } from './notices.support';
import { e2eStaff } from './staff.support';
import { formWithSubmit } from './forms.support';
import { fillForm, formVisits, storedFor } from './formVisits.support';
import { formCopies } from '../src/content/forms';
import { referenceOf } from '../src/records/reference';
import { morningMailCopy } from '../src/content/staffMail';
import { morningRunAt } from '../src/lib/morningList';
import { DAY_MS } from '../src/lib/purge';
import { lagosDayStart } from '../src/records/lagosTime';
import { copyWithClockAt } from './movedClock.support';
import { dashboardUrl, deleteWithYes, undoMessage } from './inbox.support';
import { personCopy } from '../src/content/dashboard';
import { INBOX_ROOTS } from '../src/records/lead';
import { INVITATIONS_ROOT, STAFF_ROOT } from '../src/records/staff';

test.use({ baseURL: noticeServer.baseURL });
test.describe.configure({ mode: 'serial' });

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
    await postLead(request, 'contactForm', { fullName: newer });
  }

  await page.goto(link!);
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const rows = page.getByRole('list', { name: 'Contact Form leads, newest first' });
  await expect(rows.getByRole('listitem')).toHaveCount(3);
  await expect(rows.getByRole('listitem').first()).toContainText(name);
});

test.describe('on a phone, every form acknowledged', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const form of formVisits) {
    test(`${form.collection}: a receipt that stays, one acknowledgement with its reference and none of the visitor's words`, async ({
      page,
      request,
    }) => {
      // The seed's popup timing on a clock the test moves.
      await page.clock.install();
      const unique = `ack${Date.now()}`;
      const { locator, button, steps, name } = await fillForm(page, form, unique);
      const email = steps.find((step) => step.label === 'Email')!.value;
      await button.click();

      const status = locator.getByRole('status');
      await expect(status).toContainText(form.success);
      const [id, ...more] = await storedFor(request, form, name, noticeServer.baseURL);
      expect(more, 'one record').toEqual([]);
      const reference = referenceOf(form.collection, id!);
      const receipt = locator.getByRole('region', { name: /^Your reference / });
      await expect(receipt.getByText(reference, { exact: true })).toBeVisible();
      await page.clock.runFor(formCopies[form.collection].successMs);
      await expect(status).toBeEmpty();
      await page.clock.runFor(30_000);
      await expect(receipt.getByText(reference, { exact: true })).toBeInViewport();

      // The staff notice first (it is queued with the acknowledgement): then nothing is late.
      const notice = () =>
        catcher.mails.find(
          (mail) => mail.to.includes(noticeServer.to) && mail.text.includes(reference),
        );
      await expect.poll(notice, { timeout: 15_000 }).toBeTruthy();
      expect(notice()!.parsed.replyTo?.value[0]?.address).toBe(email);
      const toVisitor = () => catcher.mails.filter((mail) => mail.to.includes(email));
      await expect.poll(() => toVisitor().length, { timeout: 15_000 }).toBe(1);
      const [acknowledgement] = toVisitor();
      expect(acknowledgement!.text).toContain(reference);
      expect(acknowledgement!.html).toContain(reference);
      expect(acknowledgement!.parsed.headers.get('auto-submitted')).toBe('auto-replied');
      // None of the words the visitor typed: not their message, not the rest of their name.
      const typed = steps.filter(
        (step) => !step.select && !/Email|Phone|Date|Time/.test(String(step.label)),
      );
      for (const step of typed.slice(1)) {
        expect(acknowledgement!.text).not.toContain(step.value);
        expect(acknowledgement!.html).not.toContain(step.value);
      }
      expect(acknowledgement!.text).not.toContain(unique);

      const calendar = acknowledgement!.parsed.attachments.find(
        (part) => part.contentType === 'text/calendar',
      );
      if (form.collection !== 'bookSession') {
        expect(calendar).toBeUndefined();
        return;
      }
      const date = steps.find((step) => step.label === 'Preferred Session Date')!.value;
      const time = steps.find((step) => step.label === 'Preferred Session Time')!.value;
      // Lagos is UTC+1 all year: the chosen time, one hour earlier in UTC.
      const utcHour = String(Number(time.slice(0, 2)) - 1).padStart(2, '0');
      const start = `DTSTART:${date.replace(/-/g, '')}T${utcHour}${time.slice(3)}00Z`;
      expect(calendar!.content.toString()).toContain(start);
    });
  }
});

test('an admin invites an agent by e-mail; the agent sets a password from the link, is refused what only admins do, and takes, plans and answers a lead', async ({
  page,
  browser,
  request,
}) => {
  const agentEmail = `agent.${Date.now()}@example.com`;
  const agentPassword = 'agent password 2026';
  // The admin: the Staff view, an invitation as an agent.
  await page.goto('/DC?view=staff');
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(agentEmail);
  await page.getByRole('textbox', { name: 'Name' }).fill('Tunde Agent');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${agentEmail}.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cancel the invitation of ${agentEmail}` }),
  ).toBeVisible();

  // One mail to the colleague, answering to the admin, with a one-time link to /DC.
  const invited = () => catcher.mails.filter((mail) => mail.to.includes(agentEmail));
  await expect.poll(() => invited().length, { timeout: 15_000 }).toBe(1);
  const mail = invited()[0]!;
  expect(mail.parsed.replyTo?.text).toBe(e2eStaff.email);
  const link = /(http:\/\/\S+\/DC\?invitation=\S+)/.exec(mail.text)?.[1];
  expect(link, 'the invitation links to /DC').toBeTruthy();

  // The agent, on a phone of their own: sets a password and is signed in as an agent.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const agentPage = await phone.newPage();
  await agentPage.goto(link!);
  await expect(
    agentPage.getByRole('heading', { level: 1, name: 'Set your password' }),
  ).toBeVisible();
  await agentPage.getByLabel('New password').fill(agentPassword);
  await agentPage.getByLabel('Repeat the password').fill(agentPassword);
  await agentPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(agentPage.getByText('Agent', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(agentPage.url()).not.toContain('token=');
  const views = agentPage.getByRole('group', { name: 'View', exact: true });
  await expect(views.getByRole('button', { name: 'Audit' })).toBeVisible();
  await expect(views.getByRole('button', { name: 'Staff' })).toHaveCount(0);
  // The link works once.
  const again = await request.post('/auth/v1/accounts:acceptInvitation', {
    data: {
      invitationId: new URL(link!).searchParams.get('invitation'),
      token: new URL(link!).searchParams.get('token'),
      password: 'someone else entirely',
    },
  });
  expect(again.status()).toBe(400);

  // What only admins do is refused to the agent by the server too.
  const signedIn = await request.post('/auth/v1/accounts:signInWithPassword', {
    data: { email: agentEmail, password: agentPassword, returnSecureToken: true },
  });
  const { idToken, localId } = (await signedIn.json()) as { idToken: string; localId: string };
  const trashedName = `Trashed By Agent ${Date.now()}`;
  const trashedEmail = `trashed.${Date.now()}@example.com`;
  const leadId = await postLead(request, 'contactForm', {
    fullName: trashedName,
    email: trashedEmail,
  });
  expect((await request.get('/db/staff.json', { params: { auth: idToken } })).status()).toBe(200);
  expect(
    (
      await request.delete(`/db/contactForm/${leadId}.json`, { params: { auth: idToken } })
    ).status(),
    'an agent cannot erase a lead outright',
  ).toBe(401);
  expect(
    (await request.get(`/db/${INVITATIONS_ROOT}.json`, { params: { auth: idToken } })).status(),
  ).toBe(401);
  // Account management as the Staff view sends it (one update at the root): refused.
  const update = (changes: Record<string, unknown>) =>
    request.patch('/db/.json', { params: { auth: idToken }, data: changes });
  expect(
    (await update({ [`${STAFF_ROOT}/${localId}/role`]: 'admin' })).status(),
    'an agent cannot make themself an admin',
  ).toBe(401);
  expect(
    (
      await update({
        [`${INVITATIONS_ROOT}/-agentsInvitation${Date.now()}`]: {
          email: `friend.${Date.now()}@example.com`,
          role: 'admin',
          by: agentEmail,
          at: { '.sv': 'timestamp' },
        },
      })
    ).status(),
    'an agent cannot invite',
  ).toBe(401);

  // ...and not offered in the browser: the agent moves a lead to the Trash and may restore it, but
  // is offered no Delete forever there, and no Erase everywhere for a person's data.
  await agentPage.goto(dashboardUrl('contact'));
  await deleteWithYes(agentPage, trashedName);
  await expect(undoMessage(agentPage)).toContainText(`The record of ${trashedName} was moved`);
  await views.getByRole('button', { name: 'Trash' }).click();
  const trashed = agentPage.getByRole('listitem').filter({
    has: agentPage.getByRole('heading', { level: 3, name: trashedName, exact: true }),
  });
  await expect(
    trashed.getByRole('button', { name: `Restore the record of ${trashedName}` }),
  ).toBeVisible();
  await expect(trashed.getByRole('button', { name: /forever/ })).toHaveCount(0);
  await views.getByRole('button', { name: personCopy.heading }).click();
  await agentPage.getByLabel(personCopy.label).fill(trashedEmail);
  await agentPage.getByRole('button', { name: personCopy.find, exact: true }).click();
  await expect(agentPage.getByText(personCopy.found(1, trashedEmail))).toBeVisible();
  await expect(agentPage.getByRole('button', { name: personCopy.erase })).toHaveCount(0);
  // Nor by the server: the Trash's Delete forever, and a person's erase, which removes their
  // record wherever it is in one update.
  expect(
    (await update({ [`${INBOX_ROOTS.trash}/contactForm/${leadId}`]: null })).status(),
    "an agent cannot delete from the Trash for ever or erase a person's data",
  ).toBe(401);
  const stillInTrash = await request.get(`/db/${INBOX_ROOTS.trash}/contactForm/${leadId}.json`, {
    params: { auth: idToken },
  });
  expect(await stillInTrash.json()).toMatchObject({ fullName: trashedName });

  // The team walk (issue 37): a new contact lead; on the phone the agent opens the newest lead of
  // any type in two taps (All leads, its row), takes it, plans tomorrow's follow-up and replies
  // from the template.
  const visitor = `visitor.${Date.now()}@example.com`;
  const visitorName = `Walk Visitor ${Date.now()}`;
  await postLead(request, 'contactForm', { fullName: visitorName, email: visitor });
  await agentPage
    .getByRole('group', { name: 'Quick views' })
    .getByRole('button', { name: /^All leads/ })
    .click();
  await agentPage.getByRole('link', { name: new RegExp(`^${visitorName} Contact Form`) }).click();
  const details = agentPage.getByRole('region', { name: new RegExp(visitorName) });
  await details.getByRole('button', { name: 'Take it' }).click();
  await expect(details.getByRole('combobox', { name: 'Owner' })).toHaveValue(agentEmail);
  await details.getByRole('button', { name: 'Set follow-up' }).click();
  await details.getByLabel('What next').fill('Send the quote');
  await details.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(details.getByText(/: Send the quote$/)).toBeVisible();
  await details.getByRole('button', { name: 'Reply' }).click();
  await expect(details.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Hello Walk,/);
  await details.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(agentPage.getByText(`Reply sent to ${visitor}.`)).toBeVisible();
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await expect(details.getByText(/^First answered after \d+ min/)).toBeVisible();

  // Beside the acknowledgement of their enquiry, the visitor gets one reply, from the company,
  // answering to the agent.
  const replies = () =>
    catcher.mails.filter(
      (mail) => mail.to.includes(visitor) && mail.subject.startsWith('Your message to us (CT-'),
    );
  await expect.poll(() => replies().length, { timeout: 15_000 }).toBe(1);
  expect(replies()[0]!.parsed.replyTo?.text).toBe(agentEmail);
  expect(replies()[0]!.parsed.from?.value[0]?.address).toBe('leads@example.com');

  // The lead is in the agent's Mine, and the admin's Insights count it as the agent's.
  await agentPage
    .getByRole('group', { name: 'Quick views' })
    .getByRole('button', { name: /^Mine/ })
    .click();
  await expect(agentPage.getByRole('link', { name: new RegExp(`^${visitorName}`) })).toBeVisible();
  await page.goto('/DC?view=insights');
  const owners = page.getByRole('table', {
    name: 'Every lead held, by the member of staff who owns it and its stage',
  });
  // Owner, leads, then New, Contacted, Qualified, Won, Lost: the agent's one lead, Contacted.
  await expect(owners.getByRole('row', { name: `${agentEmail} 1 0 1 0 0 0` })).toBeVisible();
  await phone.close();

  // The next morning, a minute past 08:00 Lagos time (a server on a copy of the database, its
  // clock moved there): the agent's morning mail lists the follow-up, due that day.
  const tomorrowMorning = morningRunAt(lagosDayStart(Date.now()) + DAY_MS) + 60_000;
  const nextMorning = await copyWithClockAt(tomorrowMorning);
  try {
    const morning = () =>
      catcher.mails.filter(
        (mail) => mail.to.includes(agentEmail) && /^Your leads for /.test(mail.subject),
      );
    await expect.poll(() => morning().length, { timeout: 30_000 }).toBe(1);
    const { subject, text } = morning()[0]!;
    expect(subject).toMatch(/: 1 needs you$/);
    expect(text).toContain(`${morningMailCopy.sections.dueToday} (1)`);
    expect(text).toMatch(new RegExp(`- Contact Form: ${visitorName}: Send the quote, .*10:00`));
    expect(text).toMatch(/\/DC\?type=contact&lead=/);
  } finally {
    await nextMorning.stop();
  }
});
