/**
 * Installs the measurement tools (scripts/perf/package.json) once, from their lock file, before a
 * measurement that needs them runs; again only when the lock file has changed since.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const lock = readFileSync(join(here, 'package-lock.json'), 'utf8');
const stamp = join(here, 'node_modules', '.installed-lock.json');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log('Installing the measurement tools (scripts/perf/package.json)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
  writeFileSync(stamp, lock);
}
