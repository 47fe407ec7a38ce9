/**
 * The filter bar's counts at any size: the database's own `counts` in one small read, never the
 * collection or its keys; the keys only where the database keeps no counts (hosted Firebase
 * without the Cloud Function).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../msw/server.support';
import { useDashboardWorld } from './world.support';
import { keyAt, renderDashboard, requests, resetStore, signInAsStaff } from './support';

useDashboardWorld();

const filterButton = (label: string) =>
  within(screen.getByRole('group', { name: 'Form type' })).getByRole('button', {
    name: new RegExp(`^${label}\\b`),
  });

const training = (count: number, worked: number) => ({
  training: Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      keyAt(index + 1),
      { name: `Student ${index + 1}`, ...(index < worked ? { status: 'won' } : {}) },
    ]),
  ),
});

describe('counts', () => {
  test('come from the database in one read, never from the records or their keys', async () => {
    resetStore(training(120, 20));
    await signInAsStaff();
    renderDashboard('/DC?type=training');
    await waitFor(() =>
      expect(filterButton('Training')).toHaveAccessibleName('Training 120 records'),
    );
    await waitFor(() => expect(filterButton('Training')).toHaveAccessibleDescription('100 new'));
    expect(screen.getByText('Showing 50 of 120 Training records')).toBeInTheDocument();
    const reads = requests.filter((request) => request.method === 'GET');
    expect(reads.some((request) => request.url.pathname === '/db/counts.json')).toBe(true);
    expect(reads.some((request) => request.url.searchParams.get('shallow') === 'true')).toBe(false);
    expect(
      reads.some(
        (request) =>
          request.url.pathname === '/db/training.json' &&
          !request.url.searchParams.has('limitToLast'),
      ),
    ).toBe(false);
  });

  test('without counts in the database, the totals come from the keys', async () => {
    resetStore(training(3, 1));
    server.use(http.get('*/db/counts.json', () => HttpResponse.json(null)));
    await signInAsStaff();
    renderDashboard('/DC?type=quote');
    await waitFor(() =>
      expect(filterButton('Training')).toHaveAccessibleName('Training 3 records'),
    );
  });
});
