/**
 * The staff dashboard against the real server/ (fresh database per run). Tests find their own
 * records by unique names, so they can run beside the specs that submit forms. "Clear All" lives in
 * dashboard-clear.spec.ts, which runs after everything else.
 */
import { expect, test } from '@playwright/test';
import { card, signIn } from './dashboard.support';
import { postLead } from './leads.support';
import { e2eStaff } from './staff.support';
import { viewports, watchConsole } from './support';
import { openDayAhead } from '../src/records/schemas';
import { formValues } from '../tests/support/leads';

test('/DC without signing in shows no records, and the REST API refuses an unsigned read', async ({
  page,
  request,
}) => {
  await postLead(request, 'quoteForm', { fullName: 'Unseen Visitor' });
  const console = watchConsole(page);
  await page.goto('/DC?type=quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('Unseen Visitor')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  for (const url of ['/db/quoteForm.json', '/db/.json', '/db/quoteForm.json?shallow=true']) {
    const read = await request.get(url);
    expect(read.status(), url).toBe(401);
    expect(await read.json()).toEqual({ error: 'Permission denied' });
  }
  const wrongToken = await request.get('/db/quoteForm.json?auth=not-a-token');
  expect(wrongToken.status()).toBe(401);
  const deleteAll = await request.delete('/db/quoteForm.json');
  expect(deleteAll.status()).toBe(401);
  console.expectNone();
});

test('wrong credentials say so; the right ones open the dashboard; Sign out ends it', async ({
  page,
}) => {
  await page.goto('/DC?type=training');
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training DashBoard' })).toBeVisible();
  await expect(page).toHaveURL(/\/DC\?type=training$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('staff-session'))).toBeNull();
});

test('a token the server refuses returns to sign-in and keeps ?type=', async ({ page }) => {
  await signIn(page, '/DC?type=itHiring');
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('staff-session') ?? '{}') as object;
    sessionStorage.setItem(
      'staff-session',
      JSON.stringify({ ...session, idToken: 'forged.token.value' }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/DC\?type=itHiring$/);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IT Hiring DashBoard' })).toBeVisible();
});

test('a booking made in a second page appears live, without reload', async ({ page, context }) => {
  const console = watchConsole(page);
  await signIn(page, '/DC?type=bookSession&layout=cards');
  await expect(page.getByText(/^Live/)).toBeVisible();
  const name = `Live Booker ${Date.now()}`;
  await expect(card(page, name)).toHaveCount(0);

  const visitor = await context.newPage();
  await visitor.goto('/book-a-session');
  const tomorrow = openDayAhead(2);
  await visitor.getByLabel('Full Name').fill(name);
  await visitor.getByLabel('Email').fill('booker@example.com');
  await visitor.getByLabel('Phone Number').fill('+2348031234567');
  await visitor.getByLabel('Course Selection').selectOption('cyber-security');
  await visitor.getByLabel('Preferred Session Date').fill(tomorrow);
  await visitor.getByLabel('Preferred Session Time').fill('10:30');
  await visitor.getByRole('button', { name: 'Book Session' }).click();
  await expect(visitor.getByText(/Your session request has been received/)).toBeVisible();

  const booked = card(page, name);
  await expect(booked).toBeVisible();
  await expect(booked.getByText('Just arrived', { exact: true })).toBeVisible();
  await expect(booked.getByText('Cyber Security')).toBeVisible();
  await expect(booked.getByText('10:30')).toBeVisible();
  await expect(booked.getByText(/WAT$/)).toBeVisible();
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
  console.expectNone();
});

test('delete one with Yes: it leaves the list and the database; a deletion elsewhere disappears too', async ({
  page,
  request,
  browser,
}) => {
  const keep = `Keep Student ${Date.now()}`;
  const remove = `Remove Student ${Date.now()}`;
  const elsewhere = `Elsewhere Student ${Date.now()}`;
  await postLead(request, 'training', { name: keep });
  const removeId = await postLead(request, 'training', { name: remove });
  await postLead(request, 'training', { name: elsewhere });

  await signIn(page, '/DC?type=training&layout=cards');
  await expect(card(page, remove)).toBeVisible();
  await card(page, remove)
    .getByRole('button', { name: `Delete the record of ${remove}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this record?');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  // The page behind is inert: Tab stays in the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, remove)).toHaveCount(0);
  await expect(card(page, keep)).toBeVisible();
  // Focus went to the neighbouring card, not to the top of the page.
  await expect(page.locator('article:focus')).toHaveCount(1);

  // Staff deleted it on the server, checked with a token of our own.
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('staff-session') ?? '{}') as { idToken: string }).idToken,
  );
  const gone = await request.get(`/db/training/${removeId}.json?auth=${encodeURIComponent(token)}`);
  expect(await gone.json()).toBeNull();

  // Another staff member deletes a record: it disappears here without reload.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, '/DC?type=training&layout=cards');
  await card(otherPage, elsewhere)
    .getByRole('button', { name: `Delete the record of ${elsewhere}` })
    .click();
  await otherPage
    .getByRole('alertdialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(card(page, elsewhere)).toHaveCount(0);
  await other.close();
});

test('a name with HTML in it renders as text and nothing runs', async ({ page, request }) => {
  const attack = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await postLead(request, 'contactForm', {
    fullName: attack,
    subject: '<script>alert("subject")</script>',
    message: '<b onmouseover=alert(2)>hover me</b>',
  });
  await signIn(page, '/DC?type=contact&layout=cards');
  const attacker = card(page, attack);
  await expect(attacker).toBeVisible();
  await expect(attacker.getByRole('heading', { level: 2 })).toHaveText(attack);
  await expect(attacker.getByText('<script>alert("subject")</script>')).toBeVisible();
  await attacker.getByText('hover me', { exact: false }).hover();
  await expect(page.locator('main img[src="x"], main b, main script')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('filters keep focus, keep the type in the URL, and search and export work', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  // The CSV's line below is this lead's values; its choices are named here for their labels.
  const lead = formValues('hiring', {
    name: `Ada Search ${stamp}`,
    organization: 'Ọlábísí Ventures',
    projectType: 'webDevelopment',
    developerType: 'laravel',
    projectDuration: 'ongoing',
    message: 'A Laravel developer for our payroll app.',
  });
  await postLead(request, 'hiring', lead);
  await signIn(page, '/DC?layout=cards');
  const hiring = page.getByRole('button', { name: /^IT Hiring/ });
  await hiring.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'IT Hiring DashBoard' })).toBeVisible();
  await expect(page).toHaveURL(/\?layout=cards&type=itHiring$/);
  await expect(hiring).toBeFocused();
  await expect(hiring).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'IT Hiring DashBoard' })).toBeVisible();
  const mine = card(page, lead.name);
  await expect(mine.getByText('Laravel', { exact: true })).toBeVisible();
  await expect(mine.getByText('Ongoing')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search records' }).fill('payroll');
  await expect(page.getByRole('article')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^itHiring-records-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Identification Number,Reference,Name,Email,Phone,Message,Organization,Project type,Developer type,Project duration,Date (Lagos time),Status,Latest note',
  );
  expect(text).toContain(
    // The phone number as text a spreadsheet keeps whole (="+234…", quoted for CSV).
    `${lead.name},${lead.email},"=""${lead.phone}""",${lead.message},${lead.organization},Web development,Laravel,Ongoing,`,
  );
  expect(text.trim().split('\r\n')).toHaveLength(2);
});

test.describe('at phone width', () => {
  test.use({ viewport: viewports.phone });

  test('signed in, the dashboard fits the screen and the selected filter is in view', async ({
    page,
    request,
  }) => {
    await postLead(request, 'training', { name: `Phone Student ${Date.now()}` });
    await signIn(page, '/DC?type=training&layout=cards');
    await expect(page.getByRole('article').first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(viewports.phone.width);
    await expect(page.getByRole('button', { name: /^Training/ })).toBeInViewport({ ratio: 1 });
    await expect(
      page.getByRole('button', { name: 'Clear All Training Form Data' }),
    ).toBeInViewport();
  });
});
