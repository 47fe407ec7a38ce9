import { roleHints, roleWords, staffCopy } from '../../../content/staff';
import type { StaffRole } from '../../../records/staff';
import inbox from '../ui/Inbox.module.css';
import views from '../ui/Views.module.css';
import styles from './Staff.module.css';
import { RoleOptions } from './RoleOptions';
import type { Member } from '../ui/useStaff';

interface MemberListProps {
  members: readonly Member[];
  meUid: string | undefined;
  busy: boolean;
  onRole: (member: Member, role: StaffRole) => void;
  onRemove: (member: Member) => void;
}

/** Every member of staff with their role; an admin changes or removes anyone but themselves. */
export function MemberList({ members, meUid, busy, onRole, onRemove }: MemberListProps) {
  return (
    <ul className={views.entries} aria-label={staffCopy.membersCaption}>
      {members.map((member) => {
        const who = member.name ?? member.email;
        const self = member.uid === meUid;
        return (
          <li key={member.uid} className={`${views.entry} ${styles.member}`}>
            <div>
              <h3>
                {who} {self ? <span className={inbox.muted}>{staffCopy.you}</span> : null}
              </h3>
              {member.name ? <p className={inbox.muted}>{member.email}</p> : null}
              <p className={inbox.muted}>{roleHints[member.role]}</p>
            </div>
            {self ? (
              <p>{roleWords[member.role]}</p>
            ) : (
              <div className={styles.memberActions}>
                <label className={styles.roleField}>
                  {staffCopy.roleLabel(who)}
                  <select
                    value={member.role}
                    aria-disabled={busy}
                    onChange={(event) => onRole(member, event.target.value as StaffRole)}
                  >
                    <RoleOptions />
                  </select>
                </label>
                <button
                  type="button"
                  className={inbox.smallButton}
                  aria-label={staffCopy.removeLabel(who)}
                  onClick={() => onRemove(member)}
                >
                  {staffCopy.remove}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
