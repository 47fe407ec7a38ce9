import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: string;
  lead: string;
  /** Calls to action shown under the lead. */
  actions?: ReactNode;
  /** Extra content between the lead and the actions (e.g. a tagline). */
  children?: ReactNode;
}

/** The top band of an inner page: its one h1 and a short lead. */
export function PageIntro({ title, lead, actions, children }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <div className={styles.inner}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
