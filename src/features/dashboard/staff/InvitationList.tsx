import { roleWords, staffCopy } from '../../../content/staff';
import { lagosDateTimeText } from '../../../records/lagosTime';
import { invitationSchema } from '../../../records/staff';
import type { StoredRecord } from '../api/storedRecords';
import inbox from '../ui/Inbox.module.css';
import views from '../ui/Views.module.css';
import styles from './Staff.module.css';

interface InvitationListProps {
  entries: readonly StoredRecord[];
  headingId: string;
  onCancel: (id: string, email: string) => void;
}

/** The invitations nobody has accepted yet, each with Cancel. */
export function InvitationList({ entries, headingId, onCancel }: InvitationListProps) {
  const invitations = entries.flatMap((entry) => {
    const parsed = invitationSchema.safeParse(entry.stored);
    return parsed.success ? [{ id: entry.id, ...parsed.data }] : [];
  });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {staffCopy.invitationsHeading}
      </h3>
      {invitations.length === 0 ? (
        <p className={inbox.muted}>{staffCopy.noInvitations}</p>
      ) : (
        <ul className={views.entries}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={views.entry}>
              <div>
                <h3>{invitation.name ?? invitation.email}</h3>
                <p className={inbox.muted}>
                  {invitation.email} · {roleWords[invitation.role]}
                </p>
                <p className={inbox.muted}>
                  {staffCopy.invitedBy(invitation.by, lagosDateTimeText(invitation.at))}
                </p>
              </div>
              <div className={views.entryActions}>
                <button
                  type="button"
                  className={inbox.smallButton}
                  aria-label={staffCopy.cancelLabel(invitation.email)}
                  onClick={() => onCancel(invitation.id, invitation.email)}
                >
                  {staffCopy.cancelInvitation}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
