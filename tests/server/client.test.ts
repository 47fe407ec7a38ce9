// @vitest-environment node
/** src/lib against the real server/: what the dashboard and forms will do, end to end. */
import { createServer as createRawServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  validRecords,
  type TestServer,
} from './support';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../../src/records/schemas';
import { toRecordViews } from '../../src/features/dashboard/ui/recordView';
import { loadClient, type Auth, type Db } from './client.support';

/** A minimal EventSource over fetch (Node 20 has none). */
class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FetchEventSource.CONNECTING;
  private readonly controller = new AbortController();
  constructor(url: string) {
    super();
    void this.run(url);
  }
  private async run(url: string) {
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream' },
        signal: this.controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(String(response.status));
      this.readyState = FetchEventSource.OPEN;
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          this.dispatchEvent(new MessageEvent(type, { data }));
        }
      }
    } catch {
      // aborted or refused
    }
    if (this.readyState !== FetchEventSource.CLOSED) {
      this.readyState = FetchEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    }
  }
  close() {
    this.readyState = FetchEventSource.CLOSED;
    this.controller.abort();
  }
}

let server: TestServer;
let client: { db: Db; auth: Auth };
const records = validRecords();

beforeAll(async () => {
  server = await startTestServer();
  client = await loadClient({
    VITE_DATABASE_URL: server.db,
    VITE_AUTH_URL: `${server.url}/auth/v1`,
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the data client against server/', () => {
  it('creates records; a refused one names its field', async () => {
    const id = client.db.newSubmissionId();
    expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/);
    await client.db.createRecord('contactForm', id, records.contactForm);
    const { [RECEIVED_AT]: receivedAt, ...sent } = records.contactForm as Record<string, unknown>;
    expect(receivedAt).toEqual(SERVER_TIMESTAMP);
    expect(server.site.store.get(['contactForm', id])).toMatchObject({
      ...sent,
      [RECEIVED_AT]: expect.any(Number),
    });
    const refused = await client.db
      .createRecord('contactForm', client.db.newSubmissionId(), {
        ...records.contactForm,
        email: 'x',
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      name: 'DataError',
      kind: 'invalid',
      field: 'email',
      message: 'email: Enter a valid email',
    });
  });

  it('a retry at the same key stores nothing more, and finds that the first write arrived', async () => {
    const id = client.db.newSubmissionId();
    expect(await client.db.hasArrived('quoteForm', id)).toBe(false);
    await client.db.createRecord('quoteForm', id, records.quoteForm);
    const stored = server.site.store.get(['quoteForm', id]);
    const retry = await client.db
      .createRecord('quoteForm', id, { ...records.quoteForm, fullName: 'Someone Else' })
      .catch((e: unknown) => e);
    expect(retry).toMatchObject({ name: 'DataError', status: 401 });
    expect(server.site.store.get(['quoteForm', id])).toEqual(stored);
    expect(await client.db.hasArrived('quoteForm', id)).toBe(true);
  });

  it('a stranger reads a receive time only plainly: no query, no stream', async () => {
    const id = client.db.newSubmissionId();
    await client.db.createRecord('training', id, records.training);
    const path = `/training/${id}/receivedAt`;
    const plain = await server.request('GET', path);
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual(expect.any(Number));
    const queried = await server.request('GET', path, undefined, { orderBy: '"$key"' });
    expect(queried.status).toBe(400);
    const streamed = await server.request(
      'GET',
      path,
      undefined,
      {},
      {
        Accept: 'text/event-stream',
      },
    );
    expect(streamed.status).toBe(400);
  });

  it('refuses staff calls until signed in, and explains wrong passwords', async () => {
    await expect(client.db.listRecords('contactForm')).rejects.toMatchObject({
      kind: 'permission',
    });
    await expect(client.auth.signIn(STAFF_EMAIL, 'not the password')).rejects.toMatchObject({
      kind: 'sign-in',
      message: 'The email or password is not correct.',
    });
    await client.auth.signIn(STAFF_EMAIL, STAFF_PASSWORD);
    expect(client.auth.getSessionState().status).toBe('signed-in');
  });

  it('lists, pages, shows older shapes, deletes', async () => {
    await client.db.deleteCollection('hiring');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = client.db.newSubmissionId();
      await client.db.createRecord('hiring', id, { ...records.hiring, name: `N${i}` });
      ids.push(id);
    }
    server.site.store.apply([
      {
        path: ['hiring', '-A-legacy-000000000'],
        value: {
          name: 'Legacy',
          phone: '0801',
          DeveloperType: 'react',
          data: '2022-01-01T00:00:00Z',
        },
      },
    ]);

    // The client answers records as stored; the dashboard reads them into views.
    const all = toRecordViews((await client.db.listRecords('hiring')).records);
    expect(all.map((record) => record.name)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0', 'Legacy']);
    expect(all[5]).toMatchObject({
      phone: '0801',
      developerType: 'react',
      submittedAt: '2022-01-01T00:00:00.000Z',
    });

    const seen: string[] = [];
    let page = await client.db.listRecords('hiring', { limit: 4 });
    seen.push(...toRecordViews(page.records).map((record) => record.name ?? ''));
    while (page.nextPage) {
      page = await client.db.listRecords('hiring', page.nextPage);
      seen.push(...toRecordViews(page.records).map((record) => record.name ?? ''));
    }
    expect(seen).toEqual(['N4', 'N3', 'N2', 'N1', 'N0', 'Legacy']);

    await client.db.deleteRecord('hiring', ids[2]!);
    expect(
      toRecordViews((await client.db.listRecords('hiring')).records).map((record) => record.name),
    ).not.toContain('N2');
    await client.db.deleteCollection('hiring');
    expect((await client.db.listRecords('hiring')).records).toEqual([]);
  });

  it('follows a collection live: create and delete arrive', async () => {
    await client.db.deleteCollection('training');
    let latest: string[] | undefined;
    const stop = client.db.watchCollection(
      'training',
      (list) => (latest = list.map((record) => record.id)),
      {
        EventSource: FetchEventSource as unknown as typeof EventSource,
      },
    );
    await until(() => latest !== undefined);
    expect(latest).toEqual([]);
    const id = client.db.newSubmissionId();
    await client.db.createRecord('training', id, records.training);
    await until(() => latest?.length === 1);
    expect(latest).toEqual([id]);
    await client.db.deleteRecord('training', id);
    await until(() => latest?.length === 0);
    stop();
  });

  it('times out on a server that never answers', async () => {
    const silent: Server = createRawServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const slow = await loadClient({
        VITE_DATABASE_URL: `http://127.0.0.1:${port}/db`,
        VITE_REQUEST_TIMEOUT_MS: '200',
      });
      const sent = slow.db.createRecord(
        'contactForm',
        slow.db.newSubmissionId(),
        records.contactForm,
      );
      await expect(sent).rejects.toMatchObject({
        kind: 'timeout',
        message: 'The server took too long to answer. Please try again.',
      });
    } finally {
      silent.close();
    }
  });
});
