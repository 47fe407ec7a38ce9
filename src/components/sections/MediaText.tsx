import type { ResponsiveImage as ResponsiveImageData, SvgImage } from '../../lib/media';
import { CheckList } from '../ui/CheckList';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { SvgImg } from '../ui/SvgImg';
import styles from './MediaText.module.css';

interface MediaTextProps {
  paragraphs: readonly string[];
  /** Short points shown as a check list under the paragraphs. */
  points?: readonly string[];
  /** A raster picture in several sizes, or an SVG drawing (one file, any width). */
  image: ResponsiveImageData | SvgImage;
  /** What the picture shows; defaults to the artwork's own alt text. */
  alt?: string;
  /** Which side the picture sits on from tablet width up. */
  imageSide?: 'start' | 'end';
}

/** Text beside a picture (stacked on phones): the body of an overview or "why us" section. */
export function MediaText({
  paragraphs,
  points,
  image,
  alt = image.alt,
  imageSide = 'end',
}: MediaTextProps) {
  return (
    <div className={[styles.split, imageSide === 'start' ? styles.imageFirst : ''].join(' ')}>
      <div className={styles.copy}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {points?.length ? (
          <CheckList items={points} className={styles.points} checkSize={20} />
        ) : null}
      </div>
      {'sources' in image ? (
        <ResponsiveImage
          image={image}
          alt={alt}
          className={styles.media}
          imgClassName={styles.img}
          sizes="(min-width: 800px) 36rem, 100vw"
        />
      ) : (
        <div className={styles.media}>
          <SvgImg image={image} alt={alt} className={styles.img} loading="lazy" />
        </div>
      )}
    </div>
  );
}
