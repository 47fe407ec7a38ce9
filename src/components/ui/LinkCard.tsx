import { Link } from 'react-router-dom';
import type { ResponsiveImage as ImageData } from '../../lib/media';
import { Icon } from './Icon';
import { ResponsiveImage } from './ResponsiveImage';
import styles from './LinkCard.module.css';
import { LinkText } from './LinkText';

export interface LinkCardProps {
  title: string;
  text: string;
  image: ImageData;
  /** A short fact under the title, e.g. a course's length. */
  meta?: string;
  link: { label: string; to: string; context?: string };
  /** Cards sit under a section's h2. */
  headingLevel?: 3 | 4;
  /** How wide the card is shown at each viewport width (for the image's srcset). */
  sizes?: string;
}

/**
 * A card with art, a title, a short text and one link. The art is decorative (the title says
 * what the card is about); the link's `context` is read by screen readers only, so several
 * "Learn More" links on a page are told apart.
 */
export function LinkCard({
  title,
  text,
  image,
  meta,
  link,
  headingLevel = 3,
  sizes,
}: LinkCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={styles.card}>
      <ResponsiveImage image={image} decorative fit="cover" className={styles.art} sizes={sizes} />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <p className={styles.text}>{text}</p>
        <Link to={link.to} className={styles.link}>
          <LinkText label={link.label} context={link.context} />
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </article>
  );
}
