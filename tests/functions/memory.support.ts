/**
 * The Realtime Database as the Admin SDK leaves it, kept in memory for the offline Cloud Function
 * tests: reads by path, multi-location updates (null deletes) and transactions, on one tree a
 * test sets.
 */
import { applyEdits, segmentsOf, valueAt } from '../../src/lib/tree';

export interface MemoryDatabase {
  tree: unknown;
  read(path: string): Promise<unknown>;
  update(values: Record<string, unknown>): Promise<void>;
  /** `update` given what is at `path`: its answer stored there, or undefined to abort (false). */
  transact(path: string, update: (current: unknown) => unknown): Promise<boolean>;
}

export function memoryDatabase(tree: unknown = null): MemoryDatabase {
  const memory: MemoryDatabase = {
    tree,
    read: async (path) => valueAt(memory.tree, segmentsOf(path)),
    async update(values) {
      const edits = Object.entries(values).map(([path, value]) => ({
        path: segmentsOf(path),
        value: value ?? null,
      }));
      memory.tree = applyEdits(memory.tree, edits);
    },
    async transact(path, update) {
      const next = update(valueAt(memory.tree, segmentsOf(path)));
      if (next === undefined) return false;
      await memory.update({ [path]: next });
      return true;
    },
  };
  return memory;
}
