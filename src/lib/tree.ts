/**
 * Data trees as the database holds them (plain objects keyed by path segment): the one object
 * check and the one writer that the site, server/ and the tests share. It imports nothing, so the
 * record catalogue (the lowest layer) may import it too.
 */

/** A plain object (not null, not an array): a branch of a tree whose children are read by key. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Anything with children: a plain object, or an array as Firebase may answer integer keys. */
const hasChildren = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The value at `path` inside `tree`, or null when there is none (own children only). */
export function valueAt<T>(tree: T | null, path: readonly string[]): T | null {
  let current: unknown = tree;
  for (const segment of path) {
    // `constructor`, `toString`… are missing children, not inherited values.
    if (!hasChildren(current) || !Object.hasOwn(current, segment)) return null;
    current = current[segment] ?? null;
  }
  return current as T | null;
}

/** One write into a tree: `value` replaces what is at `path` (null removes it). */
export interface TreeEdit<T = unknown> {
  path: readonly string[];
  value: T | null;
}

/**
 * A copy of `tree` with `edits` applied in order, as Firebase applies a write: a null value
 * removes, and an object left empty disappears from its parent, and so on up (an empty tree is
 * null). `tree` and the edits' values are never changed. Linear in the edits' total path length
 * plus the size of the objects they pass through: each object on an edit's way is copied once,
 * however many edits pass it, and knows its own size, so removing from a wide object does not
 * recount it. An array on the way becomes an object keyed by index, as the database stores it.
 */
export function applyEdits<T>(tree: T | null, edits: readonly TreeEdit<T>[]): T | null {
  type Branch = Record<string, unknown>;
  /** The objects this call made (its own to change), each with its number of children. */
  const owned = new Map<Branch, number>();
  const own = (node: unknown): Branch => {
    if (hasChildren(node) && owned.has(node)) return node;
    const copy: Branch = hasChildren(node) ? { ...node } : {};
    owned.set(copy, Object.keys(copy).length);
    return copy;
  };
  let root: unknown = tree;
  for (const { path, value: child } of edits) {
    if (path.length === 0) {
      root = child;
      continue;
    }
    // Removing what is not there (or lies under a scalar) changes nothing.
    if (child === null && valueAt(root, path) === null) continue;
    const chain: Branch[] = [own(root)];
    for (const key of path.slice(0, -1)) {
      const parent = chain[chain.length - 1] as Branch;
      const had = Object.hasOwn(parent, key);
      const next = own(had ? parent[key] : null);
      parent[key] = next;
      if (!had) owned.set(parent, (owned.get(parent) ?? 0) + 1);
      chain.push(next);
    }
    const last = path[path.length - 1] as string;
    const target = chain[chain.length - 1] as Branch;
    const had = Object.hasOwn(target, last);
    if (child === null) {
      delete target[last];
      owned.set(target, (owned.get(target) ?? 1) - 1);
    } else {
      target[last] = child;
      if (!had) owned.set(target, (owned.get(target) ?? 0) + 1);
    }
    // An object left empty goes from its parent, and so on up.
    let depth = chain.length - 1;
    while (depth > 0 && owned.get(chain[depth] as Branch) === 0) {
      const parent = chain[depth - 1] as Branch;
      delete parent[path[depth - 1] as string];
      owned.set(parent, (owned.get(parent) ?? 1) - 1);
      depth -= 1;
    }
    root = owned.get(chain[0] as Branch) === 0 ? null : chain[0];
  }
  return root as T | null;
}

/** A slash-separated path (`trash/contactForm/-Nabc`) as its segments. */
export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
