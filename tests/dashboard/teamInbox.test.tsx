/**
 * A team inbox on a lead's card (issue 37): an agent takes a lead or hands it to a colleague, and
 * plans its next step in Lagos time; each is one update with a history event in their own name
 * and an audit line, and the lead's history shows them in time order.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { auditOf, contacts, MUSA, openInbox, updates } from './inbox.support';
import { useDashboardWorld } from './world.support';
import { resetStore, staff, store } from './support';

useDashboardWorld();

const colleague = { email: 'kemi@example.com', role: 'agent' };
const team = { staff: { 'staff-1': { email: staff.email, role: 'agent' }, kemi: colleague } };
const musaStored = () => store.contactForm?.[MUSA] as Record<string, unknown>;
const events = () => Object.values((musaStored().history ?? {}) as Record<string, object>);

describe("a lead's owner", () => {
  test('an agent takes a lead, then hands it to a colleague', async () => {
    resetStore({ ...contacts(), ...team }, { role: 'agent' });
    const { user } = await openInbox('Middle Musa');
    const card = screen.getByRole('article', { name: 'Middle Musa' });
    const owner = within(card).getByRole('combobox', { name: 'Owner' });
    expect(owner).toHaveValue('');

    await user.click(within(card).getByRole('button', { name: 'Take it' }));
    await within(card).findByRole('option', { name: `${staff.email} (You)`, selected: true });
    expect(musaStored().owner).toBe(staff.email);
    expect(events()).toEqual([
      expect.objectContaining({ kind: 'owner', by: staff.email, detail: staff.email }),
    ]);
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'assign', ids: [MUSA] });
    expect(within(card).queryByRole('button', { name: 'Take it' })).toBeNull();

    await user.selectOptions(owner, colleague.email);
    expect(await within(card).findByRole('button', { name: 'Take it' })).toBeVisible();
    expect(musaStored().owner).toBe(colleague.email);
    expect(events()).toContainEqual(
      expect.objectContaining({ kind: 'owner', by: staff.email, detail: colleague.email }),
    );
  });
});

describe("a lead's next step", () => {
  test('a follow-up is kept in Lagos time, shown on the card and in the history', async () => {
    resetStore({ ...contacts(), ...team }, { role: 'agent' });
    const { user } = await openInbox('Middle Musa');
    const card = screen.getByRole('article', { name: 'Middle Musa' });
    expect(within(card).getByText('No follow-up planned.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Set follow-up' }));
    const date = within(card).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2099-12-01');
    const time = within(card).getByLabelText('Time (Lagos)');
    await user.clear(time);
    await user.type(time, '10:30');
    await user.click(within(card).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Say what comes next');
    expect(musaStored().followUp).toBeUndefined();

    await user.type(within(card).getByLabelText('What next'), 'Send the quote');
    await user.click(within(card).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(card).findByText('1 Dec 2099, 10:30 WAT: Send the quote')).toBeVisible();
    // 10:30 in Lagos is 09:30 UTC (West Africa Time, UTC+1 all year).
    expect(musaStored().followUp).toEqual({
      at: Date.UTC(2099, 11, 1, 9, 30),
      what: 'Send the quote',
    });
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'follow-up', ids: [MUSA] });

    await user.click(within(card).getByRole('button', { name: /^History/ }));
    const history = within(card).getByRole('list', { name: 'History, oldest first' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/^Sent the enquiry/);
    expect(lines.at(-1)).toMatch(/^Follow-up: Send the quote \(due 1 Dec 2099, 10:30 WAT\)/);

    await user.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(await within(card).findByText('No follow-up planned.')).toBeVisible();
    expect(musaStored().followUp).toBeUndefined();
  });
});
