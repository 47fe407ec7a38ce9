import { Icon } from '../ui/Icon';
import styles from './VideoFeature.module.css';

interface VideoFeatureProps {
  id: string;
  title: string;
  text: string;
  points: readonly string[];
  video: {
    webm: string;
    mp4: string;
    width: number;
    height: number;
    poster: { webp: string };
  };
  /** Accessible name of the (silent) clip. */
  label: string;
}

/** Text beside a short silent clip with the browser's own controls; nothing loads until played. */
export function VideoFeature({ id, title, text, points, video, label }: VideoFeatureProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={headingId}>{title}</h2>
          <p className={styles.text}>{text}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} className={styles.check} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.frame}>
          <video
            className={styles.video}
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
        </div>
      </div>
    </section>
  );
}
