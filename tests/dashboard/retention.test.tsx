/**
 * The retention rule's line in /DC: what its next daily run will erase, as its last run left it
 * at `retention/`; a hint when it has not run; an alert when the preview cannot be read.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { retentionCopy } from '../../src/content/dashboard';
import { server } from '../msw/server.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, resetStore, signInAsStaff, type store } from './support';

useDashboardWorld();

async function openDashboard() {
  await signInAsStaff();
  renderDashboard('/DC?type=contact', { layout: 'list' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Form DashBoard' });
}

describe('the retention line', () => {
  test('names what the next run erases, per type, and when it runs (Lagos time)', async () => {
    resetStore({
      retention: {
        months: 24,
        nextRunAt: Date.parse('2026-11-26T02:00:00.000Z'),
        due: { contactForm: 2, training: 1 },
      },
    } as unknown as typeof store);
    await openDashboard();
    expect(
      await screen.findByText(
        'Leads are kept 24 months. The next daily run (26 Nov 2026, 03:00 WAT) erases 2 Contact Form leads and 1 Training lead.',
      ),
    ).toBeInTheDocument();
  });

  test('says "nothing" when no lead is due', async () => {
    resetStore({
      retention: { months: 6, nextRunAt: Date.parse('2026-11-26T02:00:00.000Z') },
    } as unknown as typeof store);
    await openDashboard();
    expect(await screen.findByText(/erases nothing\.$/)).toHaveTextContent(
      'Leads are kept 6 months. The next daily run (26 Nov 2026, 03:00 WAT) erases nothing.',
    );
  });

  test('says the rule has not run yet when there is no preview', async () => {
    resetStore();
    await openDashboard();
    expect(await screen.findByText(retentionCopy.notRun)).toBeInTheDocument();
  });

  test('shows an alert when the preview cannot be read', async () => {
    resetStore();
    server.use(
      http.get('*/db/retention.json', () =>
        HttpResponse.json({ error: 'Unavailable' }, { status: 503 }),
      ),
    );
    await openDashboard();
    expect(await screen.findByText(retentionCopy.failed)).toBeInTheDocument();
  });
});
