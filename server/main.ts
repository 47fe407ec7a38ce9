/**
 * `npm run serve` (and `npm start` after a build): the site, the database and staff
 * sign-in on one port. Settings come from the environment or `.env`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from './app';
import { loadDotEnv, readConfig } from './config';

async function main(): Promise<void> {
  loadDotEnv();
  const { port, host, options } = readConfig();
  const site = await createServer(options);
  const running = await site.listen(port, host);

  console.log(`Site and database running at ${running.url}`);
  console.log(`  database file: ${options.databaseFile}`);
  if (options.staticDir && !existsSync(join(options.staticDir, 'index.html'))) {
    console.log(`  no built site in ${options.staticDir}: run \`npm run build\` first (the database works without it)`);
  }
  const staff = site.staff;
  if (staff?.generatedPassword) {
    console.log(`  staff sign-in (${running.url}/DC): ${staff.email}`);
    console.log(`  password: ${staff.generatedPassword}`);
    console.log('  (shown only this once: keep it, or set another with `npm run staff -- password <email>`)');
  } else if (staff) {
    console.log(`  staff sign-in (${running.url}/DC): ${staff.email}${staff.passwordUpdated ? ' (password updated from STAFF_PASSWORD)' : ''}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
