/**
 * Makes sure Java exists before the HTML check (the Nu HTML Checker is a Java program), as
 * ensure-browser.mjs does for Chromium: JAVA_HOME's java or a `java` on the PATH, nothing to do.
 * On Debian as root: apt-get install the headless JRE. Elsewhere: say what to install, and fail.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
const hasJava = () => spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0;
if (hasJava()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.JAVA_HOME && existsSync('/usr/bin/apt-get') && isRoot) {
  console.log("Installing Debian's headless Java for the HTML check…");
  const run = (command) => execSync(command, { stdio: 'inherit' });
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless');
  if (hasJava()) process.exit(0);
}
console.error(`Java was not found (${java}): install a JRE 11 or newer, or set JAVA_HOME.`);
process.exit(1);
