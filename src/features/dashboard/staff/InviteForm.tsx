import { useId, useState, type FormEvent } from 'react';
import { staffCopy } from '../../../content/staff';
import { INVITATION_HOURS, type StaffRole } from '../../../records/staff';
import buttons from '../ui/Buttons.module.css';
import inbox from '../ui/Inbox.module.css';
import styles from './Staff.module.css';
import { RoleOptions } from './RoleOptions';

interface InviteFormProps {
  busy: boolean;
  /** A problem with the address before anything is sent (already staff, already invited), or null. */
  check: (email: string) => string | null;
  onInvite: (email: string, role: StaffRole, name: string) => Promise<boolean>;
  onProblem: (text: string) => void;
}

/** An admin invites a colleague by e-mail, as an admin or an agent. */
export function InviteForm({ busy, check, onInvite, onProblem }: InviteFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    const problem = check(address);
    if (problem) {
      onProblem(problem);
      return;
    }
    if (await onInvite(address, role, name.trim())) {
      setEmail('');
      setName('');
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {staffCopy.inviteHeading}
      </h3>
      <p className={inbox.muted}>{staffCopy.inviteIntro(INVITATION_HOURS)}</p>
      <form className={styles.inviteForm} onSubmit={(event) => void onSubmit(event)}>
        <label>
          {staffCopy.email}
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          {staffCopy.name}
          <input
            type="text"
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label>
          {staffCopy.role}
          <select
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            <RoleOptions />
          </select>
        </label>
        <button type="submit" className={buttons.primaryButton} aria-disabled={busy}>
          {busy ? staffCopy.inviting : staffCopy.invite}
        </button>
      </form>
    </section>
  );
}
