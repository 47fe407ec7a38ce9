import { useEffect, useRef, type CSSProperties } from 'react';
import { LOAD_WHEN_NEAR, watchNear } from '../../lib/loadWhenNear';
import type { TechLogo } from '../../lib/media';
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
  // slide in blank: once the strip is near the viewport, every logo loads (`lib/loadWhenNear.ts`,
  // run by the visit's script for the strip it loads with, and here for one rendered later).
  const stripRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stripRef.current) watchNear(stripRef.current);
  }, []);
  const renderList = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.slug} className={styles.item}>
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={copy ? '' : logo.alt}
            loading="lazy"
            decoding="async"
            className={styles.logo}
            // The visit's script makes it eager when the strip comes near, perhaps before hydration.
            suppressHydrationWarning
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      ref={stripRef}
      {...{ [LOAD_WHEN_NEAR]: '' }}
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
