import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { heroTiming } from './heroTiming';
import { BACKGROUND_CLIP, CLIP_TOGGLE, watchBackgroundClip } from '../../lib/clips';
import { exposedIfFirst } from '../../lib/turns';
import type { ResponsiveImage as ImageData } from '../../lib/media';
import { ButtonLink } from '../ui/ButtonLink';
import { Icon } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { TopBandEnd } from './TopBandEnd';
import styles from './HomeHero.module.css';

export interface HomeHeroProps {
  hello: string;
  title: string;
  greetings: readonly { audience: string; line: string }[];
  /** Milliseconds between greetings and between banner images. */
  rotationMs: number;
  /** Seconds of one zoom cycle of a banner image. */
  zoomSeconds: number;
  images: readonly ImageData[];
  video: {
    webm: string;
    mp4: string;
    poster: { webp: string; width: number; height: number };
  };
  actions: readonly { label: string; to: string }[];
  /** The two buttons' words: shown, and their accessible names (the action and its object). */
  controls: {
    pauseSlideshow: string;
    playSlideshow: string;
    pauseVideo: string;
    playVideo: string;
  };
}

/**
 * The home page's top band. Greetings and banner images advance together every `rotationMs` on
 * the page's own clock (decision 0039): every greeting and every image is in the HTML, and CSS
 * animations that start with the first paint show each in turn, app or no app. The first image is
 * the LCP image (eager, high priority); each other one is laid out (and so fetched, being lazy)
 * half a turn before its own. Images zoom slowly (CSS), and a looping background clip plays over
 * them once the visitor starts using the page.
 * A switch pauses the slideshow and zoom (WCAG 2.2.2), a button the clip (src/lib/clips.ts,
 * before the app too); with reduced motion nothing moves until the visitor asks.
 */
export function HomeHero({
  hello,
  title,
  greetings,
  rotationMs,
  zoomSeconds,
  images,
  video,
  actions,
  controls,
}: HomeHeroProps) {
  const turn = (index: number) => ({ '--turn-index': index }) as CSSProperties;
  const videoId = `${useId()}-clip`;
  const videoRef = useRef<HTMLVideoElement>(null);
  // A hero rendered after a client navigation has no head script watching its clip yet.
  useEffect(() => (videoRef.current ? watchBackgroundClip(videoRef.current) : undefined), []);

  const heroStyle = { '--hero-zoom-duration': `${zoomSeconds}s` } as CSSProperties;

  return (
    <section className={styles.hero} style={heroStyle} aria-labelledby="home-hero-title">
      {/* The turns' keyframes and step (the module starts them once the hero is whole). */}
      <style>
        {heroTiming(styles.hero!, {
          stepMs: rotationMs,
          greetings: greetings.length,
          slides: images.length,
        })}
      </style>
      <div className={styles.media}>
        {images.map((image, index) => (
          <div
            key={image.id}
            className={styles.slide}
            style={turn(index)}
            {...exposedIfFirst(index)}
          >
            <div className={styles.slideBody}>
              <ResponsiveImage
                image={image}
                alt={image.alt}
                fit="cover"
                sizes="100vw"
                priority={index === 0}
                imgClassName={styles.zoom}
              />
            </div>
          </div>
        ))}
        <video
          ref={videoRef}
          id={videoId}
          className={styles.video}
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster.webp}
          width={video.poster.width}
          height={video.poster.height}
          aria-hidden="true"
          tabIndex={-1}
          // The visit's script writes the clip's state, maybe before the app hydrates.
          suppressHydrationWarning
          {...{ [BACKGROUND_CLIP]: '' }}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
        <div className={styles.scrim} />
      </div>

      <div className={styles.inner}>
        {/* Every greeting is in the HTML, stacked in one grid cell, so the hero keeps its height
            as they change; only the current one is opaque, only the first exposed. */}
        <h1 id="home-hero-title" className={styles.title}>
          <span className={styles.greeting}>
            {hello}{' '}
            <span className={styles.stack}>
              {greetings.map((item, index) => (
                <span
                  key={item.audience}
                  className={styles.turning}
                  style={turn(index)}
                  {...exposedIfFirst(index)}
                >
                  {item.audience}
                </span>
              ))}
            </span>
          </span>{' '}
          <span className={styles.subtitle}>{title}</span>
        </h1>
        <div className={[styles.stack, styles.lines].join(' ')}>
          {greetings.map((item, index) => (
            <p
              key={item.audience}
              className={[styles.line, styles.turning].join(' ')}
              style={turn(index)}
              {...exposedIfFirst(index)}
            >
              {item.line}
            </p>
          ))}
        </div>
        <div className={styles.actions}>
          {actions.map((action, index) => (
            <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'accent' : 'light'}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>

      <div className={styles.controls}>
        {/* A switch the browser keeps, named for what switching it on does: pause the
            slideshow, or (with reduced motion, where it starts still) play it. */}
        <label className={[styles.control, styles.slideshowControl].join(' ')}>
          <input type="checkbox" role="switch" className={styles.slideshowSwitch} />
          <span className={styles.whenMoving}>
            <Icon name="pause" size={14} />
            {controls.pauseSlideshow}
          </span>
          <span className={styles.whenStill}>
            <Icon name="play" size={14} />
            {controls.playSlideshow}
          </span>
        </label>
        {/* Its words follow the clip's state, which src/lib/clips.ts writes. */}
        <button
          type="button"
          className={[styles.control, styles.clipControl].join(' ')}
          aria-controls={videoId}
          {...{ [CLIP_TOGGLE]: videoId }}
        >
          <span className={styles.whenClipPlays}>
            <Icon name="pause" size={14} />
            {controls.pauseVideo}
          </span>
          <span className={styles.whenClipRests}>
            <Icon name="play" size={14} />
            {controls.playVideo}
          </span>
        </button>
      </div>
      <TopBandEnd />
    </section>
  );
}
