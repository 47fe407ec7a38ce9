/**
 * The built site at `/`: GET and HEAD for pages and files (see siteFiles.ts for which file answers
 * a path). Text is sent from memory in brotli or gzip (compressedTexts.ts); other and large files
 * stream from disk with byte-range support (video); both answer 304 to a current If-None-Match.
 * What of this Hono's middleware does and why the rest is kept here: docs/decisions/0011.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import { parseByteRange } from './byteRange';
import { CompressedTexts, isCachedText } from './compressedTexts';
import { chooseEncoding } from './encoding';
import { createSiteFiles, type Located, type SiteFile } from './siteFiles';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT_CACHE = 'public, max-age=3600';

/** Hono's table, with the charset on the JSON types and the captions the site may have. */
const TYPES: Record<string, string> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};
const typeOf = (path: string) => getMimeType(path, TYPES) ?? 'application/octet-stream';

/** Hashed assets never change; pages are revalidated every time; the rest for an hour. */
function cacheControl(sitePath: string, type: string): string {
  if (sitePath.startsWith('/assets/')) return IMMUTABLE;
  if (type.startsWith('text/html')) return NO_CACHE;
  return SHORT_CACHE;
}

type HeaderMap = Record<string, string>;

const NO_BUILD =
  'Not found. (No built site in this folder yet: run `npm run build`, then `npm run serve`.)\n';

export interface SiteOptions {
  /** The built site; null serves no pages (404 for every page). */
  dir: string | null;
  /** Routes of the SPA: answered with index.html (200) when no prerendered page exists. */
  routes: ReadonlySet<string>;
}

export function mountSite(app: Hono, { dir, routes }: SiteOptions): void {
  if (!dir) {
    app.on(['GET', 'HEAD'], '*', (c) => c.text('Not found\n', 404, { 'Cache-Control': NO_CACHE }));
    return;
  }
  const files = createSiteFiles(dir, routes);
  const texts = new CompressedTexts();
  void texts.precompress(files.all(), typeOf).catch(() => undefined);

  /** Text from memory, in the best encoding the client accepts. */
  async function sendText(c: Context, { file, status }: Located, headers: HeaderMap) {
    const entry = await texts.load(file);
    headers.ETag = entry.etag;
    headers.Vary = 'Accept-Encoding';
    if (isCurrent(c, status, entry.etag)) return c.body(null, 304, headers);
    const { body, encoding } = await texts.body(
      entry,
      chooseEncoding(c.req.header('accept-encoding')),
    );
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    return c.body(asBody(body), status, headers);
  }

  /** A file streamed from disk, or the one byte range of it that was asked for. */
  function sendStream(c: Context, { file, status }: Located, headers: HeaderMap) {
    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
    headers.ETag = etag;
    headers['Accept-Ranges'] = 'bytes';
    if (isCurrent(c, status, etag)) return c.body(null, 304, headers);
    const range = status === 200 ? parseByteRange(c.req.header('range'), file.size) : null;
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    }
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
    headers['Content-Length'] = String(end - start + 1);
    const code = range ? 206 : status;
    // HEAD opens no file; an empty file has no byte to stream.
    if (c.req.method === 'HEAD' || end < start) return c.body(null, code, headers);
    return c.body(streamOf(file, start, end), code, headers);
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const located = await files.locate(pathname);
    if (!located) return c.text(NO_BUILD, 404, { 'Cache-Control': NO_CACHE });
    const type = typeOf(located.file.path);
    const headers: HeaderMap = {
      'Content-Type': type,
      'Cache-Control': cacheControl(located.sitePath, type),
    };
    return isCachedText(type, located.file.size)
      ? sendText(c, located, headers)
      : sendStream(c, located, headers);
  });
}

/**
 * The client's copy is this version (If-None-Match, weak comparison, as RFC 9110 says): 304.
 * By hand rather than Hono's etag middleware, which builds the whole answer first and whose
 * 304 loses the Content-Type (decision 0011).
 */
function isCurrent(c: Context, status: 200 | 404, etag: string): boolean {
  const header = status === 200 ? c.req.header('if-none-match') : undefined;
  if (!header) return false;
  return (
    header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** The buffer itself, not a copy (a Node buffer is never backed by a SharedArrayBuffer). */
const asBody = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

const streamOf = (file: SiteFile, start: number, end: number) =>
  Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
