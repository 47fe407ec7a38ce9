/**
 * Writes the media manifest: typed entries for everything the asset script produced, one module
 * per kind under src/content/media/, and src/content/media.ts, which re-exports them all. Split so
 * that a page's first load carries only the entries it shows (the site's head needs the brand on
 * every page; the card art, say, only pages with cards). The types live in the hand-written
 * src/lib/media.ts; the generated files import them from there.
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

const header = `/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (\`npm run assets\`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; \`npm run assets -- --check\` verifies the committed files are current.
 */
`;

const slugType = (record: Record<string, unknown>) =>
  Object.keys(record)
    .map((s) => `'${s}'`)
    .join(' | ');

/** Each manifest file's path (from the repository root) and source. */
export function manifestSources(d: ManifestData): Record<string, string> {
  return {
    'src/content/media/hero.ts': `${header}
import type { ResponsiveImage } from '../../lib/media';

/** The six hero banner images, in display order; the first is the LCP image. */
export const heroImages: readonly ResponsiveImage[] = ${json(d.hero)};
`,
    'src/content/media/serviceCards.ts': `${header}
import type { ResponsiveImage } from '../../lib/media';

export type ServiceCardSlug = ${slugType(d.services)};

export const serviceCardImages: Readonly<Record<ServiceCardSlug, ResponsiveImage>> = ${json(d.services)};
`,
    'src/content/media/courseCards.ts': `${header}
import type { ResponsiveImage } from '../../lib/media';

export type CourseCardSlug = ${slugType(d.courses)};

export const courseCardImages: Readonly<Record<CourseCardSlug, ResponsiveImage>> = ${json(d.courses)};
`,
    'src/content/media/techLogos.ts': `${header}
import type { TechLogo } from '../../lib/media';

/** Technology marks for the logo strip (the project's own drawings, not the real trademarks). */
export const techLogos: readonly TechLogo[] = ${json(d.tech)};
`,
    'src/content/media/brand.ts': `${header}
import type { Brand } from '../../lib/media';

export const brand: Brand = ${json(d.brand)};
`,
    'src/content/media/heroVideo.ts': `${header}
import type { HeroVideo } from '../../lib/media';

/** The looping hero background clip. Use \`preload="none"\` and the poster. */
export const heroVideo: HeroVideo = ${json(d.video)};
`,
    'src/content/media.ts': `${header}
export { heroImages } from './media/hero';
export { serviceCardImages, type ServiceCardSlug } from './media/serviceCards';
export { courseCardImages, type CourseCardSlug } from './media/courseCards';
export { techLogos } from './media/techLogos';
export { brand } from './media/brand';
export { heroVideo } from './media/heroVideo';
`,
  };
}
