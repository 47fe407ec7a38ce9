// @vitest-environment node
/**
 * firebase.json's Hosting settings, served by superstatic (the static server Firebase Hosting's
 * rules come from, and its emulator runs) over a folder laid out as `npm run build` lays out dist/:
 * one index.html per route, hashed files under assets/. What a browser gets for `/`, a route, the
 * dashboard, an HTML file and a hashed asset.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import superstatic from 'superstatic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE } from '../../server/http/static';
import { paths } from '../../src/config/paths';

const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: Record<string, unknown> & { public: string };
};

const ASSET = '/assets/app-D4s0PZN9.js';
const pageOf = (path: string) => `<!doctype html><title>${path}</title>`;

let folder: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'hosting-'));
  const write = (path: string, text: string) => {
    const file = join(folder, firebase.hosting.public, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const path of Object.values(paths)) write(`${path}/index.html`, pageOf(path));
  write('404.html', pageOf('not found'));
  write(ASSET, 'export {};');
  // The settings as Hosting reads them (the function rewrite's one path is not asked for here).
  const hosting = superstatic({ config: firebase.hosting, cwd: folder }) as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  server = createServer((request, response) =>
    hosting(request, response, () => response.writeHead(404).end()),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(folder, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('firebase.json on Hosting', () => {
  it('serves each route its own page, the dashboard its shell, and none of them from a cache unchecked', async () => {
    for (const path of Object.values(paths)) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toBe(pageOf(path));
      expect({ path, cache: response.headers.get('cache-control') }).toEqual({
        path,
        cache: NO_CACHE,
      });
    }
    expect(await (await get('/DC')).text()).toBe(pageOf(paths.dashboard));
  });

  it('revalidates an HTML file asked for by its name', async () => {
    const response = await get('/contact/index.html');
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    const response = await get(ASSET);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/contact', '/DC', ASSET]) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });
});
