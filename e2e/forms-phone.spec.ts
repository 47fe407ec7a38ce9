/**
 * The six forms on a 375 px phone, against the real server: the success message is where the
 * visitor is looking (in the viewport, focused, in the live region) for its whole duration; a
 * half-filled form names what is missing beside its disabled button; a phone written the
 * Nigerian way is accepted and stored without its separators; junk and closed hours are refused.
 */
import { expect, test, type Locator } from '@playwright/test';
import { paths } from '../src/config/paths';
import { formCopies } from '../src/content/forms';
import type { Collection } from '../src/records/collections';
import { formValues } from '../tests/support/leads';
import { visitorSteps, type Step } from './formSteps.support';
import { deleteRecord, findForm, readCollection } from './forms.support';
import { viewports } from './support';

test.use({ viewport: viewports.phone });

interface PhoneRun {
  collection: Collection;
  path: string;
  nameField: 'fullName' | 'name';
  phoneField: 'phoneNumber' | 'phone';
  /** A choice the page preselects (left as it is). */
  preselected?: string;
}

const runs: PhoneRun[] = [
  {
    collection: 'contactForm',
    path: paths.contact,
    nameField: 'fullName',
    phoneField: 'phoneNumber',
  },
  {
    collection: 'quoteForm',
    path: paths.getQuote,
    nameField: 'fullName',
    phoneField: 'phoneNumber',
  },
  {
    collection: 'bookSession',
    path: paths.bookSession,
    nameField: 'fullName',
    phoneField: 'phoneNumber',
  },
  {
    collection: 'hiring',
    path: paths.reactDeveloper,
    nameField: 'name',
    phoneField: 'phone',
    preselected: 'developerType',
  },
  {
    collection: 'techTalent',
    path: paths.talentAcquisition,
    nameField: 'name',
    phoneField: 'phone',
  },
  {
    collection: 'training',
    path: paths.trainingUiUx,
    nameField: 'name',
    phoneField: 'phone',
    preselected: 'course',
  },
];

/** The required fields after name, e-mail and phone, in form order, from a generated lead. */
const restOf = (run: PhoneRun) =>
  visitorSteps(run.collection, formValues(run.collection), {
    requiredOnly: true,
    skip: [run.nameField, 'email', run.phoneField, ...(run.preselected ? [run.preselected] : [])],
  });

async function fill(form: Locator, steps: Step[]) {
  for (const step of steps) {
    const control = form.getByLabel(step.label, { exact: true });
    if (step.select) await control.selectOption(step.value);
    else await control.fill(step.value);
  }
}

for (const run of runs) {
  const copy = formCopies[run.collection];
  test(`${copy.name} at 375 px: says what is missing, takes 080-1234-5678, shows success in view`, async ({
    page,
    request,
  }) => {
    // The success message's time on a clock the test moves.
    await page.clock.install();
    await page.goto(run.path);
    const form = await findForm(page, copy.submit);
    const button = form.getByRole('button', { name: copy.submit, exact: true });
    const nameLabel = copy.fields[run.nameField as never] as { label: string };
    const unique = `Phone-${test.info().workerIndex}-${Date.now()}`;

    await fill(form, [{ label: nameLabel.label, value: `Ada ${unique}` }]);
    await expect(button).toBeDisabled();
    const needed = form.getByText(/^Still needed:/);
    await expect(needed).toBeVisible();
    await expect(needed).toContainText('Email');
    await expect(needed).toContainText('Phone Number');
    await expect(needed).not.toContainText(nameLabel.label);
    await expect(button).toHaveAccessibleDescription(/^Still needed: .*Email/);

    await fill(form, [
      { label: 'Email', value: 'ada@company.ng' },
      { label: 'Phone Number', value: '080-1234-5678' },
      ...restOf(run),
    ]);
    await expect(button).toBeEnabled();
    await expect(needed).toBeHidden();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await button.click();

    const status = form.getByRole('status');
    const message = status.getByText(copy.success, { exact: false });
    await expect(message).toBeInViewport();
    await expect(form.getByText(copy.followUp)).toBeInViewport();
    // Focus moved from the button to the message (a screen reader reads it there too).
    await expect
      .poll(() => status.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    // Still there, in view, until its time is up (to the millisecond); then the form starts again.
    await page.clock.runFor(copy.successMs - 1);
    await expect(message).toBeInViewport();
    await page.clock.runFor(1);
    await expect(status).toBeEmpty();

    const stored = Object.entries(await readCollection(request, run.collection)).filter(
      ([, record]) => record[run.nameField] === `Ada ${unique}`,
    );
    expect(stored).toHaveLength(1);
    // Typed as the visitor wrote it, stored in E.164 form.
    expect(stored[0]![1][run.phoneField]).toBe('+2348012345678');
    await deleteRecord(request, run.collection, stored[0]![0]);
  });
}

test('the contact form refuses a phone of "abc"', async ({ page }) => {
  await page.goto(paths.contact);
  const copy = formCopies.contactForm;
  const form = await findForm(page, copy.submit);
  await fill(form, [
    { label: 'Full Name', value: 'Ada Obi' },
    { label: 'Email', value: 'ada@company.ng' },
    { label: 'Phone Number', value: 'abc' },
  ]);
  await form.getByLabel('Phone Number', { exact: true }).blur();
  await expect(form.getByText('Enter a valid phone number')).toBeVisible();
  await expect(form.getByRole('button', { name: copy.submit })).toBeDisabled();
  await expect(form.getByText(/^Still needed:/)).toContainText('Phone Number');
});

test('the booking form refuses a Sunday and 20:00, and says when the office is open', async ({
  page,
}) => {
  await page.goto(paths.bookSession);
  const copy = formCopies.bookSession;
  const form = await findForm(page, copy.submit);
  await expect(form).toContainText('We are open Monday to Saturday.');
  await expect(form).toContainText('Between 9:00 AM and 5:00 PM');
  const date = form.getByLabel('Preferred Session Date', { exact: true });
  const sunday = [...Array(7).keys()]
    .map((days) => new Date(Date.now() + (days + 7) * 86_400_000).toISOString().slice(0, 10))
    .find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0)!;
  await date.fill(sunday);
  await date.blur();
  await expect(form.getByText('We are closed on Sundays: choose Monday to Saturday')).toBeVisible();
  const time = form.getByLabel('Preferred Session Time', { exact: true });
  await time.fill('20:00');
  await time.blur();
  await expect(form.getByText('Choose a time between 9:00 AM and 5:00 PM')).toBeVisible();
  await expect(form.getByRole('button', { name: copy.submit })).toBeDisabled();
});
