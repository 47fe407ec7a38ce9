import type { CSSProperties } from 'react';
import styles from './DelayedTagline.module.css';

interface DelayedTaglineProps {
  text: string;
  /** Milliseconds after the page's first paint before the tagline appears. */
  delayMs: number;
  className?: string;
}

/**
 * A line that fades in some time after the page is first shown. Its text is always in the HTML
 * (so the prerendered page carries it) and its space is always reserved (so showing it shifts
 * nothing). The delay is a CSS animation's, so it counts from the first paint whether or not any
 * script has run, and hydration keeps the same element, so the app neither restarts nor ends it.
 * With reduced motion it shows at once.
 */
export function DelayedTagline({ text, delayMs, className }: DelayedTaglineProps) {
  const delay = { animationDelay: `${delayMs}ms` } satisfies CSSProperties;
  return (
    <p className={[styles.tagline, className].filter(Boolean).join(' ')} style={delay}>
      {text}
    </p>
  );
}
