/**
 * The bodies of an admin's changes to staff (decision 0034), each one multi-location update with
 * its audit line: an invitation, a role, a removal, a cancelled invitation.
 */
import {
  INVITATIONS_ROOT,
  STAFF_ROOT,
  type Invitation,
  type StaffRole,
} from '../../../records/staff';
import { SERVER_TIMESTAMP } from '../../../records/schemas';
import { nextPushId, staffEmail, withAudit, type Changes } from '../api/inboxChanges';

export function inviteColleague(email: string, role: StaffRole, name: string): Changes {
  const id = nextPushId();
  const invitation: Omit<Invitation, 'at'> & { at: typeof SERVER_TIMESTAMP } = {
    email,
    role,
    ...(name && { name }),
    by: staffEmail(),
    at: SERVER_TIMESTAMP,
  };
  return withAudit(
    { [`${INVITATIONS_ROOT}/${id}`]: invitation },
    { action: 'invite', ids: [id], detail: `${email} as ${role}` },
  );
}

export const cancelInvitation = (id: string, email: string): Changes =>
  withAudit(
    { [`${INVITATIONS_ROOT}/${id}`]: null },
    { action: 'invite-cancel', ids: [id], detail: email },
  );

export const changeRole = (uid: string, email: string, role: StaffRole): Changes =>
  withAudit(
    { [`${STAFF_ROOT}/${uid}/role`]: role },
    { action: 'role', ids: [uid], detail: `${email} as ${role}` },
  );

export const removeMember = (uid: string, email: string): Changes =>
  withAudit(
    { [`${STAFF_ROOT}/${uid}`]: null },
    { action: 'staff-remove', ids: [uid], detail: email },
  );
