/** Writes src/content/media.ts: typed entries for everything the asset script produced. */
export interface Candidate {
  src: string;
  width: number;
  height: number;
}

export interface ImageEntry {
  id: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  background: string;
  sizes: string;
  sources: { avif: Candidate[]; webp: Candidate[] };
  fallback: string;
}

export interface SvgEntry {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ManifestData {
  hero: ImageEntry[];
  services: Record<string, ImageEntry>;
  courses: Record<string, ImageEntry>;
  tech: (SvgEntry & { slug: string; name: string })[];
  brand: {
    logo: SvgEntry;
    logoOnDark: SvgEntry;
    mark: SvgEntry;
    favicon: { svg: string; png32: string; ico: string; appleTouchIcon: string };
    ogImage: { src: string; width: number; height: number; type: string; alt: string };
  };
  video: {
    webm: string;
    mp4: string;
    width: number;
    height: number;
    durationSeconds: number;
    poster: { avif: string; webp: string; jpeg: string; width: number; height: number };
    posterImage: ImageEntry;
    label: string;
  };
}

const json = (v: unknown): string => JSON.stringify(v, null, 2);

export function manifestSource(d: ManifestData): string {
  const serviceSlugs = Object.keys(d.services)
    .map((s) => `'${s}'`)
    .join(' | ');
  const courseSlugs = Object.keys(d.courses)
    .map((s) => `'${s}'`)
    .join(' | ');
  return `/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (\`npm run assets\`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; \`npm run assets -- --check\` verifies the committed files are current.
 */

export type ImageFormat = 'avif' | 'webp';

/** One encoded size of an image. */
export interface ImageCandidate {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A raster image in several widths and formats, for \`<picture>\` with \`srcset\`. */
export interface ResponsiveImage {
  readonly id: string;
  /** Intrinsic size (of the largest candidate); sets the aspect ratio of the \`<img>\`. */
  readonly width: number;
  readonly height: number;
  /** Default alternative text; empty only when \`decorative\` is true. */
  readonly alt: string;
  readonly decorative: boolean;
  /** Dominant colour, usable as a placeholder background while the image loads. */
  readonly background: string;
  /** Default \`sizes\` for the layout the image was made for. */
  readonly sizes: string;
  readonly sources: Readonly<Record<ImageFormat, readonly ImageCandidate[]>>;
  /** URL for the \`<img src>\` fallback. */
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
  /** Poster URLs (the \`poster\` attribute takes one; WebP is the usual choice). */
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

export type ServiceCardSlug = ${serviceSlugs};
export type CourseCardSlug = ${courseSlugs};

/** The six hero banner images, in display order; the first is the LCP image. */
export const heroImages: readonly ResponsiveImage[] = ${json(d.hero)};

export const serviceCardImages: Readonly<Record<ServiceCardSlug, ResponsiveImage>> = ${json(d.services)};

export const courseCardImages: Readonly<Record<CourseCardSlug, ResponsiveImage>> = ${json(d.courses)};

/** Technology marks for the logo strip (the project's own drawings, not the real trademarks). */
export const techLogos: readonly TechLogo[] = ${json(d.tech)};

export const brand: Brand = ${json(d.brand)};

/** The looping hero background clip. Use \`preload="none"\` and the poster. */
export const heroVideo: HeroVideo = ${json(d.video)};
`;
}
