/** The browser's data client (src/lib) loaded against a test server. */
import { vi } from 'vitest';
import { startTestServer, type TestServer } from './support';

/** The transport, and the calls the forms and the dashboard make over it. */
export type Db = typeof import('../../src/lib/db') &
  typeof import('../../src/features/forms/api/createRecord') &
  typeof import('../../src/features/dashboard/api/listRecords') &
  typeof import('../../src/features/dashboard/api/watchCollection');
export type Auth = typeof import('../../src/lib/auth');

/** The client reads its env once at import: load a fresh copy for given settings. */
export async function loadClient(
  settings: Record<string, string>,
): Promise<{ db: Db; auth: Auth }> {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const db: Db = {
    ...(await import('../../src/lib/db')),
    ...(await import('../../src/features/forms/api/createRecord')),
    ...(await import('../../src/features/dashboard/api/listRecords')),
    ...(await import('../../src/features/dashboard/api/watchCollection')),
  };
  return { db, auth: await import('../../src/lib/auth') };
}

/** A test server, and the browser's data client loaded to talk to it (not signed in yet). */
export async function startServerAndClient(): Promise<{
  server: TestServer;
  client: { db: Db; auth: Auth };
}> {
  const server = await startTestServer();
  const client = await loadClient({
    VITE_DATABASE_URL: server.db,
    VITE_AUTH_URL: `${server.url}/auth/v1`,
  });
  return { server, client };
}
