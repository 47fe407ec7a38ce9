/**
 * The six enquiry forms, each rendered alone with the network mocked by MSW (the base handler
 * validates every POST with the shared record schema and answers 400 otherwise).
 */
import { act, screen, within } from '@testing-library/react';
import { cloneElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { formCopies } from '../../src/content/forms';
import { HONEYPOT_FIELD } from '../../src/records/collections';
import { RECEIVED_AT } from '../../src/records/schemas';
import { referenceOf } from '../../src/records/reference';
import {
  acceptedRecords,
  clearRecorded,
  receivedBodies,
  storeRecord,
} from '../msw/handlers.support';
import { server } from '../msw/server.support';
import {
  captureRequests,
  expectFilled,
  fakeTimeouts,
  field,
  fillForm,
  formCases,
  renderCase,
  until,
} from './support';

/** Where a form PUTs its record: at a key its browser made. */
const putUrl = (collection: string) => `*/db/${collection}/:id.json`;

/** The database stores the record, then the reply never reaches the browser (once). */
const replyLostAfterStoring = (collection: string) =>
  http.put(
    putUrl(collection),
    async ({ request, params }) => {
      await storeRecord(collection, String(params.id), await request.json());
      return HttpResponse.error();
    },
    { once: true },
  );

beforeEach(() => clearRecorded());
afterEach(() => {
  vi.useRealTimers();
});

describe.each(formCases)('$title form', (formCase) => {
  const submitButton = () => screen.getByRole('button', { name: formCase.submit });
  const successShown = () => screen.queryByText(formCase.success, { exact: false }) !== null;

  test('starts empty and pristine, with the submit button disabled and no message', () => {
    renderCase(formCase);
    expect(submitButton()).toBeDisabled();
    for (const step of formCase.fill) {
      const control = field(step.label);
      expect(control).toHaveValue('');
      expect(control).not.toHaveAttribute('aria-invalid');
    }
    for (const { message } of formCase.messages) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test.each(formCase.messages)(
    '$label: "$message" appears on that field once it is left invalid ($type$select)',
    async ({ label, type, select, message }) => {
      const { user } = renderCase(formCase);
      const control = field(label);
      await user.click(control);
      if (select !== undefined) await user.selectOptions(control, select);
      if (type !== undefined) await user.type(control, type);
      // Not while the person is still in the field for the first time.
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(control).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getAllByText(message)).toHaveLength(1);
      // No other field shows an error: only this one was touched.
      for (const other of formCase.fill) {
        const otherControl = field(other.label);
        if (otherControl !== control) expect(otherControl).not.toHaveAttribute('aria-invalid');
      }
      expect(submitButton()).toBeDisabled();
    },
  );

  test('beside the disabled button, the fields still needed, updated as they are filled', async () => {
    const { user } = renderCase(formCase);
    const required = formCase.fill.filter((step) => typeof step.label === 'string');
    const labels = required.map((step) => String(step.label));
    expect(submitButton()).toHaveAccessibleDescription(`Still needed: ${labels.join(', ')}`);
    await fillForm(user, required.slice(0, 1));
    expect(submitButton()).toHaveAccessibleDescription(
      `Still needed: ${labels.slice(1).join(', ')}`,
    );
    await fillForm(user, required.slice(1));
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(/Still needed/)).not.toBeInTheDocument();
  });

  test('the success message and what happens next take the focus from the button', async () => {
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    await user.click(submitButton());
    await until(successShown);
    const status = screen.getByRole('status');
    // The message is focused once it has been drawn.
    await until(() => status.contains(document.activeElement));
    expect(document.activeElement).toHaveTextContent(formCase.success);
    // What happens next, read with the message (its description) and shown under it.
    const followUp = formCopies[formCase.collection].followUp;
    expect(screen.getByText(followUp)).toBeVisible();
    expect(document.activeElement).toHaveAccessibleDescription(followUp);
  });

  test('the submit button is disabled until every required field is valid', async () => {
    const { user } = renderCase(formCase);
    const required = formCase.fill.filter((step) => typeof step.label === 'string');
    for (const [index, step] of required.entries()) {
      expect(submitButton()).toBeDisabled();
      await fillForm(user, [step]);
      if (index < required.length - 1) expect(submitButton()).toBeDisabled();
    }
    expect(submitButton()).toBeEnabled();
  });

  test('an error leaves as soon as the field is corrected', async () => {
    const { user } = renderCase(formCase);
    const email = field('Email');
    await user.type(email, 'ada@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
  });

  test(`a valid submit sends the trimmed record, shows the success text for exactly ${formCase.successMs / 1000} s, then resets`, async () => {
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    const before = Date.now();
    fakeTimeouts();
    await act(async () => submitButton().click());
    await until(successShown);
    const after = Date.now();

    expect(screen.getByRole('status')).toHaveTextContent(formCase.success);
    expect(acceptedRecords).toHaveLength(1);
    const { collection, record } = acceptedRecords[0]!;
    expect(collection).toBe(formCase.collection);
    const {
      [formCase.timestampField]: stamp,
      [RECEIVED_AT]: received,
      ...fields
    } = record as Record<string, string>;
    expect(fields).toEqual(formCase.record);
    // Sent as the server value: the database, not the form, sets the receive time.
    expect(receivedBodies[0]!.body).toHaveProperty(RECEIVED_AT, { '.sv': 'timestamp' });
    expect(received).toEqual(expect.any(Number));
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(stamp!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamp!)).toBeLessThanOrEqual(after);
    expect(receivedBodies[0]!.body).not.toHaveProperty(HONEYPOT_FIELD);

    // The receipt takes the form's place at once: the reference made from the stored key.
    const receipt = () => screen.getByRole('region', { name: /^Your reference / });
    const reference = referenceOf(formCase.collection, acceptedRecords[0]!.id);
    expect(within(receipt()).getByText(reference)).toBeVisible();
    expect(screen.queryByRole('button', { name: formCase.submit })).not.toBeInTheDocument();
    expect(within(receipt()).queryByRole('button', { name: 'Send another' })).toBeNull();
    act(() => vi.advanceTimersByTime(formCase.successMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent(formCase.success);
    expectFilled(formCase.fill);

    // The seed's reset, behind the receipt, which stays.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    for (const step of formCase.fill) expect(field(step.label)).toHaveValue('');
    expect(within(receipt()).getByText(reference)).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(receipt()).getByText(reference)).toBeVisible();
    expect(receipt()).toHaveFocus();

    // "Send another": the fresh form again, its first field focused, nothing more sent.
    vi.useRealTimers();
    await act(async () => within(receipt()).getByRole('button', { name: 'Send another' }).click());
    expect(screen.queryByRole('region', { name: /^Your reference / })).toBeNull();
    for (const step of formCase.fill) expect(field(step.label)).toHaveValue('');
    for (const step of formCase.fill) expect(field(step.label)).not.toHaveAttribute('aria-invalid');
    expect(field(formCase.fill[0]!.label)).toHaveFocus();
    expect(submitButton()).toBeDisabled();
    expect(acceptedRecords).toHaveLength(1);
  });

  test('while sending, the button says so and a second press sends nothing more', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(putUrl(formCase.collection), async () => {
        receivedBodies.push({ collection: formCase.collection, body: 'held' });
        await held;
        return HttpResponse.json({ name: '-Nheld000000000000001' });
      }),
    );
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    const button = submitButton();
    await user.dblClick(button);
    await user.click(button);
    expect(button).toHaveTextContent('Sending…');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    await act(async () => release());
    await until(successShown);
    expect(receivedBodies).toHaveLength(1);
  });

  const failures = [
    {
      name: 'a 500',
      answer: () => HttpResponse.json({ error: 'boom' }, { status: 500 }),
      text: 'The server had a problem (error 500). Please try again in a moment.',
    },
    {
      name: 'a network error',
      answer: () => HttpResponse.error(),
      text: 'We could not reach the server. Check your connection and try again.',
    },
    {
      name: 'a 400 from the server',
      answer: () => HttpResponse.json({ error: 'email: Enter a valid email' }, { status: 400 }),
      text: 'email: Enter a valid email',
    },
  ];

  test.each(failures)(
    '$name keeps every value, shows the error, and "Try again" sends the same record',
    async ({ answer, text }) => {
      server.use(http.put(putUrl(formCase.collection), answer, { once: true }));
      const { user } = renderCase(formCase);
      await fillForm(user, formCase.fill);
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your details were not sent.');
      expect(alert).toHaveTextContent(text);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(acceptedRecords).toHaveLength(0);
      expectFilled(formCase.fill);
      expect(submitButton()).toBeEnabled();

      // The next call reaches the base handler, which accepts a valid record.
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await until(successShown);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(acceptedRecords).toHaveLength(1);
      expect(acceptedRecords[0]!.record).toEqual({
        ...formCase.record,
        [formCase.timestampField]: expect.any(String),
        [RECEIVED_AT]: expect.any(Number),
      });
    },
  );

  test('a reply lost after the record was stored: the form asks, finds it, and shows the receipt', async () => {
    server.use(replyLostAfterStoring(formCase.collection));
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    await user.click(submitButton());
    await until(successShown);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: /^Your reference / });
    expect(receipt).toHaveTextContent(referenceOf(formCase.collection, acceptedRecords[0]!.id));
    expect(acceptedRecords).toHaveLength(1);
  });

  test('a reply lost while the connection is down: "Try again" finds the stored record and stores nothing more', async () => {
    server.use(
      replyLostAfterStoring(formCase.collection),
      http.get(`*/db/${formCase.collection}/:id/${RECEIVED_AT}.json`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details were not sent.');
    expect(acceptedRecords).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await until(successShown);
    // The retry went to the same key: the database refused to store it twice.
    const puts = receivedBodies.filter(({ collection }) => collection === formCase.collection);
    expect(puts).toHaveLength(2);
    expect(acceptedRecords).toHaveLength(1);
    const receipt = screen.getByRole('region', { name: /^Your reference / });
    expect(receipt).toHaveTextContent(referenceOf(formCase.collection, acceptedRecords[0]!.id));
  });

  test('a timeout keeps every value and shows the error', async () => {
    server.use(
      http.put(putUrl(formCase.collection), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const requests = captureRequests();
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    fakeTimeouts();
    await act(async () => submitButton().click());
    await until(() => requests.opened.length === 1);
    const timeout = requests.expireAfterTimeout();
    act(() => vi.advanceTimersByTime(timeout - 1));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    await until(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server took too long to answer. Please try again.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expectFilled(formCase.fill);
    expect(submitButton()).toBeEnabled();
  });

  test('a filled honeypot is sent with the record; the server answers like success and stores nothing', async () => {
    const { user, container } = renderCase(formCase);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not reachable by a person: it has no role a screen reader would announce.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

    await fillForm(user, formCase.fill);
    await user.type(trap, 'http://spam.example');
    await user.click(submitButton());
    await until(successShown);
    expect(receivedBodies).toHaveLength(1);
    expect(receivedBodies[0]!.body).toHaveProperty(HONEYPOT_FIELD, 'http://spam.example');
    expect(acceptedRecords).toHaveLength(0);
  });

  test('is named by the heading given as labelledBy; its first field is the first input', () => {
    renderCase({
      ...formCase,
      ui: () => (
        <section>
          <h2 id="form-heading">Talk to us</h2>
          {cloneElement(formCase.ui(), { labelledBy: 'form-heading' })}
        </section>
      ),
    });
    const form = screen.getByRole('form', { name: 'Talk to us' });
    const first = form.querySelector('input');
    expect(first).toBe(field(formCase.fill[0]!.label));
    expect(first).toHaveAttribute('data-first-field');
  });
});
