import type { ResponsiveImage as ResponsiveImageData } from '../../lib/media';
import styles from './ResponsiveImage.module.css';

interface CommonProps {
  /** A hero, card or poster image (the entries of `src/content/media.ts`). */
  image: ResponsiveImageData;
  /** Overrides the image's default `sizes` (how wide it is shown at each viewport width). */
  sizes?: string;
  /**
   * For the LCP image only: loads eagerly with `fetchpriority="high"`. Everything else is lazy.
   */
  priority?: boolean;
  /** `cover` fills the parent box (the parent sets the size); `intrinsic` scales to its width. */
  fit?: 'intrinsic' | 'cover';
  className?: string;
  imgClassName?: string;
}

interface InformativeProps extends CommonProps {
  /** What the image shows, for people who cannot see it. Pass `image.alt` for the default text. */
  alt: string;
  decorative?: false;
}

interface DecorativeProps extends CommonProps {
  /** The image adds nothing to the text around it: rendered with `alt=""`. */
  decorative: true;
  alt?: never;
}

export type ResponsiveImageProps = InformativeProps | DecorativeProps;

const srcSet = (candidates: ResponsiveImageData['sources']['avif']) =>
  candidates.map((c) => `${c.src} ${c.width}w`).join(', ');

/** A `<picture>` with AVIF and WebP sources; refuses (by type) to render without `alt` or `decorative`. */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const {
    image,
    sizes = image.sizes,
    priority = false,
    fit = 'intrinsic',
    className,
    imgClassName,
  } = props;
  const alt = props.decorative ? '' : props.alt;
  return (
    <picture
      className={[styles.picture, fit === 'cover' && styles.cover, className]
        .filter(Boolean)
        .join(' ')}
    >
      <source type="image/avif" srcSet={srcSet(image.sources.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.sources.webp)} sizes={sizes} />
      <img
        className={[styles.img, imgClassName].filter(Boolean).join(' ')}
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
