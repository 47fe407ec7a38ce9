/** The site's palette (src/app/styles/tokens.css) plus a few tints derived from it for artwork. */
export const palette = {
  navy: '#0b1f3a',
  navyDeep: '#071428',
  navySoft: '#12305a',
  navyLine: '#1e3a66',
  blue: '#1d4ed8',
  blueBright: '#3b82f6',
  blueSoft: '#93c5fd',
  teal: '#0f766e',
  tealBright: '#14b8a6',
  tealSoft: '#99f6e4',
  green: '#15803d',
  greenBright: '#22c55e',
  amber: '#f59e0b',
  amberSoft: '#fcd34d',
  orange: '#f97316',
  light: '#f8fafc',
  slate: '#cbd5e1',
  slateMid: '#64748b',
  /** Skin tones for the abstract people in the illustrations. */
  skin: ['#8d5524', '#6b3e1f', '#a86b3c', '#5a3418'],
  hair: '#0a0f1a',
} as const;

export type Colour = string;
