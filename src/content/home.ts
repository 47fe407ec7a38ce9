/**
 * Copy and settings of the top of the home page (`/` and `/home`): the hero and the description.
 * The sections below them are in homeSections.ts, a separate module so that their copy loads
 * with their code, after the first paint (see src/pages/HomePage.tsx).
 */
import { paths } from '../config/paths';
import { heroImages, heroVideo } from './media';

export interface HomeLink {
  label: string;
  to: string;
  /** Read after the label by screen readers only, so "Learn More" links are told apart. */
  context?: string;
}

// ---------------------------------------------------------------- hero

export interface HeroGreeting {
  audience: string;
  line: string;
}

export const homeHero = {
  hello: 'Hello,',
  /** Shown under the rotating greeting; stays the same while the greetings change. */
  title: 'We build software and train tech talent in Lagos',
  greetings: [
    {
      audience: 'Innovators',
      line: 'Turn your next idea into working software: our Lagos engineers design, build and launch web and mobile products with you.',
    },
    {
      audience: 'Visionaries',
      line: 'Plan the technology behind your growth with consultants who know cloud, security and data, and know how business works in Nigeria.',
    },
    {
      audience: 'Creators',
      line: 'Learn to build websites and mobile apps in hands-on classes, taught by developers who ship them every week.',
    },
    {
      audience: 'Dreamers',
      line: 'Start a career in tech: from your first line of code to your first job offer, we train you and introduce you to employers.',
    },
  ] satisfies HeroGreeting[],
  /** Milliseconds between greetings and between banner images. */
  rotationMs: 8000,
  /** Seconds of one zoom in-and-out of a banner image (a CSS animation). */
  zoomSeconds: 9,
  images: heroImages,
  video: heroVideo,
  actions: [
    { label: 'Get started', to: paths.contact },
    { label: 'Explore All Our Services', to: paths.services },
  ] satisfies HomeLink[],
  /** Each button says what it does to what, on screen and to screen readers alike. */
  controls: {
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    pauseVideo: 'Pause background video',
    playVideo: 'Play background video',
  },
} as const;

// ---------------------------------------------------------------- description

export const homeIntro = {
  id: 'who-we-are',
  title: 'Who we are',
  /** Revealed one word at a time on screen; read whole by screen readers. */
  text: 'We are a Lagos technology company that builds web, mobile and custom software for businesses across Nigeria and Africa, places vetted developers in growing teams, and trains the next generation of engineers in classrooms in Lekki and online. Every project and every class is run by people who write production code for a living.',
  wordIntervalMs: 330,
  link: { label: 'Learn More', to: paths.about, context: 'about our company' } satisfies HomeLink,
} as const;
