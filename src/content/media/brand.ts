/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { Brand } from '../../lib/media';
import { company } from '../company';

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
