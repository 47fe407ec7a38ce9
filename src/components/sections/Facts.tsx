import { useEffect, useRef, useState } from 'react';
import { useIntersection } from '../../lib/useIntersection';
import { useReducedMotion } from '../../lib/useReducedMotion';
import styles from './Facts.module.css';

interface FactsProps {
  id: string;
  title: string;
  facts: readonly { value: number; label: string }[];
  /** How long the numbers take to count up once the block scrolls into view. */
  countUpMs: number;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Key numbers. The final numbers are in the prerendered HTML and are what screen readers read;
 * on screen they count up from zero once, when the block scrolls into view (not with reduced
 * motion).
 */
export function Facts({ id, title, facts, countUpMs }: FactsProps) {
  const headingId = `${id}-title`;
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  // Share of the count-up done (0..1); null when not counting (final numbers shown).
  const [progress, setProgress] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);

  useIntersection(
    ref,
    (entry) => {
      if (!entry.isIntersecting) return;
      setProgress(0);
      setCounting(true);
    },
    { threshold: 0.3, once: true, enabled: !reducedMotion },
  );

  useEffect(() => {
    if (!counting || reducedMotion || typeof requestAnimationFrame === 'undefined') {
      return undefined;
    }
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / countUpMs);
      setProgress(t >= 1 ? null : easeOut(t));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [counting, reducedMotion, countUpMs]);

  return (
    <section ref={ref} id={id} aria-labelledby={headingId} className={styles.facts}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {facts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <span className={styles.number} aria-hidden="true">
                {progress === null ? fact.value : Math.round(fact.value * progress)}
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
