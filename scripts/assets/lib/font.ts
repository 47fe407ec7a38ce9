/**
 * A small monoline geometric "stroke font" drawn for this project, so that text in the artwork
 * (wordmark, tagline, technology names) is plain path data: it renders the same in every browser and
 * in sharp, with no font files and no dependence on the fonts installed on the machine.
 *
 * Glyph units: cap height 10 (y 0 = cap line, y 10 = baseline), x-height from y 3, descenders to ~13.5.
 * Angles are in degrees in screen space (0 = right, 90 = down); arcs run clockwise from a0 to a1.
 */
import { n } from './svg.ts';

type Prim =
  | { k: 'poly'; p: readonly number[] }
  | { k: 'arc'; cx: number; cy: number; rx: number; ry: number; a0: number; a1: number }
  | { k: 'ell'; cx: number; cy: number; rx: number; ry: number }
  | { k: 'dot'; x: number; y: number };

interface Glyph {
  w: number;
  prims: readonly Prim[];
}

const P = (...p: number[]): Prim => ({ k: 'poly', p });
const A = (cx: number, cy: number, r: number, a0: number, a1: number, ry = r): Prim => ({
  k: 'arc',
  cx,
  cy,
  rx: r,
  ry,
  a0,
  a1,
});
const O = (cx: number, cy: number, rx: number, ry = rx): Prim => ({ k: 'ell', cx, cy, rx, ry });
const D = (x: number, y: number): Prim => ({ k: 'dot', x, y });
const G = (w: number, ...prims: Prim[]): Glyph => ({ w, prims });

const glyphs: Record<string, Glyph> = {
  ' ': G(3.6),
  '.': G(0, D(0, 10)),
  ',': G(0, P(0.4, 9.6, -0.6, 12)),
  '-': G(4, P(0, 6.5, 4, 6.5)),
  "'": G(0, P(0, 0, 0, 2.6)),
  // Uppercase
  A: G(8, P(0, 10, 4, 0, 8, 10), P(1.3, 6.8, 6.7, 6.8)),
  B: G(
    6.6,
    P(3.6, 5, 0, 5),
    P(3.6, 0, 0, 0, 0, 10, 4.1, 10),
    A(3.6, 2.5, 2.5, 270, 450),
    A(4.1, 7.5, 2.5, 270, 450),
  ),
  C: G(8.6, A(5, 5, 5, 45, 315)),
  D: G(8, P(3, 0, 0, 0, 0, 10, 3, 10), A(3, 5, 5, 270, 450)),
  E: G(6, P(6, 0, 0, 0, 0, 10, 6, 10), P(0, 5, 5, 5)),
  F: G(6, P(6, 0, 0, 0, 0, 10), P(0, 5, 5, 5)),
  G: G(10, A(5, 5, 5, 0, 315), P(5.4, 5, 10, 5)),
  H: G(7, P(0, 0, 0, 10), P(7, 0, 7, 10), P(0, 5, 7, 5)),
  I: G(0, P(0, 0, 0, 10)),
  J: G(5, P(5, 0, 5, 7.5), A(2.5, 7.5, 2.5, 0, 180)),
  K: G(7, P(0, 0, 0, 10), P(6.5, 0, 0, 6.5), P(2.4, 4.1, 7, 10)),
  L: G(5.6, P(0, 0, 0, 10, 5.6, 10)),
  M: G(9, P(0, 10, 0, 0, 4.5, 8, 9, 0, 9, 10)),
  N: G(7.5, P(0, 10, 0, 0, 7.5, 10, 7.5, 0)),
  O: G(10, O(5, 5, 5)),
  P: G(6.3, P(3.5, 5.5, 0, 5.5), P(0, 10, 0, 0, 3.5, 0), A(3.5, 2.75, 2.75, 270, 450)),
  Q: G(10, O(5, 5, 5), P(6.6, 6.6, 10, 10)),
  R: G(
    6.6,
    P(3.5, 5.5, 0, 5.5),
    P(0, 10, 0, 0, 3.5, 0),
    A(3.5, 2.75, 2.75, 270, 450),
    P(3.5, 5.5, 6.6, 10),
  ),
  S: G(6.4, A(3.2, 2.5, 3.1, 90, 325, 2.5), A(3.2, 7.5, 3.2, 270, 505, 2.5)),
  T: G(7, P(0, 0, 7, 0), P(3.5, 0, 3.5, 10)),
  U: G(7, P(0, 0, 0, 6.5), A(3.5, 6.5, 3.5, 0, 180), P(7, 6.5, 7, 0)),
  V: G(8, P(0, 0, 4, 10, 8, 0)),
  W: G(11, P(0, 0, 2.75, 10, 5.5, 0, 8.25, 10, 11, 0)),
  X: G(7, P(0, 0, 7, 10), P(7, 0, 0, 10)),
  Y: G(7, P(0, 0, 3.5, 5, 7, 0), P(3.5, 5, 3.5, 10)),
  Z: G(7, P(0, 0, 7, 0, 0, 10, 7, 10)),
  // Lowercase
  a: G(7, O(3.5, 6.5, 3.5), P(7, 3, 7, 10)),
  b: G(7, P(0, 0, 0, 10), O(3.5, 6.5, 3.5)),
  c: G(6.5, A(3.5, 6.5, 3.5, 45, 315)),
  d: G(7, O(3.5, 6.5, 3.5), P(7, 0, 7, 10)),
  e: G(7, P(0, 6.5, 7, 6.5), A(3.5, 6.5, 3.5, 45, 360)),
  f: G(4.5, P(1.6, 10, 1.6, 2), A(3.6, 2, 2, 180, 300), P(0, 3.6, 4.2, 3.6)),
  g: G(7, O(3.5, 6.5, 3.5), P(7, 3, 7, 10.2), A(3.5, 10.2, 3.5, 0, 150, 3.3)),
  h: G(7, P(0, 0, 0, 10), A(3.5, 6.5, 3.5, 180, 360), P(7, 6.5, 7, 10)),
  i: G(0, P(0, 3.6, 0, 10), D(0, 1)),
  j: G(2, P(2, 3.6, 2, 11), A(0, 11, 2, 0, 120), D(2, 1)),
  k: G(6, P(0, 0, 0, 10), P(5.6, 3.4, 0, 7.4), P(2.3, 5.8, 6, 10)),
  l: G(0, P(0, 0, 0, 10)),
  m: G(
    11,
    P(0, 3, 0, 10),
    A(2.75, 5.75, 2.75, 180, 360),
    P(5.5, 5.75, 5.5, 10),
    A(8.25, 5.75, 2.75, 180, 360),
    P(11, 5.75, 11, 10),
  ),
  n: G(7, P(0, 3, 0, 10), A(3.5, 6.5, 3.5, 180, 360), P(7, 6.5, 7, 10)),
  o: G(7, O(3.5, 6.5, 3.5)),
  p: G(7, P(0, 3, 0, 13.5), O(3.5, 6.5, 3.5)),
  q: G(7, O(3.5, 6.5, 3.5), P(7, 3, 7, 13.5)),
  r: G(4.4, P(0, 3, 0, 10), A(3.5, 6.5, 3.5, 180, 290)),
  s: G(5.4, A(2.7, 4.75, 2.6, 90, 330, 1.75), A(2.7, 8.25, 2.7, 270, 505, 1.75)),
  t: G(4.4, P(1.6, 0.6, 1.6, 8.2), A(3.6, 8.2, 1.8, 90, 180), P(0, 3.6, 4.2, 3.6)),
  u: G(7, P(0, 3, 0, 6.5), A(3.5, 6.5, 3.5, 0, 180), P(7, 3, 7, 10)),
  v: G(7, P(0, 3, 3.5, 10, 7, 3)),
  w: G(10, P(0, 3, 2.5, 10, 5, 3.6, 7.5, 10, 10, 3)),
  x: G(6, P(0, 3, 6, 10), P(6, 3, 0, 10)),
  y: G(7, P(0, 3, 3.5, 10), P(7, 3, 2, 13.5)),
  z: G(6, P(0, 3, 6, 3, 0, 10, 6, 10)),
  // Digits
  '0': G(6.4, O(3.2, 5, 3.2, 5)),
  '1': G(3, P(0, 2, 3, 0, 3, 10)),
  '2': G(6.4, A(3.2, 3.2, 3.2, 180, 390), P(5.97, 4.8, 0, 10, 6.4, 10)),
  '3': G(6.2, A(3, 2.6, 2.6, 200, 450), A(3.1, 7.4, 2.6 + 0.3, 270, 520)),
  '4': G(6.6, P(5, 10, 5, 0, 0, 7, 6.6, 7)),
  '5': G(6.4, P(5.8, 0, 0.8, 0, 0.4, 4.4), A(3.2, 6.8, 3.2, 228, 500)),
  '6': G(6.4, O(3.2, 6.8, 3.2), P(0.4, 5.2, 4, 0)),
  '7': G(6.4, P(0, 0, 6.4, 0, 2, 10)),
  '8': G(6.4, O(3.2, 2.5, 2.5), O(3.2, 7.3, 3.1, 2.7)),
  '9': G(6.4, O(3.2, 3.2, 3.2), P(6, 4.8, 2.4, 10)),
};

/** Extra space between glyphs, in glyph units (on top of the stroke width). */
const TRACKING = 2.2;

export interface TextOptions {
  /** Left x and baseline y of the text in output coordinates. */
  x: number;
  y: number;
  /** Cap height in output units. */
  size: number;
  /** Stroke weight relative to cap height (0.14 = regular, 0.18 = bold). */
  weight?: number;
  /** Extra letter spacing in glyph units. */
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
}

function glyphFor(ch: string): Glyph {
  const glyph = glyphs[ch];
  if (!glyph) throw new Error(`stroke font has no glyph for ${JSON.stringify(ch)}`);
  return glyph;
}

/** Width of a text run in output units (from the first stroke's centre line to the last's). */
export function measure(text: string, size: number, tracking = 0): number {
  const s = size / 10;
  let w = 0;
  [...text].forEach((ch, i) => {
    w += glyphFor(ch).w;
    if (i < text.length - 1) w += TRACKING + tracking + (ch === ' ' ? 0 : 0);
  });
  return w * s;
}

/** Path data for a text run. Stroke it with `strokeWidth(opts)`, round caps and joins, no fill. */
export function textPath(text: string, opts: TextOptions): string {
  const s = opts.size / 10;
  const tracking = opts.tracking ?? 0;
  const total = measure(text, opts.size, tracking);
  let x0 = opts.x - (opts.anchor === 'middle' ? total / 2 : opts.anchor === 'end' ? total : 0);
  const top = opts.y - opts.size;
  const X = (gx: number): string => n(x0 + gx * s);
  const Y = (gy: number): string => n(top + gy * s);
  let d = '';
  for (const ch of text) {
    const glyph = glyphFor(ch);
    for (const prim of glyph.prims) {
      switch (prim.k) {
        case 'poly': {
          for (let i = 0; i < prim.p.length; i += 2) {
            d += `${i === 0 ? 'M' : 'L'}${X(prim.p[i] ?? 0)} ${Y(prim.p[i + 1] ?? 0)}`;
          }
          break;
        }
        case 'arc': {
          const rad = (deg: number): number => (deg * Math.PI) / 180;
          const sx = prim.cx + prim.rx * Math.cos(rad(prim.a0));
          const sy = prim.cy + prim.ry * Math.sin(rad(prim.a0));
          const ex = prim.cx + prim.rx * Math.cos(rad(prim.a1));
          const ey = prim.cy + prim.ry * Math.sin(rad(prim.a1));
          const large = prim.a1 - prim.a0 > 180 ? 1 : 0;
          d += `M${X(sx)} ${Y(sy)}A${n(prim.rx * s)} ${n(prim.ry * s)} 0 ${large} 1 ${X(ex)} ${Y(ey)}`;
          break;
        }
        case 'ell': {
          const rx = n(prim.rx * s);
          const ry = n(prim.ry * s);
          d += `M${X(prim.cx - prim.rx)} ${Y(prim.cy)}A${rx} ${ry} 0 1 1 ${X(prim.cx + prim.rx)} ${Y(prim.cy)}A${rx} ${ry} 0 1 1 ${X(prim.cx - prim.rx)} ${Y(prim.cy)}Z`;
          break;
        }
        case 'dot':
          d += `M${X(prim.x)} ${Y(prim.y)}h0.01`;
          break;
      }
    }
    x0 += (glyph.w + TRACKING + tracking) * s;
  }
  return d;
}

export function strokeWidth(opts: Pick<TextOptions, 'size' | 'weight'>): number {
  return opts.size * (opts.weight ?? 0.14);
}

/** A ready-to-use `<path>` element for a text run. */
export function textEl(
  text: string,
  opts: TextOptions & { color: string; opacity?: number },
): string {
  const sw = strokeWidth(opts);
  const op = opts.opacity === undefined ? '' : ` stroke-opacity="${n(opts.opacity)}"`;
  return `<path d="${textPath(text, opts)}" fill="none" stroke="${opts.color}" stroke-width="${n(sw)}" stroke-linecap="round" stroke-linejoin="round"${op}/>`;
}
