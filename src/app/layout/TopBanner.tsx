import { useEffect, useState } from 'react';
import { bannerIntervalFor, bannerTaglines } from '../../content/banner';
import { Icon } from '../../components/ui/Icon';
import { SocialLinks } from './SocialLinks';
import { useViewportWidth } from './useViewportWidth';
import styles from './TopBanner.module.css';

/** The strip above the header: rotating taglines (pausable, WCAG 2.2.2) and social links. */
export function TopBanner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const interval = bannerIntervalFor(useViewportWidth());

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % bannerTaglines.length),
      interval,
    );
    return () => window.clearInterval(timer);
  }, [interval, paused]);

  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play taglines' : 'Pause taglines'}
        >
          <Icon name={paused ? 'play' : 'pause'} size={14} />
        </button>
        <p className={styles.tagline} data-testid="banner-tagline">
          {bannerTaglines[index]}
        </p>
        <SocialLinks className={styles.social} />
      </div>
    </div>
  );
}
