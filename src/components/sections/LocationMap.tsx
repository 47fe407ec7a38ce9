import { useEffect, useRef } from 'react';
import { FRAME_SRC, FRAME_TITLE, LOAD_WHEN_NEAR, watchNear } from '../../lib/loadWhenNear';
import { Icon } from '../ui/Icon';
import styles from './LocationMap.module.css';

interface LocationMapProps {
  /** The embeddable map page (e.g. OpenStreetMap's export/embed.html with a marker). */
  embedUrl: string;
  /** The full map, opened in a new tab. */
  mapsUrl: string;
  frameTitle: string;
  openLabel: string;
  /** Describes the drawn placeholder map. */
  placeholderLabel: string;
  address: string;
}

/**
 * A map that costs nothing until it is needed: a drawn, map-like picture with an "Open in maps"
 * link; the embedded map frame is put into its empty slot when the map comes within 300 px of the
 * viewport and the browser is online (offline, the picture and link stay). The visit's script
 * does that (`lib/loadWhenNear.ts`), so it needs no app.
 */
export function LocationMap({
  embedUrl,
  mapsUrl,
  frameTitle,
  openLabel,
  placeholderLabel,
  address,
}: LocationMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The visit's script watches the map it loads with; this one the app rendered later.
  useEffect(() => {
    if (ref.current) watchNear(ref.current);
  }, []);

  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.map} {...{ [LOAD_WHEN_NEAR]: '' }}>
        <svg
          className={styles.placeholder}
          viewBox="0 0 640 360"
          preserveAspectRatio="xMidYMid slice"
          role="img"
          aria-label={placeholderLabel}
          focusable="false"
        >
          <rect width="640" height="360" className={styles.land} />
          <path
            d="M0 300 C120 280 220 320 340 300 S560 270 640 290 V360 H0 Z"
            className={styles.water}
          />
          <path d="M470 0 C480 60 520 90 560 110 S630 150 640 170 V0 Z" className={styles.park} />
          <path d="M0 210 H640" className={styles.major} />
          <path d="M250 0 V300" className={styles.major} />
          <path
            d="M0 110 H640 M0 160 H250 M60 0 V300 M150 0 V300 M360 0 V300 M470 120 V300 M560 0 V300"
            className={styles.street}
          />
          <path d="M250 210 L420 130 L640 90" className={styles.major} />
          <g transform="translate(318 182)">
            <path
              d="M0 0 C-14 -18 -20 -26 -20 -36 A20 20 0 0 1 20 -36 C20 -26 14 -18 0 0 Z"
              className={styles.pin}
            />
            <circle cy="-36" r="7" className={styles.pinDot} />
          </g>
        </svg>
        <div
          className={styles.frameSlot}
          {...{ [FRAME_SRC]: embedUrl, [FRAME_TITLE]: frameTitle }}
          // The visit's script puts the frame in here, perhaps before hydration; React never
          // renders into it, so the frame stays.
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.address}>{address}</span>
        <a className={styles.open} href={mapsUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="location" size={18} />
          {openLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
