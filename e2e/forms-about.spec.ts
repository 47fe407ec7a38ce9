/**
 * Forms that know where the visitor came from, in a real browser against the real server: the
 * React developer page's hero button reaches the contact form with its subject naming ReactJS
 *  (and the lead stores it as sent); a form opened straight at `?about=` is filled in by the visit's script
 * without a console error or a layout shift. A course page's "Enroll Now" choosing that course is
 * checked for every course at both widths in training.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { contactFormCopy } from '../src/content/forms';
import { deleteRecord, readCollection } from './forms.support';
import { formLive, viewports, watchConsole } from './support';

/** Records every layout shift not caused by the visitor's own input, from the first paint. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

test.use({ viewport: viewports.phone });

test('the React developer page’s hero button reaches the contact form with ReactJS named, and the lead keeps it', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  await page.goto(paths.reactDeveloper);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Hire ReactJS Developers', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact\?about=react$/);

  const form = page.locator('form[data-form="contactForm"]');
  await formLive(form);
  const subject = form.getByLabel('Subject');
  await expect(subject).toHaveValue('Hire ReactJS developers');

  const unique = `about-${Date.now()}`;
  await form.getByLabel('Full Name').fill(`Kemi ${unique}`);
  await form.getByLabel('Email').fill(`kemi.${unique}@example.com`);
  await form.getByLabel('Phone Number').fill('0803 123 4567');
  await form.getByRole('button', { name: contactFormCopy.submit }).click();
  await expect(page.getByRole('status')).toContainText(contactFormCopy.success);

  const stored = Object.entries(await readCollection(request, 'contactForm')).filter(
    ([, record]) => record.fullName === `Kemi ${unique}`,
  );
  expect(stored.map(([, record]) => record.subject)).toEqual(['Hire ReactJS developers']);
  for (const [id] of stored) await deleteRecord(request, 'contactForm', id);
  console.expectNone();
});

for (const width of [viewports.phone, viewports.desktop]) {
  test(`opened straight at ?about= (${width.width} px), the form shows the offer before the app and keeps it once live: no console error, no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize(width);
    const console = watchConsole(page);
    const layoutShift = await watchShifts(page);
    await page.goto(`${paths.getQuote}?about=mobile-app`);
    // The visit's script fills it in as the page is parsed (decision 0042).
    const form = page.locator('form[data-form="quoteForm"]');
    await expect(form.getByLabel('Service Needed')).toHaveValue('mobile-app');
    expect(await layoutShift()).toBeLessThanOrEqual(0.01);

    await page.goto(`${paths.contact}?about=it-staffing`);
    const contact = page.locator('form[data-form="contactForm"]');
    const subject = contact.getByLabel('Subject');
    await expect(subject).toHaveValue('IT staffing and recruitment');
    expect(await layoutShift()).toBeLessThanOrEqual(0.01);
    // Reaching for the form loads its code, which takes the offer as the form's own.
    await formLive(contact.getByLabel('Full Name'));
    await expect(subject).toHaveValue('IT staffing and recruitment');
    await expect(contact.getByText('Subject is required')).toHaveCount(0);
    console.expectNone();
  });
}
