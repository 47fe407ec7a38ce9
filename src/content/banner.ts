/**
 * Taglines of the top banner, in the order they rotate. There are seven and the last two are
 * identical, as on the company's first site; keep all seven (a test holds them).
 */
export const bannerTaglines = [
  'Custom software, web and mobile apps built in Lagos for businesses across Africa',
  'Hire vetted Angular, React, Python, Node.js and Laravel developers in days, not months',
  'Hands-on training in web development, data analysis, cyber security and UI/UX',
  'IT staffing and talent acquisition for finance, healthcare, e-commerce and more',
  'Tech consulting: cloud migration, cybersecurity and digital transformation',
  'Book a free session with our team and plan your next project',
  'Book a free session with our team and plan your next project',
] as const;

/** Milliseconds between taglines: 10 s by default, 7 s up to 768 px wide, 6 s up to 480 px. */
export const bannerIntervals = [
  { maxWidth: 480, ms: 6000 },
  { maxWidth: 768, ms: 7000 },
] as const;
export const bannerDefaultInterval = 10000;

export const bannerIntervalFor = (viewportWidth: number): number =>
  bannerIntervals.find((step) => viewportWidth <= step.maxWidth)?.ms ?? bannerDefaultInterval;

/** The name of the switch that holds the taglines (WCAG 2.2.2). */
export const bannerPauseLabel = 'Pause taglines';
