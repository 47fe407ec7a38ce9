import type { ReactNode } from 'react';
import messages from '../ui/Messages.module.css';
import styles from './SignIn.module.css';

export const SIGN_IN_HEADING_ID = 'dashboard-heading';

interface SignInCardProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** A status line above the form (the session ran out), when there is no problem to show. */
  notice?: ReactNode;
  /** What went wrong, announced; the fields it concerns point at it with `problemId`. */
  problem?: string | undefined;
  problemId: string;
  children: ReactNode;
}

/** The page around a signed-out form of /DC (sign-in, an invitation's password). */
export function SignInCard({
  eyebrow,
  title,
  lead,
  notice,
  problem,
  problemId,
  children,
}: SignInCardProps) {
  return (
    <div className={styles.signInPage}>
      <div className={styles.signInCard}>
        <p className={messages.eyebrow}>{eyebrow}</p>
        <h1 id={SIGN_IN_HEADING_ID} className={styles.signInTitle} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.signInLead}>{lead}</p>
        {notice && !problem ? (
          <p className={messages.notice} role="status">
            {notice}
          </p>
        ) : null}
        {problem ? (
          <div id={problemId} className={messages.alert} role="alert">
            <p>{problem}</p>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
