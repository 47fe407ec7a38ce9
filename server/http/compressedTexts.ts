/**
 * The site's text files held in memory with their brotli and gzip forms, made once per file
 * version. Hono's serve-static serves only .br/.gz files that already sit on disk, and the build
 * writes none (Firebase Hosting compresses by itself), so the server makes them, starting at
 * startup (`precompress`) so that no visitor waits for brotli's highest level (about 0.7 s
 * for the app chunk on a slow machine).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Encoding } from './encoding';
import type { SiteFile } from './siteFiles';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Larger text files are streamed from disk like media. */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;
/** Files this small are sent as they are: compression would save next to nothing. */
const UNCOMPRESSED_UP_TO_BYTES = 256;

/** Kept in memory (and compressed) when it is text of a reasonable size. */
export const isCachedText = (type: string, size: number) =>
  COMPRESSIBLE.test(type) && size <= MAX_CACHED_BYTES;

/** One version of a text file: its bytes, their ETag, and their compressed forms once made. */
export interface TextEntry {
  readonly etag: string;
  readonly raw: Buffer;
  readonly version: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export class CompressedTexts {
  private readonly entries = new Map<string, TextEntry>();

  /** The file's current version, read from disk only when it changed. */
  async load(file: SiteFile): Promise<TextEntry> {
    const version = `${file.size}-${file.mtimeMs}`;
    const hit = this.entries.get(file.path);
    if (hit && hit.version === version) return hit;
    const raw = await readFile(file.path);
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
    const entry: TextEntry = { version, etag, raw };
    this.entries.set(file.path, entry);
    return entry;
  }

  /** The bytes in `wanted` encoding (as they are when the file is tiny). */
  async body(entry: TextEntry, wanted: Encoding): Promise<{ body: Buffer; encoding: Encoding }> {
    const encoding = entry.raw.length > UNCOMPRESSED_UP_TO_BYTES ? wanted : 'identity';
    const body = encoding === 'identity' ? entry.raw : await this.encoded(entry, encoding);
    return { body, encoding };
  }

  /** Compresses the given text files one at a time, in the background of the first requests. */
  async precompress(files: AsyncIterable<SiteFile>, typeOf: (path: string) => string) {
    for await (const file of files) {
      if (!isCachedText(typeOf(file.path), file.size) || file.size <= UNCOMPRESSED_UP_TO_BYTES)
        continue;
      const entry = await this.load(file);
      await this.encoded(entry, 'br');
      await this.encoded(entry, 'gzip');
    }
  }

  private encoded(entry: TextEntry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    if (encoding === 'gzip') return (entry.gzip ??= gzipAsync(entry.raw, { level: 9 }));
    return (entry.br ??= brotli(entry.raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
      },
    }));
  }
}
