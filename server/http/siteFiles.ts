/**
 * Which file of the built site (`dist/`) answers a path: the file itself, a prerendered page
 * (`<path>/index.html`), the SPA shell for a known route, else 404.html with status 404.
 * Dotfiles and anything outside the folder are never found.
 */
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface SiteFile {
  /** Absolute path on disk. */
  path: string;
  size: number;
  mtimeMs: number;
}

export interface Located {
  file: SiteFile;
  /** The file's path in the site (for its cache policy). */
  sitePath: string;
  status: 200 | 404;
}

export interface SiteFiles {
  root: string;
  /** null when the folder has neither 404.html nor index.html (no build yet). */
  locate(pathname: string): Promise<Located | null>;
  /** Every file of the site but dotfiles, one at a time. */
  all(): AsyncGenerator<SiteFile>;
}

const isHidden = (pathname: string) =>
  pathname.includes('\0') || pathname.split('/').some((part) => part.startsWith('.'));

/** `routes`: the SPA's routes, answered with index.html when no prerendered page exists. */
export function createSiteFiles(dir: string, routes: ReadonlySet<string>): SiteFiles {
  const root = resolve(dir);

  async function find(sitePath: string): Promise<SiteFile | null> {
    const path = resolve(root, '.' + sitePath);
    if (path !== root && !path.startsWith(root + sep)) return null;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  async function found(sitePath: string, status: 200 | 404): Promise<Located | null> {
    const file = await find(sitePath);
    return file && { file, sitePath, status };
  }

  async function locatePage(pathname: string): Promise<Located | null> {
    if (isHidden(pathname)) return null;
    if (!pathname.endsWith('/')) {
      const file = await found(pathname, 200);
      if (file) return file;
    }
    const page = await found(join(pathname, 'index.html'), 200);
    if (page) return page;
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return routes.has(route) ? found('/index.html', 200) : null;
  }

  async function* walk(folder: string): AsyncGenerator<SiteFile> {
    const entries: Dirent[] = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else {
        const file = await find(path.slice(root.length));
        if (file) yield file;
      }
    }
  }

  return {
    root,
    locate: async (pathname) =>
      (await locatePage(pathname)) ??
      (await found('/404.html', 404)) ??
      // 404.html is the site's 404 page; the SPA shell renders one too.
      (await found('/index.html', 404)),
    all: () => walk(root),
  };
}
