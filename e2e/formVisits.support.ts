/**
 * The six forms as a visitor meets them, each on a page that carries it: how to fill it (with a
 * name and an e-mail unique to the visit), and the records a visit stored, read back as staff.
 * Shared by the specs that send every form (client faults, acknowledgements).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Collection } from '../src/records/collections';
import { paths } from '../src/config/paths';
import {
  bookSessionFormCopy,
  contactFormCopy,
  hiringFormCopy,
  quoteFormCopy,
  talentFormCopy,
  trainingFormCopy,
} from '../src/content/forms';
import { openDayAhead } from '../src/records/schemas';
import { formWithSubmit, readCollection } from './forms.support';

export interface Step {
  label: string | RegExp;
  value: string;
  select?: boolean;
}
export interface FormUnderTest {
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

export const formVisits: FormUnderTest[] = [
  {
    collection: 'contactForm',
    path: paths.contact,
    submit: contactFormCopy.submit,
    success: contactFormCopy.success,
    nameField: 'fullName',
    fill: (unique) => [
      { label: 'Full Name', value: `Adaeze ${unique}` },
      { label: 'Email', value: `adaeze.${unique}@example.com` },
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
      { label: 'Email', value: `tunde.${unique}@example.ng` },
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
      { label: 'Email', value: `chioma.${unique}@example.com` },
      { label: 'Phone Number', value: '08031234567' },
      { label: 'Course Selection', value: 'data-analysis', select: true },
      { label: 'Preferred Session Date', value: sessionDate },
      { label: 'Preferred Session Time', value: '11:30' },
      { label: optional('Additional Details'), value: 'I work shifts, so Saturdays suit me.' },
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
      { label: 'Email', value: `emeka.${unique}@fintech.ng` },
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
      { label: 'Email', value: `ngozi.${unique}@retail.ng` },
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
      { label: 'Email', value: `bola.${unique}@student.ng` },
      { label: 'Phone Number', value: '09012345678' },
      { label: 'Course', value: 'data-analysis', select: true },
      { label: optional('Message'), value: 'Weekend cohort, please.' },
    ],
  },
];

/** The IDs of the records this visit stored (by its unique name). */
export async function storedFor(
  request: APIRequestContext,
  form: FormUnderTest,
  name: string,
  server?: string,
) {
  const all = await readCollection(request, form.collection, server);
  return Object.keys(all).filter((id) => all[id]?.[form.nameField] === name);
}

export const field = (formLocator: Locator, step: Step) =>
  formLocator.getByLabel(step.label, { exact: typeof step.label === 'string' });

/** Opens the page, fills the form and waits until it can be sent (hydrated and valid). */
export async function fillForm(page: Page, form: FormUnderTest, unique: string) {
  await page.goto(form.path);
  const locator = formWithSubmit(page, form.submit);
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

export async function expectValuesKept(locator: Locator, steps: Step[]) {
  for (const step of steps) await expect(field(locator, step)).toHaveValue(step.value);
}
