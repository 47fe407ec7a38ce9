import { useId, useRef, useState, type FormEvent } from 'react';
import { signInCopy } from '../../../content/dashboard';
import { signIn } from '../../../lib/auth';
import { SESSION_EXPIRED_MESSAGE, toDataError } from '../../../lib/dataError';
import { SignInField } from './SignInField';
import buttons from '../ui/Buttons.module.css';
import messages from '../ui/Messages.module.css';
import styles from './SignIn.module.css';

export const SIGN_IN_HEADING_ID = 'dashboard-heading';

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
    <div className={styles.signInPage}>
      <div className={styles.signInCard}>
        <p className={messages.eyebrow}>{signInCopy.eyebrow}</p>
        <h1 id={SIGN_IN_HEADING_ID} className={styles.signInTitle} tabIndex={-1}>
          {signInCopy.title}
        </h1>
        <p className={styles.signInLead}>{signInCopy.lead}</p>
        {expiredEmail !== undefined && !problem ? (
          <p className={messages.notice} role="status">
            {SESSION_EXPIRED_MESSAGE}
          </p>
        ) : null}
        {problem ? (
          <div id={problemId} className={messages.alert} role="alert">
            <p>{problem.message}</p>
          </div>
        ) : null}
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
      </div>
    </div>
  );
}
