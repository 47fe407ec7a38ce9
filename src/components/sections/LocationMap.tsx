import { useRef, useState } from 'react';
import { useIntersection } from '../../lib/useIntersection';
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
 * link is in the HTML; the embedded map frame is added only when the map comes within 300 px of
 * the viewport and the browser is online (offline, the picture and link stay).
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
  const [near, setNear] = useState(false);

  useIntersection(
    ref,
    (entry) => {
      if (entry.isIntersecting && navigator.onLine !== false) setNear(true);
    },
    { rootMargin: '300px 0px', once: true },
  );

  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.map}>
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
        {near ? (
          <iframe
            className={styles.frame}
            src={embedUrl}
            title={frameTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : null}
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
