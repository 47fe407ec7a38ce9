/** Live updates, newest first, paging with "Load more", search, and CSV export. */
import { QUEUE_LIMIT } from '../../src/features/dashboard/queue/quickViews';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildCsv } from '../../src/features/dashboard/leads/leadsCsv';
import { toRecordViews } from '../../src/features/dashboard/ui/recordView';
import { LIST_ORDER_CHILD, storedRecords } from '../../src/features/dashboard/api/storedRecords';
import { fixtures, fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import {
  card,
  cardNames,
  connectStreamWhenOpen,
  keyAt,
  renderDashboard,
  requests,
  resetStore,
  signInAsStaff,
  streamOf,
} from './support';
import { openInbox } from './inbox.support';

useDashboardWorld();

const names = cardNames;
// Plain DOM: role queries over 100 cards are slow in jsdom.
const cardCount = () => document.querySelectorAll('article').length;

const many = (count: number) => ({
  training: Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      keyAt(index + 1),
      {
        name: `Student ${index + 1}`,
        email: `student${index + 1}@example.com`,
        phone: '08012345678',
        course: index % 2 ? 'data-analysis' : 'web-development',
        date: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      },
    ]),
  ),
});

/** Like `many`, each record stamped with the time the database received it, a minute apart. */
const RECEIVED_FROM = Date.UTC(2025, 0, 1);
const receivedAt = (index: number) => RECEIVED_FROM + index * 60_000;
const manyReceived = (count: number) => ({
  training: Object.fromEntries(
    Object.entries(many(count).training).map(([key, record], index) => [
      key,
      { ...record, receivedAt: receivedAt(index + 1) },
    ]),
  ),
});

describe('live', () => {
  test('a new submission appears at the top without reload; one deleted elsewhere disappears', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard();
    await screen.findByRole('article', { name: 'Adaeze Okafor' });
    await connectStreamWhenOpen('contactForm');
    expect(streamOf('contactForm').url).toContain('auth=');

    act(() =>
      streamOf('contactForm').emit('put', {
        path: '/-NzzNewest0000000001',
        data: {
          fullName: 'Kemi Lawal',
          email: 'kemi@example.com',
          phoneNumber: '08030000000',
          message: 'Just sent this.',
          date: '2025-03-18T09:00:00.000Z',
        },
      }),
    );
    expect(names()).toEqual(['Kemi Lawal', 'Tunde Bakare', 'Adaeze Okafor']);
    expect(within(card('Kemi Lawal')).getByText('Just arrived')).toBeInTheDocument();
    expect(within(card('Adaeze Okafor')).queryByText('Just arrived')).toBeNull();
    expect(screen.getByRole('button', { name: /^Contact Form 3 records/ })).toBeInTheDocument();

    act(() => streamOf('contactForm').emit('put', { path: '/-NcontactLegacy00001', data: null }));
    expect(names()).toEqual(['Kemi Lawal', 'Adaeze Okafor']);
    expect(screen.getByRole('button', { name: /^Contact Form 2 records/ })).toBeInTheDocument();
  });

  test('switching type follows the new collection and stops the old stream', async () => {
    resetStore(fixtureStore());
    const { user } = await openInbox('Adaeze Okafor');
    const contactStream = await waitFor(() => streamOf('contactForm'));
    await user.click(screen.getByRole('button', { name: /^Training/ }));
    await screen.findByRole('article', { name: 'Aisha Bello' });
    expect(contactStream.readyState).toBe(2);
    await waitFor(() => expect(streamOf('training').readyState).not.toBe(2));
  });
});

describe('paging', { timeout: 20_000 }, () => {
  // Text queries: role queries over 100 cards take seconds in jsdom.
  const loadMore = () => {
    const button = screen.getByText('Load more');
    expect(button.tagName).toBe('BUTTON');
    return button;
  };

  test('50 at a time with orderBy queries, newest first, then "Load more" (older records by key)', async () => {
    resetStore(many(120));
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=training');
    await waitFor(() => expect(names()[0]).toBe('Student 120'));
    expect(cardCount()).toBe(50);
    expect(names().slice(0, 2)).toEqual(['Student 120', 'Student 119']);
    expect(screen.getByText('Showing 50 of 120 Training records')).toBeInTheDocument();
    // Records without a receive time order before every stamped one: a bound on the receive
    // time would leave the shown ones out, so the stream follows them by key, from the
    // smallest key shown (every later record has a later key), never the whole collection.
    await waitFor(() => {
      const stream = new URL(streamOf('training').url, 'http://localhost').searchParams;
      expect(stream.get('orderBy')).toBe('"$key"');
      expect(stream.get('startAt')).toBe(JSON.stringify(keyAt(71)));
    });

    const pageQueries = () =>
      requests
        .filter((request) => request.url.pathname === '/db/training.json')
        .filter((request) => request.url.searchParams.has('orderBy'))
        // The quick views' counts are read beside the list, each at most QUEUE_LIMIT per type.
        .filter((request) => request.url.searchParams.get('limitToLast') !== String(QUEUE_LIMIT))
        .map((request) => ({
          orderBy: request.url.searchParams.get('orderBy'),
          limitToLast: request.url.searchParams.get('limitToLast'),
          endAt: request.url.searchParams.get('endAt'),
        }));
    expect(pageQueries()).toEqual([
      { orderBy: JSON.stringify(LIST_ORDER_CHILD), limitToLast: '51', endAt: null },
    ]);
    // Never the whole collection.
    expect(
      requests.some(
        (request) =>
          request.url.pathname === '/db/training.json' &&
          !request.url.searchParams.has('orderBy') &&
          !request.url.searchParams.has('shallow'),
      ),
    ).toBe(false);

    await user.click(loadMore());
    await waitFor(() => expect(cardCount()).toBe(100));
    // These records have no receive time: the next page goes on by key.
    expect(pageQueries()[1]).toEqual({
      orderBy: '"$key"',
      limitToLast: '52',
      endAt: JSON.stringify(keyAt(71)),
    });
    // The stream opens again from the new smallest key shown.
    await waitFor(() =>
      expect(
        new URL(streamOf('training').url, 'http://localhost').searchParams.get('startAt'),
      ).toBe(JSON.stringify(keyAt(21))),
    );
    await user.click(loadMore());
    await waitFor(() => expect(cardCount()).toBe(120));
    expect(names().at(-1)).toBe('Student 1');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(screen.getByText('120 Training records')).toBeInTheDocument();
  });

  test('orders by the receive time the database set: a chosen key cannot pin a record to the top', async () => {
    const base = Date.UTC(2026, 0, 1);
    const record = (index: number) => ({
      name: `Student ${index}`,
      email: `student${index}@example.com`,
      phone: '08012345678',
      course: 'data-analysis',
      date: new Date(base).toISOString(),
    });
    const training: Record<string, unknown> = {};
    // 60 stamped records whose keys run the other way from their receive times; 50 to 53
    // were received in the same millisecond (endAt includes them again on the next page).
    for (let index = 1; index <= 60; index += 1) {
      const at = index >= 50 && index <= 53 ? base + 50_000 : base + index * 1000;
      training[keyAt(1000 - index)] = { ...record(index), receivedAt: at };
    }
    // A key chosen to sort last, without a receive time; and an older record.
    training['zzzzzzzzzzzzzzzzzzzz'] = record(0);
    training[keyAt(1)] = { ...record(-1), name: 'Older record' };
    resetStore({ training });
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=training');
    await waitFor(() => expect(names()[0]).toBe('Student 60'));
    expect(cardCount()).toBe(50);
    await user.click(loadMore());
    await waitFor(() => expect(cardCount()).toBe(62));
    const expected = [
      ...Array.from({ length: 60 }, (_, i) => `Student ${60 - i}`).filter(
        (name) => !['Student 50', 'Student 51', 'Student 52', 'Student 53'].includes(name),
      ),
    ];
    const shown = names();
    // Every stamped record once, latest first (the four received together in any order).
    expect(new Set(shown).size).toBe(62);
    expect(shown.slice(0, 7)).toEqual(expected.slice(0, 7));
    expect(new Set(shown.slice(7, 11))).toEqual(
      new Set(['Student 50', 'Student 51', 'Student 52', 'Student 53']),
    );
    expect(shown.slice(11, 60)).toEqual(expected.slice(7));
    // Then the records without a receive time, by key.
    expect(shown.slice(60)).toEqual(['Student 0', 'Older record']);
  });

  test('the stream follows only the records shown, from the oldest on, and Load more moves it back', async () => {
    resetStore(manyReceived(120));
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=training');
    await waitFor(() => expect(names()[0]).toBe('Student 120'));
    const streamQuery = () => {
      const params = new URL(streamOf('training').url, 'http://localhost').searchParams;
      return { orderBy: params.get('orderBy'), startAt: params.get('startAt') };
    };
    await waitFor(() =>
      expect(streamQuery()).toEqual({
        orderBy: '"receivedAt"',
        startAt: JSON.stringify(receivedAt(71)),
      }),
    );
    await connectStreamWhenOpen('training');
    expect(cardCount()).toBe(50);
    expect(screen.getByText('Showing 50 of 120 Training records')).toBeInTheDocument();

    await user.click(loadMore());
    await waitFor(() => expect(cardCount()).toBe(100));
    await waitFor(() => expect(streamQuery().startAt).toBe(JSON.stringify(receivedAt(21))));
    await connectStreamWhenOpen('training');
    expect(cardCount()).toBe(100);
    // A record deleted elsewhere among the older page leaves too.
    act(() => streamOf('training').emit('put', { path: `/${keyAt(30)}`, data: null }));
    expect(names()).not.toContain('Student 30');
    expect(cardCount()).toBe(99);
  });

  test('a search finds, by e-mail, name or phone, an old record that is not loaded', async () => {
    resetStore(many(120));
    await signInAsStaff();
    const { user } = renderDashboard('/DC?type=training');
    await waitFor(() => expect(names()[0]).toBe('Student 120'));
    const search = screen.getByRole('searchbox', { name: 'Search records' });

    await user.type(search, 'STUDENT3@');
    await waitFor(() => expect(names()).toEqual(['Student 3']));
    expect(screen.getByText('1 record matches “STUDENT3@”')).toBeInTheDocument();
    expect(screen.queryByText(/Searching the records loaded so far/)).not.toBeInTheDocument();
    const searches = requests.filter((request) =>
      request.url.pathname.startsWith('/db/searchIndex/training'),
    );
    expect(searches.map((request) => request.url.searchParams.get('orderBy'))).toEqual(
      expect.arrayContaining(['"name"', '"email"']),
    );
    // Never the whole collection.
    expect(
      requests.some(
        (request) =>
          request.url.pathname === '/db/training.json' && !request.url.searchParams.has('orderBy'),
      ),
    ).toBe(false);

    await user.clear(search);
    await waitFor(() => expect(cardCount()).toBe(50));
    expect(names()).not.toContain('Student 3');
  });
});

describe('search', () => {
  test('filters the cards of the selected type by any field, including option words', async () => {
    resetStore(fixtureStore());
    const { user } = await openInbox('Emeka Nwosu', '/DC?type=itHiring');
    await connectStreamWhenOpen('hiring');
    const search = screen.getByRole('searchbox', { name: 'Search records' });

    await user.type(search, 'paystack');
    await waitFor(() => expect(names()).toEqual(['Funmi Adeyemi']));
    expect(screen.getByText('1 record matches “paystack”')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'long term');
    await waitFor(() => expect(names()).toEqual(['Emeka Nwosu']));

    await user.clear(search);
    await user.type(search, '08061234567');
    await waitFor(() => expect(names()).toEqual(['Funmi Adeyemi']));
    // Stored as 08061234567: found however a Nigerian number is written, whole or its start.
    for (const typed of ['+234 (0) 806 123 4567', '234-806-123', '0806.123']) {
      await user.clear(search);
      await user.type(search, typed);
      await waitFor(() => expect(names(), typed).toEqual(['Funmi Adeyemi']));
    }

    await user.clear(search);
    await user.type(search, 'nobody-at-all');
    expect(await screen.findByText('No records match “nobody-at-all”.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/has been created yet/)).not.toBeInTheDocument();

    await user.clear(search);
    await waitFor(() => expect(names()).toEqual(['Funmi Adeyemi', 'Emeka Nwosu']));
  });
});

describe('CSV', () => {
  const BOM = '\uFEFF';

  test('a known set of records: BOM, headings, labels and words, Lagos time, quoting', () => {
    const records = toRecordViews(
      storedRecords({
        '-Na0000000000000000001': {
          fullName: 'Ọlábísí Adébáyọ̀',
          email: 'olabisi@example.com',
          phoneNumber: '+2348031234567',
          subject: 'Fees, dates',
          message: 'Line one\nShe said "hello"',
          date: '2025-03-17T13:05:00.000Z',
        },
        '-Na0000000000000000002': {
          name: '=HYPERLINK("http://x","click")',
          phone: '-1234',
          course: 'ui-ux',
          timestamp: 1710680700000,
        },
      }),
    );
    expect(buildCsv('contactForm', records)).toBe(
      BOM +
        [
          'Identification Number,Reference,Name,Email,Phone,Subject,Message,Course,Date (Lagos time),Status,Latest note',
          `'-Na0000000000000000002,CT-210G-8423,"'=HYPERLINK(""http://x"",""click"")",,-1234,,,UI/UX Design,2024-03-17 14:05,New,`,
          `'-Na0000000000000000001,CT-210G-8422,Ọlábísí Adébáyọ̀,olabisi@example.com,"=""+2348031234567""","Fees, dates","Line one\nShe said ""hello""",,2025-03-17 14:05,New,`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  describe('Export CSV', () => {
    let blobs: Blob[] = [];
    let fileNames: string[] = [];
    beforeEach(() => {
      blobs = [];
      fileNames = [];
      // jsdom has no object URLs: record the file instead.
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:test';
        },
        revokeObjectURL: () => {},
      });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        fileNames.push(this.download);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    const csvRows = async () => {
      await waitFor(() => expect(blobs).toHaveLength(1));
      // The bytes as stored: the BOM first, then UTF-8.
      const bytes = await new Promise<Uint8Array>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(new Error('could not read the file'));
        reader.readAsArrayBuffer(blobs[0] as Blob);
      });
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      return text.split('\r\n').filter(Boolean);
    };

    test('exports every record of the selected type, all fields', async () => {
      resetStore(fixtureStore());
      const { user } = await openInbox('Ngozi Obi', '/DC?type=quote');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const rows = await csvRows();
      expect(rows[0]).toBe(
        `${BOM}Identification Number,Reference,Name,Email,Phone,Service type,Location,Contact method,Project details,Date (Lagos time),Status,Latest note`,
      );
      const quotes = fixtures.filter((fixture) => fixture.type === 'quote');
      expect(rows.slice(1)).toEqual([
        // Phone numbers in E.164 form (an older record's too), as text a spreadsheet keeps whole.
        `'-NquoteLegacy0000001,QT-210G-8422,Bola Ahmed,bola@example.com,"=""+2348011234567""",Mobile App Development,Abuja,Phone call,A delivery app for Android.,2024-11-02 09:00,New,`,
        `'-NquoteCurrent000001,QT-J10G-8422,Ngozi Obi,ngozi@example.com,"=""+2348091234567""",SEO,"Ikeja, Lagos",WhatsApp,SEO for our restaurant group website.,2025-01-05 12:20,New,`,
      ]);
      expect(quotes).toHaveLength(2);
      expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
      expect(fileNames[0]).toMatch(/^quote-records-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(screen.getByText('Export CSV: 2 records.')).toBeInTheDocument();
    });

    test('with a search, exports the filtered view', async () => {
      resetStore(fixtureStore());
      const { user } = await openInbox('Ngozi Obi', '/DC?type=quote');
      await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'whatsapp');
      await waitFor(() => expect(names()).toEqual(['Ngozi Obi']));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const rows = await csvRows();
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain('Ngozi Obi');
      expect(fileNames[0]).toMatch(/^quote-records-search-/);
    });
  });
});
