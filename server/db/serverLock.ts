/**
 * Which process serves a database (decision 0046): the server writes its PID to `<file>.pid`
 * beside the database while it runs and removes it when it closes. A file left by a killed server
 * names a process that no longer exists, so it does not count.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { IN_MEMORY } from './sqlite';

export const pidFileOf = (databaseFile: string) => `${databaseFile}.pid`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID of a live server holding `databaseFile`, or null. */
export function serverHolding(databaseFile: string): number | null {
  let text: string;
  try {
    text = readFileSync(pidFileOf(databaseFile), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** Marks `databaseFile` as served by this process; the function returned unmarks it. */
export function holdDatabase(databaseFile: string): () => void {
  if (databaseFile === IN_MEMORY) return () => undefined;
  // A second server on the same file would take over the mark, then (failing on its port) leave
  // it naming a dead process while the first still writes: db:restore would then go ahead.
  const holder = serverHolding(databaseFile);
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `Another server (PID ${holder}) serves ${databaseFile}: stop it, or set another DATABASE_FILE`,
    );
  }
  const file = pidFileOf(databaseFile);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (serverHolding(databaseFile) === process.pid) rmSync(file, { force: true });
  };
}
