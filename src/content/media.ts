/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { Brand, HeroVideo, ResponsiveImage, TechLogo } from '../lib/media';
import { company } from './company';

export type ServiceCardSlug =
  'web-development' | 'mobile-app' | 'custom-software' | 'it-talent' | 'tech-consulting';
export type CourseCardSlug =
  'web-development' | 'mobile-app' | 'data-analysis' | 'cyber-security' | 'ui-ux';

/** The six hero banner images, in display order; the first is the LCP image. */
export const heroImages: readonly ResponsiveImage[] = [
  {
    id: 'hero-01-developers-at-work',
    width: 1920,
    height: 1080,
    alt: 'Illustration of two developers at a shared desk, working on code and a dashboard on two monitors under a warm lamp',
    decorative: false,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/01-developers-at-work-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/01-developers-at-work-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/01-developers-at-work-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/01-developers-at-work-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/01-developers-at-work-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/01-developers-at-work-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/01-developers-at-work-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/01-developers-at-work-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/01-developers-at-work-1280.webp',
  },
  {
    id: 'hero-02-lagos-skyline-dusk',
    width: 1920,
    height: 1080,
    alt: 'Illustration of the Lagos skyline at dusk, towers lit against an amber sunset above the lagoon and a long bridge',
    decorative: false,
    background: '#22479a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/02-lagos-skyline-dusk-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/02-lagos-skyline-dusk-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/02-lagos-skyline-dusk-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/02-lagos-skyline-dusk-1280.webp',
  },
  {
    id: 'hero-03-classroom-training',
    width: 1920,
    height: 1080,
    alt: 'Illustration of a training session: a trainer points at a chart on a projected slide while learners follow on laptops',
    decorative: false,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/03-classroom-training-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/03-classroom-training-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/03-classroom-training-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/03-classroom-training-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/03-classroom-training-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/03-classroom-training-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/03-classroom-training-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/03-classroom-training-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/03-classroom-training-1280.webp',
  },
  {
    id: 'hero-04-code-on-screens',
    width: 1920,
    height: 1080,
    alt: 'Illustration of a developer workstation with a code editor, a second screen and a terminal window',
    decorative: false,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/04-code-on-screens-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/04-code-on-screens-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/04-code-on-screens-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/04-code-on-screens-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/04-code-on-screens-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/04-code-on-screens-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/04-code-on-screens-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/04-code-on-screens-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/04-code-on-screens-1280.webp',
  },
  {
    id: 'hero-05-cloud-network',
    width: 1920,
    height: 1080,
    alt: 'Illustration of a cloud linked to a row of servers, surrounded by a network of connected nodes',
    decorative: false,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/05-cloud-network-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/05-cloud-network-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/05-cloud-network-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/05-cloud-network-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/05-cloud-network-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/05-cloud-network-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/05-cloud-network-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/05-cloud-network-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/05-cloud-network-1280.webp',
  },
  {
    id: 'hero-06-mobile-apps',
    width: 1920,
    height: 1080,
    alt: 'Illustration of three mobile app screens: a wallet with transactions, an analytics chart and an online course',
    decorative: false,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/hero/06-mobile-apps-640.avif',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/06-mobile-apps-828.avif',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/06-mobile-apps-1280.avif',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/06-mobile-apps-1920.avif',
          width: 1920,
          height: 1080,
        },
      ],
      webp: [
        {
          src: '/media/hero/06-mobile-apps-640.webp',
          width: 640,
          height: 360,
        },
        {
          src: '/media/hero/06-mobile-apps-828.webp',
          width: 828,
          height: 466,
        },
        {
          src: '/media/hero/06-mobile-apps-1280.webp',
          width: 1280,
          height: 720,
        },
        {
          src: '/media/hero/06-mobile-apps-1920.webp',
          width: 1920,
          height: 1080,
        },
      ],
    },
    fallback: '/media/hero/06-mobile-apps-1280.webp',
  },
];

export const serviceCardImages: Readonly<Record<ServiceCardSlug, ResponsiveImage>> = {
  'web-development': {
    id: 'cards-services-web-development',
    width: 800,
    height: 600,
    alt: 'Illustration of a responsive website in a browser window, with a code badge',
    decorative: false,
    background: '#dbeafe',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/services/web-development-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/web-development-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/services/web-development-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/web-development-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/services/web-development-800.webp',
  },
  'mobile-app': {
    id: 'cards-services-mobile-app',
    width: 800,
    height: 600,
    alt: 'Illustration of a mobile app on a phone beside a tablet showing a chart',
    decorative: false,
    background: '#ccfbf1',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/services/mobile-app-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/mobile-app-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/services/mobile-app-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/mobile-app-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/services/mobile-app-800.webp',
  },
  'custom-software': {
    id: 'cards-services-custom-software',
    width: 800,
    height: 600,
    alt: 'Illustration of four software modules connected to a central engine',
    decorative: false,
    background: '#e0e7ff',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/services/custom-software-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/custom-software-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/services/custom-software-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/custom-software-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/services/custom-software-800.webp',
  },
  'it-talent': {
    id: 'cards-services-it-talent',
    width: 800,
    height: 600,
    alt: 'Illustration of three developer profile cards, the best match marked with a check',
    decorative: false,
    background: '#dcfce7',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/services/it-talent-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/it-talent-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/services/it-talent-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/it-talent-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/services/it-talent-800.webp',
  },
  'tech-consulting': {
    id: 'cards-services-tech-consulting',
    width: 800,
    height: 600,
    alt: 'Illustration of a growth chart on a board beside a light bulb and a compass',
    decorative: false,
    background: '#fef3c7',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/services/tech-consulting-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/tech-consulting-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/services/tech-consulting-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/services/tech-consulting-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/services/tech-consulting-800.webp',
  },
};

export const courseCardImages: Readonly<Record<CourseCardSlug, ResponsiveImage>> = {
  'web-development': {
    id: 'cards-courses-web-development',
    width: 800,
    height: 600,
    alt: 'Illustration of a code editor beside the web page it builds',
    decorative: false,
    background: '#0b1f3a',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/courses/web-development-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/web-development-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/courses/web-development-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/web-development-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/courses/web-development-800.webp',
  },
  'mobile-app': {
    id: 'cards-courses-mobile-app',
    width: 800,
    height: 600,
    alt: 'Illustration of a phone wireframe with interface components being placed on it',
    decorative: false,
    background: '#0b1f3a',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/courses/mobile-app-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/mobile-app-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/courses/mobile-app-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/mobile-app-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/courses/mobile-app-800.webp',
  },
  'data-analysis': {
    id: 'cards-courses-data-analysis',
    width: 800,
    height: 600,
    alt: 'Illustration of a data dashboard with a bar chart, a trend line, a donut chart and a table',
    decorative: false,
    background: '#0b1f3a',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/courses/data-analysis-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/data-analysis-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/courses/data-analysis-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/data-analysis-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/courses/data-analysis-800.webp',
  },
  'cyber-security': {
    id: 'cards-courses-cyber-security',
    width: 800,
    height: 600,
    alt: 'Illustration of a shield with a padlock over a honeycomb network pattern',
    decorative: false,
    background: '#0b1f3a',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/courses/cyber-security-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/cyber-security-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/courses/cyber-security-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/cyber-security-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/courses/cyber-security-800.webp',
  },
  'ui-ux': {
    id: 'cards-courses-ui-ux',
    width: 800,
    height: 600,
    alt: 'Illustration of a design tool: a wireframe artboard, a pen-tool curve, colour swatches and a cursor',
    decorative: false,
    background: '#0b1f3a',
    sizes: '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw',
    sources: {
      avif: [
        {
          src: '/media/cards/courses/ui-ux-400.avif',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/ui-ux-800.avif',
          width: 800,
          height: 600,
        },
      ],
      webp: [
        {
          src: '/media/cards/courses/ui-ux-400.webp',
          width: 400,
          height: 300,
        },
        {
          src: '/media/cards/courses/ui-ux-800.webp',
          width: 800,
          height: 600,
        },
      ],
    },
    fallback: '/media/cards/courses/ui-ux-800.webp',
  },
};

/** Technology marks for the logo strip (the project's own drawings, not the real trademarks). */
export const techLogos: readonly TechLogo[] = [
  {
    slug: 'angular',
    name: 'Angular',
    src: '/media/tech/angular.svg',
    width: 183,
    height: 64,
    alt: 'Angular',
  },
  {
    slug: 'react',
    name: 'React',
    src: '/media/tech/react.svg',
    width: 158,
    height: 64,
    alt: 'React',
  },
  {
    slug: 'vue',
    name: 'Vue',
    src: '/media/tech/vue.svg',
    width: 132,
    height: 64,
    alt: 'Vue',
  },
  {
    slug: 'nodejs',
    name: 'Node.js',
    src: '/media/tech/nodejs.svg',
    width: 175,
    height: 64,
    alt: 'Node.js',
  },
  {
    slug: 'python',
    name: 'Python',
    src: '/media/tech/python.svg',
    width: 175,
    height: 64,
    alt: 'Python',
  },
  {
    slug: 'laravel',
    name: 'Laravel',
    src: '/media/tech/laravel.svg',
    width: 179,
    height: 64,
    alt: 'Laravel',
  },
  {
    slug: 'php',
    name: 'PHP',
    src: '/media/tech/php.svg',
    width: 127,
    height: 64,
    alt: 'PHP',
  },
  {
    slug: 'typescript',
    name: 'TypeScript',
    src: '/media/tech/typescript.svg',
    width: 226,
    height: 64,
    alt: 'TypeScript',
  },
  {
    slug: 'flutter',
    name: 'Flutter',
    src: '/media/tech/flutter.svg',
    width: 170,
    height: 64,
    alt: 'Flutter',
  },
  {
    slug: 'kotlin',
    name: 'Kotlin',
    src: '/media/tech/kotlin.svg',
    width: 151,
    height: 64,
    alt: 'Kotlin',
  },
  {
    slug: 'swift',
    name: 'Swift',
    src: '/media/tech/swift.svg',
    width: 147,
    height: 64,
    alt: 'Swift',
  },
  {
    slug: 'aws',
    name: 'AWS',
    src: '/media/tech/aws.svg',
    width: 138,
    height: 64,
    alt: 'AWS',
  },
  {
    slug: 'docker',
    name: 'Docker',
    src: '/media/tech/docker.svg',
    width: 176,
    height: 64,
    alt: 'Docker',
  },
  {
    slug: 'postgresql',
    name: 'PostgreSQL',
    src: '/media/tech/postgresql.svg',
    width: 238,
    height: 64,
    alt: 'PostgreSQL',
  },
  {
    slug: 'mongodb',
    name: 'MongoDB',
    src: '/media/tech/mongodb.svg',
    width: 203,
    height: 64,
    alt: 'MongoDB',
  },
  {
    slug: 'figma',
    name: 'Figma',
    src: '/media/tech/figma.svg',
    width: 157,
    height: 64,
    alt: 'Figma',
  },
];

export const brand: Brand = {
  logo: {
    src: '/media/brand/logo.svg',
    width: 379,
    height: 64,
    alt: company.name,
  },
  logoOnDark: {
    src: '/media/brand/logo-on-dark.svg',
    width: 379,
    height: 64,
    alt: company.name,
  },
  mark: {
    src: '/media/brand/mark.svg',
    width: 64,
    height: 64,
    alt: company.name,
  },
  favicon: {
    svg: '/favicon.svg',
    png32: '/favicon-32x32.png',
    ico: '/favicon.ico',
    appleTouchIcon: '/apple-touch-icon.png',
  },
  ogImage: {
    src: '/media/brand/og-image.jpg',
    width: 1200,
    height: 630,
    type: 'image/jpeg',
    alt: `${company.name}: ${company.tagline}`,
  },
};

/** The looping hero background clip. Use `preload="none"` and the poster. */
export const heroVideo: HeroVideo = {
  webm: '/media/video/hero-loop.webm',
  mp4: '/media/video/hero-loop.mp4',
  width: 1280,
  height: 720,
  durationSeconds: 10,
  poster: {
    avif: '/media/video/hero-poster.avif',
    webp: '/media/video/hero-poster.webp',
    jpeg: '/media/video/hero-poster.jpg',
    width: 1280,
    height: 720,
  },
  posterImage: {
    id: 'video-hero-poster',
    width: 1280,
    height: 720,
    alt: '',
    decorative: true,
    background: '#0b1f3a',
    sizes: '100vw',
    sources: {
      avif: [
        {
          src: '/media/video/hero-poster.avif',
          width: 1280,
          height: 720,
        },
      ],
      webp: [
        {
          src: '/media/video/hero-poster.webp',
          width: 1280,
          height: 720,
        },
      ],
    },
    fallback: '/media/video/hero-poster.jpg',
  },
  label: 'Slowly flowing network lines in navy, blue and teal',
};
