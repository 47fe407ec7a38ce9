/** Shared helpers and the six forms described as data, for the form tests. */
import { openDayAhead } from '../../src/records/schemas';
import { courseFacts } from '../../src/content/training/facts';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, onTestFinished, vi } from 'vitest';
import { liveForm } from '../../src/features/forms/live/liveForm';
import { noteTouchedFields } from '../../src/lib/touchedFields';
import type { Collection } from '../../src/records/collections';
import { env } from '../../src/config/env';
import {
  BookSessionForm,
  ContactForm,
  HiringForm,
  QuoteForm,
  TalentForm,
  TrainingForm,
} from '../../src/features/forms';

// Captured before any test installs fake timers: polling must keep real time.
const realSetTimeout = globalThis.setTimeout;

/** Waits in real time (inside act) until `check` passes; fake timers are not advanced. */
export async function until(check: () => boolean, limitMs = 5000) {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error(`until: gave up after ${limitMs} ms`);
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
}

/** Fakes only setTimeout/clearTimeout (the success timer), so the network keeps working. */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Records each request the client starts. The client ends a request itself once its timeout has
 * passed on the clock (`setTimeout`, faked by `fakeTimeouts`); `expireAfterTimeout` says how long
 * that is, for the test to move the clock.
 */
export function captureRequests() {
  const opened: string[] = [];
  const network = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    opened.push(input instanceof Request ? input.url : String(input));
    return network(input, init);
  });
  return {
    opened,
    /** The client's timeout, ms, once a request has started. */
    expireAfterTimeout() {
      if (opened.length === 0) throw new Error('no request was started');
      expect(env.VITE_REQUEST_TIMEOUT_MS, 'the request has a timeout').toBeGreaterThan(0);
      return env.VITE_REQUEST_TIMEOUT_MS;
    },
  };
}

export type Step =
  { label: RegExp | string; type: string } | { label: RegExp | string; select: string };

export interface MessageCase {
  label: RegExp | string;
  /** What to type (or choose) before leaving the field; nothing: focus it and leave it empty. */
  type?: string;
  select?: string;
  message: string;
}

export interface FormCase {
  title: string;
  collection: Collection;
  ui: () => ReactElement<{ labelledBy?: string }>;
  submit: string;
  success: string;
  successMs: number;
  /** Steps that fill the form validly, with spaces to trim where the field allows them. */
  fill: Step[];
  /** The record the server must receive (without its timestamp). */
  record: Record<string, string | boolean>;
  timestampField: 'date' | 'timestamp';
  messages: MessageCase[];
}

/** A date 30 days ahead, as YYYY-MM-DD. */
export const futureDate = openDayAhead(30);

const opt = (label: string) => new RegExp(`^${label} \\(optional\\)$`);

const nameMessages = (label: string, message: string): MessageCase[] => [
  { label, message },
  { label, type: '   ', message },
];
const emailMessages: MessageCase[] = [
  { label: 'Email', message: 'Email is required' },
  { label: 'Email', type: 'ada@', message: 'Enter a valid email' },
  { label: 'Email', type: 'ada.example.com', message: 'Enter a valid email' },
];
const phoneMessages = (label: string, ...bad: string[]): MessageCase[] => [
  { label, message: 'Phone number is required' },
  ...bad.map((value) => ({ label, type: value, message: 'Enter a valid phone number' })),
];

export const formCases: FormCase[] = [
  {
    title: 'Contact',
    collection: 'contactForm',
    ui: () => <ContactForm />,
    submit: 'Send Message',
    success: 'Form has been submitted successfully',
    successMs: 3000,
    fill: [
      { label: 'Full Name', type: '  Adaeze Okafor ' },
      { label: 'Email', type: 'adaeze@example.com' },
      { label: 'Phone Number', type: ' +234 801 234 5678 ' },
      { label: opt('Subject'), type: ' Website redesign ' },
      { label: opt('Message'), type: 'We need a new site for our clinic in Yaba.  ' },
    ],
    record: {
      fullName: 'Adaeze Okafor',
      email: 'adaeze@example.com',
      phoneNumber: '+2348012345678',
      subject: 'Website redesign',
      message: 'We need a new site for our clinic in Yaba.',
    },
    timestampField: 'date',
    messages: [
      ...nameMessages('Full Name', 'Full Name is required'),
      ...emailMessages,
      ...phoneMessages('Phone Number', 'abc', '0801 234'),
    ],
  },
  {
    title: 'Get a Quote',
    collection: 'quoteForm',
    ui: () => <QuoteForm />,
    submit: 'Request Quote',
    success: 'Thank you! Your quote request has been received.',
    successMs: 4000,
    fill: [
      { label: 'Full Name', type: ' Tunde Bakare ' },
      { label: 'Email', type: 'tunde@example.ng' },
      { label: 'Phone Number', type: '+2348012345678' },
      { label: 'Service Needed', select: 'mobile-app' },
      { label: opt('Location'), type: ' Ikeja, Lagos ' },
      { label: opt('Preferred Contact Method'), select: 'whatsapp' },
      { label: 'Project Details', type: ' A delivery app for our Lagos riders. ' },
    ],
    record: {
      fullName: 'Tunde Bakare',
      email: 'tunde@example.ng',
      phoneNumber: '+2348012345678',
      serviceType: 'mobile-app',
      location: 'Ikeja, Lagos',
      contactMethod: 'whatsapp',
      projectDetails: 'A delivery app for our Lagos riders.',
    },
    timestampField: 'date',
    messages: [
      ...nameMessages('Full Name', 'Name is required'),
      ...emailMessages,
      ...phoneMessages(
        'Phone Number',
        '080123',
        '+23480123456789012',
        '0801-234-56',
        '++2348012345678',
      ),
      { label: 'Service Needed', message: 'Service selection is required' },
      { label: 'Project Details', message: 'Project details are required' },
    ],
  },
  {
    title: 'Book a Session',
    collection: 'bookSession',
    ui: () => <BookSessionForm />,
    submit: 'Book Session',
    success: 'Thank you! Your session request has been received.',
    successMs: 3000,
    fill: [
      { label: 'Full Name', type: 'Chioma Obi ' },
      { label: 'Email', type: 'chioma@example.com' },
      { label: 'Phone Number', type: '08031234567' },
      { label: 'Course Selection', select: 'data-analysis' },
      { label: 'Preferred Session Date', type: futureDate },
      { label: 'Preferred Session Time', type: '10:30' },
      { label: opt('Additional Details'), type: ' I use Excel daily. ' },
    ],
    record: {
      fullName: 'Chioma Obi',
      email: 'chioma@example.com',
      phoneNumber: '+2348031234567',
      course: 'data-analysis',
      sessionDate: futureDate,
      sessionTime: '10:30',
      message: 'I use Excel daily.',
    },
    timestampField: 'date',
    messages: [
      ...nameMessages('Full Name', 'Name is required'),
      ...emailMessages,
      ...phoneMessages('Phone Number', '12345', '+1234567890123456', 'O8031234567'),
      { label: 'Course Selection', message: 'Course selection is required' },
      { label: 'Preferred Session Date', message: 'Session date is required' },
      {
        label: 'Preferred Session Date',
        type: '2020-01-15',
        message: 'Session date cannot be in the past',
      },
      {
        label: 'Preferred Session Date',
        type: '2099-03-01',
        message: 'We are closed on Sundays: choose Monday to Saturday',
      },
      { label: 'Preferred Session Time', message: 'Session time is required' },
      {
        label: 'Preferred Session Time',
        type: '20:00',
        message: 'Choose a time between 9:00 AM and 5:00 PM',
      },
    ],
  },
  {
    title: 'Hiring enquiry',
    collection: 'hiring',
    ui: () => <HiringForm />,
    submit: 'Submit Enquiry',
    success: 'Form submitted successfully!',
    successMs: 3000,
    fill: [
      { label: 'Name', type: ' Emeka Nwosu' },
      { label: 'Email', type: 'emeka@fintech.ng' },
      { label: 'Phone Number', type: '08051234567' },
      { label: opt('Organization'), type: ' PayLagos ' },
      { label: 'Project Type', select: 'softwareDevelopment' },
      { label: 'Developer Type', select: 'python' },
      { label: 'Project Duration', select: 'longTerm' },
      { label: 'Message', type: 'Two Django developers for a payments API.' },
    ],
    record: {
      name: 'Emeka Nwosu',
      email: 'emeka@fintech.ng',
      phone: '+2348051234567',
      organization: 'PayLagos',
      projectType: 'softwareDevelopment',
      developerType: 'python',
      projectDuration: 'longTerm',
      message: 'Two Django developers for a payments API.',
    },
    timestampField: 'timestamp',
    messages: [
      ...nameMessages('Name', 'Name is required'),
      ...emailMessages,
      ...phoneMessages('Phone Number', '0805abc4567', '0805 123'),
      { label: 'Project Type', message: 'Project Type is required' },
      { label: 'Developer Type', message: 'Developer Type is required' },
      { label: 'Project Duration', message: 'Project Duration is required' },
      { label: 'Message', message: 'Message is required' },
    ],
  },
  {
    title: 'Talent request',
    collection: 'techTalent',
    ui: () => <TalentForm />,
    submit: 'Request Talent',
    success: 'Your request has been successfully submitted!',
    successMs: 4000,
    fill: [
      { label: 'Name', type: 'Ngozi Eze' },
      { label: 'Email', type: 'ngozi@retail.ng' },
      { label: 'Phone Number', type: '07061234567' },
      { label: opt('Organization'), type: 'ShopRight NG' },
      { label: 'Job Role', select: 'data-scientist' },
      { label: 'Employment Type', select: 'contract' },
      { label: 'Additional Details', type: ' Six-month contract, hybrid in Victoria Island. ' },
    ],
    record: {
      name: 'Ngozi Eze',
      email: 'ngozi@retail.ng',
      phone: '+2347061234567',
      organizationName: 'ShopRight NG',
      jobRole: 'data-scientist',
      employmentType: 'contract',
      message: 'Six-month contract, hybrid in Victoria Island.',
      // The news box left unticked: the answer is stored as no.
      newsConsent: false,
    },
    timestampField: 'date',
    messages: [
      ...nameMessages('Name', 'Name is required'),
      ...emailMessages,
      ...phoneMessages('Phone Number', '070612345', '0706123456789012', '+234-706-abc'),
      { label: 'Job Role', message: 'Job Role is required' },
      { label: 'Employment Type', message: 'Employment Type is required' },
      { label: 'Additional Details', message: 'Details are required' },
      { label: 'Additional Details', type: 'Too short', message: 'Enter at least 10 characters' },
      {
        label: 'Additional Details',
        type: ' Too short         ',
        message: 'Enter at least 10 characters',
      },
    ],
  },
  {
    title: 'Training enrolment',
    collection: 'training',
    ui: () => <TrainingForm />,
    submit: 'Submit Enrollment',
    success: 'Form submitted successfully!',
    successMs: 4000,
    fill: [
      { label: 'Name', type: 'Bola Adeyemi' },
      { label: 'Email', type: 'bola@student.ng' },
      { label: 'Phone Number', type: '09012345678' },
      { label: 'Course', select: 'cyber-security' },
      // The course's next start dates are offered (src/content/training/facts.ts).
      { label: opt('Preferred start'), select: courseFacts['cyber-security'].startDates[1] },
      { label: opt('Message'), type: 'Weekend classes, please.' },
    ],
    record: {
      name: 'Bola Adeyemi',
      email: 'bola@student.ng',
      phone: '+2349012345678',
      course: 'cyber-security',
      preferredStart: courseFacts['cyber-security'].startDates[1],
      message: 'Weekend classes, please.',
      // The news box left unticked: the answer is stored as no.
      newsConsent: false,
    },
    timestampField: 'date',
    messages: [
      ...nameMessages('Name', 'Name is required'),
      ...emailMessages,
      ...phoneMessages('Phone Number', '090123456', '0901234567890123', '(0901) abc'),
      { label: 'Course', message: 'Course selection is required' },
    ],
  },
];

export const field = (label: RegExp | string) =>
  screen.getByLabelText(label, typeof label === 'string' ? { exact: true } : {});

/**
 * Fills the fields as a person would: clicks each one and puts its text in, pasted in one go (the
 * forms do nothing per key; the tests of what a field shows while typing type it key by key).
 * A date or time is typed: that is how user-event fills those controls.
 */
export async function fillForm(user: UserEvent, steps: Step[]) {
  for (const step of steps) {
    const control = field(step.label);
    if ('select' in step) await user.selectOptions(control, step.select);
    else if (['date', 'time'].includes((control as HTMLInputElement).type)) {
      await user.type(control, step.type);
    } else {
      await user.click(control);
      await user.paste(step.type);
    }
  }
}

/** Every field still shows the value it was filled with. */
export function expectFilled(steps: Step[]) {
  for (const step of steps) {
    const control = field(step.label) as HTMLInputElement;
    expect(control).toHaveValue('select' in step ? step.select : step.type);
  }
}

let touchesNoted = false;

/**
 * A form as a visitor gets it (decision 0051): the HTML the prerender writes, parsed into the
 * page, with the visit's script noting the fields left and the form's own code live on it.
 * Removed when the test ends.
 */
export function renderLive(ui: ReactElement, { live = true }: { live?: boolean } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  onTestFinished(() => container.remove());
  if (!touchesNoted) {
    noteTouchedFields();
    touchesNoted = true;
  }
  if (live) container.querySelectorAll('form').forEach(liveForm);
  return { user: userEvent.setup(), container };
}

export const renderCase = (formCase: FormCase) => renderLive(formCase.ui());
