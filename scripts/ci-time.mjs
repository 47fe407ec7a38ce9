/**
 * Times what CI does (`.ci/run`: `npm ci`, then the README's test command), step by step, on a
 * fresh clone of this repository's HEAD in a temporary folder, as a newcomer's machine would run
 * it. Prints each step's seconds and the machine's load before and after: compare runs made on a
 * quiet machine only.
 *
 *   node scripts/ci-time.mjs           # clone, time, remove the clone
 *   node scripts/ci-time.mjs --keep    # keep the clone and each step's log (kept on a failure too)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const keep = process.argv.includes('--keep');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const clone = mkdtempSync(join(tmpdir(), 'ci-time-'));
execFileSync('git', ['clone', '--quiet', root, clone]);

const testCommand = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).scripts.test;
// `npm test` is a chain of `npm run <step>`: each is timed on its own.
const steps = [['npm', 'ci'], ...testCommand.split('&&').map((part) => part.trim().split(/\s+/))];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`ci-time: ${commit}, ${cpus().length} CPUs, load ${load()}, node ${process.version}`);

const rows = [];
let failed = false;
for (const [command, ...args] of steps) {
  const name = args.at(-1);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: clone, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(clone, `.ci-time-${name.replace(/\W/g, '-')}.log`), run.stdout + run.stderr);
  rows.push({ step: `${command} ${args.join(' ')}`, seconds, exit: run.status });
  console.log(
    `  ${`${command} ${args.join(' ')}`.padEnd(24)} ${String(seconds).padStart(5)} s  exit ${run.status}`,
  );
  if (run.status !== 0) {
    failed = true;
    break;
  }
}
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`  ${'total'.padEnd(24)} ${String(total).padStart(5)} s  (load after: ${load()})`);

// A failed step keeps the clone, so its log can be read.
if (keep || failed) console.log(`The clone and each step's log: ${clone}`);
else rmSync(clone, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
