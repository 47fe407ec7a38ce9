/**
 * Client faults: each of the six forms, on the page that carries it, meets a network that
 * fails (offline, connection refused, a 500, a request that hangs past the client timeout).
 * The visitor's values stay in the form, the error says what happened, "Try again" sends the
 * record once the network is back, and the database holds exactly one record for the visit
 * (read back with a staff token).
 *
 * The hang uses the build's real timeout (VITE_REQUEST_TIMEOUT_MS, 15 s by default: axios sets
 * it on the XHR itself, which Playwright's clock cannot advance). To keep CI short, the six
 * hanging forms wait side by side in one test, so the wait is paid once.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Collection } from '../src/records/collections';
import { paths } from '../src/config/paths';
import {
  bookSessionFormCopy,
  contactFormCopy,
  formStatusCopy,
  hiringFormCopy,
  quoteFormCopy,
  talentFormCopy,
  trainingFormCopy,
} from '../src/content/forms';
import { OFFLINE_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from '../src/lib/dataError';
import { e2eStaff } from './staff.support';
import { openDayAhead } from '../src/records/schemas';

const CLIENT_TIMEOUT_MS = 15_000;

interface Step {
  label: string | RegExp;
  value: string;
  select?: boolean;
}
interface FormUnderTest {
  collection: Collection;
  path: string;
  submit: string;
  success: string;
  /** The field whose value identifies this visit's record. */
  nameField: 'fullName' | 'name';
  fill: (unique: string) => Step[];
}

const optional = (label: string) => new RegExp(`^${label} \\(optional\\)$`);
const sessionDate = openDayAhead(14);

const forms: FormUnderTest[] = [
  {
    collection: 'contactForm',
    path: paths.contact,
    submit: contactFormCopy.submit,
    success: contactFormCopy.success,
    nameField: 'fullName',
    fill: (unique) => [
      { label: 'Full Name', value: `Adaeze ${unique}` },
      { label: 'Email', value: 'adaeze@example.com' },
      { label: 'Phone Number', value: '+234 801 234 5678' },
      { label: optional('Subject'), value: 'Clinic website' },
      { label: optional('Message'), value: 'Please call me after 2 pm.' },
    ],
  },
  {
    collection: 'quoteForm',
    path: paths.getQuote,
    submit: quoteFormCopy.submit,
    success: quoteFormCopy.success,
    nameField: 'fullName',
    fill: (unique) => [
      { label: 'Full Name', value: `Tunde ${unique}` },
      { label: 'Email', value: 'tunde@example.ng' },
      { label: 'Phone Number', value: '+2348012345678' },
      { label: 'Service Needed', value: 'web-development', select: true },
      { label: 'Project Details', value: 'A shop with card and transfer payments.' },
    ],
  },
  {
    collection: 'bookSession',
    path: paths.bookSession,
    submit: bookSessionFormCopy.submit,
    success: bookSessionFormCopy.success,
    nameField: 'fullName',
    fill: (unique) => [
      { label: 'Full Name', value: `Chioma ${unique}` },
      { label: 'Email', value: 'chioma@example.com' },
      { label: 'Phone Number', value: '08031234567' },
      { label: 'Course Selection', value: 'data-analysis', select: true },
      { label: 'Preferred Session Date', value: sessionDate },
      { label: 'Preferred Session Time', value: '11:30' },
    ],
  },
  {
    collection: 'hiring',
    path: paths.pythonDeveloper,
    submit: hiringFormCopy.submit,
    success: hiringFormCopy.success,
    nameField: 'name',
    fill: (unique) => [
      { label: 'Name', value: `Emeka ${unique}` },
      { label: 'Email', value: 'emeka@fintech.ng' },
      { label: 'Phone Number', value: '08051234567' },
      { label: 'Project Type', value: 'softwareDevelopment', select: true },
      { label: 'Developer Type', value: 'python', select: true },
      { label: 'Project Duration', value: 'longTerm', select: true },
      { label: 'Message', value: 'A Python developer for our data pipeline.' },
    ],
  },
  {
    collection: 'techTalent',
    path: paths.talentAcquisition,
    submit: talentFormCopy.submit,
    success: talentFormCopy.success,
    nameField: 'name',
    fill: (unique) => [
      { label: 'Name', value: `Ngozi ${unique}` },
      { label: 'Email', value: 'ngozi@retail.ng' },
      { label: 'Phone Number', value: '07061234567' },
      { label: 'Job Role', value: 'data-scientist', select: true },
      { label: 'Employment Type', value: 'contract', select: true },
      { label: 'Additional Details', value: 'A data scientist for six months, remote.' },
    ],
  },
  {
    collection: 'training',
    path: paths.trainingDataAnalysis,
    submit: trainingFormCopy.submit,
    success: trainingFormCopy.success,
    nameField: 'name',
    fill: (unique) => [
      { label: 'Name', value: `Bola ${unique}` },
      { label: 'Email', value: 'bola@student.ng' },
      { label: 'Phone Number', value: '09012345678' },
      { label: 'Course', value: 'data-analysis', select: true },
      { label: optional('Message'), value: 'Weekend cohort, please.' },
    ],
  },
];

// One sign-in per worker (the server limits sign-in attempts per address).
let token: Promise<string> | null = null;
function staffToken(request: APIRequestContext): Promise<string> {
  token ??= (async () => {
    const response = await request.post('/auth/v1/accounts:signInWithPassword', {
      data: { email: e2eStaff.email, password: e2eStaff.password, returnSecureToken: true },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { idToken: string }).idToken;
  })().catch((error: unknown) => {
    token = null;
    throw error;
  });
  return token;
}

/** The IDs of the records this visit stored (by its unique name). */
async function storedFor(request: APIRequestContext, form: FormUnderTest, name: string) {
  const auth = await staffToken(request);
  const response = await request.get(`/db/${form.collection}.json`, { params: { auth } });
  expect(response.status()).toBe(200);
  const all = ((await response.json()) ?? {}) as Record<string, Record<string, string>>;
  return Object.keys(all).filter((id) => all[id]?.[form.nameField] === name);
}

const field = (formLocator: Locator, step: Step) =>
  formLocator.getByLabel(step.label, { exact: typeof step.label === 'string' });

/** Opens the page, fills the form and waits until it can be sent (hydrated and valid). */
async function fillForm(page: Page, form: FormUnderTest, unique: string) {
  await page.goto(form.path);
  const locator = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: form.submit, exact: true }) });
  await expect(locator, `${form.path} carries the ${form.collection} form`).toHaveCount(1);
  await locator.scrollIntoViewIfNeeded();
  const steps = form.fill(unique);
  for (const step of steps) {
    if (step.select) await field(locator, step).selectOption(step.value);
    else await field(locator, step).fill(step.value);
  }
  const button = locator.getByRole('button', { name: form.submit, exact: true });
  await expect(button).toBeEnabled();
  return { locator, button, steps, name: steps[0]!.value };
}

async function expectValuesKept(locator: Locator, steps: Step[]) {
  for (const step of steps) await expect(field(locator, step)).toHaveValue(step.value);
}

const collectionUrl = (form: FormUnderTest) => `**/db/${form.collection}.json`;

type Fault = 'offline' | 'connection refused' | 'server error 500';
const faults: { fault: Fault; message: string | RegExp }[] = [
  { fault: 'offline', message: OFFLINE_MESSAGE },
  { fault: 'connection refused', message: UNREACHABLE_MESSAGE },
  { fault: 'server error 500', message: /The server had a problem \(error 500\)/ },
];

for (const form of forms) {
  for (const { fault, message } of faults) {
    test(`${form.collection} on ${form.path}, ${fault}: values kept, error shown, retry stores one record`, async ({
      page,
      context,
      request,
    }) => {
      const unique = `fault-${fault.replaceAll(' ', '-')}-${Date.now()}`;
      const { locator, button, steps, name } = await fillForm(page, form, unique);

      let attempts = 0;
      // Offline is the browser's own state (navigator.onLine false, every request fails).
      if (fault === 'offline') await context.setOffline(true);
      else {
        await page.route(collectionUrl(form), async (route) => {
          attempts += 1;
          return fault === 'server error 500'
            ? route.fulfill({ status: 500, json: { error: 'Internal server error' } })
            : route.abort('connectionrefused');
        });
      }

      await button.click();
      const alert = locator.getByRole('alert');
      await expect(alert).toContainText(formStatusCopy.errorTitle);
      await expect(alert).toContainText(message);
      await expectValuesKept(locator, steps);
      expect(await storedFor(request, form, name), 'nothing stored while failing').toEqual([]);
      if (fault !== 'offline') expect(attempts, 'the failing request was sent once').toBe(1);

      // The network comes back.
      if (fault === 'offline') await context.setOffline(false);
      else await page.unroute(collectionUrl(form));
      await alert.getByRole('button', { name: formStatusCopy.retry }).click();
      await expect(locator.getByRole('status')).toContainText(form.success);
      await expect(alert).toHaveCount(0);
      expect(await storedFor(request, form, name), 'exactly one record').toHaveLength(1);
    });
  }
}

test('every form, its request hanging past the client timeout: values kept, error shown, retry stores one record', async ({
  context,
  request,
}) => {
  test.setTimeout(CLIENT_TIMEOUT_MS + 45_000);
  const unique = `fault-hang-${Date.now()}`;
  const visits = await Promise.all(
    forms.map(async (form) => {
      const page = await context.newPage();
      const filled = await fillForm(page, form, unique);
      const held: { abort: () => Promise<void> }[] = [];
      // Never answered: the request stays open until the client gives up.
      await page.route(collectionUrl(form), (route) => {
        held.push(route);
      });
      return { form, page, held, ...filled };
    }),
  );
  const sentAt = Date.now();
  await Promise.all(visits.map(({ button }) => button.click()));
  for (const { form, locator, steps, held } of visits) {
    const alert = locator.getByRole('alert');
    await expect(alert, form.collection).toContainText(TIMEOUT_MESSAGE, {
      timeout: CLIENT_TIMEOUT_MS + 10_000,
    });
    await expectValuesKept(locator, steps);
    expect(held, `${form.collection}: one request was held`).toHaveLength(1);
  }
  expect(Date.now() - sentAt, 'the client waited for its timeout').toBeGreaterThanOrEqual(
    CLIENT_TIMEOUT_MS - 1000,
  );

  for (const { form, page, locator, held, name } of visits) {
    expect(await storedFor(request, form, name), `${form.collection}: nothing stored yet`).toEqual(
      [],
    );
    await page.unroute(collectionUrl(form));
    for (const route of held) await route.abort().catch(() => undefined);
    await locator.getByRole('alert').getByRole('button', { name: formStatusCopy.retry }).click();
    await expect(locator.getByRole('status')).toContainText(form.success);
    expect(
      await storedFor(request, form, name),
      `${form.collection}: exactly one record`,
    ).toHaveLength(1);
  }
});
