import { useEffect, useRef, type CSSProperties } from 'react';
import { REVEAL_WHEN_SEEN, watchReveal } from '../../lib/revealWhenSeen';
import styles from './Facts.module.css';

interface FactsProps {
  id: string;
  title: string;
  facts: readonly { value: number; label: string }[];
  /** How long the numbers take to count up once the block scrolls into view. */
  countUpMs: number;
}

/**
 * Key numbers. The final numbers are in the prerendered HTML and are what screen readers read;
 * on screen they count up from zero once, when a quarter of the block is in view: a CSS animation
 * of a registered integer property shown as a counter, started when the block is marked seen
 * (`lib/revealWhenSeen.ts`, decision 0039), so by the visit's script, before the app. Without
 * JavaScript, or with reduced motion, the final numbers simply stand.
 */
export function Facts({ id, title, facts, countUpMs }: FactsProps) {
  const headingId = `${id}-title`;
  const ref = useRef<HTMLElement>(null);
  // The visit's script watches the block a page loads with; this, one shown later.
  useEffect(() => {
    if (ref.current) watchReveal(ref.current);
  }, []);

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={styles.facts}
      // Marked seen by the visit's script, maybe before the app hydrates.
      suppressHydrationWarning
      style={{ '--count-up': `${countUpMs}ms` } as CSSProperties}
      {...{ [REVEAL_WHEN_SEEN]: '' }}
    >
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {facts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <span
                className={styles.number}
                aria-hidden="true"
                style={{ '--fact-value': fact.value } as CSSProperties}
              >
                {fact.value}
              </span>
              <span className="visually-hidden">{fact.value} </span>
              <span className={styles.label}>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
