// @vitest-environment node
/**
 * Issue 21, point 1: one write cannot store records without limit, and no sender can choose
 * where a record sorts. Each test failed on the code before the fix (decision 0007).
 */
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/records/collections';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../../src/records/schemas';
import { STAFF_EMAIL, startTestServer, useTestServer, validRecords } from './support';
import { countOf, manyRecords, nextPushId } from './abuse.support';

const records = validRecords();

describe('1. every record a write creates counts against the write limit', () => {
  const server = useTestServer({ writeLimit: { limit: 5, windowMs: 60_000 } });

  it('refuses a PATCH creating more records than the bucket holds, and stores none of them', async () => {
    const response = await server.request('PATCH', '/contactForm', manyRecords(6));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(server.site.store.get(['contactForm'])).toBeNull();
  });

  it('counts each record of a multi-path PATCH at the root, across collections', async () => {
    const limited = await startTestServer({ writeLimit: { limit: 5, windowMs: 60_000 } });
    try {
      const body = {
        ...manyRecords(2, 'contactForm/'),
        [`training/${nextPushId()}`]: records.training,
      };
      expect((await limited.request('PATCH', '/', body)).status).toBe(200);
      expect(countOf(limited.site.store.get(['contactForm']))).toBe(2);
      // Three tokens of five are spent: three more records do not fit (the refusal costs one).
      expect((await limited.request('PATCH', '/contactForm', manyRecords(3))).status).toBe(429);
      expect((await limited.request('POST', '/contactForm', records.contactForm)).status).toBe(200);
      expect((await limited.request('POST', '/contactForm', records.contactForm)).status).toBe(429);
      expect(countOf(limited.site.store.get(['contactForm']))).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('1. the receive time is the database clock', () => {
  const server = useTestServer();

  it('stores {".sv": "timestamp"} as the time the database received the record', async () => {
    const before = Date.now();
    const response = await server.request('POST', '/contactForm', {
      ...records.contactForm,
      [RECEIVED_AT]: SERVER_TIMESTAMP,
    });
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    const stored = server.site.store.get(['contactForm', name]) as Record<string, unknown>;
    expect(stored[RECEIVED_AT]).toBeGreaterThanOrEqual(before);
    expect(stored[RECEIVED_AT]).toBeLessThanOrEqual(Date.now());
  });

  it('resolves server values anywhere in a staff write, as Firebase does', async () => {
    const auth = await server.staffToken();
    const created = await server.request('POST', '/contactForm', records.contactForm);
    const { name: id } = (await created.json()) as { name: string };
    const noteId = nextPushId();
    const auditId = nextPushId();
    const response = await server.request(
      'PATCH',
      '/',
      {
        [`contactForm/${id}/notes/${noteId}`]: {
          text: 'Called back.',
          author: STAFF_EMAIL,
          at: SERVER_TIMESTAMP,
        },
        [`audit/${auditId}`]: { at: SERVER_TIMESTAMP, by: STAFF_EMAIL, action: 'note' },
      },
      { auth },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const note = server.site.store.get(['contactForm', id, 'notes', noteId]) as Record<
      string,
      unknown
    >;
    expect(note.at).toEqual(expect.any(Number));
    expect(server.site.store.get(['audit', auditId, 'at'])).toBe(note.at);
  });

  it('keeps a caught submission with the time it was received, never what the sender wrote', async () => {
    for (const sent of [SERVER_TIMESTAMP, Date.now() + 3600_000, 'later']) {
      const response = await server.request('POST', '/contactForm', {
        ...records.contactForm,
        [HONEYPOT_FIELD]: 'http://spam.example',
        [RECEIVED_AT]: sent,
      });
      const { name } = (await response.json()) as { name: string };
      const entry = server.site.store.get(['spam', 'contactForm', name]) as Record<string, unknown>;
      expect(entry[RECEIVED_AT]).toBe(entry.caughtAt);
      // Otherwise kept as the schema parsed it, as the lead would have been.
      expect(entry.fullName).toBe(records.contactForm.fullName);
    }
  });

  it('refuses a receive time the sender chose, naming the field', async () => {
    const response = await server.request('PUT', '/contactForm/zzzzzzzzzzzzzzzzzzzz', {
      ...records.contactForm,
      [RECEIVED_AT]: Date.now() + 3600_000,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^receivedAt: /);
  });
});
