/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { ResponsiveImage } from '../../lib/media';

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
