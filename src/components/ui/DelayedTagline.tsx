import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/useReducedMotion';
import styles from './DelayedTagline.module.css';

interface DelayedTaglineProps {
  text: string;
  /** Milliseconds after mounting before the tagline appears. */
  delayMs: number;
  className?: string;
}

/**
 * A line that fades in some time after the page loads. Its text is always in the HTML (so the
 * prerendered page carries it) and its space is always reserved (so showing it shifts nothing);
 * it is only invisible until the delay has passed. With reduced motion it shows at once: in CSS
 * before hydration, and through `useReducedMotion` after it.
 */
export function DelayedTagline({ text, delayMs, className }: DelayedTaglineProps) {
  const reducedMotion = useReducedMotion();
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  const shown = reducedMotion || delayPassed;
  return (
    <p
      className={[styles.tagline, shown ? styles.shown : '', className].filter(Boolean).join(' ')}
      style={shown ? undefined : { visibility: 'hidden' }}
    >
      {text}
    </p>
  );
}
