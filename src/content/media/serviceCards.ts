/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { ResponsiveImage } from '../../lib/media';

export type ServiceCardSlug =
  'web-development' | 'mobile-app' | 'custom-software' | 'it-talent' | 'tech-consulting';

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
