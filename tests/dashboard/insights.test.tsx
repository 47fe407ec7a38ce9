/**
 * The Insights view in /DC: opened from the view switch, it reads `insights` once (never a
 * collection) and shows each chart with its numbers in a table; a failed read is shown with a retry.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { weekLabel } from '../../src/features/dashboard/insights/insightsData';
import { encodeInsightKey, insightWeeks } from '../../src/records/insights';
import { server } from '../msw/server.support';
import { useDashboardWorld } from './world.support';
import { bodyCells, renderDashboard, requests, signInAsStaff } from './support';

useDashboardWorld();

const thisWeek = () => insightWeeks(Date.now()).at(-1)!;
const insights = () => ({
  weeks: { [thisWeek()]: { training: 3, contactForm: 1 } },
  sources: {
    whatsapp: 3,
    [encodeInsightKey('www.google.com')]: 2,
    [encodeInsightKey('google.com.ng')]: 1,
    [encodeInsightKey(null)]: 4,
  },
  landings: { [encodeInsightKey('/')]: 3, [encodeInsightKey('/training/cyber-security')]: 1 },
  stale: { due: 8, stillNew: 2 },
});

/** The rows of the table named `caption` that hold numbers, as text. */
const rowsOf = (caption: string | RegExp) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => row.textContent);

async function openInsights() {
  await signInAsStaff();
  const view = renderDashboard('/DC?view=insights', { layout: 'list' });
  await screen.findByRole('heading', { level: 2, name: 'Insights' });
  return view;
}

describe('the Insights view', { timeout: 15_000 }, () => {
  test('shows leads per week, by source, by landing page and still New, each with its table', async () => {
    let reads = 0;
    server.use(
      http.get('*/db/insights.json', () => {
        reads += 1;
        return HttpResponse.json(insights());
      }),
    );
    await openInsights();
    const weeks = await screen.findByRole('table', { name: /Leads received each week/ });
    const lastRow = within(weeks).getAllByRole('row').at(-1)!;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '0', '0', '3', '4']);
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('img', { name: /4 leads in the last 12 weeks/ })).toBeInTheDocument();

    // Google's hosts are one source in words; the largest first.
    expect(rowsOf('Every lead held, by where its visit came from')).toEqual([
      'Not recorded (older leads)4',
      'Google search3',
      'whatsapp3',
    ]);
    expect(
      screen.getByRole('img', { name: 'Most leads: Not recorded (older leads) (4).' }),
    ).toBeInTheDocument();
    expect(rowsOf('Every lead held, by the first page of its visit')).toEqual([
      '/3',
      '/training/cyber-security1',
    ]);
    expect(rowsOf(/Leads received more than 48 hours ago/)).toEqual([
      'Received more than 48 hours ago8',
      'Still New2',
      'Share still New25%',
    ]);
    expect(
      screen.getByRole('img', {
        name: '25% of the leads received more than 48 hours ago are still New.',
      }),
    ).toBeInTheDocument();
    // One read of the insights; no collection read for them.
    expect(reads).toBe(1);
    expect(requests.filter(({ url }) => /\/db\/(training|contactForm)/.test(url.pathname))).toEqual(
      [],
    );
  });

  test('shows the time to first response, the pipeline by source and landing page, and leads per owner', async () => {
    const week = thisWeek();
    server.use(
      http.get('*/db/insights.json', () =>
        HttpResponse.json({
          ...insights(),
          responses: {
            [week]: {
              training: {
                working: { m1: 1, m15: 1, m60: 2, m720: 1 },
                plain: { m1: 1, m180: 1, m1440: 1, m2880: 2 },
                unanswered: 1,
              },
              // Two working days promised: 16 working hours is within it.
              quoteForm: { working: { m960: 1, over: 1 }, plain: { m2880: 1, over: 1 } },
            },
          },
          funnel: {
            sources: {
              whatsapp: { new: 1, contacted: 1, won: 1 },
              [encodeInsightKey(null)]: { lost: 2 },
            },
            landings: { [encodeInsightKey('/')]: { qualified: 2, won: 1 } },
          },
          owners: {
            [encodeInsightKey('ada@example.com')]: { contacted: 2, won: 1 },
            [encodeInsightKey(null)]: { new: 4 },
          },
        }),
      ),
    );
    await openInsights();
    const byType = await screen.findByRole('table', {
      name: /Leads received in the last 12 weeks, by type/,
    });
    const typeRows = bodyCells(byType);
    expect(typeRows).toContainEqual([
      'one working day',
      '6',
      '5',
      '4 of 6 (67%)',
      'up to 1 h',
      'up to 12 h',
      'up to 24 h',
      'up to 48 h',
    ]);
    expect(typeRows).toContainEqual([
      'two working days',
      '2',
      '2',
      '1 of 2 (50%)',
      'up to 16 h',
      'over 336 h',
      'up to 48 h',
      'over 336 h',
    ]);
    expect(typeRows).toContainEqual(['one working day', '0', '0', '–', '–', '–', '–', '–']);
    expect(
      screen.getByRole('img', {
        name: 'Time to first response, by type: 5 of 8 leads answered within the promised time.',
      }),
    ).toBeInTheDocument();
    expect(rowsOf(/Each week’s leads, all types/).at(-1)).toBe(
      `${weekLabel(week)}875 of 8 (63%)up to 1 hover 336 hup to 48 hover 336 h`,
    );
    expect(rowsOf(/by where its visit came from and the stage/)).toEqual([
      'whatsapp311010',
      'Not recorded (older leads)200002',
    ]);
    expect(rowsOf(/by the first page of its visit and the stage/)).toEqual(['/300210']);
    expect(rowsOf(/by the member of staff who owns it/)).toEqual([
      'Unassigned440000',
      'ada@example.com302010',
    ]);
    expect(
      screen.getByRole('img', { name: 'Most leads: whatsapp, 3, of which 1 won.' }),
    ).toBeInTheDocument();
  });

  test('a failed read is shown, and "Try again" reads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/db/insights.json', () =>
        ++calls === 1
          ? HttpResponse.json({ error: 'boom' }, { status: 500 })
          : HttpResponse.json(insights()),
      ),
    );
    const { user } = await openInsights();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The insights could not be loaded.');
    await user.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('table', { name: /Leads received each week/ }),
    ).toBeInTheDocument();
  });

  test('the view switch opens it', async () => {
    server.use(http.get('*/db/insights.json', () => HttpResponse.json(null)));
    await signInAsStaff();
    const { user, router } = renderDashboard('/DC', { layout: 'list' });
    await user.click(await screen.findByRole('button', { name: 'Insights' }));
    expect(router.state.location.search).toContain('view=insights');
    expect(
      await screen.findByRole('img', { name: 'No leads in the last 12 weeks.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No lead is older than 48 hours yet.')).toBeVisible();
  });
});
