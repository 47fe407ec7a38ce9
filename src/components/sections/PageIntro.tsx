import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: string;
  lead: string;
  /** Calls to action shown under the lead. */
  actions?: ReactNode;
}

/** The top band of an inner page: its one h1 and a short lead. */
export function PageIntro({ title, lead, actions }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <div className={styles.inner}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
