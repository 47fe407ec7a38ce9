// @vitest-environment node
/** Streams opened with a query: only what the query selects, and what enters or leaves it. */
import { describe, expect, it } from 'vitest';
import { eventReader, useTestServer, asStored, validRecords } from './support';

const server = useTestServer({ keepAliveMs: 60_000 }, { emptyBeforeEach: true, signIn: true });
const sent = validRecords().contactForm;
/** What a stream sends of it. */
const record = asStored(sent);

const open = (path: string, query: Record<string, string>) =>
  fetch(`${server.db}${path}.json?${new URLSearchParams({ ...query, auth: server.auth })}`, {
    headers: { Accept: 'text/event-stream' },
  });

const post = async (): Promise<string> =>
  ((await (await server.request('POST', '/contactForm', sent)).json()) as { name: string }).name;

describe('a stream with orderBy="$key" and startAt', () => {
  it('sends the records from startAt on, then new ones, and only changes among them', async () => {
    const older = await post();
    const shown = await post();
    const events = eventReader(
      await open('/contactForm', { orderBy: '"$key"', startAt: JSON.stringify(shown) }),
    );
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: '/', data: { [shown]: record } },
    });

    // A record older than the window changes: nothing is sent for it.
    await server.request(
      'PATCH',
      `/contactForm/${older}`,
      { status: 'won' },
      { auth: server.auth },
    );
    const arrived = await post();
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: `/${arrived}`, data: record },
    });

    await server.request(
      'PATCH',
      `/contactForm/${shown}`,
      { status: 'contacted' },
      { auth: server.auth },
    );
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: `/${shown}`, data: { ...record, status: 'contacted' } },
    });

    await server.request('DELETE', `/contactForm/${older}`, undefined, { auth: server.auth });
    await server.request('DELETE', `/contactForm/${shown}`, undefined, { auth: server.auth });
    expect(await events.next()).toEqual({ event: 'put', data: { path: `/${shown}`, data: null } });

    await server.request('DELETE', '/contactForm', undefined, { auth: server.auth });
    expect(await events.next()).toEqual({ event: 'put', data: { path: '/', data: null } });
    await events.cancel();
  });

  it('streams of the same path with different bounds each get their own events', async () => {
    const older = await post();
    const shown = await post();
    const fromShown = { orderBy: '"$key"', startAt: JSON.stringify(shown) };
    const wide = eventReader(
      await open('/contactForm', { orderBy: '"$key"', startAt: JSON.stringify(older) }),
    );
    const narrow = eventReader(await open('/contactForm', fromShown));
    await wide.next();
    await narrow.next();

    await server.request(
      'PATCH',
      `/contactForm/${older}`,
      { status: 'won' },
      { auth: server.auth },
    );
    // A second stream of the same query, opened after the change, joins and gets what follows.
    const joined = eventReader(await open('/contactForm', fromShown));
    expect(await joined.next()).toEqual({
      event: 'put',
      data: { path: '/', data: { [shown]: record } },
    });
    expect(await wide.next()).toEqual({
      event: 'put',
      data: { path: `/${older}`, data: { ...record, status: 'won' } },
    });
    const arrived = await post();
    const arrival = { event: 'put', data: { path: `/${arrived}`, data: record } };
    expect(await wide.next()).toEqual(arrival);
    // The narrow streams never heard of the older record's change.
    expect(await narrow.next()).toEqual(arrival);
    expect(await joined.next()).toEqual(arrival);
    await Promise.all([wide.cancel(), narrow.cancel(), joined.cancel()]);
  });

  it('with limitToLast, a record pushed out of the window is sent as removed', async () => {
    const first = await post();
    const second = await post();
    const events = eventReader(await open('/contactForm', { orderBy: '"$key"', limitToLast: '2' }));
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: '/', data: { [first]: record, [second]: record } },
    });
    const third = await post();
    expect(await events.next()).toEqual({ event: 'put', data: { path: `/${first}`, data: null } });
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: `/${third}`, data: record },
    });
    await events.cancel();
  });

  it('refuses a bad query and shallow streams, and anyone without a staff token', async () => {
    expect((await open('/contactForm', { limitToLast: '2' })).status).toBe(400);
    expect((await open('/contactForm', { shallow: 'true' })).status).toBe(400);
    const stranger = await fetch(
      `${server.db}/contactForm.json?orderBy=%22$key%22&startAt=%22-N%22`,
      { headers: { Accept: 'text/event-stream' } },
    );
    expect(stranger.status).toBe(401);
  });
});
