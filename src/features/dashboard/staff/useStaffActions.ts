/** What an admin does in the Staff view: each change saved as one update, then the lists read again. */
import { useState } from 'react';
import { roleWords, staffCopy } from '../../../content/staff';
import type { StaffRole } from '../../../records/staff';
import { saveChanges } from '../api/saveChanges';
import type { Changes } from '../api/inboxChanges';
import { failureText } from '../ui/failures';
import type { ActionMessages } from '../ui/useActionMessages';
import { cancelInvitation, changeRole, inviteColleague, removeMember } from './staffChanges';
import type { Member } from '../ui/useStaff';

export function useStaffActions(messages: ActionMessages, reload: () => void) {
  const [busy, setBusy] = useState(false);

  const run = async (changes: Changes, done: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    messages.clear();
    try {
      await saveChanges(changes);
      messages.tell(done);
      reload();
      return true;
    } catch (error) {
      messages.fail(failureText(staffCopy.saveFailed, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    invite: (email: string, role: StaffRole, name: string) =>
      run(inviteColleague(email, role, name), staffCopy.invited(email)),
    setRole: (member: Member, role: StaffRole) =>
      run(
        changeRole(member.uid, member.email, role),
        staffCopy.roleChanged(member.name ?? member.email, roleWords[role].toLowerCase()),
      ),
    remove: (member: Member) =>
      run(removeMember(member.uid, member.email), staffCopy.removed(member.name ?? member.email)),
    cancel: (id: string, email: string) =>
      run(cancelInvitation(id, email), staffCopy.cancelled(email)),
  };
}
