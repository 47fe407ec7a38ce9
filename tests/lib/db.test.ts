/** The data client against mocked answers: URLs, headers, errors in people's words, sessions, live lists. */
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../msw/server.support';
import {
  getSessionState,
  markSessionExpired,
  requireToken,
  signIn,
  signOut,
  subscribeSession,
} from '../../src/lib/auth';
import {
  DataError,
  HttpFailure,
  OFFLINE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  toDataError,
} from '../../src/lib/dataError';
import { deleteCollection, deleteRecord } from '../../src/lib/db';
import { createRecord, hasArrived } from '../../src/features/forms/api/createRecord';
import { listRecords } from '../../src/features/dashboard/api/listRecords';
import { watchCollection } from '../../src/features/dashboard/api/watchCollection';
import { toRecordViews } from '../../src/features/dashboard/ui/recordView';

const TOKEN = 'token-123';

function signInHandler(expiresIn = '3600') {
  return mock.post('*/auth/v1/accounts:signInWithPassword', async ({ request }) => {
    const body = (await request.json()) as {
      email: string;
      password: string;
      returnSecureToken: boolean;
    };
    if (body.password !== 'right password' || !body.returnSecureToken) {
      return HttpResponse.json(
        { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } },
        { status: 400 },
      );
    }
    return HttpResponse.json({ idToken: TOKEN, email: body.email, localId: 'uid-1', expiresIn });
  });
}

async function signedIn(expiresIn = '3600') {
  server.use(signInHandler(expiresIn));
  await signIn('staff@example.com', 'right password');
}

beforeEach(() => signOut());
afterEach(() => signOut());

const caught = async (promise: Promise<unknown>): Promise<DataError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return error as DataError;
  }
  throw new Error('expected a DataError');
};

describe('createRecord', () => {
  it('puts JSON at /db/<collection>/<key>.json, the key the browser made, with the shared header', async () => {
    let seen: { body: unknown; header: string | null; type: string | null } | undefined;
    server.use(
      mock.put('*/db/contactForm/-Nnew.json', async ({ request }) => {
        seen = {
          body: await request.json(),
          header: request.headers.get('X-Client'),
          type: request.headers.get('content-type'),
        };
        return HttpResponse.json({ fullName: 'Ada' });
      }),
    );
    await createRecord('contactForm', '-Nnew', { fullName: 'Ada' });
    expect(seen).toEqual({
      body: { fullName: 'Ada' },
      header: 'company-website',
      type: 'application/json',
    });
  });

  it('passes on the server’s reason for a refused record, naming the field', async () => {
    server.use(
      mock.put('*/db/contactForm/*', () =>
        HttpResponse.json({ error: 'email: Enter a valid email' }, { status: 400 }),
      ),
    );
    const error = await caught(createRecord('contactForm', '-Nkey', {}));
    expect(error).toMatchObject({
      kind: 'invalid',
      message: 'email: Enter a valid email',
      status: 400,
      field: 'email',
    });
    expect(error.details.fieldMessage).toBe('Enter a valid email');
  });

  it('says the visitor is offline when the browser is', async () => {
    server.use(mock.put('*/db/contactForm/*', () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await caught(createRecord('contactForm', '-Nkey', {}));
    expect(error).toMatchObject({ kind: 'offline', message: OFFLINE_MESSAGE });
  });

  it('says the server could not be reached when the network fails while online', async () => {
    server.use(mock.put('*/db/contactForm/*', () => HttpResponse.error()));
    const error = await caught(createRecord('contactForm', '-Nkey', {}));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/could not reach the server/);
  });

  it('words a timeout for people', () => {
    // tests/server/client.test.ts times out a real socket; here, the client's own failure.
    const error = toDataError(new HttpFailure('timeout'));
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('explains server failures, too large bodies and rate limits', async () => {
    server.use(mock.put('*/db/a/*', () => new HttpResponse('oops', { status: 503 })));
    expect(await caught(createRecord('a', '-Nkey', {}))).toMatchObject({
      kind: 'server',
      message: 'The server had a problem (error 503). Please try again in a moment.',
    });
    server.use(
      mock.put('*/db/b/*', () =>
        HttpResponse.json(
          { error: 'Request body too large: the limit is 32768 bytes' },
          { status: 413 },
        ),
      ),
    );
    expect(await caught(createRecord('b', '-Nkey', {}))).toMatchObject({ kind: 'too-large' });
    server.use(
      mock.put('*/db/c/*', () =>
        HttpResponse.json(
          { error: 'Too many requests: try again in 7 seconds' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    const limited = await caught(createRecord('c', '-Nkey', {}));
    expect(limited).toMatchObject({
      kind: 'rate-limited',
      message: 'Too many requests: try again in 7 seconds',
    });
    expect(limited.details.retryAfterSeconds).toBe(7);
  });

  it('reads the receive time at the key to tell whether a record arrived', async () => {
    server.use(
      mock.get('*/db/contactForm/-Nstored/receivedAt.json', () => HttpResponse.json(1_790_000)),
      mock.get('*/db/contactForm/-Nnever/receivedAt.json', () => HttpResponse.json(null)),
    );
    expect(await hasArrived('contactForm', '-Nstored')).toBe(true);
    expect(await hasArrived('contactForm', '-Nnever')).toBe(false);
  });
});

describe('staff session', () => {
  it('signs in, keeps the token for the tab and signs out', async () => {
    const changes = vi.fn();
    const unsubscribe = subscribeSession(changes);
    await signedIn();
    expect(getSessionState()).toMatchObject({
      status: 'signed-in',
      session: { email: 'staff@example.com' },
    });
    expect(requireToken()).toBe(TOKEN);
    expect(JSON.parse(sessionStorage.getItem('staff-session') ?? '{}')).toMatchObject({
      idToken: TOKEN,
    });
    signOut();
    expect(getSessionState()).toEqual({ status: 'signed-out' });
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('explains wrong credentials in plain words', async () => {
    server.use(signInHandler());
    const error = await caught(signIn('staff@example.com', 'wrong'));
    expect(error).toMatchObject({
      kind: 'sign-in',
      message: 'The email or password is not correct.',
    });
    expect(getSessionState().status).toBe('signed-out');
  });

  it('notices when the token runs out', async () => {
    await signedIn('0.05');
    const changes = vi.fn();
    subscribeSession(changes);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(getSessionState()).toEqual({ status: 'expired', email: 'staff@example.com' });
    expect(changes).toHaveBeenCalled();
    expect(() => requireToken()).toThrow(SESSION_EXPIRED_MESSAGE);
  });

  it('ends the session when the server says the token expired', async () => {
    await signedIn();
    server.use(
      mock.get('*/db/contactForm.json', () =>
        HttpResponse.json({ error: 'Auth token is expired' }, { status: 401 }),
      ),
    );
    const error = await caught(listRecords('contactForm'));
    expect(error).toMatchObject({ kind: 'session-expired', message: SESSION_EXPIRED_MESSAGE });
    expect(getSessionState().status).toBe('expired');
  });

  it('refuses staff calls without signing in, without a request', async () => {
    const error = await caught(listRecords('contactForm'));
    expect(error.kind).toBe('permission');
  });
});

describe('staff calls', () => {
  it('lists a collection newest first, normalised, with ?auth=', async () => {
    await signedIn();
    server.use(
      mock.get('*/db/hiring.json', ({ request }) => {
        expect(new URL(request.url).searchParams.get('auth')).toBe(TOKEN);
        return HttpResponse.json({
          '-Na': { name: 'Old', phone: '1', DeveloperType: 'react' },
          '-Nb': { name: 'New', phone: '2', developerType: 'node' },
        });
      }),
    );
    const { records, nextPage } = await listRecords('hiring');
    expect(toRecordViews(records).map((record) => [record.id, record.developerType])).toEqual([
      ['-Nb', 'node'],
      ['-Na', 'react'],
    ]);
    expect(nextPage).toBeNull();
  });

  it('pages records without a receive time by key: orderBy="$key", limitToLast and endAt', async () => {
    await signedIn();
    const keys = ['-N1', '-N2', '-N3', '-N4', '-N5'];
    const seen: Record<string, string | null>[] = [];
    server.use(
      mock.get('*/db/training.json', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push({
          orderBy: params.get('orderBy'),
          limitToLast: params.get('limitToLast'),
          endAt: params.get('endAt'),
        });
        const endAt = params.get('endAt')
          ? (JSON.parse(params.get('endAt')!) as string)
          : undefined;
        const chosen = keys
          .filter((key) => endAt === undefined || key <= endAt)
          .slice(-Number(params.get('limitToLast')));
        return HttpResponse.json(Object.fromEntries(chosen.map((key) => [key, { name: key }])));
      }),
    );
    const first = await listRecords('training', { limit: 2 });
    expect(first.records.map((record) => record.id)).toEqual(['-N5', '-N4']);
    expect(first.nextPage).toMatchObject({ limit: 2, endBefore: '-N4', endBeforeOrder: null });
    const second = await listRecords('training', first.nextPage!);
    expect(second.records.map((record) => record.id)).toEqual(['-N3', '-N2']);
    const third = await listRecords('training', second.nextPage!);
    expect(third.records.map((record) => record.id)).toEqual(['-N1']);
    expect(third.nextPage).toBeNull();
    expect(seen[0]).toEqual({ orderBy: '"receivedAt"', limitToLast: '3', endAt: null });
    expect(seen[1]).toEqual({ orderBy: '"$key"', limitToLast: '4', endAt: '"-N4"' });
  });

  it('pages stamped records by receive time, asking again for those received in the same ms', async () => {
    await signedIn();
    // Keys chosen against the order; -Nc and -Nd were received in the same millisecond.
    const stored: Record<string, { receivedAt: number }> = {
      '-Na': { receivedAt: 400 },
      '-Nb': { receivedAt: 100 },
      '-Nc': { receivedAt: 200 },
      '-Nd': { receivedAt: 200 },
      zzzzzzzzzzzzzzzzzzzz: { receivedAt: 50 },
    };
    const seen: (string | null)[] = [];
    server.use(
      mock.get('*/db/contactForm.json', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.get('endAt'));
        const endAt = params.get('endAt') ? Number(params.get('endAt')) : Infinity;
        const chosen = Object.entries(stored)
          .filter(([, record]) => record.receivedAt <= endAt)
          .sort(([keyA, a], [keyB, b]) => a.receivedAt - b.receivedAt || (keyA < keyB ? -1 : 1))
          .slice(-Number(params.get('limitToLast')));
        return HttpResponse.json(Object.fromEntries(chosen));
      }),
    );
    const ids: string[] = [];
    let page = await listRecords('contactForm', { limit: 2 });
    ids.push(...page.records.map((record) => record.id));
    while (page.nextPage) {
      page = await listRecords('contactForm', page.nextPage);
      ids.push(...page.records.map((record) => record.id));
    }
    expect(ids).toEqual(['-Na', '-Nd', '-Nc', '-Nb', 'zzzzzzzzzzzzzzzzzzzz']);
    expect(seen).toEqual([null, '200', '100']);
  });

  it('deletes a record and a whole collection', async () => {
    await signedIn();
    const deleted: string[] = [];
    server.use(
      mock.delete('*/db/*', ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('auth')).toBe(TOKEN);
        deleted.push(url.pathname);
        return HttpResponse.json(null);
      }),
    );
    await deleteRecord('quoteForm', '-Nx');
    await deleteCollection('quoteForm');
    expect(deleted).toEqual(['/db/quoteForm/-Nx.json', '/db/quoteForm.json']);
  });
});

/** Enough of EventSource to drive watchCollection. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('watchCollection', () => {
  it('keeps a live list from put and patch events', async () => {
    await signedIn();
    const lists: string[][] = [];
    const stop = watchCollection(
      'contactForm',
      (records) => lists.push(toRecordViews(records).map((r) => `${r.id}:${r.name ?? ''}`)),
      {
        EventSource: FakeEventSource as unknown as typeof EventSource,
      },
    );
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/db/contactForm.json?auth=${TOKEN}`);
    source.emit('put', { path: '/', data: { '-Na': { fullName: 'A' } } });
    source.emit('put', { path: '/-Nb', data: { fullName: 'B' } });
    source.emit('patch', { path: '/-Na', data: { fullName: 'A2' } });
    source.emit('put', { path: '/-Nb', data: null });
    source.emit('keep-alive', null);
    expect(lists).toEqual([['-Na:A'], ['-Nb:B', '-Na:A'], ['-Nb:B', '-Na:A2'], ['-Na:A2']]);
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reports an expired session and stops', async () => {
    await signedIn();
    const onError = vi.fn();
    watchCollection('contactForm', () => undefined, {
      EventSource: FakeEventSource as unknown as typeof EventSource,
      onError,
    });
    FakeEventSource.last!.emit('auth_revoked', 'credential is no longer valid');
    // No refresh token to renew it with: the session ends.
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'session-expired' })),
    );
    expect(getSessionState().status).toBe('expired');
    expect(FakeEventSource.last!.readyState).toBe(FakeEventSource.CLOSED);
    markSessionExpired();
  });
});
