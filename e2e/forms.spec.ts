/**
 * The six enquiry forms against the real server and database: each is filled and sent in a
 * real browser on the page that carries it, and the record is read back over the REST API
 * with a staff token (then deleted). The server refuses records that skip the client.
 */
import { expect, test } from '@playwright/test';
import { HONEYPOT_FIELD, type Collection } from '../src/records/collections';
import { paths } from '../src/config/paths';
import { formCopies } from '../src/content/forms';
import { deleteRecord, findForm, formWithSubmit, readCollection } from './forms.support';
import { watchConsole } from './support';
import { openDayAhead, RECEIVED_AT, SERVER_TIMESTAMP } from '../src/records/schemas';

type Fill = { label: string | RegExp; value: string; select?: boolean };

interface FormRun {
  title: string;
  path: string;
  collection: Collection;
  submit: string;
  success: string;
  /** The name field (its value makes the record findable). */
  nameField: 'fullName' | 'name';
  timestampField: 'date' | 'timestamp';
  fill: (unique: string) => Fill[];
  record: (unique: string) => Record<string, string | boolean>;
  /** A choice the page preselects. */
  preselected?: { label: string; value: string };
}

const optional = (label: string) => new RegExp(`^${label} \\(optional\\)$`);
const sessionDate = openDayAhead(21);

const runs: FormRun[] = [
  {
    title: 'Contact',
    path: paths.contact,
    collection: 'contactForm',
    submit: 'Send Message',
    success: 'Form has been submitted successfully',
    nameField: 'fullName',
    timestampField: 'date',
    fill: (unique) => [
      { label: 'Full Name', value: `Adaeze ${unique}` },
      { label: 'Email', value: 'adaeze@example.com' },
      { label: 'Phone Number', value: '+234 801 234 5678' },
      { label: optional('Subject'), value: '  Clinic website ' },
      { label: optional('Message'), value: 'Please call me after 2 pm.' },
    ],
    record: (unique) => ({
      fullName: `Adaeze ${unique}`,
      email: 'adaeze@example.com',
      // Stored as every form stores a phone: without its spaces.
      phoneNumber: '+2348012345678',
      subject: 'Clinic website',
      message: 'Please call me after 2 pm.',
    }),
  },
  {
    title: 'Get a Quote',
    path: paths.getQuote,
    collection: 'quoteForm',
    submit: 'Request Quote',
    success: 'Your quote request has been received',
    nameField: 'fullName',
    timestampField: 'date',
    fill: (unique) => [
      { label: 'Full Name', value: `Tunde ${unique}` },
      { label: 'Email', value: 'tunde@example.ng' },
      { label: 'Phone Number', value: '+2348012345678' },
      { label: 'Service Needed', value: 'seo', select: true },
      { label: optional('Location'), value: 'Ikeja, Lagos' },
      { label: optional('Preferred Contact Method'), value: 'phone', select: true },
      { label: 'Project Details', value: 'Rank our bakery for "cakes in Ikeja".' },
    ],
    record: (unique) => ({
      fullName: `Tunde ${unique}`,
      email: 'tunde@example.ng',
      phoneNumber: '+2348012345678',
      serviceType: 'seo',
      location: 'Ikeja, Lagos',
      contactMethod: 'phone',
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
    fill: (unique) => [
      { label: 'Full Name', value: `Chioma ${unique}` },
      { label: 'Email', value: 'chioma@example.com' },
      { label: 'Phone Number', value: '08031234567' },
      { label: 'Course Selection', value: 'web-development', select: true },
      { label: 'Preferred Session Date', value: sessionDate },
      { label: 'Preferred Session Time', value: '14:00' },
    ],
    record: (unique) => ({
      fullName: `Chioma ${unique}`,
      email: 'chioma@example.com',
      phoneNumber: '08031234567',
      course: 'web-development',
      sessionDate,
      sessionTime: '14:00',
      message: '',
    }),
  },
  ...[
    { path: paths.reactDeveloper, developerType: 'react' },
    { path: paths.techConsulting, developerType: undefined },
  ].map(({ path, developerType }): FormRun => ({
    title: `Hiring enquiry on ${path}`,
    path,
    collection: 'hiring',
    submit: 'Submit Enquiry',
    success: 'Form submitted successfully!',
    nameField: 'name',
    timestampField: 'timestamp',
    preselected: developerType ? { label: 'Developer Type', value: developerType } : undefined,
    fill: (unique) => [
      { label: 'Name', value: `Emeka ${unique}` },
      { label: 'Email', value: 'emeka@fintech.ng' },
      { label: 'Phone Number', value: '08051234567' },
      { label: optional('Organization'), value: 'PayLagos' },
      { label: 'Project Type', value: 'webDevelopment', select: true },
      ...(developerType ? [] : [{ label: 'Developer Type', value: 'laravel', select: true }]),
      { label: 'Project Duration', value: 'ongoing', select: true },
      { label: 'Message', value: 'Two developers for our merchant dashboard.' },
    ],
    record: (unique) => ({
      name: `Emeka ${unique}`,
      email: 'emeka@fintech.ng',
      phone: '08051234567',
      organization: 'PayLagos',
      projectType: 'webDevelopment',
      developerType: developerType ?? 'laravel',
      projectDuration: 'ongoing',
      message: 'Two developers for our merchant dashboard.',
    }),
  })),
  ...[paths.talentAcquisition, paths.staffingRecruitment].map((path): FormRun => ({
    title: `Talent request on ${path}`,
    path,
    collection: 'techTalent',
    submit: 'Request Talent',
    success: 'Your request has been successfully submitted!',
    nameField: 'name',
    timestampField: 'date',
    fill: (unique) => [
      { label: 'Name', value: `Ngozi ${unique}` },
      { label: 'Email', value: 'ngozi@retail.ng' },
      { label: 'Phone Number', value: '07061234567' },
      { label: 'Job Role', value: 'cto', select: true },
      { label: 'Employment Type', value: 'full-time', select: true },
      { label: 'Additional Details', value: 'A CTO to lead eight engineers in Yaba.' },
    ],
    record: (unique) => ({
      name: `Ngozi ${unique}`,
      email: 'ngozi@retail.ng',
      phone: '07061234567',
      organizationName: '',
      jobRole: 'cto',
      employmentType: 'full-time',
      message: 'A CTO to lead eight engineers in Yaba.',
      // The news box left unticked: the answer is stored as no.
      newsConsent: false,
    }),
  })),
  {
    title: 'Training enrolment',
    path: paths.trainingUiUx,
    collection: 'training',
    submit: 'Submit Enrollment',
    success: 'Form submitted successfully!',
    nameField: 'name',
    timestampField: 'date',
    preselected: { label: 'Course', value: 'ui-ux' },
    fill: (unique) => [
      { label: 'Name', value: `Bola ${unique}` },
      { label: 'Email', value: 'bola@student.ng' },
      { label: 'Phone Number', value: '09012345678' },
      { label: optional('Message'), value: 'Weekend cohort, please.' },
    ],
    record: (unique) => ({
      name: `Bola ${unique}`,
      email: 'bola@student.ng',
      phone: '09012345678',
      course: 'ui-ux',
      message: 'Weekend cohort, please.',
      // The news box left unticked: the answer is stored as no.
      newsConsent: false,
    }),
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
    if (run.preselected) {
      await expect(form.getByLabel(run.preselected.label, { exact: true })).toHaveValue(
        run.preselected.value,
      );
    }
    const unique = `E2E-${test.info().workerIndex}-${Date.now()}`;
    for (const step of run.fill(unique)) {
      const control = form.getByLabel(step.label, { exact: typeof step.label === 'string' });
      if (step.select) await control.selectOption(step.value);
      else await control.fill(step.value);
    }
    // Enabled only once the form's code has hydrated and every required field is valid.
    await expect(button).toBeEnabled();
    const sentAfter = Date.now();
    await button.click();
    await expect(form.getByRole('status')).toContainText(run.success);

    const records = await readCollection(request, run.collection);
    const found = Object.entries(records).filter(
      ([, record]) => record[run.nameField] === run.record(unique)[run.nameField],
    );
    expect(found, 'exactly one record was stored').toHaveLength(1);
    const [id, stored] = found[0]!;
    const { [run.timestampField]: stamp, receivedAt, source, ...fields } = stored;
    expect(fields).toEqual(run.record(unique));
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
    await expect(form.getByLabel(run.fill(unique)[0]!.label, { exact: true })).toHaveValue('');
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

const minimal: Record<Collection, Record<string, string>> = {
  contactForm: {
    fullName: 'Ada',
    email: 'ada@example.com',
    phoneNumber: '08012345678',
    subject: '',
    message: '',
  },
  quoteForm: {
    fullName: 'Ada',
    email: 'ada@example.com',
    phoneNumber: '08012345678',
    serviceType: 'seo',
    location: '',
    contactMethod: '',
    projectDetails: 'SEO for our shop',
  },
  bookSession: {
    fullName: 'Ada',
    email: 'ada@example.com',
    phoneNumber: '08012345678',
    course: 'ui-ux',
    sessionDate,
    sessionTime: '09:00',
    message: '',
  },
  hiring: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '08012345678',
    organization: '',
    projectType: 'other',
    developerType: 'node',
    projectDuration: 'shortTerm',
    message: 'One Node.js developer',
  },
  techTalent: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '08012345678',
    organizationName: '',
    jobRole: 'developer',
    employmentType: 'part-time',
    message: 'Two part-time developers',
  },
  training: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '08012345678',
    course: 'mobile-app',
    message: '',
  },
};
const stampOf = (collection: Collection) => (collection === 'hiring' ? 'timestamp' : 'date');

for (const [collection, record] of Object.entries(minimal) as [
  Collection,
  Record<string, string>,
][]) {
  const missing =
    collection === 'contactForm' || collection === 'quoteForm' || collection === 'bookSession'
      ? 'email'
      : 'phone';
  test(`POST /db/${collection}.json without "${missing}" is refused with 400 naming it`, async ({
    request,
  }) => {
    const body: Record<string, unknown> = {
      ...record,
      [stampOf(collection)]: new Date().toISOString(),
      [RECEIVED_AT]: SERVER_TIMESTAMP,
    };
    delete body[missing];
    const response = await request.post(`/db/${collection}.json`, { data: body });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      new RegExp(`^${missing}: `),
    );

    // The same record with the field is accepted: the refusal was about the field.
    const accepted = await request.post(`/db/${collection}.json`, {
      data: {
        ...record,
        [stampOf(collection)]: new Date().toISOString(),
        [RECEIVED_AT]: SERVER_TIMESTAMP,
      },
    });
    expect(accepted.status()).toBe(200);
    const { name: id } = (await accepted.json()) as { name: string };
    await deleteRecord(request, collection, id);
  });
}

test('a POST with the honeypot filled is answered like success and adds nothing to the leads', async ({
  request,
}) => {
  const marker = `Bot ${Date.now()}`;
  const response = await request.post('/db/training.json', {
    data: {
      ...minimal.training,
      name: marker,
      date: new Date().toISOString(),
      [HONEYPOT_FIELD]: 'http://spam.example',
    },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()) as { name: string }).toHaveProperty('name');
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
