/**
 * Roles in /DC (decision 0034): an agent is not offered what only an admin may do (and the fake,
 * which runs server/'s policy, would refuse it anyway); an admin manages staff in the Staff view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AN_HOUR_AGO, auditOf, contacts, musa, updates } from './inbox.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, resetStore, signInAsStaff, staff, store } from './support';

useDashboardWorld();

const longAgo = Date.now() - 31 * 24 * 3600_000;
const trashed = {
  trash: {
    contactForm: {
      '-Nold0000000000000001': { ...musa, deletedAt: longAgo, deletedBy: 'kemi@example.com' },
      '-Nnew0000000000000001': { ...musa, deletedAt: AN_HOUR_AGO, deletedBy: 'kemi@example.com' },
    },
  },
};
const colleague = { email: 'kemi@example.com', role: 'agent', name: 'Kemi' };

describe('an agent', () => {
  test('restores from the Trash but is offered no Delete forever, no Staff view, and purges nothing', async () => {
    resetStore({ ...contacts(), ...trashed }, { role: 'agent' });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?view=trash');
    await screen.findAllByRole('button', { name: /^Restore/ });
    expect(screen.queryByRole('button', { name: /^Delete .* forever/ })).toBeNull();
    expect(screen.getByText('Agent', { exact: true })).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).queryByRole('button', { name: 'Staff' })).toBeNull();
    // No purge on open: the expired entry stays.
    expect(updates()).toEqual([]);
    expect(Object.keys(store.trash?.contactForm ?? {})).toHaveLength(2);
    await user.click(within(views).getByRole('button', { name: "A person's data" }));
    expect(screen.queryByRole('button', { name: /Erase everywhere/ })).toBeNull();
  });

  test('asking for ?view=staff shows the leads', async () => {
    resetStore(contacts(), { role: 'agent' });
    await signInAsStaff();
    renderDashboard('/DC?view=staff');
    await screen.findByRole('article', { name: 'Middle Musa' });
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
  });
});

describe('an admin in the Staff view', () => {
  test('changes a colleague’s role and removes them (after asking), each with an audit line', async () => {
    resetStore({ staff: { 'staff-1': { email: staff.email, role: 'admin' }, kemi: colleague } });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?view=staff');
    const role = await screen.findByRole('combobox', { name: 'Role of Kemi' });
    expect(screen.queryByRole('combobox', { name: /Role of staff@/ })).toBeNull();
    await user.selectOptions(role, 'Admin');
    await screen.findByText('Kemi is now admin.');
    expect(store.staff?.kemi).toEqual({ ...colleague, role: 'admin' });
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'role', ids: ['kemi'] });

    await user.click(screen.getByRole('button', { name: 'Remove Kemi' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove this account?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Kemi was removed and signed out.');
    expect(store.staff?.kemi).toBeUndefined();
    expect(auditOf(updates()[1] ?? {})).toMatchObject({ action: 'staff-remove', ids: ['kemi'] });
  });

  test('invites a colleague in their own name, and refuses to invite a member twice', async () => {
    resetStore({ staff: { 'staff-1': { email: staff.email, role: 'admin' }, kemi: colleague } });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?view=staff');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'KEMI@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'kemi@example.com is already a member of staff.',
    );
    await user.clear(email);
    await user.type(email, 'Tunde@Example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tunde');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to tunde@example.com.');
    const invitations = Object.values(store.invitations ?? {});
    expect(invitations).toEqual([
      {
        email: 'tunde@example.com',
        role: 'agent',
        name: 'Tunde',
        by: staff.email,
        at: expect.any(Number) as number,
      },
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Cancel the invitation of tunde@example.com' }),
      ).toBeInTheDocument(),
    );
  });
});
