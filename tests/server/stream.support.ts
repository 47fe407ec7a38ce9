/** What the stream tests do to a suite's server: open a stream, post a lead, change it as staff. */
import { expect } from 'vitest';
import {
  asStored,
  validRecords,
  type eventReader,
  type SuiteServer,
  type TestServer,
} from './support';

/** The lead the stream tests post, and what a stream sends of it. */
export const sent = validRecords().contactForm;
export const record = asStored(sent);

/** A stream of `path` narrowed by `query`, with `token` as its auth (none when not given). */
export const openStream = (
  server: TestServer,
  path: string,
  query: Record<string, string> = {},
  token?: string,
) =>
  fetch(
    `${server.db}${path}.json?${new URLSearchParams(token === undefined ? query : { ...query, auth: token })}`,
    { headers: { Accept: 'text/event-stream' } },
  );

/** The `put` event a stream sends when `data` is now at `path` (null: removed). */
export const put = (path: string, data: unknown) => ({ event: 'put', data: { path, data } });

export function streamHelpers(server: SuiteServer) {
  /** A change made by staff. */
  const asStaff = (method: 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    server.request(method, path, body, { auth: server.auth });
  return {
    asStaff,
    /** Staff empty the collection: the stream says its root is gone, and is closed. */
    async emptyAndClose(events: ReturnType<typeof eventReader>) {
      await asStaff('DELETE', '/contactForm');
      expect(await events.next()).toEqual(put('/', null));
      await events.cancel();
    },
    /** A staff member's stream of `path`, narrowed by `query`. */
    open: (path: string, query: Record<string, string> = {}) =>
      openStream(server, path, query, server.auth),
    /** Posts the lead as a visitor does; its new key. */
    post: async (): Promise<string> =>
      ((await (await server.request('POST', '/contactForm', sent)).json()) as { name: string })
        .name,
  };
}
