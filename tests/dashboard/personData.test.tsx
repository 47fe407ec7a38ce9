/**
 * `/DC?view=person`: staff find a person's records in every type, Trash and Spam by e-mail or
 * phone, see them, and erase them everywhere after a question that lists what will go. The
 * database is the dashboard tests' mock (tests/dashboard/support.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../msw/server.support';
import { ADA, ada, AN_HOUR_AGO, auditOf, dialog, MUSA, musa, updates } from './inbox.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, requests, resetStore, signInAsStaff, store, valueAt } from './support';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';

useDashboardWorld();

const LEGACY = 'legacy-ada';
const TRASHED = '-Nt000000000000000001';

/** Ada in a list (with a note), in an older shape in another type, and in the Trash; Musa beside her. */
const world = () => ({
  contactForm: {
    [ADA]: {
      ...ada,
      status: 'contacted',
      notes: { '-Nn1': { text: 'Called her back.', author: 'staff@example.com', at: AN_HOUR_AGO } },
    },
    [MUSA]: { ...musa },
  },
  hiring: {
    [LEGACY]: {
      fullName: 'Adaeze Okafor',
      email: 'ADAEZE@example.com',
      phoneNumber: '0803 123 4567',
      data: '2023-04-01T09:00:00.000Z',
    },
  },
  trash: {
    quoteForm: {
      [TRASHED]: {
        fullName: 'Adaeze Okafor',
        email: 'adaeze@example.com',
        projectDetails: 'A shop.',
        deletedAt: AN_HOUR_AGO,
        deletedBy: 'staff@example.com',
      },
    },
  },
});

async function findPerson(typed: string) {
  await signInAsStaff();
  const rendered = renderDashboard('/DC?view=person');
  const view = await screen.findByRole('region', { name: "A person's data" });
  await rendered.user.type(within(view).getByLabelText('E-mail address or phone number'), typed);
  await rendered.user.click(within(view).getByRole('button', { name: 'Find' }));
  return { ...rendered, view };
}

const placeLines = (view: HTMLElement) =>
  within(view)
    .queryAllByText(/ · (Leads|Trash|Spam) · /)
    .map((line) => line.textContent);

describe("a person's data", () => {
  test('an entry that is neither an e-mail address nor a phone number is refused, naming the field', async () => {
    resetStore(world());
    const { view } = await findPerson('Adaeze');
    const input = within(view).getByLabelText('E-mail address or phone number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address, or a phone number of 10 to 15 digits.'),
    );
    expect(placeLines(view)).toEqual([]);
  });

  test('found by e-mail in every place, older shapes too, with status and notes; never by downloading a type', async () => {
    resetStore(world());
    const { view } = await findPerson('Adaeze@Example.com');
    expect(await within(view).findByText('3 records found for Adaeze@Example.com.')).toBeVisible();
    expect(placeLines(view)).toEqual([
      `Contact Form · Leads · ${ADA}`,
      `IT Hiring · Leads · ${LEGACY}`,
      `Quote · Trash · ${TRASHED}`,
    ]);
    expect(within(view).getByText('Called her back.')).toBeVisible();
    expect(within(view).getByText('Contacted')).toBeVisible();
    expect(within(view).queryByText('Middle Musa')).toBeNull();
    // Leads come through the search index and by ID; no type's records are fetched whole.
    const wholeTypes = requests.filter(({ url }) =>
      /^\/db\/(contactForm|bookSession|hiring|quoteForm|techTalent|training)\.json$/.test(
        url.pathname,
      ),
    );
    expect(wholeTypes).toEqual([]);
  });

  test('found by phone, whichever way the number is written', async () => {
    resetStore(world());
    const { view } = await findPerson('+234 803 123 4567');
    expect(await within(view).findByText(/^2 records found/)).toBeVisible();
    expect(placeLines(view)).toEqual([
      `Contact Form · Leads · ${ADA}`,
      `IT Hiring · Leads · ${LEGACY}`,
    ]);
  });

  test('without the search index (hosted Firebase without the Cloud Function) each type is read and matched', async () => {
    resetStore(world());
    server.use(http.get('*/db/counts.json', () => HttpResponse.json(null)));
    const { view } = await findPerson('adaeze@example.com');
    expect(await within(view).findByText(/^3 records found/)).toBeVisible();
    expect(requests.some(({ url }) => url.pathname === '/db/contactForm.json')).toBe(true);
  });

  test('Erase everywhere asks first, listing what will go; Yes erases it in one update with an audit line of how many', async () => {
    resetStore(world());
    const { user, view } = await findPerson('adaeze@example.com');
    await within(view).findByText(/^3 records found/);
    await user.click(within(view).getByRole('button', { name: 'Erase everywhere' }));
    const question = dialog('Erase everywhere?');
    expect(question).toHaveAccessibleDescription(
      '3 records of adaeze@example.com will be erased from the leads, Trash and Spam, with their statuses and notes. This cannot be undone.',
    );
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Contact Form · Leads · ${ADA}: Adaeze Okafor`,
      `IT Hiring · Leads · ${LEGACY}: Adaeze Okafor`,
      `Quote · Trash · ${TRASHED}: Adaeze Okafor`,
    ]);
    await user.click(within(question).getByRole('button', { name: 'Erase everywhere' }));

    expect(await within(view).findByText('Erased 3 records on request.')).toBeVisible();
    // Erase everywhere is gone with the records: focus goes to the view's heading.
    await waitFor(() =>
      expect(within(view).getByRole('heading', { name: "A person's data" })).toHaveFocus(),
    );
    expect(within(view).getByText('Nothing is stored for adaeze@example.com.')).toBeVisible();
    const [body, ...more] = updates();
    expect(more).toEqual([]);
    expect(auditOf(body ?? {})).toEqual({
      at: SERVER_TIMESTAMP,
      by: 'staff@example.com',
      action: 'erase',
      detail: '3',
    });
    expect(valueAt(`contactForm/${ADA}`)).toBeUndefined();
    expect(valueAt(`hiring/${LEGACY}`)).toBeUndefined();
    expect(valueAt(`trash/quoteForm/${TRASHED}`)).toBeUndefined();
    expect(Object.keys(store.contactForm ?? {})).toEqual([MUSA]);
  });

  test('a failed erasure says nothing was erased, and why; everything stays', async () => {
    resetStore(world());
    const { user, view } = await findPerson('adaeze@example.com');
    await within(view).findByText(/^3 records found/);
    server.use(
      http.patch(/\/db\/\.json/, () =>
        HttpResponse.json({ error: 'Permission denied' }, { status: 401 }),
      ),
    );
    await user.click(within(view).getByRole('button', { name: 'Erase everywhere' }));
    await user.click(
      within(dialog('Erase everywhere?')).getByRole('button', { name: 'Erase everywhere' }),
    );
    const alert = await within(view).findByRole('alert');
    expect(alert).toHaveTextContent(/^Nothing was erased\. /);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(view).getByRole('button', { name: 'Erase everywhere' })).toHaveFocus();
    expect(placeLines(view)).toHaveLength(3);
    expect(valueAt(`contactForm/${ADA}`)).toBeDefined();
  });
});
