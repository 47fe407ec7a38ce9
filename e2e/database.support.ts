/** The test server's database file, and the command-line tools an administrator runs on it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The database playwright.config.ts starts the server with. */
export const databaseFile = `.tmp/e2e-${process.env.E2E_PORT ?? 4321}/site.db`;

/** Runs one of server/cli's tools on the test server's database, as an administrator would. */
export function runCli(tool: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync('npx', ['tsx', `server/cli/${tool}.ts`, ...args], {
    env: { ...process.env, DATABASE_FILE: databaseFile, ...env },
    stdio: 'pipe',
  });
}

/** Loads records as they are (older shapes too) with `npm run db:import`: `{ collection: { id: record } }`. */
export function importRecords(data: Record<string, Record<string, object>>): void {
  const file = join(mkdtempSync('.tmp/import-'), 'records.json');
  writeFileSync(file, JSON.stringify(data));
  runCli('import', [file]);
}
