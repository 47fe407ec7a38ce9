// @vitest-environment node
/**
 * What a live stream may cost the server (issue 21): a reader that stops reading gets Firebase's
 * `cancel` event instead of the server keeping every change for it, and one account holds a
 * bounded number of streams.
 */
import { ADMIN } from '../../src/records/staff';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../server/db/sqlite';
import { TreeStore } from '../../server/db/store';
import { StreamHub } from '../../server/db/stream';
import { FELL_BEHIND, type StreamLimits } from '../../server/db/streamLimits';
import { eventReader, startTestServer, type TestServer, DIALECT_ACCESS } from './support';

let server: TestServer;
let auth: string;

beforeAll(async () => {
  server = await startTestServer({
    streamLimits: { backlogBytes: 64 * 1024, perAccount: 3, cancelGraceMs: 10_000 },
    // Streams are the dialect's: tested on a free path (`/settings`).
    access: DIALECT_ACCESS,
    staffRole: () => ADMIN,
  });
  auth = await server.staffToken();
});
afterAll(() => server.close());

const streamPath = (path: string, token = auth) =>
  `/db${path}.json?auth=${encodeURIComponent(token)}`;

/** A stream opened over a raw socket that is not read: what a stalled client does. */
function openStalled(
  path: string,
  url = server.url,
  token = auth,
): Promise<{ socket: Socket; received: () => string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${streamPath(path, token)} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`,
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      // Read the answer's first bytes, then stop reading.
      socket.once('data', () => {
        socket.pause();
        resolve({ socket, received: () => text });
      });
    });
    socket.once('error', reject);
  });
}

const blob = 'x'.repeat(30 * 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a reader that stops reading', () => {
  it('is sent `cancel` and dropped instead of the server queueing every change', async () => {
    const before = server.site.hub.size;
    const stalled = await openStalled('/settings');
    expect(server.site.hub.size).toBe(before + 1);

    // 30 KB changes until the server gives the stream up (the socket's own buffers fill first).
    let writes = 0;
    while (server.site.hub.size > before && writes < 1000) {
      const response = await server.request(
        'PUT',
        `/settings/blob${writes % 10}`,
        { blob },
        { auth },
      );
      expect(response.status).toBe(200);
      writes += 1;
    }
    expect(server.site.hub.size).toBe(before);

    // The reader comes back: what was queued, then `cancel`, then the end of the answer.
    const ended = new Promise<void>((resolve) => stalled.socket.once('close', () => resolve()));
    stalled.socket.resume();
    await ended;
    const text = stalled.received();
    expect(text).toContain(`event: cancel\ndata: ${JSON.stringify(FELL_BEHIND)}\n\n`);
    const names = [...text.matchAll(/^event: ([\w-]+)$/gm)].map((match) => match[1]);
    expect(names.at(-1)).toBe('cancel');
    // The answer ended properly (the last, empty chunk), not cut off.
    expect(text.endsWith('\r\n0\r\n\r\n')).toBe(true);
  });

  it('has its connection cut when it does not read its `cancel` event either', async () => {
    const quick = await startTestServer({
      streamLimits: { backlogBytes: 64 * 1024, perAccount: 3, cancelGraceMs: 500 },
      access: DIALECT_ACCESS,
      staffRole: () => ADMIN,
    });
    try {
      const token = await quick.staffToken();
      const stalled = await openStalled('/settings', quick.url, token);
      let writes = 0;
      while (quick.site.hub.size > 0 && writes < 1000) {
        await quick.request('PUT', `/settings/blob${writes % 10}`, { blob }, { auth: token });
        writes += 1;
      }
      // Still paused past the grace time: the server cuts the connection (no proper end).
      await sleep(2000);
      const ended = new Promise<void>((resolve) => stalled.socket.once('close', () => resolve()));
      stalled.socket.resume();
      await ended;
      expect(stalled.received().endsWith('\r\n0\r\n\r\n')).toBe(false);
      expect(stalled.received()).not.toMatch(/Error:/);
    } finally {
      await quick.close();
    }
  });

  it('leaves streams that keep up alone', async () => {
    const response = await fetch(`${server.url}${streamPath('/settings')}`, {
      headers: { Accept: 'text/event-stream' },
    });
    const events = eventReader(response);
    await events.next();
    for (let i = 0; i < 20; i += 1) {
      await server.request('PUT', `/settings/kept${i}`, { blob }, { auth });
      const event = await events.next();
      expect(event.event).toBe('put');
    }
    await events.cancel();
    await sleep(100);
  });
});

describe('the first snapshot (issue 33)', () => {
  // The hub alone, on a controlled clock: a body nobody reads is a reader that never reads.
  const limits: StreamLimits = { backlogBytes: 16 * 1024, perAccount: 0, cancelGraceMs: 1_000 };
  const large = { blob: 'x'.repeat(64 * 1024) };
  let store: TreeStore;
  let hub: StreamHub;
  beforeEach(() => {
    vi.useFakeTimers();
    store = new TreeStore(openDatabase(IN_MEMORY));
    store.apply([{ path: ['settings'], value: large }]);
    hub = new StreamHub(store, 60_000, limits);
  });
  afterEach(() => {
    hub.closeAll();
    vi.useRealTimers();
  });

  const change = () => {
    store.apply([{ path: ['settings', 'note'], value: 'changed' }]);
    hub.notify({ kind: 'put', path: ['settings', 'note'] });
  };

  /** Reads `body` until `done` says the text so far is enough (or the body ends). */
  async function readUntil(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    done: (text: string) => boolean,
  ): Promise<string> {
    const decoder = new TextDecoder();
    let text = '';
    while (!done(text)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  }

  it('counts toward the backlog: a change while it is not taken gives `cancel`', async () => {
    const body = hub.open(['settings'], undefined, () => undefined);
    change();
    expect(hub.size).toBe(0);
    const text = await readUntil(body.getReader(), () => false);
    expect(text.startsWith('event: put\n')).toBe(true);
    expect(text).toContain(large.blob);
    expect(text.endsWith(`event: cancel\ndata: ${JSON.stringify(FELL_BEHIND)}\n\n`)).toBe(true);
  });

  it('is given up, and its connection cut, when the reader never takes it', () => {
    const cut = vi.fn();
    hub.open(['settings'], undefined, cut);
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(limits.cancelGraceMs);
    expect(hub.size).toBe(0);
    expect(cut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(limits.cancelGraceMs);
    expect(cut).toHaveBeenCalledOnce();
  });

  it('is no reason to end a stream whose reader takes it', async () => {
    const cut = vi.fn();
    const reader = hub.open(['settings'], undefined, cut).getReader();
    const snapshot = await readUntil(reader, (text) => text.endsWith('}}\n\n'));
    expect(JSON.parse(/^data: (.*)$/m.exec(snapshot)?.[1] ?? '')).toEqual({
      path: '/',
      data: large,
    });
    vi.advanceTimersByTime(limits.cancelGraceMs * 3);
    change();
    expect(hub.size).toBe(1);
    expect(await readUntil(reader, (text) => text.endsWith('\n\n'))).toBe(
      `event: put\ndata: ${JSON.stringify({ path: '/note', data: 'changed' })}\n\n`,
    );
    expect(cut).not.toHaveBeenCalled();
  });

  it('is no reason to end a stream whose reader takes it slowly, a piece at a time', async () => {
    const cut = vi.fn();
    const reader = hub.open(['settings'], undefined, cut).getReader();
    // Two of its five pieces, each within the grace time: still well over the cap, still kept.
    for (let piece = 0; piece < 2; piece += 1) {
      await reader.read();
      vi.advanceTimersByTime(limits.cancelGraceMs - 1);
    }
    expect(hub.size).toBe(1);
    // Then it stops reading.
    vi.advanceTimersByTime(limits.cancelGraceMs * 3);
    expect(hub.size).toBe(0);
    expect(cut).toHaveBeenCalledOnce();
  });

  it('gets no keep-alive added to it while it is being taken', async () => {
    const keepAliveMs = 300;
    const often = new StreamHub(store, keepAliveMs, limits);
    try {
      const reader = often.open(['settings'], undefined, () => undefined).getReader();
      for (let piece = 0; piece < 3; piece += 1) {
        await reader.read();
        vi.advanceTimersByTime(keepAliveMs * 2);
      }
      expect(often.size).toBe(1);
    } finally {
      often.closeAll();
    }
  });

  it('is handed to the connection a piece at a time, as the reader takes it', async () => {
    const reader = hub.open(['settings'], undefined, () => undefined).getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeLessThanOrEqual(limits.backlogBytes);
  });
});

describe('streams per account', () => {
  it('refuses one more than the cap with 429, and allows it again once one closes', async () => {
    const open = () =>
      fetch(`${server.url}${streamPath('/settings')}`, {
        headers: { Accept: 'text/event-stream' },
      });
    const held = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await open();
      expect(response.status).toBe(200);
      held.push(eventReader(response));
    }
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many open streams/);

    await held.pop()!.cancel();
    await sleep(100);
    const again = await open();
    expect(again.status).toBe(200);
    held.push(eventReader(again));
    for (const events of held) await events.cancel();
  });
});
