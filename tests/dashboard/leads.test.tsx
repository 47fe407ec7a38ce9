/** Every lead has a status and notes; New counts; contact links; the CSV's staff columns; Audit and Spam views. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { contactLinks } from '../../src/features/dashboard/ui/contactLinks';
import { buildCsv } from '../../src/features/dashboard/leads/leadsCsv';
import { normaliseRecord } from '../../src/features/dashboard/ui/recordView';
import { fixtureStore } from './fixtures';
import {
  ADA,
  ada,
  AN_HOUR_AGO,
  auditOf,
  contacts,
  filterButton,
  MUSA,
  musa,
  openInbox,
  updates,
} from './inbox.support';
import { useDashboardWorld } from './world.support';
import {
  bodyCells,
  card,
  renderDashboard,
  resetStore,
  signInAsStaff,
  staff,
  store,
  valueAt,
} from './support';
import { formatLagosTime } from '../../src/records/lagosTime';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';

useDashboardWorld();

const statusOf = (name: string) =>
  within(card(name)).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;

const open = (path?: string) => openInbox('Middle Musa', path);

describe('status', () => {
  test('a record without one reads New; choosing one saves it with an audit entry in one update', async () => {
    resetStore(contacts());
    const { user } = await open();
    expect(statusOf('Middle Musa')).toHaveValue('new');
    await user.selectOptions(statusOf('Middle Musa'), 'contacted');
    await waitFor(() => expect(updates()).toHaveLength(1));
    const [body] = updates();
    expect(body?.[`contactForm/${MUSA}/status`]).toBe('contacted');
    expect(auditOf(body ?? {})).toMatchObject({
      action: 'status',
      detail: 'contacted',
      ids: [MUSA],
    });
    expect((store.contactForm?.[MUSA] as Record<string, unknown>).status).toBe('contacted');
    // What the visitor sent is unchanged.
    expect(store.contactForm?.[MUSA]).toEqual({ ...musa, status: 'contacted' });
    await waitFor(() => expect(statusOf('Middle Musa')).toHaveValue('contacted'));
  });

  test('the filter bar tells how many leads are New; the list filters by status', async () => {
    resetStore({
      ...contacts(),
      quoteForm: {
        '-Nq1': { fullName: 'Q One', status: 'won' },
        '-Nq2': { fullName: 'Q Two' },
        '-Nq3': { fullName: 'Q Three', status: 'new' },
      },
    });
    const { user } = await open();
    await waitFor(() => expect(filterButton('Quote')).toHaveAccessibleDescription('2 new'));
    expect(filterButton('Quote')).toHaveAccessibleName('Quote 3 records');

    await user.selectOptions(statusOf('Middle Musa'), 'qualified');
    await waitFor(() => expect(statusOf('Middle Musa')).toHaveValue('qualified'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'qualified');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((item) => item.getAttribute('id'))).toEqual([
        `record-${MUSA}`,
      ]),
    );
    expect(screen.getByText('1 record is Qualified')).toBeInTheDocument();
  });
});

describe('notes', () => {
  test('staff add a note (text, their e-mail, time); notes show newest first', async () => {
    resetStore({
      contactForm: {
        [ADA]: { ...ada },
        [MUSA]: {
          ...musa,
          notes: {
            '-Nnote1': {
              text: 'First call: no answer.',
              author: 'kemi@example.com',
              at: AN_HOUR_AGO,
            },
          },
        },
      },
    });
    const { user } = await open();
    const musaCard = card('Middle Musa');
    await user.click(within(musaCard).getByRole('button', { name: 'Notes (1)' }));
    await user.type(
      within(musaCard).getByRole('textbox', { name: 'New note' }),
      '  Called back, sending a quote.  ',
    );
    await user.click(within(musaCard).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(musaCard).getByRole('button', { name: 'Notes (2)' })).toBeInTheDocument(),
    );
    const notes = within(
      within(musaCard).getByRole('list', { name: 'Notes, newest first' }),
    ).getAllByRole('listitem');
    expect(notes.map((note) => note.firstElementChild?.textContent)).toEqual([
      'Called back, sending a quote.',
      'First call: no answer.',
    ]);
    expect(notes[0]).toHaveTextContent(staff.email);
    const [body] = updates();
    const [path, note] = Object.entries(body ?? {}).find(([key]) => key.includes('/notes/')) ?? [];
    expect(path).toMatch(new RegExp(`^contactForm/${MUSA}/notes/[-0-9A-Za-z_]{20}$`));
    expect(note).toEqual({
      text: 'Called back, sending a quote.',
      author: staff.email,
      at: SERVER_TIMESTAMP,
    });
    expect(auditOf(body ?? {})).toMatchObject({ action: 'note', ids: [MUSA] });
    expect(Object.keys((valueAt(`contactForm/${MUSA}/notes`) as object) ?? {})).toHaveLength(2);
  });

  test('an empty note is refused in the page, nothing is sent', async () => {
    resetStore(contacts());
    const { user } = await open();
    await user.click(within(card('Middle Musa')).getByRole('button', { name: 'Notes' }));
    await user.click(within(card('Middle Musa')).getByRole('button', { name: 'Add note' }));
    expect(within(card('Middle Musa')).getByRole('alert')).toHaveTextContent('Write a note first.');
    expect(updates()).toEqual([]);
  });
});

describe('contact links', () => {
  test.each([
    '08031234567',
    '+234 803 123 4567',
    '2348031234567',
    '+23408031234567',
    '803 123 4567',
  ])('an older record holding %s calls and messages +2348031234567', (stored) => {
    const links = contactLinks(normaliseRecord('-Na1', { phone: stored }));
    expect(links.map((link) => [link.href, link.target])).toEqual([
      ['https://wa.me/2348031234567', '+2348031234567'],
      ['tel:+2348031234567', '+2348031234567'],
    ]);
  });

  test('a number from abroad keeps its country code; one that is no number is dialled as written', () => {
    expect(contactLinks(normaliseRecord('-Na1', { phone: '0044 20 7946 0958' }))[0]?.href).toBe(
      'https://wa.me/442079460958',
    );
    expect(
      contactLinks(normaliseRecord('-Na1', { phone: '0803 123 45' })).map((l) => l.href),
    ).toEqual(['tel:080312345']);
  });

  test('every phone number has WhatsApp and call links, every e-mail a mail link; the preferred way first', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard('/DC?type=quote');
    const ngozi = await screen.findByRole('article', { name: 'Ngozi Obi' });
    expect(ngozi).toHaveLink('WhatsApp +2348091234567', 'https://wa.me/2348091234567');
    expect(ngozi).toHaveLink('Call +2348091234567', 'tel:+2348091234567');
    expect(ngozi).toHaveLink('Email ngozi@example.com', 'mailto:ngozi@example.com');
    const first = (name: string) => within(card(name)).getAllByRole('link')[0];
    expect(first('Ngozi Obi')).toHaveAccessibleName('WhatsApp +2348091234567');
    expect(within(ngozi).getByText('Prefers WhatsApp')).toBeInTheDocument();
    // Bola asked for a phone call.
    // Stored as typed before numbers were stored in E.164 form: shown and linked in that form.
    expect(first('Bola Ahmed')).toHaveAccessibleName('Call +2348011234567');
    expect(
      within(card('Bola Ahmed')).getByRole('link', { name: 'WhatsApp +2348011234567' }),
    ).toHaveAttribute('href', 'https://wa.me/2348011234567');
  });
});

describe('CSV', () => {
  test('the reference, the status and the latest note are columns', () => {
    const csv = buildCsv('contactForm', [
      normaliseRecord('-Na1', {
        fullName: 'Ada',
        status: 'won',
        notes: {
          a: { text: 'older', author: 'x@example.com', at: 1 },
          b: { text: 'Paid the deposit', author: 'x@example.com', at: 2 },
        },
      }),
      normaliseRecord('-Na2', { fullName: 'Bo' }),
    ]);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFIdentification Number,Reference,Name,Status,Latest note',
      "'-Na1,CT-0000-32C2,Ada,Won,Paid the deposit",
      "'-Na2,CT-0000-32C3,Bo,New,",
    ]);
  });

  test('exporting writes an audit entry', async () => {
    resetStore(contacts());
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText('Export CSV: 2 records.');
      expect(auditOf(updates()[0] ?? {})).toMatchObject({
        action: 'export',
        collection: 'contactForm',
        detail: '2 records',
      });
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});

describe('the Audit view', () => {
  test('lists the entries newest first: when, who, what, which records', async () => {
    resetStore({
      audit: {
        '-Naudit000000000001': {
          at: 1742302800000,
          by: 'kemi@example.com',
          action: 'delete',
          collection: 'contactForm',
          ids: [MUSA],
        },
        '-Naudit000000000002': {
          at: 1742306400000,
          by: 'tobi@example.com',
          action: 'status',
          collection: 'quoteForm',
          ids: ['-Nq1'],
          detail: 'won',
        },
      },
    });
    await signInAsStaff();
    renderDashboard('/DC?view=audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const rows = bodyCells(table);
    expect(rows).toEqual([
      ['18 Mar 2025, 15:00 WAT', 'tobi@example.com', 'Changed the status: Won', 'Quote · -Nq1'],
      ['18 Mar 2025, 14:00 WAT', 'kemi@example.com', 'Deleted', `Contact Form · ${MUSA}`],
    ]);
  });
});

describe('the Spam view', () => {
  test('Not spam moves the submission into its list in one update', async () => {
    resetStore({
      spam: {
        contactForm: { '-Nspam1': { ...ada, spamReason: 'honeypot', caughtAt: AN_HOUR_AGO } },
      },
    });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=contact&view=spam');
    expect(
      await screen.findByText(
        `Caught (honeypot) on ${formatLagosTime(new Date(AN_HOUR_AGO).toISOString())}`,
      ),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Not spam: move the submission of Adaeze Okafor to the list',
      }),
    );
    expect(
      await screen.findByText('The submission of Adaeze Okafor is now in the list.'),
    ).toBeInTheDocument();
    // Caught without the form's receive time (an older entry): it is received as it leaves Spam.
    // Sent as the database's clock ({".sv": "timestamp"}), stored as its time.
    expect(updates()[0]?.['contactForm/-Nspam1']).toMatchObject({ receivedAt: SERVER_TIMESTAMP });
    // Its number as a new lead's is stored, in E.164 form (the database refuses any other).
    expect(updates()[0]?.['contactForm/-Nspam1']).toMatchObject({ phoneNumber: '+2348031234567' });
    expect(store.contactForm).toEqual({
      '-Nspam1': { ...ada, phoneNumber: '+2348031234567', receivedAt: expect.any(Number) },
    });
    expect(valueAt('spam')).toBeUndefined();
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'not-spam', ids: ['-Nspam1'] });
  });
});
