import type { CSSProperties } from 'react';
import {
  bannerDefaultInterval,
  bannerIntervals,
  bannerPauseLabel,
  bannerTaglines,
} from '../../content/banner';
import { HELD_TURNS } from '../../lib/heldTurns';
import { exposedIfFirst, turnKeyframes } from '../../lib/turns';
import { Icon } from '../../components/ui/Icon';
import { SocialLinks } from './SocialLinks';
import styles from './TopBanner.module.css';

/** The keyframes' name: global, since the rule that names them is written below, not in CSS. */
const TURN = 'banner-tagline-turn';

/**
 * The rotation's timing, from the content: the interval at each width, and keyframes that show a
 * tagline for its share of the cycle. Written as an inline style sheet, so the CSS module holds
 * the drawing and `content/banner.ts` stays the one place the times live.
 */
const timingRules = [
  `.${styles.banner}{--tagline-interval:${bannerDefaultInterval}ms;--tagline-count:${bannerTaglines.length}}`,
  // Widest first, so a narrower step's rule comes later and wins.
  ...[...bannerIntervals]
    .sort((a, b) => b.maxWidth - a.maxWidth)
    .map(
      (step) =>
        `@media (max-width:${step.maxWidth}px){.${styles.banner}{--tagline-interval:${step.ms}ms}}`,
    ),
  turnKeyframes(TURN, bannerTaglines.length),
].join('');

/**
 * The strip above the header: rotating taglines and social links. The rotation is CSS (decision
 * 0039): every tagline is in the HTML, stacked in one place, each shown in turn by an animation
 * that starts with the page's first frame, app or no app. Its pause (WCAG 2.2.2) is a switch the
 * browser keeps: checked, it holds the animations where they are. Its turns only hold between
 * steps, so the visit's script moves them at their steps alone (`lib/heldTurns.ts`).
 */
export function TopBanner() {
  return (
    <div className={styles.banner}>
      <style>{timingRules}</style>
      <div className={styles.inner}>
        <span className={styles.pause}>
          <input
            type="checkbox"
            role="switch"
            className={styles.pauseSwitch}
            aria-label={bannerPauseLabel}
          />
          <Icon name="pause" size={14} className={styles.pauseIcon} />
          <Icon name="play" size={14} className={styles.playIcon} />
        </span>
        <p className={styles.taglines} data-testid="banner-taglines" {...{ [HELD_TURNS]: '' }}>
          {bannerTaglines.map((tagline, index) => (
            <span
              // Two taglines share their words (a test holds all seven): the index keys them.
              key={index}
              className={styles.tagline}
              style={{ '--tagline-index': index, animationName: TURN } as CSSProperties}
              {...exposedIfFirst(index)}
            >
              {tagline}
            </span>
          ))}
        </p>
        <SocialLinks className={styles.social} />
      </div>
    </div>
  );
}
