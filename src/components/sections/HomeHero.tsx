import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { heroTiming } from './heroTiming';
import type { ResponsiveImage as ImageData } from '../../lib/media';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { ButtonLink } from '../ui/ButtonLink';
import { Icon } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
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

type VideoState = 'idle' | 'playing' | 'paused' | 'poster';

const subscribeLoad = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};

/** True once the page (and so the LCP image) has finished loading; false while prerendering. */
const usePageLoaded = () =>
  useSyncExternalStore(
    subscribeLoad,
    () => document.readyState === 'complete',
    () => false,
  );

const saveData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The home page's top band. Greetings and banner images advance together every `rotationMs` on
 * the page's own clock (decision 0039): every greeting and every image is in the HTML, and CSS
 * animations that start with the first paint show each in turn, app or no app. The first image is
 * the LCP image (eager, high priority); each other one is laid out (and so fetched, being lazy)
 * half a turn before its own. Images zoom slowly (CSS), and a looping background clip plays over
 * them once the visitor starts using the page.
 * A switch pauses the slideshow and zoom (WCAG 2.2.2), a button the clip; with reduced motion
 * nothing moves until the visitor asks.
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
  const reducedMotion = useReducedMotion();
  const pageLoaded = usePageLoaded();
  const turn = (index: number) => ({ '--turn-index': index }) as CSSProperties;

  const videoRef = useRef<HTMLVideoElement>(null);
  const [videoState, setVideoState] = useState<VideoState>('idle');
  const videoChoice = useRef<'auto' | 'playing' | 'paused'>('auto');

  const playVideo = useCallback((element: HTMLVideoElement) => {
    let attempt: Promise<void> | undefined;
    try {
      attempt = element.play();
    } catch {
      setVideoState('poster');
      return;
    }
    // A refused or failed play() (autoplay policy, no codec, offline) leaves the poster showing.
    Promise.resolve(attempt).then(
      () => setVideoState('playing'),
      () => setVideoState('poster'),
    );
  }, []);

  // The clip starts by itself once the page has loaded and the visitor has scrolled, tapped or
  // pressed a key: never before, so it neither competes with the banner image for bandwidth nor
  // becomes the page's largest paint (LCP stops counting at the first input). Not at all with
  // reduced motion or Save-Data.
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
    const onInput = () => setInteracted(true);
    for (const name of events) window.addEventListener(name, onInput, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onInput);
    };
  }, [interacted]);

  useEffect(() => {
    const element = videoRef.current;
    if (!pageLoaded || !interacted || reducedMotion || saveData() || !element) return;
    if (videoChoice.current !== 'auto') return;
    playVideo(element);
  }, [pageLoaded, interacted, reducedMotion, playVideo]);

  const toggleVideo = () => {
    const element = videoRef.current;
    if (!element) return;
    if (videoState === 'playing') {
      videoChoice.current = 'paused';
      element.pause();
      setVideoState('paused');
    } else {
      videoChoice.current = 'playing';
      playVideo(element);
    }
  };

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
          <div key={image.id} className={styles.slide} style={turn(index)}>
            <ResponsiveImage
              image={image}
              alt={image.alt}
              fit="cover"
              sizes="100vw"
              priority={index === 0}
              imgClassName={styles.zoom}
            />
          </div>
        ))}
        <video
          ref={videoRef}
          className={[styles.video, videoState === 'idle' ? '' : styles.videoShown].join(' ')}
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster.webp}
          width={video.poster.width}
          height={video.poster.height}
          aria-hidden="true"
          tabIndex={-1}
          data-state={videoState}
          onPlaying={() => setVideoState('playing')}
          onPause={() => setVideoState((state) => (state === 'playing' ? 'paused' : state))}
        >
          <source src={video.webm} type="video/webm" />
          {/* When the last source fails, play() never settles: show the poster. */}
          <source src={video.mp4} type="video/mp4" onError={() => setVideoState('poster')} />
        </video>
        <div className={styles.scrim} />
      </div>

      <div className={styles.inner}>
        {/* Every greeting is in the HTML, stacked in one grid cell; only the current one is
            visible (and so exposed), so the hero keeps its height as they change. */}
        <h1 id="home-hero-title" className={styles.title}>
          <span className={styles.greeting}>
            {hello}{' '}
            <span className={styles.stack}>
              {greetings.map((item, index) => (
                <span key={item.audience} className={styles.turning} style={turn(index)}>
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
        <button type="button" className={styles.control} onClick={toggleVideo}>
          <Icon name={videoState === 'playing' ? 'pause' : 'play'} size={14} />
          <span>{videoState === 'playing' ? controls.pauseVideo : controls.playVideo}</span>
        </button>
      </div>
    </section>
  );
}
