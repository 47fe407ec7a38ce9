import { useId, useRef, useState, type FormEvent } from 'react';
import { signInCopy } from '../../../content/dashboard';
import { signIn } from '../../../lib/auth';
import { SESSION_EXPIRED_MESSAGE, toDataError } from '../../../lib/dataError';
import { SignInField } from './SignInField';
import buttons from '../ui/Buttons.module.css';
import { SignInCard } from './SignInCard';
import styles from './SignIn.module.css';

export { SIGN_IN_HEADING_ID } from './SignInCard';

interface SignInFormProps {
  /** The session ended on its own (expired or revoked): say so, and offer the same email. */
  expiredEmail?: string | undefined;
}

type Problem = { message: string; field?: 'email' | 'password' };

/** Staff sign-in with email and password. A wrong password says only that. */
export function SignInForm({ expiredEmail }: SignInFormProps) {
  const [email, setEmail] = useState(expiredEmail ?? '');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setProblem({ message: signInCopy.emailRequired, field: 'email' });
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      setProblem({ message: signInCopy.passwordRequired, field: 'password' });
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await signIn(email.trim(), password, keep);
      // Signed in: the dashboard replaces this form.
    } catch (error) {
      setProblem({ message: toDataError(error).message });
      setBusy(false);
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  };

  const invalid = (field: 'email' | 'password') =>
    problem !== null && (problem.field === field || problem.field === undefined);

  return (
    <SignInCard
      eyebrow={signInCopy.eyebrow}
      title={signInCopy.title}
      lead={signInCopy.lead}
      notice={expiredEmail !== undefined ? SESSION_EXPIRED_MESSAGE : undefined}
      problem={problem?.message}
      problemId={problemId}
    >
      <form className={styles.signInForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        <SignInField
          label={signInCopy.email}
          inputRef={emailRef}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          invalid={invalid('email')}
          problemId={problemId}
        />
        <SignInField
          label={signInCopy.password}
          inputRef={passwordRef}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          invalid={invalid('password')}
          problemId={problemId}
        />
        <label className={styles.checkField}>
          <input
            type="checkbox"
            name="keep"
            checked={keep}
            onChange={(event) => setKeep(event.target.checked)}
          />
          {signInCopy.keepSignedIn}
        </label>
        <button type="submit" className={buttons.primaryButton} aria-disabled={busy}>
          {busy ? signInCopy.submitting : signInCopy.submit}
        </button>
      </form>
    </SignInCard>
  );
}
