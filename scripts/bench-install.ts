/**
 * `npm run bench:install`: what a machine installs to develop and test (`npm ci`) against what it
 * installs to serve the site (`npm ci --omit=dev`, decision 0048), in one run. Each goes into its
 * own temporary copy of package.json and the lock file, from the same npm cache (the full install
 * runs first, so the production one finds nothing new to download): the time, the size on disk
 * and the number of packages. Not part of `npm test`: it measures.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printTable } from './bench-db';
import { runScript } from './runScript';

const workDir = resolve('.tmp/bench-install');

interface Install {
  label: string;
  args: string[];
}

const installs: Install[] = [
  { label: 'npm ci (develop and test)', args: ['ci'] },
  { label: 'npm ci --omit=dev (serve)', args: ['ci', '--omit=dev'] },
];

/** Packages under node_modules, scoped ones counted one by one. */
function countPackages(modules: string): number {
  return readdirSync(modules).reduce((count, name) => {
    if (name.startsWith('.')) return count;
    return count + (name.startsWith('@') ? readdirSync(join(modules, name)).length : 1);
  }, 0);
}

function sizeMb(folder: string): number {
  const du = spawnSync('du', ['-sk', folder], { encoding: 'utf8' });
  return Number(du.stdout.split('\t')[0]) / 1024;
}

async function main() {
  const rows = [['install', 'time', 'node_modules on disk', 'packages (top level)']];
  for (const { label, args } of installs) {
    const copy = join(workDir, args.join('-'));
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(copy, file));
    const started = performance.now();
    const npm = spawnSync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: copy,
      stdio: 'inherit',
    });
    if (npm.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
    const seconds = (performance.now() - started) / 1000;
    const modules = join(copy, 'node_modules');
    rows.push([
      label,
      `${seconds.toFixed(0)} s`,
      `${sizeMb(modules).toFixed(0)} MB`,
      String(countPackages(modules)),
    ]);
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(`\nInstall bench, ${new Date().toISOString()}`);
  printTable(rows);
}

runScript(main);
