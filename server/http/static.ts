/**
 * The built site (`dist/`): files as they are, prerendered pages, the SPA shell for
 * known routes, 404.html for the rest. Text is compressed (brotli or gzip) once per
 * file version and kept in memory, starting at startup so the first visitor does not
 * wait for it; large or binary files stream from disk with byte-range support (video).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT_CACHE = 'public, max-age=3600';

interface CachedFile {
  version: string;
  etag: string;
  raw: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 means refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export interface StaticSiteOptions {
  dir: string;
  /** Routes of the SPA: answered with index.html (200) when no prerendered page exists. */
  routes: ReadonlySet<string>;
}

export function createStaticSite({ dir, routes }: StaticSiteOptions) {
  const root = resolve(dir);
  const cache = new Map<string, CachedFile>();

  async function find(relative: string): Promise<FoundFile | null> {
    const file = resolve(root, '.' + relative);
    if (file !== root && !file.startsWith(root + sep)) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  async function cached(found: FoundFile): Promise<CachedFile> {
    const version = `${found.size}-${found.mtimeMs}`;
    const hit = cache.get(found.file);
    if (hit && hit.version === version) return hit;
    const raw = await readFile(found.file);
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
    const entry: CachedFile = { version, etag, raw };
    cache.set(found.file, entry);
    return entry;
  }

  function compressed(entry: CachedFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    if (encoding === 'br') {
      return (entry.br ??= brotli(entry.raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
        },
      }));
    }
    return (entry.gzip ??= gzipAsync(entry.raw, { level: 9 }));
  }

  function cacheControl(pathname: string, type: string): string {
    if (pathname.startsWith('/assets/')) return IMMUTABLE;
    if (type.startsWith('text/html')) return NO_CACHE;
    return SHORT_CACHE;
  }

  async function send(
    request: Request,
    found: FoundFile,
    pathname: string,
    status: 200 | 404,
  ): Promise<Response> {
    const type = TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': cacheControl(pathname, type),
    });

    if (COMPRESSIBLE.test(type) && found.size <= MAX_CACHED_BYTES) {
      const entry = await cached(found);
      headers.set('ETag', entry.etag);
      headers.set('Vary', 'Accept-Encoding');
      if (status === 200 && request.headers.get('if-none-match') === entry.etag) {
        return new Response(null, { status: 304, headers });
      }
      const encoding =
        entry.raw.length > 256
          ? chooseEncoding(request.headers.get('accept-encoding') ?? undefined)
          : 'identity';
      const body = encoding === 'identity' ? entry.raw : await compressed(entry, encoding);
      if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      return new Response(new Uint8Array(body), { status, headers });
    }

    const etag = `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`;
    headers.set('ETag', etag);
    headers.set('Accept-Ranges', 'bytes');
    if (status === 200 && request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers });
    }
    let start = 0;
    let end = found.size - 1;
    let partial = false;
    const range = request.headers.get('range');
    if (status === 200 && range) {
      const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
      if (match && (match[1] || match[2])) {
        if (match[1]) {
          start = Number(match[1]);
          if (match[2]) end = Math.min(Number(match[2]), found.size - 1);
        } else {
          start = Math.max(0, found.size - Number(match[2]));
        }
        if (start > end || start >= found.size) {
          headers.set('Content-Range', `bytes */${found.size}`);
          return new Response(null, { status: 416, headers });
        }
        partial = true;
        headers.set('Content-Range', `bytes ${start}-${end}/${found.size}`);
      }
    }
    headers.set('Content-Length', String(end - start + 1));
    const body =
      request.method === 'HEAD' || end < start
        ? null
        : (Readable.toWeb(
            createReadStream(found.file, { start, end }),
          ) as ReadableStream<Uint8Array>);
    return new Response(body, { status: partial ? 206 : status, headers });
  }

  /**
   * Compresses every text file of the site in the background, one at a time, so no request
   * waits for brotli's highest level (about 0.7 s for the app chunk on a slow machine).
   */
  async function precompress(folder: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) await precompress(file);
        continue;
      }
      const type = TYPES[extname(entry.name).toLowerCase()] ?? '';
      if (!COMPRESSIBLE.test(type)) continue;
      const found = await find(file.slice(root.length));
      if (!found || found.size > MAX_CACHED_BYTES || found.size <= 256) continue;
      const cachedFile = await cached(found);
      await compressed(cachedFile, 'br');
      await compressed(cachedFile, 'gzip');
    }
  }
  void precompress(root).catch(() => undefined);

  /** Answers a GET or HEAD for a page or file. */
  return async function serveStatic(request: Request): Promise<Response> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const hidden =
      pathname.includes('\0') || pathname.split('/').some((part) => part.startsWith('.'));
    if (!hidden) {
      if (!pathname.endsWith('/')) {
        const file = await find(pathname);
        if (file) return send(request, file, pathname, 200);
      }
      const page = await find(join(pathname, 'index.html'));
      if (page) return send(request, page, join(pathname, 'index.html'), 200);
      const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (routes.has(route)) {
        const shell = await find('/index.html');
        if (shell) return send(request, shell, '/index.html', 200);
      }
    }
    const notFound = (await find('/404.html')) ?? (await find('/index.html'));
    if (notFound) return send(request, notFound, '/404.html', 404);
    return new Response(
      'Not found. (No built site in this folder yet: run `npm run build`, then `npm run serve`.)\n',
      {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE },
      },
    );
  };
}
