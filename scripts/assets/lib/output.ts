/**
 * Where generated files go. In normal mode they are written into the repository; with `--check`
 * they are compared with what is committed and nothing is written.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface Written {
  path: string;
  bytes: number;
  sha256: string;
}

export class Output {
  readonly written: Written[] = [];
  readonly mismatches: string[] = [];

  constructor(
    readonly root: string,
    readonly check: boolean,
  ) {}

  async write(relPath: string, data: Buffer | string): Promise<void> {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const sha256 = createHash('sha256').update(buf).digest('hex');
    this.written.push({ path: relPath, bytes: buf.length, sha256 });
    const abs = join(this.root, relPath);
    if (this.check) {
      const existing = await readFile(abs).catch(() => undefined);
      if (!existing || !existing.equals(buf)) this.mismatches.push(relPath);
      return;
    }
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, buf);
  }

  bytesUnder(prefix: string): number {
    return this.written
      .filter((w) => w.path.startsWith(prefix))
      .reduce((sum, w) => sum + w.bytes, 0);
  }

  size(relPath: string): number {
    const found = this.written.find((w) => w.path === relPath);
    if (!found) throw new Error(`not written: ${relPath}`);
    return found.bytes;
  }
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
