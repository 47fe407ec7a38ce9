import type { SvgImage } from '../../lib/media';

interface SvgImgProps {
  image: SvgImage;
  /** Overrides the image's own alt text (e.g. the client's name for its logo). */
  alt?: string;
  className?: string;
  /** Below the fold: `lazy`. Art at the top of a page: leave it eager. */
  loading?: 'lazy' | 'eager';
}

/** An SVG file as an `<img>` with its intrinsic size, so the box is reserved before it loads. */
export function SvgImg({ image, alt = image.alt, className, loading }: SvgImgProps) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
    />
  );
}
