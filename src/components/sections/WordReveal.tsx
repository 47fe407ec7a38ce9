import { useEffect, useRef, useState } from 'react';
import { useIntersection } from '../../lib/useIntersection';
import { useReducedMotion } from '../../lib/useReducedMotion';
import styles from './WordReveal.module.css';

interface WordRevealProps {
  text: string;
  /** Milliseconds between two words. */
  intervalMs: number;
  className?: string;
}

/**
 * A paragraph brought to full strength one word at a time, once, when it scrolls into view.
 * Nothing a visitor could read is ever hidden: the words wait dimmed (the muted text colour,
 * still readable), never blank. The reveal is visual only: the whole text is in the prerendered
 * HTML and screen readers get it whole from the start (a visually hidden copy; the animated words
 * are aria-hidden). Without JavaScript, or with reduced motion, every word is simply at full
 * strength.
 */
export function WordReveal({ text, intervalMs, className }: WordRevealProps) {
  const words = text.split(/\s+/).filter(Boolean);
  const total = words.length;
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLParagraphElement>(null);
  // How many words are at full strength while revealing; null when not revealing (all are).
  const [count, setCount] = useState<number | null>(null);

  useIntersection(
    ref,
    (entry) => {
      if (entry.isIntersecting) setCount(0);
    },
    { threshold: 0.25, once: true, enabled: !reducedMotion },
  );

  const revealing = count !== null && !reducedMotion;
  useEffect(() => {
    if (!revealing) return undefined;
    const timer = window.setInterval(
      () => setCount((value) => (value === null || value + 1 >= total ? null : value + 1)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [revealing, intervalMs, total]);

  const visible = revealing && count !== null ? count : total;

  return (
    <p ref={ref} className={[styles.reveal, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          <span
            // Words repeat; their position is their identity.
            key={index}
            className={styles.word}
            data-reveal={index < visible ? 'full' : 'dim'}
          >
            {word}{' '}
          </span>
        ))}
      </span>
    </p>
  );
}
