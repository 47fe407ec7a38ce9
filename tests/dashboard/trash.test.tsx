/** Trash instead of destruction: delete and Clear All move records in one update; Undo, Restore, Delete forever. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UNDO_MS } from '../../src/features/dashboard/leads/useUndo';
import { fixtureStore } from './fixtures';
import {
  ADA,
  ada,
  AN_HOUR_AGO,
  auditOf,
  contacts,
  dialog,
  MUSA,
  musa,
  updates,
} from './inbox.support';
import { useDashboardWorld } from './world.support';
import { card, renderDashboard, resetStore, signInAsStaff, staff, store, valueAt } from './support';
import { formatLagosTime } from '../../src/records/lagosTime';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';

useDashboardWorld();

async function deleteMusa() {
  await signInAsStaff();
  const rendered = renderDashboard();
  await screen.findByRole('article', { name: 'Middle Musa' });
  await rendered.user.click(
    within(card('Middle Musa')).getByRole('button', { name: 'Delete the record of Middle Musa' }),
  );
  return rendered;
}

describe('delete moves the record to the Trash', () => {
  test('the dialog keeps its words and names whose record it is', async () => {
    resetStore(contacts());
    await deleteMusa();
    expect(dialog()).toHaveAccessibleDescription('Are you sure you want to delete this record?');
    expect(within(dialog()).getByText('Middle Musa · musa@example.com')).toBeInTheDocument();
  });

  test('Yes: one update moves it to trash/ with who and when, and writes an audit entry', async () => {
    resetStore(contacts());
    const { user } = await deleteMusa();
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Middle Musa' })).toBeNull());
    const [body, ...more] = updates();
    expect(more).toEqual([]);
    expect(body?.[`contactForm/${MUSA}`]).toBeNull();
    expect(body?.[`trash/contactForm/${MUSA}`]).toEqual({
      ...musa,
      deletedAt: SERVER_TIMESTAMP,
      deletedBy: staff.email,
    });
    expect(auditOf(body ?? {})).toMatchObject({
      action: 'delete',
      collection: 'contactForm',
      ids: [MUSA],
    });
    expect(Object.keys(store.contactForm ?? {})).toEqual([ADA]);
  });

  test('Undo, announced and reachable with the keyboard, puts it back exactly, under its ID', async () => {
    resetStore(contacts());
    const { user } = await deleteMusa();
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    const message = await screen.findByText('The record of Middle Musa was moved to Trash.');
    const status = message.closest('[role="status"]') as HTMLElement;
    expect(status).not.toBeNull();
    const undo = within(status).getByRole('button', { name: 'Undo' });
    undo.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'Middle Musa' })).toBeInTheDocument();
    expect(store.contactForm?.[MUSA]).toEqual(musa);
    expect(valueAt('trash')).toBeUndefined();
    const last = updates().at(-1) ?? {};
    expect(last[`contactForm/${MUSA}`]).toEqual(musa);
    expect(last[`trash/contactForm/${MUSA}`]).toBeNull();
    expect(auditOf(last)).toMatchObject({ action: 'undo', ids: [MUSA] });
    expect(screen.getByText('The record is back.')).toBeInTheDocument();
    await waitFor(() => expect(card('Middle Musa')).toHaveFocus());
  });

  describe('with a fake clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    test('the Undo message stays at least 10 seconds, then goes', async () => {
      expect(UNDO_MS).toBeGreaterThanOrEqual(10_000);
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      resetStore(contacts());
      const { user } = await deleteMusa();
      await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
      await screen.findByRole('button', { name: 'Undo' });
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(UNDO_MS));
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    });
  });
});

describe('Clear All', () => {
  test('the label does not say "Form" twice', async () => {
    await signInAsStaff();
    renderDashboard('/DC?type=contact');
    expect(screen.getByRole('button', { name: 'Clear All Contact Form Data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Form Form/ })).toBeNull();
  });

  test('moves every record of the type to the Trash in one update; Undo brings all back', async () => {
    const seeded = fixtureStore();
    resetStore(seeded);
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=quote');
    await screen.findByRole('article', { name: 'Ngozi Obi' });
    await user.click(screen.getByRole('button', { name: 'Clear All Quote Form Data' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await screen.findByText('2 Quote records were moved to Trash.');
    expect(store.quoteForm).toBeUndefined();
    expect(Object.keys(valueAt('trash/quoteForm') as object).sort()).toEqual(
      Object.keys(seeded.quoteForm ?? {}).sort(),
    );
    expect(updates()).toHaveLength(1);
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'clear', collection: 'quoteForm' });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Ngozi Obi' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(store.quoteForm).toEqual(seeded.quoteForm);
    expect(valueAt('trash')).toBeUndefined();
  });
});

const trashed = () => ({
  contactForm: { [ADA]: { ...ada } },
  trash: {
    contactForm: {
      [MUSA]: {
        ...musa,
        status: 'contacted',
        deletedAt: AN_HOUR_AGO,
        deletedBy: 'kemi@example.com',
      },
    },
  },
});

describe('the Trash view', () => {
  test('lists deleted records with who and when; ?view=trash; Restore puts one back as it was', async () => {
    resetStore(trashed());
    await signInAsStaff();
    const { user, router } = renderDashboard('/DC?type=contact', { layout: 'list' });
    await user.click(screen.getByRole('button', { name: 'Trash' }));
    expect(router.state.location.search).toBe('?type=contact&view=trash');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Middle Musa' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Deleted by kemi@example.com on ${formatLagosTime(new Date(AN_HOUR_AGO).toISOString())}`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore the record of Middle Musa' }));
    expect(
      await screen.findByText('The record of Middle Musa is back in the list.'),
    ).toBeInTheDocument();
    expect(store.contactForm?.[MUSA]).toEqual({ ...musa, status: 'contacted' });
    expect(valueAt('trash')).toBeUndefined();
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'restore', ids: [MUSA] });
    expect(screen.getByText('The Contact Form Trash is empty.')).toBeInTheDocument();
  });

  test('Delete forever asks first; No keeps it; Yes removes only the Trash entry', async () => {
    resetStore(trashed());
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=contact&view=trash');
    const forever = await screen.findByRole('button', {
      name: 'Delete the record of Middle Musa forever',
    });
    await user.click(forever);
    expect(dialog('Delete forever?')).toHaveAccessibleDescription(
      'This record will be deleted for good. It cannot be restored.',
    );
    await user.click(within(dialog('Delete forever?')).getByRole('button', { name: 'Keep it' }));
    expect(updates()).toEqual([]);
    expect(forever).toHaveFocus();

    await user.click(forever);
    await user.click(
      within(dialog('Delete forever?')).getByRole('button', { name: 'Delete forever' }),
    );
    expect(
      await screen.findByText('The record of Middle Musa was deleted for good.'),
    ).toBeInTheDocument();
    expect(valueAt('trash')).toBeUndefined();
    expect(store.contactForm).toEqual({ [ADA]: ada });
    const [body] = updates();
    expect(Object.keys(body ?? {}).filter((key) => !key.startsWith('audit/'))).toEqual([
      `trash/contactForm/${MUSA}`,
    ]);
    expect(auditOf(body ?? {})).toMatchObject({ action: 'purge', detail: 'trash', ids: [MUSA] });
  });
});

describe('opening the dashboard purges what has expired', () => {
  test('Trash and Spam entries older than 30 days go in one update with their audit entries; newer stay', async () => {
    const longAgo = Date.now() - 31 * 24 * 3600_000;
    resetStore({
      ...contacts(),
      trash: {
        contactForm: {
          '-Nold0000000000000001': { ...musa, deletedAt: longAgo, deletedBy: 'kemi@example.com' },
          '-Nnew0000000000000001': {
            ...musa,
            deletedAt: AN_HOUR_AGO,
            deletedBy: 'kemi@example.com',
          },
        },
      },
      spam: {
        quoteForm: {
          '-Nold0000000000000002': { ...ada, spamReason: 'honeypot', caughtAt: longAgo },
        },
      },
    });
    await signInAsStaff();
    renderDashboard();
    await waitFor(() => expect(updates()).toHaveLength(1));
    const [body] = updates();
    expect(
      Object.keys(body!)
        .filter((path) => !path.startsWith('audit/'))
        .sort(),
    ).toEqual(['spam/quoteForm/-Nold0000000000000002', 'trash/contactForm/-Nold0000000000000001']);
    const audits = Object.entries(body!).filter(([path]) => path.startsWith('audit/'));
    expect(audits.map(([, entry]) => entry)).toEqual([
      expect.objectContaining({
        action: 'purge',
        detail: 'trash',
        collection: 'contactForm',
        by: staff.email,
      }),
      expect.objectContaining({
        action: 'purge',
        detail: 'spam',
        collection: 'quoteForm',
        by: staff.email,
      }),
    ]);
    await waitFor(() => expect(valueAt('trash/contactForm/-Nold0000000000000001')).toBeUndefined());
    expect(valueAt('trash/contactForm/-Nnew0000000000000001')).toBeDefined();
  });
});
