/**
 * The Realtime Database as the Admin SDK leaves it, kept in memory for the offline Cloud Function
 * tests: reads by path and multi-location updates (null deletes), on one tree a test sets.
 */
import { applyEdits, segmentsOf, valueAt } from '../../src/lib/tree';

export interface MemoryDatabase {
  tree: unknown;
  read(path: string): Promise<unknown>;
  update(values: Record<string, unknown>): Promise<void>;
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
  };
  return memory;
}
