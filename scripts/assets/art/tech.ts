/**
 * Technology logos for the logo strip: the project's own simple geometric marks (not the real
 * trademarks) on palette-coloured tiles, followed by the technology's name in the stroke font.
 */
import { measure, textEl } from '../lib/font.ts';
import { palette as c } from '../lib/palette.ts';
import { circle, ellipse, g, line, n, path, rect, roundRectPath, type SvgDoc } from '../lib/svg.ts';

export interface TechLogo {
  slug: string;
  name: string;
  tile: string;
  /** White symbol drawn in a 48x48 box at the origin. */
  symbol: string;
}

const ink = '#ffffff';
const st = (w = 3.5): Record<string, string | number> => ({
  fill: 'none',
  stroke: ink,
  'stroke-width': w,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
});

function hexagon(cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 3;
    p.push(`${k === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
  }
  return p.join('') + 'Z';
}

export const techLogos: readonly TechLogo[] = [
  {
    slug: 'angular',
    name: 'Angular',
    tile: '#b4233c',
    symbol: g({}, [path('M24 11L37 36H11Z', st()), line(17, 28, 31, 28, st(3))]),
  },
  {
    slug: 'react',
    name: 'React',
    tile: c.navy,
    symbol: g({}, [
      circle(24, 24, 12, st(3)),
      circle(24, 24, 3.5, { fill: c.tealSoft }),
      circle(24, 12, 3, { fill: ink }),
      circle(13.6, 30, 3, { fill: ink }),
      circle(34.4, 30, 3, { fill: ink }),
    ]),
  },
  {
    slug: 'vue',
    name: 'Vue',
    tile: c.green,
    symbol: g({}, [path('M11 13L24 36L37 13', st()), path('M18 13L24 24L30 13', st(3))]),
  },
  {
    slug: 'nodejs',
    name: 'Node.js',
    tile: '#3f7d3a',
    symbol: g({}, [path(hexagon(24, 24, 13), st()), circle(24, 24, 3.5, { fill: ink })]),
  },
  {
    slug: 'python',
    name: 'Python',
    tile: c.blue,
    symbol: g({}, [
      path(roundRectPath(11, 11, 17, 17, 5), { fill: ink }),
      path(roundRectPath(20, 20, 17, 17, 5), { fill: c.amber }),
      circle(16, 16, 2, { fill: c.blue }),
      circle(32, 32, 2, { fill: c.navy }),
    ]),
  },
  {
    slug: 'laravel',
    name: 'Laravel',
    tile: '#c2412d',
    symbol: g({}, [
      path('M24 10L36 17V31L24 38L12 31V17Z', st(3)),
      path('M12 17L24 24L36 17M24 24V38', st(3)),
    ]),
  },
  {
    slug: 'php',
    name: 'PHP',
    tile: '#4c5a9c',
    symbol: g({}, [
      ellipse(24, 24, 15, 9.5, st(3)),
      circle(17, 24, 2.4, { fill: ink }),
      circle(24, 24, 2.4, { fill: ink }),
      circle(31, 24, 2.4, { fill: ink }),
    ]),
  },
  {
    slug: 'typescript',
    name: 'TypeScript',
    tile: c.blue,
    symbol: textEl('TS', { x: 24, y: 31, size: 14, weight: 0.2, color: ink, anchor: 'middle' }),
  },
  {
    slug: 'flutter',
    name: 'Flutter',
    tile: '#0e7490',
    symbol: g({}, [path('M30 10L14 26', st(5)), path('M30 24L22 32L30 40', st(5))]),
  },
  {
    slug: 'kotlin',
    name: 'Kotlin',
    tile: '#6d28d9',
    symbol: g({}, [
      path('M12 12H36L24 24L36 36H12Z', { fill: ink }),
      path('M12 12L24 24L12 36Z', { fill: c.amber }),
    ]),
  },
  {
    slug: 'swift',
    name: 'Swift',
    tile: c.orange,
    symbol: g({}, [
      path('M12 30C20 36 30 36 36 30', st()),
      path('M14 14C20 22 28 26 36 30', st(3)),
      circle(36, 16, 3, { fill: ink }),
    ]),
  },
  {
    slug: 'aws',
    name: 'AWS',
    tile: '#232f3e',
    symbol: g({}, [
      path('M11 32C18 38 30 38 37 32', { ...st(3.5), stroke: c.amber }),
      path('M32 31L37 32L36 37', { ...st(3), stroke: c.amber }),
      path('M16 25a5.5 5.5 0 0 1 1.5-10.5a7.5 7.5 0 0 1 14 1a5 5 0 0 1 0.5 9.5Z', st(3)),
    ]),
  },
  {
    slug: 'docker',
    name: 'Docker',
    tile: '#1d63c7',
    symbol: g({}, [
      ...[
        [12, 22],
        [20, 22],
        [28, 22],
        [20, 14],
      ].map(([x, y]) => rect(x!, y!, 7, 7, { rx: 1.5, fill: ink })),
      path('M8 32H40C38 37 33 39 24 39C15 39 10 37 8 32Z', { fill: ink }),
    ]),
  },
  {
    slug: 'postgresql',
    name: 'PostgreSQL',
    tile: '#28527a',
    symbol: g({}, [
      ellipse(24, 14, 11, 4.5, st(3)),
      path('M13 14V34C13 37 18 39 24 39S35 37 35 34V14', st(3)),
      path('M13 24C13 27 18 29 24 29S35 27 35 24', st(3)),
    ]),
  },
  {
    slug: 'mongodb',
    name: 'MongoDB',
    tile: c.green,
    symbol: g({}, [
      path('M24 8C32 18 32 30 24 40C16 30 16 18 24 8Z', { fill: ink }),
      line(24, 16, 24, 40, { stroke: c.green, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    ]),
  },
  {
    slug: 'figma',
    name: 'Figma',
    tile: '#1e1e2e',
    symbol: g({}, [
      path('M24 10L34 22L28 36H20L14 22Z', { fill: ink }),
      circle(24, 24, 3, { fill: '#1e1e2e' }),
      line(24, 10, 24, 21, { stroke: '#1e1e2e', 'stroke-width': 2 }),
      rect(19, 37, 10, 4, { rx: 1, fill: c.amber }),
    ]),
  },
];

const HEIGHT = 64;
const TEXT_SIZE = 18;

export function techLogoSvg(t: TechLogo): SvgDoc {
  const textW = measure(t.name, TEXT_SIZE, 0.3);
  const width = Math.ceil(70 + textW + TEXT_SIZE * 0.15 + 10);
  return {
    viewW: width,
    viewH: HEIGHT,
    label: t.name,
    body: [
      path(roundRectPath(8, 8, 48, 48, 12), { fill: t.tile }),
      g({ transform: 'translate(8 8)' }, [t.symbol]),
      textEl(t.name, {
        x: 70,
        y: 32 + TEXT_SIZE / 2,
        size: TEXT_SIZE,
        weight: 0.15,
        tracking: 0.3,
        color: c.navy,
      }),
    ].join(''),
  };
}
