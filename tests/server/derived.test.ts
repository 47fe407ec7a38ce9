// @vitest-environment node
/**
 * `counts` and `searchIndex` on server/: computed from the stored records, so they stay right
 * through every write, and the index finds records of older shapes too. The table in
 * derived.cases.ts is the one the Cloud Function's version passes too.
 */
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { PREFIX_END } from '../../src/records/derived';
import { derivedSteps, type PrefixSearch } from './derived.cases';
import { STAFF_EMAIL, useTestServer, validRecords } from './support';

const server = useTestServer({}, { emptyBeforeEach: true, signIn: true });
const records = validRecords();
const nextPushId = createPushIdGenerator();

const read = async (path: string, query: Record<string, string> = {}) => {
  const response = await server.request('GET', path, undefined, { ...query, auth: server.auth });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const post = async (collection: 'contactForm' | 'hiring'): Promise<string> =>
  (
    (await (await server.request('POST', `/${collection}`, records[collection])).json()) as {
      name: string;
    }
  ).name;
const patchRoot = async (body: Record<string, unknown>) => {
  const response = await server.request('PATCH', '/', body, { auth: server.auth });
  expect(response.status, await response.clone().text()).toBe(200);
};
const audit = (action: string, id: string) => ({
  [`audit/${nextPushId()}`]: {
    at: Date.now() - 1000,
    by: STAFF_EMAIL,
    action,
    collection: 'contactForm',
    ids: [id],
  },
});

describe('counts', () => {
  it('stay right through creates, status changes, deletes, restores and clears', async () => {
    expect(await read('/counts/contactForm')).toEqual({ total: 0, new: 0 });
    const first = await post('contactForm');
    const second = await post('contactForm');
    await post('hiring');
    expect(await read('/counts/contactForm')).toEqual({ total: 2, new: 2 });
    expect(await read('/counts/hiring')).toEqual({ total: 1, new: 1 });

    await patchRoot({ [`contactForm/${first}/status`]: 'contacted', ...audit('status', first) });
    expect(await read('/counts/contactForm')).toEqual({ total: 2, new: 1 });

    const received = (await read(`/contactForm/${second}`)) as object;
    const trashed = {
      ...received,
      deletedAt: Date.now() - 1000,
      deletedBy: STAFF_EMAIL,
    };
    await patchRoot({
      [`contactForm/${second}`]: null,
      [`trash/contactForm/${second}`]: trashed,
      ...audit('delete', second),
    });
    expect(await read('/counts/contactForm')).toEqual({ total: 1, new: 0 });

    await patchRoot({
      [`contactForm/${second}`]: received,
      [`trash/contactForm/${second}`]: null,
      ...audit('restore', second),
    });
    expect(await read('/counts/contactForm')).toEqual({ total: 2, new: 1 });

    await server.request('DELETE', '/contactForm', undefined, { auth: server.auth });
    expect(await read('/counts/contactForm')).toEqual({ total: 0, new: 0 });
    expect(await read('/counts/hiring')).toEqual({ total: 1, new: 1 });
  });

  it('cannot be written, even by staff', async () => {
    const response = await server.request(
      'PUT',
      '/counts/contactForm',
      { total: 9, new: 9 },
      {
        auth: server.auth,
      },
    );
    expect(response.status).toBe(401);
    expect(await read('/counts/contactForm')).toEqual({ total: 0, new: 0 });
  });
});

/** A prefix search's query, as the dashboard sends it. */
const prefix = ({ field, prefix: text }: Pick<PrefixSearch, 'field' | 'prefix'>) => ({
  orderBy: JSON.stringify(field),
  startAt: JSON.stringify(text),
  endAt: JSON.stringify(`${text}${PREFIX_END}`),
  limitToFirst: '20',
});

describe('counts and the search index, by the table both backends pass (derived.cases.ts)', () => {
  it('computes each step from what is stored, and leaves the records as they were sent', async () => {
    for (const step of derivedSteps) {
      server.site.store.apply(
        step.writes.map(({ collection, id, value }) => ({ path: [collection, id], value })),
      );
      for (const [collection, counts] of Object.entries(step.counts)) {
        expect(await read(`/counts/${collection}`), step.does).toEqual(counts);
      }
      for (const [collection, entries] of Object.entries(step.index)) {
        expect(await read(`/searchIndex/${collection}`), step.does).toEqual(entries);
        for (const [id, entry] of Object.entries(entries ?? {})) {
          expect(await read(`/searchIndex/${collection}/${id}`), step.does).toEqual(entry);
        }
      }
      for (const search of step.searches ?? []) {
        const found = (await read(`/searchIndex/${search.collection}`, prefix(search))) as Record<
          string,
          unknown
        > | null;
        const what = `${step.does}: ${search.field} from ${search.prefix}`;
        expect(Object.keys(found ?? {}), what).toEqual(search.ids);
        if (search.ids.length === 0) expect(found, what).toBeNull();
        // Each entry found is the record's whole entry (each step lists the searched collection).
        const index = step.index[search.collection];
        for (const id of search.ids) expect(found?.[id], what).toEqual(index?.[id]);
      }
      for (const { collection, id, value } of step.writes) {
        expect(await read(`/${collection}/${id}`), step.does).toEqual(value);
      }
    }
  });
});

describe('the search index', () => {
  it('follows deletes over HTTP at once, and cannot be written', async () => {
    const LEGACY = 'legacy-record-1';
    server.site.store.apply([
      { path: ['contactForm', LEGACY], value: { name: 'Chiamaka', email: 'Chiamaka@Example.COM' } },
    ]);
    const search = { field: 'email', prefix: 'chiamaka' } as const;
    expect(await read('/searchIndex/contactForm', prefix(search))).toEqual({
      [LEGACY]: { name: 'chiamaka', email: 'chiamaka@example.com', reference: 'N8TDX402' },
    });
    await server.request('DELETE', `/contactForm/${LEGACY}`, undefined, { auth: server.auth });
    expect(await read('/searchIndex/contactForm', prefix(search))).toBeNull();
    const response = await server.request(
      'PATCH',
      '/searchIndex/contactForm',
      { x: { email: 'a' } },
      {
        auth: server.auth,
      },
    );
    expect(response.status).toBe(401);
  });
});
