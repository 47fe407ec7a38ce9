/** The six filters (titles, buttons, empty text, counts, URL) and the cards of every record type. */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { dashboardTypes } from '../../src/records/collections';
import { recordSchemas } from '../../src/records/schemas';
import { fixtures, fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import { card, fieldsOf, renderDashboard, resetStore, signInAsStaff } from './support';

useDashboardWorld();

const filters = () => screen.getByRole('group', { name: 'Form type' });
const filterButton = (label: string) =>
  within(filters()).getByRole('button', { name: new RegExp(`^${label}\\b`) });

describe('filters', () => {
  test('six filter buttons in the published order; Contact Form is selected by default', async () => {
    await signInAsStaff();
    renderDashboard();
    const buttons = within(filters()).getAllByRole('button');
    expect(buttons.map((button) => button.firstElementChild?.textContent)).toEqual([
      'Contact Form',
      'Book Session',
      'IT Hiring',
      'Quote',
      'Tech Talent',
      'Training',
    ]);
    expect(filterButton('Contact Form')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contact Form DashBoard' }),
    ).toBeInTheDocument();
  });

  test.each(dashboardTypes.map((type) => ({ ...type })))(
    '$label: title, clear-all button, empty text and ?type=$key',
    async ({ key, label }) => {
      await signInAsStaff();
      const { user, router } = renderDashboard(key === 'contact' ? '/DC?type=quote' : '/DC', {
        layout: 'list',
      });
      await user.click(filterButton(label));
      expect(router.state.location.search).toBe(`?type=${key}`);
      expect(filterButton(label)).toHaveAttribute('aria-pressed', 'true');
      expect(filterButton(label)).toHaveFocus();
      expect(
        screen.getByRole('heading', { level: 1, name: `${label} DashBoard` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `Clear All ${label.replace(/ Form$/, '')} Form Data` }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(`No ${label} form data has been created yet!!!`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    },
  );

  test('an unknown ?type= falls back to Contact Form', async () => {
    await signInAsStaff();
    renderDashboard('/DC?type=everything');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contact Form DashBoard' }),
    ).toBeInTheDocument();
  });

  test('each filter button shows its record count', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard();
    const expected: Record<string, number> = {
      'Contact Form': 2,
      'Book Session': 1,
      'IT Hiring': 2,
      Quote: 2,
      'Tech Talent': 2,
      Training: 1,
    };
    for (const [label, count] of Object.entries(expected)) {
      expect(
        await within(filters()).findByRole('button', {
          name: `${label} ${count} ${count === 1 ? 'record' : 'records'}`,
        }),
      ).toBeInTheDocument();
    }
  });
});

describe('cards', () => {
  test('the current fixtures are what the forms store today', () => {
    for (const fixture of fixtures.filter((item) => item.current)) {
      const schema = recordSchemas[fixture.collection as keyof typeof recordSchemas];
      expect(schema.safeParse(fixture.stored).error).toBeUndefined();
    }
  });

  test.each(
    fixtures.map((fixture) => ({ ...fixture, shape: fixture.current ? 'today' : 'legacy' })),
  )(
    '$label, $shape shape: every present field labelled, option words, Lagos date, key',
    async (fixture) => {
      resetStore(fixtureStore());
      await signInAsStaff();
      renderDashboard(`/DC?type=${fixture.type}`);
      const name = fixture.shows.Name ?? '';
      const element = await screen.findByRole('article', { name });
      expect(within(element).getByRole('heading', { level: 2 })).toHaveTextContent(name);
      expect(
        within(element).getByRole('button', { name: `Delete the record of ${name}` }),
      ).toBeInTheDocument();
      expect(Object.entries(fieldsOf(element))).toEqual(Object.entries(fixture.shows));
    },
  );

  test('newest first (by key), 300 px cards in a list', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard('/DC?type=itHiring');
    await screen.findByRole('article', { name: 'Emeka Nwosu' });
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('id'));
    expect(names).toEqual(['record--NhiringLegacy000001', 'record--NhiringCurrent00001']);
    expect(screen.getByRole('list')).toContainElement(card('Emeka Nwosu'));
  });

  test('the date is a <time> with the stored ISO value; email and phone are links', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard();
    const element = await screen.findByRole('article', { name: 'Adaeze Okafor' });
    const time = element.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-03-17T13:05:00.000Z');
    expect(element).toHaveLink('adaeze@example.com', 'mailto:adaeze@example.com');
    expect(element).toHaveLink('+2348031234567', 'tel:+2348031234567');
  });

  test('records holding HTML or script show it as text, and nothing runs', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    resetStore({
      contactForm: {
        '-Nxss0000000000000001': {
          fullName: attack,
          email: 'x@example.com',
          phoneNumber: '08000000000',
          subject: '<script>alert("subject")</script>',
          message: '<b onclick="alert(2)">bold?</b>',
          date: '2025-03-17T13:05:00.000Z',
        },
      },
    });
    await signInAsStaff();
    renderDashboard();
    const element = await screen.findByRole('article', { name: attack });
    expect(within(element).getByRole('heading', { level: 2 })).toHaveTextContent(attack);
    expect(fieldsOf(element)).toMatchObject({
      Subject: '<script>alert("subject")</script>',
      Message: '<b onclick="alert(2)">bold?</b>',
    });
    expect(document.querySelector('img, script, b')).toBeNull();
  });

  test('a record without a name, and fields the forms never had, are still shown', async () => {
    resetStore({
      training: {
        '-Nodd00000000000000001': {
          email: 'noname@example.com',
          preferred_language: 'Yoruba',
          date: 'last Tuesday',
        },
      },
    });
    await signInAsStaff();
    renderDashboard('/DC?type=training');
    const element = await screen.findByRole('article', { name: 'No name given' });
    expect(Object.entries(fieldsOf(element))).toEqual([
      // Every record has its reference (from its key), whatever it holds.
      ['Reference', 'TR-210G-8422'],
      ['Email', 'noname@example.com'],
      ['Preferred language', 'Yoruba'],
      ['Date (as stored)', 'last Tuesday'],
      ['Identification Number', '-Nodd00000000000000001'],
    ]);
  });
});
