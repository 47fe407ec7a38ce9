/**
 * The company's mark, logo, favicon and Open Graph image. The mark is a rounded navy tile with an
 * "E" built from three bars (the middle one amber, like a cursor line of code) and a teal spark.
 */
import { palette as c } from '../lib/palette.ts';
import { measure, textEl } from '../lib/font.ts';
import {
  circle,
  ellipse,
  g,
  glowDef,
  linear,
  n,
  path,
  rect,
  roundRectPath,
  type SvgDoc,
} from '../lib/svg.ts';

export const COMPANY = 'Example Tech Ltd';
export const TAGLINE = 'IT services and training in Lagos';

/** The mark drawn in a box at (x, y) of size s. `tile: false` leaves out the navy tile (for dark grounds). */
export function mark(
  x: number,
  y: number,
  s: number,
  o: { tile?: boolean; radius?: number } = {},
): string {
  const u = s / 64;
  const X = (v: number): number => x + v * u;
  const Y = (v: number): number => y + v * u;
  const bar = (bx: number, by: number, bw: number, colour: string): string =>
    rect(X(bx), Y(by), bw * u, 9 * u, { rx: 4.5 * u, fill: colour });
  return g({}, [
    o.tile === false ? '' : path(roundRectPath(x, y, s, s, (o.radius ?? 14) * u), { fill: c.navy }),
    rect(X(13), Y(14), 9 * u, 36 * u, { rx: 4.5 * u, fill: c.light }),
    bar(13, 14, 32, c.light),
    bar(26.5, 27.5, 14, c.amber),
    bar(13, 41, 32, c.light),
    circle(X(47.5), Y(32), 4.5 * u, { fill: c.tealBright }),
  ]);
}

export function markSvg(): SvgDoc {
  return { viewW: 64, viewH: 64, body: mark(0, 0, 64), label: COMPANY };
}

/** Horizontal logo: mark + wordmark. `onDark` switches the wordmark to light text. */
export function logoSvg(onDark = false): SvgDoc {
  const size = 22;
  const name = 'Example Tech';
  const nameW = measure(name, size, 0.4);
  const sw = size * 0.17;
  const ltdX = 64 + 16 + nameW + size * 0.62;
  const ltdW = measure('Ltd', size, 0.4);
  const width = Math.ceil(ltdX + ltdW + sw + 4);
  return {
    viewW: width,
    viewH: 64,
    label: COMPANY,
    body: [
      mark(0, 0, 64),
      textEl(name, {
        x: 80,
        y: 43,
        size,
        weight: 0.17,
        tracking: 0.4,
        color: onDark ? c.light : c.navy,
      }),
      textEl('Ltd', {
        x: ltdX,
        y: 43,
        size,
        weight: 0.13,
        tracking: 0.4,
        color: onDark ? c.blueSoft : c.teal,
      }),
    ].join(''),
  };
}

/** Favicon at any size; `fullBleed` fills the square (apple-touch-icon: iOS adds its own corners). */
export function faviconSvg(fullBleed = false): SvgDoc {
  if (fullBleed) {
    return {
      viewW: 180,
      viewH: 180,
      body: rect(0, 0, 180, 180, { fill: c.navy }) + mark(26, 26, 128, { tile: false }),
      label: COMPANY,
    };
  }
  return { viewW: 64, viewH: 64, body: mark(0, 0, 64, { radius: 16 }), label: COMPANY };
}

/** The 1200x630 Open Graph card: mark, company name, tagline, and a quiet network on the right. */
export function ogImageSvg(): SvgDoc {
  const W = 1200;
  const H = 630;
  const nodes: [number, number][] = [
    [930, 110],
    [1030, 70],
    [1120, 150],
    [1170, 60],
    [960, 240],
    [1060, 300],
    [1150, 250],
    [1170, 400],
    [970, 420],
    [1080, 480],
    [940, 560],
    [1160, 560],
    [1000, 170],
  ];
  const edges: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [0, 12],
    [1, 12],
    [12, 4],
    [12, 2],
    [4, 5],
    [2, 6],
    [5, 6],
    [6, 7],
    [5, 8],
    [8, 9],
    [9, 7],
    [8, 10],
    [9, 11],
    [7, 11],
    [10, 9],
  ];
  const edgePath = edges
    .map(([a, b]) => {
      const p = nodes[a] ?? [0, 0];
      const q = nodes[b] ?? [0, 0];
      return `M${p[0]} ${p[1]}L${q[0]} ${q[1]}`;
    })
    .join('');
  return {
    viewW: W,
    viewH: H,
    defs:
      linear(
        'og',
        [
          [0, c.navyDeep],
          [0.6, c.navy],
          [1, '#12386e'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ) +
      glowDef('ogA', c.blue, 0.6) +
      glowDef('ogB', c.tealBright, 0.3),
    body: [
      rect(0, 0, W, H, { fill: 'url(#og)' }),
      ellipse(1040, 300, 420, 380, { fill: 'url(#ogA)' }),
      ellipse(200, 640, 420, 200, { fill: 'url(#ogB)' }),
      path(edgePath, { stroke: c.blueSoft, 'stroke-opacity': 0.3, 'stroke-width': 2.5 }),
      ...nodes.map(([x, y], i) =>
        g({}, [
          circle(x, y, 16, { fill: c.blueSoft, 'fill-opacity': 0.1 }),
          circle(x, y, i % 4 === 1 ? 7 : 5.5, { fill: i % 4 === 1 ? c.amber : c.blueSoft }),
        ]),
      ),
      mark(96, 150, 112),
      textEl('Example Tech Ltd', {
        x: 100,
        y: 364,
        size: 58,
        weight: 0.16,
        tracking: 0.2,
        color: c.light,
      }),
      textEl(TAGLINE, { x: 100, y: 436, size: 30, weight: 0.13, tracking: 0.3, color: c.blueSoft }),
      rect(100, 492, 64, 8, { rx: 4, fill: c.amber }),
      rect(176, 492, 32, 8, { rx: 4, fill: c.tealBright }),
      rect(220, 492, 16, 8, { rx: 4, fill: c.greenBright }),
    ].join(''),
  };
}

export const ogImageSize = { width: 1200, height: 630 } as const;
export { n };
