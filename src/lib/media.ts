/**
 * The shapes of the site's media: responsive images, SVG files, technology marks, the brand files
 * and the hero clip. The components that show media accept these types; the generated
 * src/content/media.ts (written by scripts/assets) and the asset script itself import them from
 * here, so each shape is declared once, in a file a person edits.
 */

export type ImageFormat = 'avif' | 'webp';

/** One encoded size of an image. */
export interface ImageCandidate {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A raster image in several widths and formats, for `<picture>` with `srcset`. */
export interface ResponsiveImage {
  readonly id: string;
  /** Intrinsic size (of the largest candidate); sets the aspect ratio of the `<img>`. */
  readonly width: number;
  readonly height: number;
  /** Default alternative text; empty only when `decorative` is true. */
  readonly alt: string;
  readonly decorative: boolean;
  /** Dominant colour, usable as a placeholder background while the image loads. */
  readonly background: string;
  /** Default `sizes` for the layout the image was made for. */
  readonly sizes: string;
  readonly sources: Readonly<Record<ImageFormat, readonly ImageCandidate[]>>;
  /** URL for the `<img src>` fallback. */
  readonly fallback: string;
}

/** A vector image (SVG file). */
export interface SvgImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface TechLogo extends SvgImage {
  readonly slug: string;
  readonly name: string;
}

export interface Brand {
  readonly logo: SvgImage;
  readonly logoOnDark: SvgImage;
  readonly mark: SvgImage;
  readonly favicon: {
    readonly svg: string;
    readonly png32: string;
    readonly ico: string;
    readonly appleTouchIcon: string;
  };
  readonly ogImage: {
    readonly src: string;
    readonly width: number;
    readonly height: number;
    readonly type: string;
    readonly alt: string;
  };
}

export interface HeroVideo {
  readonly webm: string;
  readonly mp4: string;
  readonly width: number;
  readonly height: number;
  readonly durationSeconds: number;
  /** Poster URLs (the `poster` attribute takes one; WebP is the usual choice). */
  readonly poster: {
    readonly avif: string;
    readonly webp: string;
    readonly jpeg: string;
    readonly width: number;
    readonly height: number;
  };
  /** The poster as a responsive image (decorative), e.g. shown when play() fails. */
  readonly posterImage: ResponsiveImage;
  /** Describes the motion, for an accessible name or a caption if one is wanted. */
  readonly label: string;
}
