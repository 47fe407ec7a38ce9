/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { HeroVideo } from '../../lib/media';

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
