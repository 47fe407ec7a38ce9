// @vitest-environment node
/** Streaming (Server-Sent Events) as Firebase's REST API does it. */
import { describe, expect, it } from 'vitest';
import { eventReader, startTestServer, useTestServer, asStored, validRecords } from './support';

const server = useTestServer({ keepAliveMs: 200 }, { emptyBeforeEach: true, signIn: true });
const sent = validRecords().contactForm;
/** What a stream sends of it. */
const record = asStored(sent);

const open = (path: string, token = server.auth) =>
  fetch(`${server.db}${path}.json?auth=${encodeURIComponent(token)}`, {
    headers: { Accept: 'text/event-stream' },
  });

describe('GET with Accept: text/event-stream', () => {
  it('sends the current value, then put events for a create and a delete', async () => {
    const first = (
      (await (await server.request('POST', '/contactForm', sent)).json()) as { name: string }
    ).name;
    const response = await open('/contactForm');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(response);
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: '/', data: { [first]: record } },
    });

    const created = (
      (await (await server.request('POST', '/contactForm', sent)).json()) as { name: string }
    ).name;
    expect(await events.next()).toEqual({
      event: 'put',
      data: { path: `/${created}`, data: record },
    });

    await server.request('DELETE', `/contactForm/${first}`, undefined, { auth: server.auth });
    expect(await events.next()).toEqual({ event: 'put', data: { path: `/${first}`, data: null } });

    await server.request('DELETE', '/contactForm', undefined, { auth: server.auth });
    expect(await events.next()).toEqual({ event: 'put', data: { path: '/', data: null } });
    await events.cancel();
  });

  it('sends patch events for PATCH, and puts for changes above the path', async () => {
    const id = '-N000000000000000001'; // push-ID-shaped: the only keys a new record may take
    await server.request('PUT', `/contactForm/${id}`, sent, { auth: server.auth });
    const events = eventReader(await open(`/contactForm/${id}`));
    await events.next();
    await server.request(
      'PATCH',
      `/contactForm/${id}`,
      { status: 'contacted' },
      { auth: server.auth },
    );
    expect(await events.next()).toEqual({
      event: 'patch',
      data: { path: '/', data: { status: 'contacted' } },
    });
    await server.request('DELETE', '/contactForm', undefined, { auth: server.auth });
    expect(await events.next()).toEqual({ event: 'put', data: { path: '/', data: null } });
    await events.cancel();
  });

  it('sends nothing for changes elsewhere and keep-alive events meanwhile', async () => {
    const events = eventReader(await open('/hiring'));
    await events.next();
    await server.request('POST', '/contactForm', sent);
    expect(await events.next()).toEqual({ event: 'keep-alive', data: null });
    await events.cancel();
  });

  it('refuses anyone without a staff token', async () => {
    const response = await fetch(`${server.db}/contactForm.json`, {
      headers: { Accept: 'text/event-stream' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Permission denied' });
  });

  it('forgets a listener when the client goes away', async () => {
    const before = server.site.hub.size;
    const events = eventReader(await open('/contactForm'));
    await events.next();
    expect(server.site.hub.size).toBe(before + 1);
    await events.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.site.hub.size).toBe(before);
  });

  it('sends auth_revoked and ends the stream when the token expires', async () => {
    // Two seconds: token times are whole seconds, so a one-second token may have run out
    // before a busy machine opens the stream.
    const short = await startTestServer({ tokenTtlSeconds: 2, keepAliveMs: 60_000 });
    try {
      const token = await short.staffToken();
      const response = await fetch(`${short.db}/contactForm.json?auth=${token}`, {
        headers: { Accept: 'text/event-stream' },
      });
      const events = eventReader(response);
      await events.next();
      expect(await events.next(4000)).toEqual({
        event: 'auth_revoked',
        data: 'credential is no longer valid',
      });
      await expect(events.next(1000)).rejects.toThrow('Stream ended');
    } finally {
      await short.close();
    }
  });
});
