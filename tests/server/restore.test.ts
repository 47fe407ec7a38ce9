// @vitest-environment node
/**
 * The restore drill (decision 0046), with real processes: leads are written through the REST API
 * while `db:backup` runs; `db:restore` refuses while the server has the database open; the server
 * is killed with kill -9 and its database deleted; a backup whose checksum does not match is
 * refused; the real one is restored; the restarted server holds every lead acknowledged before
 * the backup began, and none written after it ended.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKSUM_SUFFIX } from '../../server/db/backup';
import { runCli, staffGet, startServerProcess } from './serverProcess.support';
import { STAFF_EMAIL, STAFF_PASSWORD, validRecords } from './support';

const dir = mkdtempSync(join(tmpdir(), 'site-restore-'));
const children = new Set<ChildProcessWithoutNullStreams>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const databaseFile = join(dir, 'data', 'site.db');
const env = { DATABASE_FILE: databaseFile, STAFF_EMAIL, STAFF_PASSWORD, BACKUP_DIR: 'off' };
const record = validRecords().contactForm;

async function post(url: string, subject: string): Promise<string> {
  const response = await fetch(`${url}/db/contactForm.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...record, subject }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

describe('the restore drill', () => {
  it('restores every lead acknowledged before the backup after kill -9 and a lost database', async () => {
    const first = await startServerProcess(dir, env, children);
    const before: string[] = [];
    for (let i = 0; i < 40; i += 1) before.push(await post(first.url, `before-${i}`));

    // Writes go on while the backup runs: it must still be one consistent snapshot.
    let backingUp = true;
    const during: string[] = [];
    const writer = (async () => {
      for (let i = 0; backingUp; i += 1) during.push(await post(first.url, `during-${i}`));
    })();
    const backup = await runCli(dir, 'backup', [join(dir, 'backups')], env);
    backingUp = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const backupFile = backup.stdout.trim();
    expect(backupFile).toMatch(/backups\/site-manual-\d{8}T\d{6}Z\.db$/);
    expect(existsSync(backupFile + CHECKSUM_SUFFIX)).toBe(true);
    const after: string[] = [];
    for (let i = 0; i < 5; i += 1) after.push(await post(first.url, `after-${i}`));

    const refused = await runCli(dir, 'restore', [backupFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A server (process ${first.child.pid}`);
    const live = (await staffGet(first.url, '/contactForm')) as Record<string, unknown>;
    expect(Object.keys(live)).toHaveLength(before.length + during.length + after.length);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });

    const tampered = join(dir, 'tampered.db');
    copyFileSync(backupFile, tampered);
    copyFileSync(backupFile + CHECKSUM_SUFFIX, tampered + CHECKSUM_SUFFIX);
    appendFileSync(tampered, '\0');
    const mismatch = await runCli(dir, 'restore', [tampered], env);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('does not match its checksum');
    expect(existsSync(databaseFile)).toBe(false);

    const restore = await runCli(dir, 'restore', [backupFile], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${backupFile} as ${databaseFile}`);
    const check = new Database(databaseFile, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    const second = await startServerProcess(dir, env, children);
    const stored = (await staffGet(second.url, '/contactForm')) as Record<string, unknown>;
    expect(before.filter((id) => !(id in stored))).toEqual([]);
    expect(after.filter((id) => id in stored)).toEqual([]);
    // Whatever else it holds was written while the backup ran: a snapshot, not a mix.
    const others = Object.keys(stored).filter((id) => !before.includes(id));
    expect(others.every((id) => during.includes(id))).toBe(true);
    expect(during.slice(0, others.length)).toEqual(others);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
