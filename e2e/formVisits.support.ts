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
import { openDayAhead, type FormValues } from '../src/records/schemas';
import { formValues } from '../tests/support/leads';
import { visitorSteps, type Step } from './formSteps.support';
import { formWithSubmit, readCollection } from './forms.support';

export type { Step } from './formSteps.support';

export interface FormUnderTest {
  collection: Collection;
  path: string;
  submit: string;
  success: string;
  /** The field whose value identifies this visit's record. */
  nameField: 'fullName' | 'name';
  /**
   * The visitor's steps: a generated lead, its name and e-mail unique to the visit (three
   * acknowledgements a day per mailbox), its own words distinct from anything an acknowledgement
   * says (a test checks that none of them is repeated there).
   */
  fill: (unique: string) => Step[];
}

const visit = <C extends Collection>(
  collection: C,
  nameField: FormUnderTest['nameField'],
  path: string,
  copy: { submit: string; success: string },
  lead: (unique: string) => Partial<FormValues<C>>,
  typed?: Record<string, string>,
): FormUnderTest => ({
  collection,
  path,
  submit: copy.submit,
  success: copy.success,
  nameField,
  fill: (unique) =>
    visitorSteps(collection, formValues(collection, lead(unique)), typed && { typed }),
});

export const formVisits: FormUnderTest[] = [
  visit(
    'contactForm',
    'fullName',
    paths.contact,
    contactFormCopy,
    (unique) =>
      ({
        fullName: `Adaeze ${unique}`,
        email: `adaeze.${unique}@example.com`,
        phoneNumber: '+2348012345678',
        subject: 'Clinic website',
        message: 'Please call me after 2 pm.',
      }) as const,
    // Typed as a visitor writes it; stored in E.164 form.
    { phoneNumber: '+234 801 234 5678' },
  ),
  visit(
    'quoteForm',
    'fullName',
    paths.getQuote,
    quoteFormCopy,
    (unique) =>
      ({
        fullName: `Tunde ${unique}`,
        email: `tunde.${unique}@example.ng`,
        serviceType: 'web-development',
        location: 'Surulere',
        projectDetails: 'A shop with card and transfer payments.',
      }) as const,
  ),
  visit(
    'bookSession',
    'fullName',
    paths.bookSession,
    bookSessionFormCopy,
    (unique) =>
      ({
        fullName: `Chioma ${unique}`,
        email: `chioma.${unique}@example.com`,
        phoneNumber: '+2348031234567',
        course: 'data-analysis',
        sessionDate: openDayAhead(14),
        sessionTime: '11:30',
        message: 'I work shifts, so Saturdays suit me.',
      }) as const,
    // Written from home, with dashes: stored in E.164 form.
    { phoneNumber: '0803-123-4567' },
  ),
  visit(
    'hiring',
    'name',
    paths.pythonDeveloper,
    hiringFormCopy,
    (unique) =>
      ({
        name: `Emeka ${unique}`,
        email: `emeka.${unique}@fintech.ng`,
        phone: '08051234567',
        projectType: 'softwareDevelopment',
        developerType: 'python',
        projectDuration: 'longTerm',
        message: 'A Python developer for our data pipeline.',
      }) as const,
  ),
  visit(
    'techTalent',
    'name',
    paths.talentAcquisition,
    talentFormCopy,
    (unique) =>
      ({
        name: `Ngozi ${unique}`,
        email: `ngozi.${unique}@retail.ng`,
        phone: '07061234567',
        jobRole: 'data-scientist',
        employmentType: 'contract',
        organizationName: '',
        message: 'A data scientist for six months, remote.',
      }) as const,
  ),
  visit(
    'training',
    'name',
    paths.trainingDataAnalysis,
    trainingFormCopy,
    (unique) =>
      ({
        name: `Bola ${unique}`,
        email: `bola.${unique}@student.ng`,
        phone: '09012345678',
        course: 'data-analysis',
        message: 'Weekend cohort, please.',
      }) as const,
  ),
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

/** Opens the page, fills the form and waits until it can be sent (its code live, the form valid). */
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
