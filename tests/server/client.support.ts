/** The browser's data client (src/lib) loaded against a test server. */
import { vi } from 'vitest';

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
