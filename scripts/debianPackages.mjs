/**
 * What the test command installs where the machine lacks it (ensure-browser.mjs, ensure-java.mjs):
 * Debian's packages, when run as root on Debian.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install Debian packages: apt-get is there and it runs as root. */
export const canInstallPackages = () =>
  existsSync('/usr/bin/apt-get') && typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian's `packages`, saying why first. */
export function installPackages(packages, why) {
  console.log(`Installing Debian's ${packages.join(' and ')} ${why}…`);
  const run = (command) => execSync(command, { stdio: 'inherit' });
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`);
}
