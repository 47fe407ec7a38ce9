/**
 * Makes sure Java exists before the HTML check (the Nu HTML Checker is a Java program), as
 * ensure-browser.mjs does for Chromium: JAVA_HOME's java or a `java` on the PATH, nothing to do.
 * On Debian as root: apt-get install the headless JRE. Elsewhere: say what to install, and fail.
 */
import { spawnSync } from 'node:child_process';
import { canInstallPackages, installPackages } from './debianPackages.mjs';
import { javaCommand } from './java.mjs';

const hasJava = () => spawnSync(javaCommand, ['-version'], { stdio: 'ignore' }).status === 0;
if (hasJava()) process.exit(0);

if (!process.env.JAVA_HOME && canInstallPackages()) {
  installPackages(['default-jre-headless'], 'for the HTML check');
  if (hasJava()) process.exit(0);
}
console.error(`Java was not found (${javaCommand}): install a JRE 11 or newer, or set JAVA_HOME.`);
process.exit(1);
