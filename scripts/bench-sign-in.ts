/**
 * `npm run bench:sign-in [-- --seconds=60 --attackers=16 --every=3 --before=<checkout>]`
 *
 * Whether the real member of staff still gets in while strangers guess their password (issue
 * 33, point 3; decision 0025). server/main.ts runs in its own process behind a pretend proxy
 * (TRUST_PROXY=1, the default sign-in limits); for `seconds`, `attackers` loops send wrong
 * passwords as fast as they are answered, each from a new address (X-Forwarded-For), while the
 * staff member signs in with the right password every `every` seconds from one address. Three
 * scenes, each on a fresh server:
 *
 * - usual device: the staff member signed in once before the attack, from the same browser
 *   (which keeps the cookies the server set);
 * - new device: the staff member never signed in from this browser;
 * - unknown e-mails: the attackers guess at random e-mails (each with its own free failures, so
 *   only the bounded hashing queue holds them back) while staff sign in from the usual device.
 *
 * Prints, per scene, how many of the staff sign-ins got in and their slowest answer, and how many
 * guesses had their password checked per minute (answered 400) or were turned away (429, 503).
 * `--before=<dir>` runs the same scenes against another checkout's server too (for example the
 * code before the change, made with `git worktree add <dir> <commit>`; it uses this
 * checkout's node_modules), side by side. Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, freePort, printTable, waitFor, workDir } from './bench-db';
import { runScript } from './runScript';

const SECONDS = arg('seconds', 60);
const ATTACKERS = arg('attackers', 16);
const EVERY_SECONDS = arg('every', 3);
const BEFORE = process.argv.find((value) => value.startsWith('--before='))?.split('=')[1];
const STAFF = { email: 'staff@example.com', password: 'the right password 123' };
const STAFF_ADDRESS = '198.51.100.7';
const here = fileURLToPath(new URL('..', import.meta.url));

type Scene = 'usual device' | 'new device' | 'unknown e-mails';
const SCENES: readonly Scene[] = ['usual device', 'new device', 'unknown e-mails'];

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.on('SIGTERM', () => process.exit(143));

async function startServer(root: string, label: string): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(workDir, `${label}.db`),
      STATIC_DIR: join(workDir, 'no-site'),
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      TRUST_PROXY: '1',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/db/.json`);
  return { base, stop: () => child.kill('SIGKILL') };
}

/** A new address for every guess: 10.x.y.z, never the staff member's. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** How long the dashboard waits for an answer (VITE_REQUEST_TIMEOUT_MS): later is a failure. */
const CLIENT_TIMEOUT_MS = 15_000;

/**
 * One sign-in's status (it throws when the client gives up waiting); `jar` is the browser's cookies
 * (what Set-Cookie answered), kept across calls.
 */
async function signIn(
  base: string,
  email: string,
  password: string,
  from: string,
  jar?: Map<string, string>,
): Promise<number> {
  const cookie = jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const response = await fetch(`${base}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    ...(jar && { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }),
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(cookie && { Cookie: cookie }),
    },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  await response.arrayBuffer();
  for (const set of jar ? response.headers.getSetCookie() : []) {
    const [pair = ''] = set.split(';');
    const split = pair.indexOf('=');
    jar?.set(pair.slice(0, split), pair.slice(split + 1));
  }
  return response.status;
}

interface SceneResult {
  staffIn: number;
  staffTries: number;
  staffSlowestMs: number;
  checked: number;
  refused: number;
  busy: number;
  /** How long the attack lasted. */
  minutes: number;
}

async function runScene(base: string, scene: Scene): Promise<SceneResult> {
  const jar = new Map<string, string>();
  if (scene !== 'new device') {
    // Yesterday's sign-in from the usual browser.
    const status = await signIn(base, STAFF.email, STAFF.password, STAFF_ADDRESS, jar);
    if (status !== 200) throw new Error(`The staff member's first sign-in answered ${status}`);
  }
  const started = performance.now();
  const result: SceneResult = {
    staffIn: 0,
    staffTries: 0,
    staffSlowestMs: 0,
    checked: 0,
    refused: 0,
    busy: 0,
    minutes: 0,
  };
  const endAt = performance.now() + SECONDS * 1000;
  let staffDone = false;
  let guesses = 0;
  const attacker = async () => {
    while (!staffDone) {
      guesses += 1;
      const email = scene === 'unknown e-mails' ? `guess${guesses}@example.com` : STAFF.email;
      const status = await signIn(base, email, `wrong password ${guesses}`, nextAddress());
      if (status === 400) result.checked += 1;
      else if (status === 429) result.refused += 1;
      else if (status === 503) result.busy += 1;
      else throw new Error(`A guess answered ${status}`);
    }
  };
  const staff = async () => {
    for (let at = EVERY_SECONDS; at <= SECONDS; at += EVERY_SECONDS) {
      const wait = endAt - (SECONDS - at) * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const started = performance.now();
      const status = await signIn(base, STAFF.email, STAFF.password, STAFF_ADDRESS, jar).catch(
        () => 0,
      );
      result.staffSlowestMs = Math.max(result.staffSlowestMs, performance.now() - started);
      result.staffTries += 1;
      if (status === 200) result.staffIn += 1;
    }
    staffDone = true;
  };
  await Promise.all([staff(), ...Array.from({ length: ATTACKERS }, attacker)]);
  result.minutes = (performance.now() - started) / 60_000;
  return result;
}

async function main(): Promise<void> {
  console.log(
    `bench:sign-in: ${SECONDS} s per scene, ${ATTACKERS} attackers from rotating addresses, ` +
      `staff every ${EVERY_SECONDS} s; ${new Date().toISOString().slice(0, 10)}, ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}, node ${process.version}`,
  );
  const servers: { name: string; root: string }[] = [{ name: 'this checkout', root: here }];
  if (BEFORE) {
    const root = resolve(BEFORE);
    if (!existsSync(join(root, 'node_modules'))) {
      symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
    }
    servers.unshift({ name: 'before', root });
  }
  const table = [
    [
      'server',
      'scene',
      'staff got in',
      'slowest staff answer',
      'guesses checked/min',
      '429',
      '503',
    ],
  ];
  for (const [index, { name, root }] of servers.entries()) {
    for (const scene of SCENES) {
      const server = await startServer(root, `${index}-${scene.replace(/\W+/g, '-')}`);
      try {
        const result = await runScene(server.base, scene);
        table.push([
          name,
          scene,
          `${result.staffIn} of ${result.staffTries}`,
          `${(result.staffSlowestMs / 1000).toFixed(2)} s`,
          (result.checked / result.minutes).toFixed(1),
          String(result.refused),
          String(result.busy),
        ]);
        console.log(`  ${name}, ${scene}: done`);
      } finally {
        server.stop();
      }
    }
  }
  printTable(table);
}

runScript(main);
