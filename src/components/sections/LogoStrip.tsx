import { useRef, useState, type CSSProperties } from 'react';
import type { TechLogo } from '../../lib/media';
import { useIntersection } from '../../lib/useIntersection';
import { Icon } from '../ui/Icon';
import styles from './LogoStrip.module.css';

interface LogoStripProps {
  logos: readonly TechLogo[];
  /** Names the strip for assistive technology, e.g. "Technologies we build with". */
  label: string;
  /** Seconds for one full cycle through the logos. */
  cycleSeconds?: number;
}

/**
 * A continuously scrolling strip of technology logos, done in CSS alone: the list is drawn twice
 * (the copy hidden from assistive technology) and slid left by one list width per cycle. It pauses
 * on hover, on keyboard focus and with its pause switch (WCAG 2.2.2), and stands still as a
 * wrapped list when the visitor prefers reduced motion.
 */
export function LogoStrip({ logos, label, cycleSeconds = 20 }: LogoStripProps) {
  // Lazy images that are off to the side of an overflow:hidden strip may never load in time and
  // slide in blank: once the strip is near the viewport, load every logo.
  const stripRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useIntersection(stripRef, (entry) => entry.isIntersecting && setNear(true), {
    rootMargin: '300px 0px',
    once: true,
  });
  const renderList = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.slug} className={styles.item}>
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={copy ? '' : logo.alt}
            loading={near ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.logo}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      ref={stripRef}
      className={styles.strip}
      role="group"
      aria-label={label}
      style={{ '--logo-cycle': `${cycleSeconds}s` } as CSSProperties}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {renderList(false)}
          {renderList(true)}
        </div>
      </div>
      {/* A switch the browser keeps (decision 0039): it answers before the app. */}
      <label className={styles.toggle}>
        <input type="checkbox" role="switch" className={styles.switch} />
        <Icon name="pause" size={16} />
        <span className="visually-hidden">Pause the logo animation</span>
      </label>
    </div>
  );
}
