/** The compact list (the Leads view's default layout): rows, opening a lead, List / Cards, date and course filters. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fixtures, fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import { fieldsOf, renderDashboard, resetStore, signInAsStaff } from './support';

useDashboardWorld();

const rowsList = (label: string) =>
  screen.findByRole('list', { name: `${label} leads, newest first` });
const row = (name: RegExp | string) => screen.getByRole('button', { name });
const rowNames = async (label: string) =>
  within(await rowsList(label))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const dated = (name: string, date: string, course?: string) => ({
  name,
  email: 'lead@example.com',
  ...(course ? { course } : {}),
  date,
});

async function openList(path: string) {
  await signInAsStaff();
  return renderDashboard(path, { layout: 'list' });
}

describe('rows', () => {
  test.each([
    ['contact', 'Contact Form', 'NewAdaeze OkaforWebsite redesign17 Mar 2025, 14:05'],
    [
      'bookSession',
      'Book Session',
      'NewChiamaka EzeCyber Security · Thu, 2 Apr 20991 Apr 2025, 00:30',
    ],
    ['itHiring', 'IT Hiring', 'NewEmeka NwosuReactJS · Web development10 Feb 2025, 10:00'],
    ['quote', 'Quote', 'NewNgozi ObiSEO5 Jan 2025, 12:20'],
    ['techTalent', 'Tech Talent', 'NewIfeoma ChukwuData scientist1 Mar 2025, 08:00'],
    ['training', 'Training', 'NewAisha BelloUI/UX Design20 Mar 2025, 18:59'],
  ])(
    '%s: status, name, what it is about and when it came, newest first',
    async (type, label, first) => {
      resetStore(fixtureStore());
      await openList(`/DC?type=${type}`);
      expect(await rowNames(label)).toContain(first);
      expect(screen.queryByRole('article')).toBeNull();
    },
  );

  test('a contact without a subject shows the first words of its message', async () => {
    resetStore(fixtureStore());
    await openList('/DC?type=contact');
    expect(await rowNames('Contact Form')).toContain(
      'NewTunde BakarePlease call me back about staff training.17 Mar 2024, 14:05',
    );
  });

  test('rows come newest first (by key, the order push IDs are made in)', async () => {
    resetStore({
      contactForm: {
        '-Nd000000000000000001': dated('First In', '2025-03-16T12:00:00.000Z'),
        '-Nd000000000000000003': dated('Last In', '2025-03-18T12:00:00.000Z'),
        '-Nd000000000000000002': dated('Second In', '2025-03-17T12:00:00.000Z'),
      },
    });
    await openList('/DC?type=contact');
    expect(
      (await rowNames('Contact Form')).map((name) => name?.replace(/^New|\d.*$/g, '')),
    ).toEqual(['Last In', 'Second In', 'First In']);
  });
});

describe('opening a lead', () => {
  test('a row opens its details once (no repeated name), its reference first, the key small at the end', async () => {
    resetStore(fixtureStore());
    const { user } = await openList('/DC?type=contact');
    await rowsList('Contact Form');
    const button = row(/^New\s*Adaeze Okafor/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'Details of Adaeze Okafor' });
    expect(button).toHaveAttribute('aria-controls', details.id);
    const { Name, 'Identification Number': id, ...rest } = fixtures[0]!.shows;
    expect(Name).toBe('Adaeze Okafor');
    expect(id).toBe('-NcontactCurrent0001');
    // The reference to read back to a caller, then the fields (the key is no field line).
    expect(Object.entries(fieldsOf(details))[0]).toEqual(['Reference', 'CT-NKWG-8422']);
    expect(fieldsOf(details)).toEqual(rest);
    expect(details.lastElementChild).toHaveTextContent(
      'Identification Number: -NcontactCurrent0001',
    );
    // Its status, links and delete, as on a card.
    expect(within(details).getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(details).toHaveLink('WhatsApp +2348031234567', 'https://wa.me/2348031234567');
    expect(
      within(details).getByRole('button', { name: 'Delete the record of Adaeze Okafor' }),
    ).toBeInTheDocument();
    // The keyboard closes it again.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Details of Adaeze Okafor' })).toBeNull();
  });

  test('a status changed in the details shows on the row', async () => {
    resetStore(fixtureStore());
    const { user } = await openList('/DC?type=quote');
    await rowsList('Quote');
    await user.click(row(/Ngozi Obi/));
    const details = screen.getByRole('region', { name: 'Details of Ngozi Obi' });
    await user.selectOptions(within(details).getByRole('combobox', { name: 'Status' }), 'won');
    expect(await screen.findByRole('button', { name: /^Won\s*Ngozi Obi/ })).toBeInTheDocument();
  });
});

describe('layout', () => {
  test('List / Cards switches the layout and keeps it in the URL as layout=cards', async () => {
    resetStore(fixtureStore());
    const { user, router } = await openList('/DC?type=training');
    await rowsList('Training');
    const layouts = screen.getByRole('group', { name: 'Layout' });
    expect(within(layouts).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(layouts).getByRole('button', { name: 'Cards' }));
    expect(router.state.location.search).toBe('?type=training&layout=cards');
    const card = await screen.findByRole('article', { name: 'Aisha Bello' });
    expect(fieldsOf(card)).toEqual(fixtures.find((item) => item.type === 'training')!.shows);
    await user.click(within(layouts).getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?type=training');
    expect(await rowsList('Training')).toBeInTheDocument();
  });
});

describe('filters', () => {
  test('a received-date range counts Lagos days (both ends included), lives in the URL, and combines with search', async () => {
    resetStore({
      contactForm: {
        '-Nd000000000000000001': dated('March Sixteen', '2025-03-16T12:00:00.000Z'),
        // 23:30 UTC on the 17th is already the 18th in Lagos.
        '-Nd000000000000000002': dated('Lagos Midnight', '2025-03-17T23:30:00.000Z'),
        '-Nd000000000000000003': dated('March Twenty', '2025-03-20T09:00:00.000Z'),
        '-Nd000000000000000004': dated('April First', '2025-04-01T09:00:00.000Z'),
      },
    });
    const { router, user } = await openList('/DC?type=contact&from=2025-03-18');
    await rowsList('Contact Form');
    // A filter set in the URL opens the fold that holds it.
    expect(screen.getByText('Filters (1)').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Received from')).toHaveValue('2025-03-18');
    expect(
      (await rowNames('Contact Form')).map((name) => name?.replace(/^New|\d.*$/g, '')),
    ).toEqual(['April First', 'March Twenty', 'Lagos Midnight']);
    fireEvent.change(screen.getByLabelText('Received to'), { target: { value: '2025-03-20' } });
    expect(router.state.location.search).toBe('?type=contact&from=2025-03-18&to=2025-03-20');
    expect(await rowNames('Contact Form')).toHaveLength(2);
    expect(screen.getByText('2 records match the filters')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'midnight');
    expect(await screen.findByText('1 record matches the filters')).toBeInTheDocument();
    expect(await rowNames('Contact Form')).toHaveLength(1);
  });

  test('course, where the type has one, filters the list and lives in the URL; other types have none', async () => {
    resetStore({
      training: {
        '-Nt000000000000000001': dated(
          'Web Student',
          '2025-03-16T12:00:00.000Z',
          'web-development',
        ),
        '-Nt000000000000000002': dated('Data Student', '2025-03-17T12:00:00.000Z', 'data-analysis'),
      },
    });
    const { router, user } = await openList('/DC?type=training');
    await rowsList('Training');
    const fold = screen.getByText('Filters', { exact: true });
    expect(fold.closest('details')).not.toHaveAttribute('open');
    await user.click(fold);
    expect(fold.closest('details')).toHaveAttribute('open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Web Development');
    expect(router.state.location.search).toBe('?type=training&course=web-development');
    expect(await rowNames('Training')).toEqual(['NewWeb StudentWeb Development16 Mar 2025, 13:00']);
    expect(screen.getByText('1 record matches the filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'contacted');
    expect(router.state.location.search).toBe(
      '?type=training&course=web-development&status=contacted',
    );
    expect(await screen.findByText('No records match the filters.')).toBeInTheDocument();
  });

  test('Contact Form has no course filter', async () => {
    resetStore(fixtureStore());
    await openList('/DC?type=contact');
    await rowsList('Contact Form');
    expect(screen.queryByRole('combobox', { name: 'Course' })).toBeNull();
  });
});
