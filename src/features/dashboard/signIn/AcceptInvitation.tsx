import { useId, useRef, useState, type FormEvent } from 'react';
import { acceptInvitationCopy as copy } from '../../../content/staff';
import { MIN_PASSWORD_LENGTH } from '../../../records/staff';
import { acceptInvitation, type InvitationLink } from './acceptInvitation';
import { SignInField } from './SignInField';
import { SignInCard } from './SignInCard';
import buttons from '../ui/Buttons.module.css';
import styles from './SignIn.module.css';

/** An invited colleague sets their password (the link in their invitation e-mail), then is signed in. */
export function AcceptInvitation({ link }: { link: InvitationLink }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: 'password' | 'repeat' }>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setProblem({ message: copy.tooShort(MIN_PASSWORD_LENGTH), field: 'password' });
      passwordRef.current?.focus();
      return;
    }
    if (repeat !== password) {
      setProblem({ message: copy.mismatch, field: 'repeat' });
      repeatRef.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await acceptInvitation(link, password);
      // Signed in: the dashboard replaces this form.
    } catch (error) {
      setProblem({ message: error instanceof Error ? error.message : copy.failed });
      setBusy(false);
    }
  };

  const invalid = (field: 'password' | 'repeat') =>
    problem !== undefined && (problem.field === field || problem.field === undefined);

  return (
    <SignInCard
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      problem={problem?.message}
      problemId={problemId}
    >
      <form className={styles.signInForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        <SignInField
          label={copy.password}
          inputRef={passwordRef}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          invalid={invalid('password')}
          problemId={problemId}
        />
        <SignInField
          label={copy.confirm}
          inputRef={repeatRef}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          invalid={invalid('repeat')}
          problemId={problemId}
        />
        <button type="submit" className={buttons.primaryButton} aria-disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </form>
    </SignInCard>
  );
}
