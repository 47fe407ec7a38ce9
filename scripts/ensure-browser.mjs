/**
 * Makes sure a Chromium exists before the end-to-end tests, so nobody has to read an error first.
 * CHROMIUM_PATH or a system chromium: nothing to do. On Debian as root: apt-get install chromium.
 * Elsewhere: Playwright's own download.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './browser.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (existsSync('/usr/bin/apt-get') && isRoot) {
  console.log("No Chromium found: installing Debian's chromium package…");
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log("No system Chromium found: installing Playwright's Chromium…");
  run('npx playwright install chromium');
}
