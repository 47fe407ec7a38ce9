/**
 * Group commit: writes that arrive in the same turn of the event loop are applied
 * in one SQLite transaction, so they share one fsync (synchronous=FULL) instead of
 * paying one each. Each write runs in its own savepoint: a refused write rolls
 * back alone and the others still commit. Every caller is answered only after the
 * transaction holding its write has committed, so an acknowledged write is durable.
 */
import type { TreeStore } from './store';

interface Pending {
  work: () => void;
  settle: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
}

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;

  constructor(private readonly store: TreeStore) {}

  /** Runs `work` (synchronous, throwing to refuse) in the next group; resolves once committed. */
  run(work: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({
        work,
        settle: (outcome) => (outcome.ok ? resolve() : reject(outcome.error)),
      });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    const outcomes: ({ ok: true } | { ok: false; error: unknown })[] = [];
    try {
      this.store.transaction(() => {
        for (const { work } of batch) {
          try {
            this.store.transaction(work); // nested: a savepoint
            outcomes.push({ ok: true });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of this group was stored.
      for (const { settle } of batch) settle({ ok: false, error });
      return;
    }
    batch.forEach(({ settle }, index) =>
      settle(outcomes[index] ?? { ok: false, error: new Error('lost write') }),
    );
  }
}
