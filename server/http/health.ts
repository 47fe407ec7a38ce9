/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can do its work), for a load balancer
 * or a monitor (decision 0045). Unauthenticated, so they say nothing but a status and which check
 * failed. /readyz writes and reads one row, asks the outbox for its oldest waiting mail and the
 * disk for its free space; its answer is reused for a second, so a flood costs one check a second.
 */
import type { Hono } from 'hono';
import type { SqliteDatabase } from '../db/sqlite';

export type ReadinessCheck = 'database' | 'outbox' | 'disk';

export interface HealthOptions {
  db: SqliteDatabase;
  /** When the oldest mail still waiting in the outbox was queued (ms), or null. */
  oldestWaitingAt: () => number | null;
  /** Bytes free for the database on its disk (null: in memory, no disk to watch). */
  freeBytes: () => number | null;
  /** The outbox is stuck when a mail has waited longer than this. */
  outboxMaxAgeMs: number;
  /** The disk is full below this many free bytes. */
  minFreeBytes: number;
  clock?: () => number;
}

/** How long one readiness answer is reused. */
const READY_REUSE_MS = 1000;

export function mountHealth(app: Hono, options: HealthOptions): void {
  const clock = options.clock ?? Date.now;
  const writeProbe = options.db.prepare(
    'INSERT INTO health_probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
  );
  const readProbe = options.db.prepare<[], { at: number }>(
    'SELECT at FROM health_probe WHERE id = 1',
  );

  const databaseAnswers = (now: number): boolean => {
    writeProbe.run(now);
    return readProbe.get()?.at === now;
  };
  const outboxMoves = (now: number): boolean => {
    const waitingSince = options.oldestWaitingAt();
    return waitingSince === null || now - waitingSince <= options.outboxMaxAgeMs;
  };
  const diskHasRoom = (): boolean => {
    const free = options.freeBytes();
    return free === null || free >= options.minFreeBytes;
  };
  /** A check that throws has failed; the answer is still reused for its second. */
  const passes = (check: () => boolean): boolean => {
    try {
      return check();
    } catch {
      return false;
    }
  };
  const failures = (now: number): ReadinessCheck[] => {
    const failing: ReadinessCheck[] = [];
    if (!passes(() => databaseAnswers(now))) failing.push('database');
    if (!passes(() => outboxMoves(now))) failing.push('outbox');
    if (!passes(diskHasRoom)) failing.push('disk');
    return failing;
  };

  let last: { at: number; failing: ReadinessCheck[] } | undefined;
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', (c) => {
    const now = clock();
    if (!last || now - last.at >= READY_REUSE_MS || now < last.at) {
      last = { at: now, failing: failures(now) };
    }
    return last.failing.length === 0
      ? c.json({ status: 'ready' }, 200, noStore)
      : c.json({ status: 'not ready', failing: last.failing }, 503, noStore);
  });
}
