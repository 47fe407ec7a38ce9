/**
 * Makes sure the browsers exist before the end-to-end tests, so nobody has to read an error first.
 * CHROMIUM_PATH, or the system's chromium and its headless shell: nothing to do. On Debian as
 * root: apt-get install whichever of the two is missing. Elsewhere, with no system Chromium at
 * all: Playwright's own download.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell } from './browser.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || findHeadlessShell() ? [] : ['chromium-headless-shell']),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (existsSync('/usr/bin/apt-get') && isRoot) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end tests…`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
} else if (findChromium()) {
  // The headless shell only saves time; the full Chromium runs the tests as well.
  process.exit(0);
} else {
  console.log("No system Chromium found: installing Playwright's Chromium…");
  run('npx playwright install chromium');
}
