/**
 * A second server on a copy of the notice server's database, with its clock moved
 * (e2e/movedClock.mjs): how a test sees what the server does at an hour it cannot wait for, such
 * as the morning mail to staff. The copy is SQLite's online backup, so the running server is
 * neither stopped nor changed; the second server mails the same catcher.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { noticeServer } from './notices.support';
import { e2eStaff } from './staff.support';

const port = noticeServer.port + 2 + 1;

export interface MovedServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function copyWithClockAt(time: number): Promise<MovedServer> {
  const source = `.tmp/e2e-${noticeServer.port}/site.db`;
  const directory = mkdtempSync('.tmp/moved-clock-');
  const file = join(directory, 'site.db');
  const db = new Database(source, { readonly: true, fileMustExist: true });
  await db.backup(file);
  db.close();

  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './e2e/movedClock.mjs', 'server/main.ts'],
    {
      env: {
        ...process.env,
        MOVED_CLOCK_TO: String(time),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_FILE: file,
        STATIC_DIR: process.env.E2E_DIST ?? 'dist',
        STAFF_EMAIL: e2eStaff.email,
        STAFF_PASSWORD: e2eStaff.password,
        SMTP_URL: `smtp://127.0.0.1:${noticeServer.smtpPort}`,
        NOTIFY_TO: noticeServer.to,
        NOTIFY_FROM: noticeServer.from,
        SITE_URL: noticeServer.baseURL,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill();
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  // Ready once it answers (a cold start of the server takes a few seconds on a busy machine).
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (server.exitCode !== null) throw new Error(`The moved-clock server stopped: ${errors}`);
    const answer = await fetch(`${baseURL}/robots.txt`).catch(() => undefined);
    if (answer?.ok) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The moved-clock server did not start: ${errors}`);
}
