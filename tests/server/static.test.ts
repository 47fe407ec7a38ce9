// @vitest-environment node
/** The built site: files, prerendered pages, the SPA shell for routes, 404s, caching, compression, headers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/http/security';
import { startTestServer, type TestServer } from './support';

const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const video = Buffer.alloc(10_000, 7);

function file(path: string, content: string | Buffer) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), content);
}
file('index.html', '<!doctype html><title>shell</title>');
file('404.html', '<!doctype html><title>not found</title>');
file('about/index.html', '<!doctype html><title>about</title>');
file('assets/index-AbC123.js', script);
file('robots.txt', 'User-agent: *\n');
file('media/intro.mp4', video);
file('.env', 'SECRET=1');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

/** A raw request, so the test sees exactly the bytes and headers sent (fetch decodes bodies). */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('pages', () => {
  it('serves / from index.html with no-cache and the security headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('shell');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    // No inline script at all (decision 0051).
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends exactly the security headers firebase.json carries, and no other defaults of Hono', async () => {
    const response = await get('/');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    for (const name of [
      'strict-transport-security',
      'cross-origin-resource-policy',
      'x-xss-protection',
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });

  it('serves a prerendered page for its route, with or without the trailing slash', async () => {
    expect(await (await get('/about')).text()).toContain('about');
    expect(await (await get('/about/')).text()).toContain('about');
  });

  it('serves the app shell with 200 for routes that have no prerendered page (/DC)', async () => {
    for (const route of ['/DC', '/services/web-development', '/IT-hiring']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('shell');
    }
  });

  it('answers 404.html with status 404 for anything else', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not found');
    expect((await get('/dc')).status).toBe(404);
  });

  it('never serves dotfiles or anything outside the folder', async () => {
    expect((await get('/.env')).status).toBe(404);
    const traversal = await raw('/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.status).toBe(404);
    expect(traversal.body.toString()).not.toContain('root:');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('assets', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('compresses text with brotli or gzip, as the client accepts', async () => {
    const br = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/', { 'If-None-Match': etag! });
    expect(second.status).toBe(304);
    // Not the text/plain the HTTP layer would add to a 304 without a type.
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves byte ranges of media files', async () => {
    const response = await raw('/media/intro.mp4', { Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(response.body.length).toBe(100);
    expect(response.headers['content-type']).toBe('video/mp4');
    const last = await raw('/media/intro.mp4', { Range: 'bytes=-100' });
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes 9900-9999/${video.length}`);
    const tooFar = await raw('/media/intro.mp4', { Range: 'bytes=20000-' });
    expect(tooFar.status).toBe(416);
    const whole = await raw('/media/intro.mp4');
    expect(whole.body.equals(video)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('without a build', () => {
  it('answers pages with a plain 404 that says to build, and the database still works', async () => {
    const bare = await startTestServer({ staticDir: join(dist, 'missing') });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('npm run build');
      expect((await bare.request('GET', '/contactForm')).status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
