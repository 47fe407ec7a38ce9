/**
 * `npm run serve` (and `npm start` after a build): the site, the database and staff
 * sign-in on one port. Settings come from the environment or `.env`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type RunningServer } from './app';
import { loadDotEnv, readConfig } from './config';

let running: RunningServer | undefined;
let stopping = false;

/** SIGINT/SIGTERM: stop accepting, finish what is in flight, close the database, exit 0. */
function stop(signal: string): void {
  if (stopping) {
    console.log(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  if (!running) process.exit(0);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Shutdown failed', error);
      process.exit(1);
    },
  );
}
// Installed before anything is printed, so a signal can never find the server half ready.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

async function main(): Promise<void> {
  loadDotEnv();
  const { port, host, options } = readConfig();
  const site = await createServer(options);
  running = await site.listen(port, host).catch(async (error: unknown) => {
    await site.close(); // gives the database (and its PID mark) back
    throw error;
  });
  if (stopping) {
    await running.close();
    process.exit(0);
  }

  const lines = [
    `Site and database running at ${running.url}`,
    `  database file: ${options.databaseFile}`,
  ];
  if (options.staticDir && !existsSync(join(options.staticDir, 'index.html'))) {
    lines.push(
      `  no built site in ${options.staticDir}: run \`npm run build\` first (the database works without it)`,
    );
  }
  const staff = site.staff;
  if (staff?.generatedPassword) {
    lines.push(
      `  staff sign-in (${running.url}/DC): ${staff.email}`,
      `  password: ${staff.generatedPassword}`,
      '  (shown only this once: keep it, or set another with `npm run staff -- password <email>`)',
    );
  } else if (staff) {
    const note = staff.passwordUpdated ? ' (password updated from STAFF_PASSWORD)' : '';
    lines.push(`  staff sign-in (${running.url}/DC): ${staff.email}${note}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
