/**
 * Finds the browsers the scripts use. CHROMIUM_PATH wins everywhere; otherwise the full system
 * Chromium for Lighthouse and screenshots (what visitors run), and for the end-to-end tests
 * Debian's headless shell when it is there (the same engine without the browser UI: half the CPU
 * per test on a 2-core machine, decision 0008).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function onPath(names) {
  for (const name of names) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

const chosenPath = () =>
  process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)
    ? process.env.CHROMIUM_PATH
    : undefined;

/** The full Chromium: CHROMIUM_PATH, else the system's chromium, else none. */
export function findChromium() {
  return chosenPath() ?? onPath(['chromium', 'chromium-browser']);
}

/** The system's chromium-headless-shell, if installed. */
export function findHeadlessShell() {
  return onPath(['chromium-headless-shell']);
}

/** The browser for the end-to-end tests: CHROMIUM_PATH, else the headless shell, else Chromium. */
export function findTestBrowser() {
  return chosenPath() ?? findHeadlessShell() ?? findChromium();
}

/** Flags that keep headless Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
