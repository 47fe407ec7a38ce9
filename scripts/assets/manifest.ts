/**
 * Writes src/content/media.ts: typed entries for everything the asset script produced. The types
 * live in the hand-written src/lib/media.ts; the generated file imports them from there.
 */
import type { Brand, HeroVideo, ResponsiveImage, TechLogo } from '../../src/lib/media.ts';

export interface ManifestData {
  hero: ResponsiveImage[];
  services: Record<string, ResponsiveImage>;
  courses: Record<string, ResponsiveImage>;
  tech: TechLogo[];
  brand: Brand;
  video: HeroVideo;
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

import type { Brand, HeroVideo, ResponsiveImage, TechLogo } from '../lib/media';

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
