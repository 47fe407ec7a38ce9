/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { ResponsiveImage } from '../../lib/media';

export type CourseCardSlug =
  'web-development' | 'mobile-app' | 'data-analysis' | 'cyber-security' | 'ui-ux';

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
