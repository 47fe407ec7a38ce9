// @vitest-environment node
/** Streams opened with a query: only what the query selects, and what enters or leaves it. */
import { describe, expect, it } from 'vitest';
import { eventReader, useTestServer } from './support';
import { openStream, put, record, streamHelpers } from './stream.support';

const server = useTestServer({ keepAliveMs: 60_000 }, { emptyBeforeEach: true, signIn: true });
const { open, post, asStaff, emptyAndClose } = streamHelpers(server);

describe('a stream with orderBy="$key" and startAt', () => {
  it('sends the records from startAt on, then new ones, and only changes among them', async () => {
    const older = await post();
    const shown = await post();
    const events = eventReader(
      await open('/contactForm', { orderBy: '"$key"', startAt: JSON.stringify(shown) }),
    );
    expect(await events.next()).toEqual(put('/', { [shown]: record }));

    // A record older than the window changes: nothing is sent for it.
    await asStaff('PATCH', `/contactForm/${older}`, { status: 'won' });
    const arrived = await post();
    expect(await events.next()).toEqual(put(`/${arrived}`, record));

    await asStaff('PATCH', `/contactForm/${shown}`, { status: 'contacted' });
    expect(await events.next()).toEqual(put(`/${shown}`, { ...record, status: 'contacted' }));

    await asStaff('DELETE', `/contactForm/${older}`);
    await asStaff('DELETE', `/contactForm/${shown}`);
    expect(await events.next()).toEqual(put(`/${shown}`, null));

    await emptyAndClose(events);
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

    await asStaff('PATCH', `/contactForm/${older}`, { status: 'won' });
    // A second stream of the same query, opened after the change, joins and gets what follows.
    const joined = eventReader(await open('/contactForm', fromShown));
    expect(await joined.next()).toEqual(put('/', { [shown]: record }));
    expect(await wide.next()).toEqual(put(`/${older}`, { ...record, status: 'won' }));
    const arrived = await post();
    const arrival = put(`/${arrived}`, record);
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
    expect(await events.next()).toEqual(put('/', { [first]: record, [second]: record }));
    const third = await post();
    expect(await events.next()).toEqual(put(`/${first}`, null));
    expect(await events.next()).toEqual(put(`/${third}`, record));
    await events.cancel();
  });

  it('refuses a bad query and shallow streams, and anyone without a staff token', async () => {
    expect((await open('/contactForm', { limitToLast: '2' })).status).toBe(400);
    expect((await open('/contactForm', { shallow: 'true' })).status).toBe(400);
    const stranger = await openStream(server, '/contactForm', {
      orderBy: '"$key"',
      startAt: '"-N"',
    });
    expect(stranger.status).toBe(401);
  });
});
