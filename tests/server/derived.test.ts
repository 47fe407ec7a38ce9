// @vitest-environment node
/**
 * `counts` and `searchIndex` on server/: computed from the stored records, so they stay right
 * through every write, and the index finds records of older shapes too.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
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

describe('the search index', () => {
  const LEGACY = 'legacy-record-1';
  beforeEach(() => {
    // Older shapes: `name` and `phone` instead of `fullName` and `phoneNumber`, mixed case.
    server.site.store.apply([
      {
        path: ['contactForm', LEGACY],
        value: {
          name: ' Chiamaka OKAFOR',
          email: 'Chiamaka.Okafor@Example.COM',
          phone: '+234 803 555 0101',
        },
      },
      {
        path: ['contactForm', '-Nnewer00000000000001'],
        value: { ...records.contactForm, email: 'chidi@example.com', fullName: 'Chidi Eze' },
      },
    ]);
  });
  const prefix = (field: string, text: string) => ({
    orderBy: JSON.stringify(field),
    startAt: JSON.stringify(text),
    endAt: JSON.stringify(`${text}\uf8ff`),
    limitToFirst: '20',
  });

  it('finds a legacy-shaped record by a prefix of its e-mail, name or phone, whatever the case', async () => {
    const entry = {
      name: 'chiamaka okafor',
      email: 'chiamaka.okafor@example.com',
      phone: '2348035550101',
    };
    expect(await read('/searchIndex/contactForm', prefix('email', 'chiamaka.o'))).toEqual({
      [LEGACY]: entry,
    });
    expect(await read('/searchIndex/contactForm', prefix('name', 'chiamaka ok'))).toEqual({
      [LEGACY]: entry,
    });
    expect(await read('/searchIndex/contactForm', prefix('phone', '234803'))).toEqual({
      [LEGACY]: entry,
    });
    expect(
      Object.keys((await read('/searchIndex/contactForm', prefix('email', 'chi'))) as object),
    ).toEqual([LEGACY, '-Nnewer00000000000001']);
    expect(await read('/searchIndex/contactForm', prefix('email', 'zz'))).toBeNull();
    // The record is as it was sent.
    expect(await read(`/contactForm/${LEGACY}/name`)).toBe(' Chiamaka OKAFOR');
  });

  it('follows deletes at once, and cannot be written', async () => {
    await server.request('DELETE', `/contactForm/${LEGACY}`, undefined, { auth: server.auth });
    expect(await read('/searchIndex/contactForm', prefix('email', 'chiamaka'))).toBeNull();
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
