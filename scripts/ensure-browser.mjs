/**
 * Makes sure the browsers exist before the end-to-end tests, so nobody has to read an error first.
 * CHROMIUM_PATH, or the system's chromium and its headless shell: nothing to do. On Debian as
 * root: apt-get install whichever of the two is missing. Elsewhere, with no system Chromium at
 * all: Playwright's own download.
 */
import { execSync } from 'node:child_process';
import { findChromium, findHeadlessShell } from './browser.mjs';
import { canInstallPackages, installPackages } from './debianPackages.mjs';

const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || findHeadlessShell() ? [] : ['chromium-headless-shell']),
];
if (missing.length === 0) process.exit(0);

if (canInstallPackages()) {
  installPackages(missing, 'for the end-to-end tests');
} else if (findChromium()) {
  // The headless shell only saves time; the full Chromium runs the tests as well.
  process.exit(0);
} else {
  console.log("No system Chromium found: installing Playwright's Chromium…");
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
