import { useEffect } from 'react';
import { CLIP_START, listenForClips } from '../../lib/clips';
import type { HeroVideo } from '../../lib/media';
import { CheckList } from '../ui/CheckList';
import { Icon } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './VideoFeature.module.css';

interface VideoFeatureProps {
  id: string;
  title: string;
  text: string;
  points: readonly string[];
  video: Pick<HeroVideo, 'webm' | 'mp4' | 'width' | 'height' | 'poster' | 'posterImage'>;
  /** Accessible name of the (silent) clip. */
  label: string;
  /** Visible text of the button that starts the clip. */
  playLabel: string;
}

/**
 * Text beside a short silent clip. The page shows the poster and a play button; the video element,
 * with the browser's own controls, is in the HTML but hidden until asked for
 * (src/lib/clips.ts, before the app too), so neither the clip nor the browser's media controls (a
 * costly style pass for every visitor) load before then.
 */
export function VideoFeature({
  id,
  title,
  text,
  points,
  video,
  label,
  playLabel,
}: VideoFeatureProps) {
  const headingId = `${id}-title`;
  const videoId = `${id}-clip`;
  // A clip rendered after a client navigation: its button's listener may not be there yet.
  useEffect(listenForClips, []);
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={headingId}>{title}</h2>
          <p className={styles.text}>{text}</p>
          <CheckList items={points} className={undefined} checkSize={18} />
        </div>
        <div className={styles.frame}>
          <video
            id={videoId}
            className={styles.video}
            hidden
            // Shown by the visit's script when asked for, maybe before the app hydrates.
            suppressHydrationWarning
            controls
            muted
            loop
            playsInline
            preload="none"
            poster={video.poster.webp}
            width={video.width}
            height={video.height}
            aria-label={label}
          >
            <source src={video.webm} type="video/webm" />
            <source src={video.mp4} type="video/mp4" />
          </video>
          <button
            type="button"
            className={styles.start}
            aria-label={`${playLabel}: ${label}`}
            aria-controls={videoId}
            suppressHydrationWarning
            {...{ [CLIP_START]: videoId }}
          >
            <ResponsiveImage
              image={video.posterImage}
              decorative
              fit="cover"
              sizes="(min-width: 900px) 50vw, 100vw"
            />
            <span className={styles.play}>
              <Icon name="play" size={18} />
              {playLabel}
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}
