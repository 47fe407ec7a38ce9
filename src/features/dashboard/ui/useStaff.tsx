/**
 * Who is staff (`staff/`, decision 0034), read when the dashboard opens and after each change an
 * admin makes: the signed-in member's own role decides what the dashboard offers (the backends
 * refuse the rest anyway), and the list names colleagues.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { readAt } from '../api/readRecords';
import { isObject } from '../../../lib/tree';
import { ADMIN, STAFF_ROOT, staffMemberSchema, type StaffMember } from '../../../records/staff';
import { staffCopy } from '../../../content/staff';
import { failureText } from './failures';

export interface Member extends StaffMember {
  uid: string;
}

interface StaffState {
  /** Every member, by e-mail; null until read. */
  members: Member[] | null;
  /** The signed-in member (null until read, or when they have no entry). */
  me: Member | null;
  isAdmin: boolean;
  error: string | null;
  reload: () => void;
}

const StaffContext = createContext<StaffState | null>(null);

export function membersOf(stored: unknown): Member[] {
  if (!isObject(stored)) return [];
  return Object.entries(stored)
    .flatMap(([uid, value]) => {
      const member = staffMemberSchema.safeParse(value);
      return member.success ? [{ uid, ...member.data }] : [];
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

export function StaffProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const [members, setMembers] = useState<Member[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, reload] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let active = true;
    readAt([STAFF_ROOT]).then(
      (stored) => {
        if (!active) return;
        setMembers(membersOf(stored));
        setError(null);
      },
      (problem: unknown) => active && setError(failureText(staffCopy.loadFailed, problem)),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const value = useMemo((): StaffState => {
    const me = members?.find((member) => member.uid === uid) ?? null;
    return { members, me, isAdmin: me?.role === ADMIN, error, reload };
  }, [members, uid, error]);
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffState {
  const state = useContext(StaffContext);
  if (!state) throw new Error('useStaff needs a StaffProvider');
  return state;
}

/** Whether the signed-in member is an admin (false while unknown: admin actions stay hidden). */
export const useIsAdmin = (): boolean => useStaff().isAdmin;
