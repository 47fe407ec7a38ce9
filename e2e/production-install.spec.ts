/**
 * The production install (decision 0048): a temporary copy holding only what a production machine
 * gets (package.json, the lock file, the built site and the built server), `npm ci --omit=dev`,
 * then `npm run serve`. A visitor loads the contact page and sends the form; the lead is read back
 * over the REST API. So the server runs without TypeScript tooling and without any devDependency.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { formValues } from '../tests/support/leads';
import { findForm } from './forms.support';
import { visitorSteps } from './formSteps.support';
import { e2eStaff } from './staff.support';

const port = Number(process.env.E2E_PORT ?? 4321) + 4;
const baseURL = `http://127.0.0.1:${port}`;
const copy = resolve(`.tmp/production-install-${port}`);
/** Packages only the build and the tests use: none may be installed. */
const devOnly = ['vite', 'react', 'react-dom', 'tsx', 'typescript', 'vitest', 'esbuild'];

/** Runs `command` in the copy; rejects with its output when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')}: ${output}`)),
    );
  });
}

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // better-sqlite3 compiles from source where its prebuilt binary cannot be downloaded.
  test.setTimeout(8 * 60_000);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(copy, file));
  cpSync(process.env.E2E_DIST ?? 'dist', join(copy, 'dist'), { recursive: true });
  cpSync('dist-server', join(copy, 'dist-server'), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);

  // Its own process group, so ending it ends npm and the node process npm started.
  server = spawn('npm', ['run', 'serve'], {
    cwd: copy,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: 'data/site.db',
      STAFF_EMAIL: e2eStaff.email,
      STAFF_PASSWORD: e2eStaff.password,
    },
  });
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (server.exitCode !== null) throw new Error('npm run serve stopped');
    if ((await fetch(`${baseURL}/robots.txt`).catch(() => undefined))?.ok) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('npm run serve did not answer within a minute');
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

test('npm ci --omit=dev installs no build or test package', () => {
  for (const name of devOnly) {
    expect(existsSync(join(copy, 'node_modules', name)), name).toBe(false);
  }
  expect(existsSync(join(copy, 'node_modules', 'better-sqlite3'))).toBe(true);
});

test('the production install serves a page and stores a sent form', async ({ page }) => {
  await page.goto(`${baseURL}${paths.contact}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = await findForm(page, 'Send Message');
  const fullName = `Production Install ${Date.now()}`;
  const lead = formValues('contactForm', { fullName, phoneNumber: '+2348012345678' });
  for (const step of visitorSteps('contactForm', lead)) {
    await form.getByLabel(step.label, { exact: typeof step.label === 'string' }).fill(step.value);
  }
  const button = form.getByRole('button', { name: 'Send Message', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(form.getByRole('status')).toContainText('Form has been submitted successfully');

  const signIn = await fetch(`${baseURL}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...e2eStaff, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const stored = (await (
    await fetch(`${baseURL}/db/contactForm.json?auth=${idToken}`)
  ).json()) as Record<string, { fullName: string }>;
  expect(Object.values(stored).map((record) => record.fullName)).toEqual([fullName]);
});
