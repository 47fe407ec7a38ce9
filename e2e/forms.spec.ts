/**
 * The six enquiry forms against the real server and database: each is filled and sent in a
 * real browser on the page that carries it, and the record is read back over the REST API
 * with a staff token (then deleted). The server refuses records that skip the client.
 */
import { expect, test } from '@playwright/test';
import { collections, type Collection } from '../src/records/collections';
import { paths } from '../src/config/paths';
import { formCopies } from '../src/content/forms';
import { botLead, formValues, sentLead } from '../tests/support/leads';
import { deleteRecord, findForm, formWithSubmit, readCollection } from './forms.support';
import { labelOf, visitorSteps } from './formSteps.support';
import { postLead } from './leads.support';
import { watchConsole } from './support';

interface FormRun {
  title: string;
  path: string;
  collection: Collection;
  submit: string;
  success: string;
  /** The name field (its value makes the record findable). */
  nameField: 'fullName' | 'name';
  timestampField: 'date' | 'timestamp';
  /** What the visitor fills in, as it is stored; the name made unique to the run. */
  lead: (unique: string) => Record<string, string>;
  /** Values typed otherwise than they are stored (the form trims them, the phone its spaces). */
  typed?: Record<string, string>;
  /** A choice the page preselects: checked, not filled in. */
  preselected?: string;
  /** What is stored beside the form's values. */
  stored?: Record<string, boolean>;
}

/** The news box left unticked: the answer is stored as no. */
const noNews = { newsConsent: false };

const runs: FormRun[] = [
  {
    title: 'Contact',
    path: paths.contact,
    collection: 'contactForm',
    submit: 'Send Message',
    success: 'Form has been submitted successfully',
    nameField: 'fullName',
    timestampField: 'date',
    lead: (unique) =>
      formValues('contactForm', {
        fullName: `Adaeze ${unique}`,
        phoneNumber: '+2348012345678',
        subject: 'Clinic website',
      }),
    // Stored as every form stores a phone: without its spaces; a subject without its edges.
    typed: { phoneNumber: '+234 801 234 5678', subject: '  Clinic website ' },
  },
  {
    title: 'Get a Quote',
    path: paths.getQuote,
    collection: 'quoteForm',
    submit: 'Request Quote',
    success: 'Your quote request has been received',
    nameField: 'fullName',
    timestampField: 'date',
    lead: (unique) =>
      formValues('quoteForm', {
        fullName: `Tunde ${unique}`,
        location: 'Ikeja, Lagos',
        projectDetails: 'Rank our bakery for "cakes in Ikeja".',
      }),
  },
  {
    title: 'Book a Session',
    path: paths.bookSession,
    collection: 'bookSession',
    submit: 'Book Session',
    success: 'Your session request has been received',
    nameField: 'fullName',
    timestampField: 'date',
    // Its optional details left empty.
    lead: (unique) => formValues('bookSession', { fullName: `Chioma ${unique}`, message: '' }),
  },
  ...[
    { path: paths.reactDeveloper, developerType: 'react' as const },
    { path: paths.techConsulting, developerType: undefined },
  ].map(({ path, developerType }): FormRun => ({
    title: `Hiring enquiry on ${path}`,
    path,
    collection: 'hiring',
    submit: 'Submit Enquiry',
    success: 'Form submitted successfully!',
    nameField: 'name',
    timestampField: 'timestamp',
    preselected: developerType && 'developerType',
    lead: (unique) =>
      formValues('hiring', { name: `Emeka ${unique}`, ...(developerType && { developerType }) }),
  })),
  ...[paths.talentAcquisition, paths.staffingRecruitment].map((path): FormRun => ({
    title: `Talent request on ${path}`,
    path,
    collection: 'techTalent',
    submit: 'Request Talent',
    success: 'Your request has been successfully submitted!',
    nameField: 'name',
    timestampField: 'date',
    // Its optional organisation left empty.
    lead: (unique) => formValues('techTalent', { name: `Ngozi ${unique}`, organizationName: '' }),
    stored: noNews,
  })),
  {
    title: 'Training enrolment',
    path: paths.trainingUiUx,
    collection: 'training',
    submit: 'Submit Enrollment',
    success: 'Form submitted successfully!',
    nameField: 'name',
    timestampField: 'date',
    preselected: 'course',
    lead: (unique) =>
      formValues('training', {
        name: `Bola ${unique}`,
        course: 'ui-ux',
        message: 'Weekend cohort, please.',
      }),
    stored: noNews,
  },
];

for (const run of runs) {
  test(`${run.title}: a real submit lands in the database`, async ({ page, request }) => {
    const console = watchConsole(page);
    // The page's timers on a clock the test can move (time flows by itself until it does).
    await page.clock.install();
    await page.goto(run.path);
    const form = await findForm(page, run.submit);

    await form.scrollIntoViewIfNeeded();
    const button = form.getByRole('button', { name: run.submit, exact: true });
    await expect(button).toBeDisabled();
    const unique = `E2E-${test.info().workerIndex}-${Date.now()}`;
    const lead = run.lead(unique);
    if (run.preselected) {
      await expect(
        form.getByLabel(labelOf(run.collection, run.preselected), { exact: true }),
      ).toHaveValue(lead[run.preselected]!);
    }
    const steps = visitorSteps(run.collection, lead, {
      ...(run.typed && { typed: run.typed }),
      ...(run.preselected && { skip: [run.preselected] }),
    });
    for (const step of steps) {
      const control = form.getByLabel(step.label, { exact: typeof step.label === 'string' });
      if (step.select) await control.selectOption(step.value);
      else await control.fill(step.value);
    }
    // Enabled only once the form's code is live and every required field is valid.
    await expect(button).toBeEnabled();
    const sentAfter = Date.now();
    await button.click();
    await expect(form.getByRole('status')).toContainText(run.success);

    const records = await readCollection(request, run.collection);
    const found = Object.entries(records).filter(
      ([, record]) => record[run.nameField] === lead[run.nameField],
    );
    expect(found, 'exactly one record was stored').toHaveLength(1);
    const [id, stored] = found[0]!;
    const { [run.timestampField]: stamp, receivedAt, source, ...fields } = stored;
    expect(fields).toEqual({ ...lead, ...run.stored });
    // Where the lead came from: the visit began on the form's page (decision 0018).
    expect(source).toEqual({ page: run.path, landing: run.path });
    expect(Date.parse(String(stamp))).toBeGreaterThanOrEqual(sentAfter - 1000);
    expect(Date.parse(String(stamp))).toBeLessThanOrEqual(Date.now() + 1000);
    // The receive time is the database's clock: no later than now, no earlier than the click.
    expect(receivedAt).toBeGreaterThanOrEqual(sentAfter);
    expect(receivedAt).toBeLessThanOrEqual(Date.now());

    // The message leaves and the form starts again (the time itself is checked in Vitest and in
    // forms-phone.spec.ts): its time is let pass at once.
    await page.clock.runFor(formCopies[run.collection].successMs);
    await expect(form.getByRole('status')).toBeEmpty();
    await expect(
      form.getByLabel(labelOf(run.collection, run.nameField), { exact: true }),
    ).toHaveValue('');
    console.expectNone();
    await deleteRecord(request, run.collection, id);
  });
}

test('a failed send keeps the values and "Try again" stores the record once', async ({
  page,
  request,
}) => {
  await page.goto(paths.getQuote);
  const form = formWithSubmit(page, 'Request Quote');
  const unique = `E2E-retry-${Date.now()}`;
  let failures = 1;
  await page.route('**/db/quoteForm/*.json', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, json: { error: 'Unavailable' } });
    return route.continue();
  });
  await form.getByLabel('Full Name').fill(`Kemi ${unique}`);
  await form.getByLabel('Email').fill('kemi@example.com');
  await form.getByLabel('Phone Number').fill('08021234567');
  await form.getByLabel('Service Needed').selectOption('web-development');
  await form.getByLabel('Project Details').fill('A booking site for our salon.');
  await form.getByRole('button', { name: 'Request Quote' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The server had a problem (error 503)');
  await expect(form.getByLabel('Full Name')).toHaveValue(`Kemi ${unique}`);
  await expect(form.getByLabel('Project Details')).toHaveValue('A booking site for our salon.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(form.getByRole('status')).toContainText('Your quote request has been received');
  const stored = Object.entries(await readCollection(request, 'quoteForm')).filter(
    ([, record]) => record.fullName === `Kemi ${unique}`,
  );
  expect(stored).toHaveLength(1);
  await deleteRecord(request, 'quoteForm', stored[0]![0]);
});

for (const collection of collections) {
  const missing =
    collection === 'contactForm' || collection === 'quoteForm' || collection === 'bookSession'
      ? 'email'
      : 'phone';
  test(`POST /db/${collection}.json without "${missing}" is refused with 400 naming it`, async ({
    request,
  }) => {
    const body: Record<string, unknown> = sentLead(collection);
    delete body[missing];
    const response = await request.post(`/db/${collection}.json`, { data: body });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      new RegExp(`^${missing}: `),
    );

    // The same record with the field is accepted: the refusal was about the field.
    const id = await postLead(request, collection);
    await deleteRecord(request, collection, id);
  });
}

test('a POST with the honeypot filled is answered like success and adds nothing to the leads', async ({
  request,
}) => {
  const marker = `Bot ${Date.now()}`;
  const id = await postLead(request, 'training', { name: marker }, botLead);
  expect(id).toEqual(expect.any(String));
  const stored = Object.values(await readCollection(request, 'training'));
  expect(stored.filter((record) => record.name === marker)).toHaveLength(0);
});

test('validating a form breaks no rule of the Content-Security-Policy (no eval)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(paths.getQuote);
  const form = await findForm(page, 'Request Quote');
  await form.getByLabel('Full Name').fill('Kemi Adeyemi');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Email').blur();
  await expect(form.getByText(/valid email/i)).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});
