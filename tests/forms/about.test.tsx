/**
 * Forms that know where the visitor came from: a form opened at an address with `?about=<offer>`
 * starts with that offer filled in (a choice, or a line of text), the visitor can change it, and
 * what is stored is what they sent. A value the form does not know leaves the form as it was.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactForm, QuoteForm, TrainingForm } from '../../src/features/forms';
import { liveForm } from '../../src/features/forms/live/liveForm';
import { prefillFromLink } from '../../src/lib/prefillFromLink';
import { acceptedRecords, clearRecorded } from '../msw/handlers.support';
import { fakeTimeouts, field, fillForm, formCases, until, type FormCase } from './support';

/** The visitor arrives at `address` (the visit's script reads the address bar as the page is parsed). */
const arriveAt = (address: string) => window.history.replaceState(null, '', address);

const caseTitled = (title: string): FormCase => {
  const found = formCases.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no form case titled ${title}`);
  return found;
};

/** A choice whose options follow another field: the case's pick may not be offered after a link. */
const follows: Record<string, string> = { Course: 'Preferred start' };

/**
 * Fills every field of the case but `skip` (the one the link filled) and what follows it, then
 * sends the form.
 */
async function sendRest(formCase: FormCase, skip: RegExp | string) {
  const user = userEvent.setup();
  const follower = follows[String(skip)];
  await fillForm(
    user,
    formCase.fill.filter(
      (step) =>
        String(step.label) !== String(skip) && !(follower && String(step.label).includes(follower)),
    ),
  );
  fakeTimeouts();
  await act(async () => screen.getByRole('button', { name: formCase.submit }).click());
  await until(() => acceptedRecords.length === 1);
  return acceptedRecords[0]!.record as Record<string, unknown>;
}

beforeEach(() => clearRecorded());
afterEach(() => {
  vi.useRealTimers();
  arriveAt('/');
  document.body.innerHTML = '';
});

/** The form as the prerender serves it, in the page. */
function serve(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** The form's code, come. */
const goLive = (container: HTMLElement) => container.querySelectorAll('form').forEach(liveForm);

/** The served form, filled in by the visit's script from the address, and its code come. */
function openLive(ui: ReactElement) {
  const container = serve(ui);
  prefillFromLink();
  goLive(container);
  return container;
}

const optional = (label: string) => new RegExp(`^${label} \\(optional\\)$`);

describe.each([
  // The hire-developer pages' hero button: the contact form's subject names the technology.
  ['Contact', '/contact?about=react', optional('Subject'), 'subject', 'Hire ReactJS developers'],
  [
    'Contact',
    '/contact?about=it-staffing',
    optional('Subject'),
    'subject',
    'IT staffing and recruitment',
  ],
  ['Get a Quote', '/get-a-quote?about=mobile-app', 'Service Needed', 'serviceType', 'mobile-app'],
  [
    'Book a Session',
    '/book-a-session?about=cyber-security',
    'Course Selection',
    'course',
    'cyber-security',
  ],
  [
    'Book a Session',
    '/book-a-session?about=tech-consulting',
    optional('Additional Details'),
    'message',
    'Free tech consultation',
  ],
  [
    'Hiring enquiry',
    '/services/tech-consulting?about=python',
    'Developer Type',
    'developerType',
    'python',
  ],
  ['Talent request', '/services/it-talent-acquisition?about=cto', 'Job Role', 'jobRole', 'cto'],
  ['Training enrolment', '/training/ui-ux?about=ui-ux', 'Course', 'course', 'ui-ux'],
] as const)('%s form at %s', (title, address, label, name, value) => {
  const formCase = caseTitled(title);

  test(`starts with ${value} in ${name}, quietly, and stores it when sent as it is`, async () => {
    arriveAt(address);
    openLive(formCase.ui());
    const control = field(label);
    expect(control).toHaveValue(value);
    expect(control).not.toHaveAttribute('aria-invalid');
    // A prefilled choice is not "still needed".
    const button = screen.getByRole('button', { name: formCase.submit });
    if (button.hasAttribute('aria-describedby')) {
      expect(button).not.toHaveAccessibleDescription(expect.stringContaining(String(label)));
    }
    const record = await sendRest(formCase, label);
    expect(record[name]).toBe(value);
  });

  test(`served, shows ${value} in ${name} before the form's code (the visit's script), and keeps it once that has come`, async () => {
    arriveAt(address);
    const container = serve(formCase.ui());
    expect(field(label)).not.toHaveValue(value);
    prefillFromLink();
    expect(field(label)).toHaveValue(value);
    goLive(container);
    expect(field(label)).toHaveValue(value);
    const record = await sendRest(formCase, label);
    expect(record[name]).toBe(value);
  });
});

describe('a value the form does not know', () => {
  test.each([
    ['/contact?about=nonsense', () => <ContactForm />, optional('Subject'), ''],
    ['/contact?about=', () => <ContactForm />, optional('Subject'), ''],
    // A developer type is an offer, but not one of the quote form's services.
    ['/get-a-quote?about=react', () => <QuoteForm />, 'Service Needed', ''],
    ['/get-a-quote?about=custom-software', () => <QuoteForm />, 'Service Needed', ''],
    ['/get-a-quote?about=Mobile-App', () => <QuoteForm />, 'Service Needed', ''],
    // The course page's own course stays.
    [
      '/training/cyber-security?about=seo',
      () => <TrainingForm course="cyber-security" />,
      'Course',
      'cyber-security',
    ],
  ] as const)('%s leaves the form as it was', (address, ui, label, value) => {
    arriveAt(address);
    openLive(ui());
    expect(field(label)).toHaveValue(value);
  });
});

describe('the visitor decides', () => {
  test('a prefilled service changed to another is stored as the one they chose', async () => {
    arriveAt('/get-a-quote?about=mobile-app');
    openLive(<QuoteForm />);
    const user = userEvent.setup();
    await user.selectOptions(field('Service Needed'), 'web-development');
    const record = await sendRest(caseTitled('Get a Quote'), 'Service Needed');
    expect(record.serviceType).toBe('web-development');
  });

  test('a prefilled subject rewritten is stored as they wrote it; emptied, it stays empty', async () => {
    arriveAt('/contact?about=laravel');
    openLive(<ContactForm />);
    const subject = field(optional('Subject'));
    expect(subject).toHaveValue('Hire Laravel developers');
    const user = userEvent.setup();
    await user.clear(subject);
    expect(subject).toHaveValue('');
    await user.type(subject, 'A Laravel upgrade');
    const record = await sendRest(caseTitled('Contact'), optional('Subject'));
    expect(record.subject).toBe('A Laravel upgrade');
  });
});

describe('a prerendered form (the served HTML has no query)', () => {
  test("the visit's script fills only a field still at its default; what the visitor changes after is theirs", () => {
    arriveAt('/get-a-quote?about=mobile-app');
    serve(<QuoteForm />);
    (field('Service Needed') as HTMLSelectElement).value = 'seo';
    prefillFromLink();
    expect(field('Service Needed')).toHaveValue('seo');

    document.body.innerHTML = '';
    arriveAt('/contact?about=react');
    const contact = serve(<ContactForm />);
    prefillFromLink();
    expect(field(optional('Subject'))).toHaveValue('Hire ReactJS developers');
    // Emptied before the form's code arrives: it stays empty once that has come.
    (field(optional('Subject')) as HTMLInputElement).value = '';
    goLive(contact);
    expect(field(optional('Subject'))).toHaveValue('');
  });

  test("what the visitor typed or chose before the form's code came is kept, not overwritten", () => {
    arriveAt('/get-a-quote?about=mobile-app');
    const quote = serve(<QuoteForm />);
    (field('Service Needed') as HTMLSelectElement).value = 'seo';
    prefillFromLink();
    goLive(quote);
    expect(field('Service Needed')).toHaveValue('seo');

    document.body.innerHTML = '';
    arriveAt('/contact?about=react');
    const contact = serve(<ContactForm />);
    (field(optional('Subject')) as HTMLInputElement).value = 'Our payroll app';
    prefillFromLink();
    goLive(contact);
    expect(field(optional('Subject'))).toHaveValue('Our payroll app');
  });
});
