/**
 * The `staff/{uid}` entries as server/ keeps them beside its accounts (decision 0034): the entry
 * is what makes an account staff, on both backends, and says its role.
 * - Every request reads its caller's role from the entry (`roleOf`).
 * - At startup, an account without an entry (created before roles existed, or by the CLI) gets
 *   one as admin, as every account was before.
 * - A write that removes an entry removes its account in the same transaction: its sessions end
 *   at once (the Cloud Function deletes the Firebase Auth user alike).
 */
import { isObject } from '../../src/lib/tree';
import {
  ADMIN,
  isStaffRole,
  STAFF_ROOT,
  type StaffMember,
  type StaffRole,
} from '../../src/records/staff';
import type { SetOperation, TreeStore } from '../db/store';
import type { AccountStore } from './accounts';

type Reader = Pick<TreeStore, 'get'>;

/** The role the account's entry gives it, or null (no entry: not staff). */
export function roleOf(store: Reader, uid: string): StaffRole | null {
  const role = store.get([STAFF_ROOT, uid, 'role']);
  return isStaffRole(role) ? role : null;
}

/** Gives each account without an entry one as admin. Returns the e-mails it gave one to. */
export function ensureStaffEntries(store: TreeStore, accounts: AccountStore): string[] {
  const missing = accounts
    .list()
    .filter((account) => !isObject(store.get([STAFF_ROOT, account.localId])));
  if (missing.length === 0) return [];
  store.apply(
    missing.map((account) => {
      const member: StaffMember = { email: account.email, role: ADMIN };
      return { path: [STAFF_ROOT, account.localId], value: member };
    }),
  );
  return missing.map((account) => account.email);
}

/**
 * After a write is applied (inside its transaction): the accounts whose entry it removed are
 * removed too. Returns how many.
 */
export function removeAccountsLeftWithoutEntry(
  store: Reader,
  accounts: AccountStore,
  operations: readonly SetOperation[],
): number {
  const uids = new Set<string>();
  for (const { path } of operations) {
    if (path[0] === STAFF_ROOT && path[1] !== undefined) uids.add(path[1]);
  }
  let removed = 0;
  for (const uid of uids) {
    if (store.get([STAFF_ROOT, uid]) === null && accounts.removeById(uid)) removed += 1;
  }
  return removed;
}
