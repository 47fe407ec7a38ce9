/** The Staff view (admins only): members and their roles, invitations waiting, and a new invitation. */
import { useId, useState } from 'react';
import { removeStaffDialogCopy, staffCopy } from '../../../content/staff';
import { INVITATIONS_ROOT } from '../../../records/staff';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useActionMessages } from '../ui/useActionMessages';
import { useStoredEntries } from '../ui/useStoredEntries';
import { ViewMessages } from '../ui/ViewMessages';
import { ViewSection } from '../ui/ViewSection';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { ReplyTemplatesEditor } from './ReplyTemplatesEditor';
import { useStaff, type Member } from '../ui/useStaff';
import { useStaffActions } from './useStaffActions';

export default function StaffPanel() {
  const headingId = useId();
  const invitationsHeadingId = useId();
  const staff = useStaff();
  const invitations = useStoredEntries([INVITATIONS_ROOT], staffCopy.loadFailed);
  const messages = useActionMessages();
  const actions = useStaffActions(messages, () => {
    staff.reload();
    invitations.retry();
  });
  const [removing, setRemoving] = useState<Member | null>(null);

  const check = (email: string) => {
    if (staff.members?.some((member) => member.email === email)) {
      return staffCopy.alreadyStaff(email);
    }
    const waiting = (invitations.entries ?? []).some(
      (entry) => (entry.stored as { email?: unknown } | null)?.email === email,
    );
    return waiting ? staffCopy.alreadyInvited(email) : null;
  };

  return (
    <ViewSection headingId={headingId} heading={staffCopy.heading} intro={staffCopy.intro}>
      <ViewMessages
        messages={messages}
        loadError={staff.error ?? invitations.error}
        onRetry={() => {
          staff.reload();
          invitations.retry();
        }}
      />
      {staff.members ? (
        <MemberList
          members={staff.members}
          meUid={staff.me?.uid}
          busy={actions.busy}
          onRole={(member, role) => void actions.setRole(member, role)}
          onRemove={setRemoving}
        />
      ) : null}
      {invitations.entries ? (
        <InvitationList
          entries={invitations.entries}
          headingId={invitationsHeadingId}
          onCancel={(id, email) => void actions.cancel(id, email)}
        />
      ) : null}
      <InviteForm
        busy={actions.busy}
        check={check}
        onInvite={actions.invite}
        onProblem={messages.fail}
      />
      <ReplyTemplatesEditor messages={messages} />
      {removing ? (
        <ConfirmDialog
          title={removeStaffDialogCopy.title}
          message={removeStaffDialogCopy.message}
          detail={removing.name ?? removing.email}
          confirmLabel={removeStaffDialogCopy.yes}
          cancelLabel={removeStaffDialogCopy.no}
          busyLabel={removeStaffDialogCopy.removing}
          busy={actions.busy}
          onConfirm={() => void actions.remove(removing).then((done) => done && setRemoving(null))}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </ViewSection>
  );
}
