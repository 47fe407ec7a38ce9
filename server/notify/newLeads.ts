/**
 * Which writes bring a new lead: a record set at `{collection}/{id}` where nothing was, unless the
 * same update deletes its trash entry (a restore: staff already saw that lead). A public create
 * and a record moved back out of Spam ("Not spam") both count.
 */
import { isCollection, type Collection } from '../../src/records/collections';
import { INBOX_ROOTS } from '../../src/records/lead';
import { isJsonObject, type Json } from '../db/protocol';
import type { SetOperation, TreeStore } from '../db/store';

export interface NewLead {
  collection: Collection;
  id: string;
  record: Json;
}

/** Call before the operations are applied (it compares with what is stored). */
export function newLeads(store: TreeStore, operations: readonly SetOperation[]): NewLead[] {
  const restored = new Set(
    operations
      .filter(({ path, value }) => value === null && path[0] === INBOX_ROOTS.trash)
      .map(({ path }) => path.slice(1).join('/')),
  );
  // A path may come twice (as sent, then as its schema parsed it): the last value is stored.
  const leads = new Map<string, NewLead>();
  for (const { path, value } of operations) {
    const [collection, id] = path;
    if (path.length !== 2 || collection === undefined || id === undefined) continue;
    if (!isCollection(collection) || !isJsonObject(value)) continue;
    if (restored.has(`${collection}/${id}`) || store.get(path) !== null) continue;
    leads.set(`${collection}/${id}`, { collection, id, record: value });
  }
  return [...leads.values()];
}
