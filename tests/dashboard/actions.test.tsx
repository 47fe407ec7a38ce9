/** Deleting one record, clearing a type, and every failure shown in the page. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../msw/server.support';
import { fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import { openInbox } from './inbox.support';
import {
  applyUpdate,
  card,
  connectStreamWhenOpen,
  renderDashboard,
  requests,
  resetStore,
  ROOT_UPDATE,
  signInAsStaff,
  store,
  streamOf,
} from './support';

useDashboardWorld();

const contacts = {
  contactForm: {
    '-Nc000000000000000001': {
      fullName: 'Oldest Okoro',
      email: 'a@example.com',
      date: '2025-01-01T10:00:00Z',
    },
    '-Nc000000000000000002': {
      fullName: 'Middle Musa',
      email: 'b@example.com',
      date: '2025-01-02T10:00:00Z',
    },
    '-Nc000000000000000003': {
      fullName: 'Newest Nnamdi',
      email: 'c@example.com',
      date: '2025-01-03T10:00:00Z',
    },
  },
};

const dialog = () => screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
const deleteButton = (name: string) =>
  within(card(name)).getByRole('button', { name: `Delete the record of ${name}` });
const contactCount = () =>
  within(screen.getByRole('group', { name: 'Form type' })).getByRole('button', {
    name: /^Contact Form/,
  });

const openDashboard = (path?: string) => openInbox('Newest Nnamdi', path);

describe('delete one record', () => {
  test('the icon opens "Confirm Deletion" with Yes and No; focus starts on No and stays inside', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await user.click(deleteButton('Middle Musa'));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription('Are you sure you want to delete this record?');
    const no = within(dialog()).getByRole('button', { name: 'No' });
    const yes = within(dialog()).getByRole('button', { name: 'Yes' });
    expect(no).toHaveFocus();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab();
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  test('No closes the dialog, deletes nothing, and returns focus to the delete button', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await user.click(deleteButton('Middle Musa'));
    await user.click(within(dialog()).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Middle Musa')).toBeInTheDocument();
    expect(deleteButton('Middle Musa')).toHaveFocus();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    expect(Object.keys(store.contactForm ?? {})).toHaveLength(3);
  });

  test('Escape means No; a second delete asks about the new record only', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await user.click(deleteButton('Middle Musa'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton('Middle Musa')).toHaveFocus();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    await user.click(deleteButton('Oldest Okoro'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oldest Okoro' })).toBeNull());
    expect(card('Middle Musa')).toBeInTheDocument();
    expect(Object.keys(store.contactForm ?? {})).toEqual([
      '-Nc000000000000000002',
      '-Nc000000000000000003',
    ]);
  });

  test('Yes deletes; the card leaves only once the server confirmed; focus goes to the next card', async () => {
    resetStore(contacts);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(ROOT_UPDATE, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await released;
        applyUpdate(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = await openDashboard();
    expect(
      await screen.findByRole('button', { name: /^Contact Form 3 records/ }),
    ).toBeInTheDocument();
    await user.click(deleteButton('Newest Nnamdi'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    // Waiting for the server: the card is still there, the dialog says so.
    expect(within(dialog()).getByRole('button', { name: 'Deleting…' })).toBeInTheDocument();
    await act(() => delay(50));
    expect(card('Newest Nnamdi')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Newest Nnamdi' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus moves in an effect after the commit that removed the card.
    await waitFor(() => expect(card('Middle Musa')).toHaveFocus());
    expect(contactCount()).toHaveAccessibleName('Contact Form 2 records');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('deleting the last card in the list moves focus to the card before it', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await user.click(deleteButton('Oldest Okoro'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(card('Middle Musa')).toHaveFocus());
  });

  test('a failed delete says so in the page and keeps the card', async () => {
    resetStore(contacts);
    server.use(
      http.patch(ROOT_UPDATE, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
    );
    const { user } = await openDashboard();
    await user.click(deleteButton('Middle Musa'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The record was not deleted. The server had a problem (error 503). Please try again in a moment.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Middle Musa')).toBeInTheDocument();
    expect(deleteButton('Middle Musa')).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  test('a record deleted while the stream is live leaves at once and the stream agrees', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await connectStreamWhenOpen('contactForm');
    await user.click(deleteButton('Middle Musa'));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Middle Musa' })).toBeNull());
    act(() => streamOf('contactForm').emit('put', { path: '/-Nc000000000000000002', data: null }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(contactCount()).toHaveAccessibleName('Contact Form 2 records');
  });
});

describe('clear all', () => {
  test('asks first, naming the type and the number of records; No keeps everything', async () => {
    resetStore(fixtureStore());
    const { user } = await openInbox('Ngozi Obi', '/DC?type=quote');
    await screen.findByRole('button', { name: /^Quote 2 records/ });
    const clear = screen.getByRole('button', { name: 'Clear All Quote Form Data' });
    await user.click(clear);
    expect(dialog()).toHaveAccessibleDescription(
      'Are you sure you want to delete all 2 Quote records? They move to the Trash, where you can restore them.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'No' }));
    expect(clear).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  test('Yes deletes the whole collection; the list empties once the server confirmed', async () => {
    resetStore(fixtureStore());
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(ROOT_UPDATE, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        requests.push({ method: 'PATCH', url: new URL(request.url), body });
        await released;
        applyUpdate(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = await openInbox('Ngozi Obi', '/DC?type=quote');
    await user.click(screen.getByRole('button', { name: 'Clear All Quote Form Data' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await act(() => delay(50));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    release();
    const empty = await screen.findByText('No Quote form data has been created yet!!!');
    await waitFor(() => expect(empty).toHaveFocus());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(store.quoteForm).toBeUndefined();
    // Only the quote collection went.
    expect(Object.keys(store.contactForm ?? {})).toHaveLength(2);
    expect(
      requests
        .filter((request) => request.method === 'PATCH')
        .map((request) => request.url.pathname),
    ).toEqual(['/db/.json']);
    expect(screen.getByRole('button', { name: /^Quote 0 records/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Quote Form Data' })).toBeDisabled();
  });

  test('a failed clear says so and leaves the list as it is', async () => {
    resetStore(fixtureStore());
    server.use(
      http.patch(ROOT_UPDATE, () =>
        HttpResponse.json({ error: 'Permission denied' }, { status: 401 }),
      ),
    );
    const { user } = await openInbox('Ngozi Obi', '/DC?type=quote');
    await user.click(screen.getByRole('button', { name: 'Clear All Quote Form Data' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The records were not deleted. Permission denied',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Clear All Quote Form Data' })).toHaveFocus();
  });
});

describe('loading failures', () => {
  test('a failed load says so, shows no empty text, and Try again loads the list', async () => {
    resetStore(contacts);
    let fail = true;
    server.use(
      http.get('*/db/contactForm.json', ({ request }) => {
        const url = new URL(request.url);
        if (fail && url.searchParams.has('orderBy')) {
          return HttpResponse.json({ error: 'down' }, { status: 500 });
        }
        return undefined;
      }),
    );
    await signInAsStaff();
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The records could not be loaded. The server had a problem (error 500). Please try again in a moment.',
    );
    expect(screen.queryByText(/has been created yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Newest Nnamdi' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('an unreachable server is named', async () => {
    resetStore(contacts);
    server.use(
      http.get('*/db/contactForm.json', () => HttpResponse.error()),
      http.get('*/db/counts.json', () => HttpResponse.error()),
    );
    await signInAsStaff();
    renderDashboard();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'The record counts could not be loaded. We could not reach the server. Check your connection and try again.',
        'The records could not be loaded. We could not reach the server. Check your connection and try again.Try again',
      ]),
    );
  });

  test('counts that cannot be loaded are reported', async () => {
    resetStore(contacts);
    server.use(
      http.get('*/db/counts.json', () => HttpResponse.json({ error: 'nope' }, { status: 500 })),
    );
    await signInAsStaff();
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The record counts could not be loaded. The server had a problem (error 500).',
    );
    expect(await screen.findByRole('article', { name: 'Newest Nnamdi' })).toBeInTheDocument();
  });

  test('a stream that stops is reported, with a way to reconnect', async () => {
    resetStore(contacts);
    const { user } = await openDashboard();
    await connectStreamWhenOpen('contactForm');
    expect(screen.getByText('Live')).toBeInTheDocument();
    act(() => streamOf('contactForm').fail());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live updates stopped. Reload the page to try again.');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    // The list stays as it was.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    await connectStreamWhenOpen('contactForm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });
});
