import type { ReactNode } from 'react';
import inbox from './Inbox.module.css';
import styles from './Views.module.css';

interface ViewSectionProps {
  /** From the view's useId: focus returns to the heading, and a table or form may name it. */
  headingId: string;
  heading: string;
  intro: string;
  children: ReactNode;
}

/** A view of /DC other than the leads (Trash, Spam, audit, Insights, person): its heading and intro. */
export function ViewSection({ headingId, heading, intro, children }: ViewSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.viewHeading} tabIndex={-1}>
        {heading}
      </h2>
      <p className={inbox.muted}>{intro}</p>
      {children}
    </section>
  );
}
