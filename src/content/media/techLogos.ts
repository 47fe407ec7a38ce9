/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

import type { TechLogo } from '../../lib/media';

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
