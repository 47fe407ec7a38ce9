/**
 * The real entry point (`node --import tsx server/main.ts`) and the CLIs as child processes: one
 * process each, so a signal such as kill -9 reaches the server itself.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The environment a test process gets: the PATH, and what `env` sets (nothing from `.env`). */
const baseEnv = (dir: string, env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  PORT: '0',
  STATIC_DIR: join(dir, 'no-dist'),
  WRITE_LIMIT_PER_MINUTE: '0',
  ...env,
});

/** Starts the server in `dir` and resolves once it printed its URL and staff sign-in. */
export async function startServerProcess(
  dir: string,
  env: Record<string, string>,
  children: Set<ChildProcessWithoutNullStreams>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: baseEnv(dir, env),
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No URL printed:\n${output}`)), 20_000);
    const check = () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1] && output.includes('staff sign-in')) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`Exited early:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

/** Runs a CLI (`server/cli/<name>.ts`) to its end: its exit code and what it printed. */
export function runCli(
  dir: string,
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
    cwd: root,
    env: baseEnv(dir, env),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** What staff read at `path` through the REST API. */
export async function staffGet(url: string, path: string): Promise<unknown> {
  const signIn = await fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  return (await fetch(`${url}/db${path}.json?auth=${idToken}`)).json();
}

export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
