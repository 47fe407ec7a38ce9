import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  title?: string;
  lead?: string;
  id?: string;
  /** `dark`: a full-bleed navy band, to break a run of light sections. */
  tone?: 'plain' | 'alt' | 'dark';
  children?: ReactNode;
  /** Heading level of the title; sections under the page's h1 are h2 by default. */
  headingLevel?: 2 | 3;
}

/** A content band with an optional heading: the basic building block of every page. */
export function Section({
  title,
  lead,
  id,
  tone = 'plain',
  children,
  headingLevel = 2,
}: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, tone === 'plain' ? '' : styles[tone]].join(' ')}
    >
      <div className={styles.inner}>
        {title ? <Heading id={headingId}>{title}</Heading> : null}
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
