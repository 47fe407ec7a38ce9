/** The browser's data client (src/lib) loaded against a test server. */
import { vi } from 'vitest';
import { startTestServer, type TestServer } from './support';

export type Db = typeof import('../../src/lib/db');
export type Auth = typeof import('../../src/lib/auth');

/** The client reads its env once at import: load a fresh copy for given settings. */
export async function loadClient(
  settings: Record<string, string>,
): Promise<{ db: Db; auth: Auth }> {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return { db: await import('../../src/lib/db'), auth: await import('../../src/lib/auth') };
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
