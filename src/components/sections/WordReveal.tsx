import { useEffect, useRef, type CSSProperties } from 'react';
import { REVEAL_WHEN_SEEN, watchReveal } from '../../lib/revealWhenSeen';
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
 * still readable), never blank. The reveal is CSS, each word's animation delayed by its place,
 * started once the paragraph is marked seen (`lib/revealWhenSeen.ts`, decision 0039): by the
 * visit's script, before the app, and never restarted by it. It is visual only: the whole text is in the prerendered HTML and screen
 * readers get it whole from the start (a visually hidden copy; the animated words are
 * aria-hidden). Without JavaScript, or with reduced motion, every word is simply at full strength.
 */
export function WordReveal({ text, intervalMs, className }: WordRevealProps) {
  const words = text.split(/\s+/).filter(Boolean);
  const ref = useRef<HTMLParagraphElement>(null);
  // The visit's script watches the paragraph a page loads with; this, one shown later.
  useEffect(() => {
    if (ref.current) watchReveal(ref.current);
  }, []);
  return (
    <p
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      style={{ '--word-interval': `${intervalMs}ms` } as CSSProperties}
      // Marked seen by the visit's script, maybe before the app hydrates.
      suppressHydrationWarning
      {...{ [REVEAL_WHEN_SEEN]: '' }}
    >
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          <span
            // Words repeat; their position is their identity.
            key={index}
            className={styles.word}
            style={{ '--word-index': index } as CSSProperties}
          >
            {word}{' '}
          </span>
        ))}
      </span>
    </p>
  );
}
