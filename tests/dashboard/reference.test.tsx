/**
 * A lead's reference in /DC (issue 35): its card shows it, so staff can read it back to a caller,
 * and the search box finds the lead by it however the caller's reference was typed: among the
 * leads already here, and from the database's search index for those not loaded yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import {
  cardNames,
  connectStreamWhenOpen,
  fieldsOf,
  keyAt,
  renderDashboard,
  requests,
  resetStore,
  signInAsStaff,
} from './support';

useDashboardWorld();

const names = cardNames;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search records' });

describe('a lead reference', () => {
  test('is on the card, first, and a search finds the lead by it typed any usual way', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=quote');
    const ngozi = await screen.findByRole('article', { name: 'Ngozi Obi' });
    await connectStreamWhenOpen('quoteForm');
    expect(Object.entries(fieldsOf(ngozi))[0]).toEqual(['Reference', 'QT-J10G-8422']);
    expect(fieldsOf(screen.getByRole('article', { name: 'Bola Ahmed' })).Reference).toBe(
      'QT-210G-8422',
    );

    // As printed, without its dashes or in lower case, in two groups, a first group, and with
    // the O and I a caller may say for 0 and 1.
    for (const typed of ['QT-J10G-8422', 'qtj10g8422', 'J10G 8422', 'j10g', 'QT-JIOG']) {
      await user.clear(searchBox());
      await user.type(searchBox(), typed);
      await waitFor(() => expect(names(), typed).toEqual(['Ngozi Obi']));
      expect(screen.getByText(`1 record matches “${typed}”`)).toBeInTheDocument();
    }
    await user.clear(searchBox());
    await user.type(searchBox(), 'qt-210g');
    await waitFor(() => expect(names()).toEqual(['Bola Ahmed']));
    // Too short to stand for a reference: three characters match as words only.
    await user.clear(searchBox());
    await user.type(searchBox(), 'j10');
    expect(await screen.findByText('No records match “j10”.')).toBeInTheDocument();
  });

  test('finds, from the search index, an old lead that is not loaded, and shows its reference', async () => {
    const training = Object.fromEntries(
      Array.from({ length: 120 }, (_, index) => [
        keyAt(index + 1),
        {
          name: `Student ${index + 1}`,
          email: `student${index + 1}@example.com`,
          phone: '08012345678',
          course: 'web-development',
          date: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
        },
      ]),
    );
    resetStore({ training });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=training');
    await waitFor(() => expect(names()[0]).toBe('Student 120'));
    expect(names()).not.toContain('Student 3');

    await user.type(searchBox(), 'tr-210g-8424');
    await waitFor(() => expect(names()).toEqual(['Student 3']));
    const found = screen.getByRole('article', { name: 'Student 3' });
    expect(within(found).getByText('TR-210G-8424')).toBeInTheDocument();
    const byReference = requests.filter(
      (request) =>
        request.url.pathname === '/db/searchIndex/training.json' &&
        request.url.searchParams.get('orderBy') === '"reference"',
    );
    expect(byReference.map((request) => request.url.searchParams.get('startAt'))).toContain(
      '"210G8424"',
    );
  });
});
