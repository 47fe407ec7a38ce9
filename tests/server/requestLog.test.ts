// @vitest-environment node
/**
 * The server's JSON log (decision 0045): one line per request with its id (sent back as
 * X-Request-Id), method, path without the query (staff tokens travel in it), status and time; an
 * id the client sent is kept only behind a trusted proxy; an error's line carries its stack and
 * the request's id.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonLogger } from '../../server/log';
import { startTestServer, validRecords } from './support';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server whose log lines land in an array, parsed. */
async function loggedServer(trustProxy = 0) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const server = await startTestServer({ logger: jsonLogger(destination), trustProxy });
  cleanups.push(() => server.close());
  return { server, lines, requests: () => lines.filter((line) => line.msg === 'request') };
}

describe('the request log', () => {
  it('writes one JSON line per request: id, method, path without the query, status, time', async () => {
    const { server, requests } = await loggedServer();
    const token = await server.staffToken();
    const response = await fetch(`${server.db}/contactForm.json?auth=${token}`);
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{36}$/);

    const line = requests().find((entry) => entry.reqId === id);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/db/contactForm.json',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(requests())).not.toContain(token);
  });

  it("keeps a client's X-Request-Id only behind a trusted proxy", async () => {
    const direct = await loggedServer(0);
    const sent = { 'X-Request-Id': 'from-the-client-1' };
    const own = await fetch(`${direct.server.url}/healthz`, { headers: sent });
    expect(own.headers.get('x-request-id')).not.toBe('from-the-client-1');

    const proxied = await loggedServer(1);
    const kept = await fetch(`${proxied.server.url}/healthz`, { headers: sent });
    expect(kept.headers.get('x-request-id')).toBe('from-the-client-1');
    expect(proxied.requests().at(-1)).toMatchObject({ reqId: 'from-the-client-1', status: 200 });
  });

  it("logs a failed request's error with its stack and the request's id", async () => {
    const { server, lines } = await loggedServer();
    // The database closed under a running server: every write fails inside the handler.
    await server.site.close();
    const response = await server.request('POST', '/contactForm', validRecords().contactForm);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    const id = response.headers.get('x-request-id');
    const error = lines.find((line) => line.level === 50);
    expect(error).toMatchObject({ msg: 'POST /db/contactForm.json failed', reqId: id });
    expect((error?.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });
});
