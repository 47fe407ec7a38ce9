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
  /**
   * `split`: on wide screens the heading and lead stand in a column to the left of the content,
   * instead of above it, so a page does not repeat one "heading over cards" block.
   */
  layout?: 'stacked' | 'split';
}

/** A content band with an optional heading: the basic building block of every page. */
export function Section({
  title,
  lead,
  id,
  tone = 'plain',
  children,
  headingLevel = 2,
  layout = 'stacked',
}: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id && title ? `${id}-title` : undefined;
  const head = (
    <>
      {title ? (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      ) : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[
        styles.section,
        tone === 'plain' ? '' : styles[tone],
        layout === 'split' ? styles.split : '',
      ].join(' ')}
    >
      <div className={styles.inner}>
        {layout === 'split' ? <div className={styles.head}>{head}</div> : head}
        {children}
      </div>
    </section>
  );
}
