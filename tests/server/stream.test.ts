// @vitest-environment node
/** Streaming (Server-Sent Events) as Firebase's REST API does it. */
import { describe, expect, it } from 'vitest';
import { eventReader, startTestServer, useTestServer } from './support';
import { openStream, put, record, sent, streamHelpers } from './stream.support';

// Keep-alives a minute apart: a busy machine must not see one where a test awaits a change.
const server = useTestServer({ keepAliveMs: 60_000 }, { emptyBeforeEach: true, signIn: true });
const { open, post, asStaff, emptyAndClose } = streamHelpers(server);

describe('GET with Accept: text/event-stream', () => {
  it('sends the current value, then put events for a create and a delete', async () => {
    const first = await post();
    const response = await open('/contactForm');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(response);
    expect(await events.next()).toEqual(put('/', { [first]: record }));

    const created = await post();
    expect(await events.next()).toEqual(put(`/${created}`, record));

    await asStaff('DELETE', `/contactForm/${first}`);
    expect(await events.next()).toEqual(put(`/${first}`, null));

    await emptyAndClose(events);
  });

  it('sends patch events for PATCH, and puts for changes above the path', async () => {
    const id = '-N000000000000000001'; // push-ID-shaped: the only keys a new record may take
    await asStaff('PUT', `/contactForm/${id}`, sent);
    const events = eventReader(await open(`/contactForm/${id}`));
    await events.next();
    await asStaff('PATCH', `/contactForm/${id}`, { status: 'contacted' });
    expect(await events.next()).toEqual({
      event: 'patch',
      data: { path: '/', data: { status: 'contacted' } },
    });
    await emptyAndClose(events);
  });

  it('refuses anyone without a staff token', async () => {
    const response = await openStream(server, '/contactForm');
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
      const events = eventReader(await openStream(short, '/contactForm', {}, token));
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

describe('a quiet stream', () => {
  const quiet = streamHelpers(useTestServer({ keepAliveMs: 200 }, { signIn: true }));

  it('sends nothing for changes elsewhere and keep-alive events meanwhile', async () => {
    const events = eventReader(await quiet.open('/hiring'));
    await events.next();
    await quiet.post();
    expect(await events.next()).toEqual({ event: 'keep-alive', data: null });
    await events.cancel();
  });
});
