/**
 * The quick views (issue 37): every type's leads in one list, newest first, each row naming its
 * type; Today, Mine, Unassigned, Due and Overdue with their counts; a selection taken in one
 * update; and the view a member makes their first.
 */
import { queueCopy } from '../../src/content/teamInbox';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { updates } from './inbox.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, resetStore, signInAsStaff, staff, store } from './support';

useDashboardWorld();

const HOUR = 3600_000;
// Noon in Lagos: "Today" and "Due" end at Lagos midnight, so a real clock near it (CI ran at
// 00:07 Lagos once) moved the half-hour-old lead into yesterday. Only Date is controlled.
const now = Date.parse('2026-11-27T11:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});
const lead = (name: string, hoursAgo: number, extra: object = {}) => ({
  fullName: name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  receivedAt: now - hoursAgo * HOUR,
  ...extra,
});
const colleague = 'kemi@example.com';

const seed = () => ({
  staff: {
    'staff-1': { email: staff.email, role: 'agent' },
    kemi: { email: colleague, role: 'agent' },
  },
  contactForm: {
    '-Nq000000000000000001': lead('Ada Mine', 30, { owner: staff.email }),
    '-Nq000000000000000002': lead('Bola Overdue', 50, {
      owner: colleague,
      followUp: { at: now - 2 * HOUR, what: 'Call back' },
    }),
  },
  training: {
    '-Nq000000000000000003': lead('Chidi Newest', 0.5),
    '-Nq000000000000000004': lead('Dayo Due', 40, {
      owner: staff.email,
      status: 'contacted',
      followUp: { at: now + 5 * 60_000, what: 'Send the syllabus' },
    }),
    '-Nq000000000000000005': lead('Efe Won', 60, { status: 'won' }),
  },
});

const quickView = (label: string) =>
  within(screen.getByRole('group', { name: 'Quick views' })).getByRole('button', {
    name: new RegExp(`^${label}\\b`),
  });
const rowNames = () =>
  within(screen.getByRole('list', { name: /./ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the quick views', () => {
  test('All leads lists every type newest first, each row naming its type; each view has its count', async () => {
    resetStore(seed(), { role: 'agent' });
    await signInAsStaff();
    renderDashboard('/DC?queue=all');
    await screen.findByRole('heading', { name: 'All leads DashBoard' });
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    const rows = rowNames();
    expect(rows[0]).toMatch(/^Chidi NewestTraining/);
    expect(rows[1]).toMatch(/^Ada MineContact Form/);
    expect(rows.at(-1)).toMatch(/^Efe WonTraining/);
    await waitFor(() => expect(quickView('Mine')).toHaveAccessibleName('Mine 2 leads'));
    expect(quickView('All leads')).toHaveAccessibleName('All leads 5 leads');
    // Efe's lead is won: nobody needs to take it.
    expect(quickView('Unassigned')).toHaveAccessibleName('Unassigned 1 lead');
    expect(quickView('Due')).toHaveAccessibleName('Due 1 lead');
    expect(quickView('Overdue')).toHaveAccessibleName('Overdue 1 lead');
    expect(quickView('Today')).toHaveAccessibleName('Today 1 lead');
    const link = screen.getByRole('link', { name: /^Chidi Newest/ });
    expect(link).toHaveAttribute('href', '/DC?type=training&lead=-Nq000000000000000003');
  });

  test('Mine lists my leads; a selection of two types is assigned in one update', async () => {
    resetStore(seed(), { role: 'agent' });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?queue=mine');
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(rowNames().map((row) => row?.split('Contact')[0]?.split('Training')[0])).toEqual([
      'Ada Mine',
      'Dayo Due',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Mine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dayo Due' }));
    const assignTo = screen.getByRole('combobox', { name: 'Assign to' });
    // Until a colleague is chosen the list says what it wants, not nothing.
    expect(assignTo).toHaveDisplayValue(queueCopy.chooseColleague);
    await user.selectOptions(assignTo, colleague);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText(`2 leads assigned to ${colleague}.`);
    expect(updates()).toHaveLength(1);
    expect(store.contactForm?.['-Nq000000000000000001']).toMatchObject({ owner: colleague });
    expect(store.training?.['-Nq000000000000000004']).toMatchObject({ owner: colleague });
    const audits = Object.keys(updates()[0] ?? {}).filter((key) => key.startsWith('audit/'));
    expect(audits).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('You have no leads.')).toBeVisible());
  });

  test('a member makes a quick view their first: /DC opened plainly opens it', async () => {
    resetStore(seed(), { role: 'agent' });
    await signInAsStaff();
    const first = renderDashboard('/DC?queue=overdue');
    await first.user.click(await screen.findByRole('button', { name: 'Open this view first' }));
    expect(screen.getByText('Overdue now opens first when you open the dashboard.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open this view first' })).toBeNull();
    first.router.navigate('/DC');
    await screen.findByRole('heading', { name: 'Overdue DashBoard' });
    await waitFor(() => expect(rowNames()).toEqual([expect.stringMatching(/^Bola Overdue/)]));
  });
});
