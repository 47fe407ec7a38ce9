/** Reusable pieces of the illustrations: people seen from behind, screens, code, phones, plants. */
import { palette } from '../lib/palette.ts';
import type { Rng } from '../lib/rng.ts';
import { circle, ellipse, g, n, path, rect, roundRectPath } from '../lib/svg.ts';

export type Hair = 'short' | 'afro' | 'bun' | 'gele' | 'locs';

export interface PersonOptions {
  x: number;
  /** y of the shoulder line. */
  y: number;
  scale?: number;
  shirt: string;
  skin: string;
  hair: Hair;
  /** Colour of a head wrap or accessory. */
  accent?: string;
}

/** A person seen from behind, head and shoulders: no faces to get wrong, reads instantly as "at work". */
export function personFromBehind(o: PersonOptions): string {
  const s = o.scale ?? 1;
  const X = (dx: number): number => o.x + dx * s;
  const Y = (dy: number): number => o.y + dy * s;
  const torso = `M${n(X(-118))} ${n(Y(340))}L${n(X(-112))} ${n(Y(60))}Q${n(X(-106))} ${n(Y(0))} ${n(X(-52))} ${n(Y(-6))}L${n(X(52))} ${n(Y(-6))}Q${n(X(106))} ${n(Y(0))} ${n(X(112))} ${n(Y(60))}L${n(X(118))} ${n(Y(340))}Z`;
  const parts: string[] = [
    rect(X(-19), Y(-48), 38 * s, 52 * s, { fill: o.skin }),
    path(torso, { fill: o.shirt }),
    // collar shadow
    path(`M${n(X(-40))} ${n(Y(-6))}Q${n(X(0))} ${n(Y(22))} ${n(X(40))} ${n(Y(-6))}Z`, {
      fill: '#000',
      'fill-opacity': 0.18,
    }),
    ellipse(X(-45), Y(-80), 8 * s, 12 * s, { fill: o.skin }),
    ellipse(X(45), Y(-80), 8 * s, 12 * s, { fill: o.skin }),
    circle(X(0), Y(-84), 46 * s, { fill: o.skin }),
  ];
  switch (o.hair) {
    case 'short':
      parts.push(
        path(
          `M${n(X(-47))} ${n(Y(-78))}A${n(47 * s)} ${n(50 * s)} 0 0 1 ${n(X(47))} ${n(Y(-78))}Q${n(X(0))} ${n(Y(-58))} ${n(X(-47))} ${n(Y(-78))}Z`,
          { fill: palette.hair },
        ),
      );
      break;
    case 'afro':
      parts.push(circle(X(0), Y(-100), 64 * s, { fill: palette.hair }));
      break;
    case 'bun':
      parts.push(
        path(
          `M${n(X(-48))} ${n(Y(-74))}A${n(48 * s)} ${n(52 * s)} 0 0 1 ${n(X(48))} ${n(Y(-74))}Q${n(X(0))} ${n(Y(-50))} ${n(X(-48))} ${n(Y(-74))}Z`,
          { fill: palette.hair },
        ),
        circle(X(0), Y(-146), 26 * s, { fill: palette.hair }),
      );
      break;
    case 'locs':
      parts.push(
        path(
          `M${n(X(-50))} ${n(Y(-84))}A${n(50 * s)} ${n(52 * s)} 0 0 1 ${n(X(50))} ${n(Y(-84))}L${n(X(54))} ${n(Y(10))}Q${n(X(0))} ${n(Y(24))} ${n(X(-54))} ${n(Y(10))}Z`,
          { fill: palette.hair },
        ),
      );
      break;
    case 'gele': {
      const c = o.accent ?? palette.amber;
      parts.push(
        path(
          `M${n(X(-50))} ${n(Y(-70))}Q${n(X(-70))} ${n(Y(-150))} ${n(X(-10))} ${n(Y(-170))}Q${n(X(60))} ${n(Y(-190))} ${n(X(82))} ${n(Y(-130))}Q${n(X(64))} ${n(Y(-96))} ${n(X(50))} ${n(Y(-70))}Q${n(X(0))} ${n(Y(-52))} ${n(X(-50))} ${n(Y(-70))}Z`,
          { fill: c },
        ),
        path(`M${n(X(-40))} ${n(Y(-120))}Q${n(X(10))} ${n(Y(-150))} ${n(X(70))} ${n(Y(-128))}`, {
          fill: 'none',
          stroke: '#000',
          'stroke-opacity': 0.15,
          'stroke-width': 6 * s,
        }),
        path(`M${n(X(-46))} ${n(Y(-92))}Q${n(X(0))} ${n(Y(-112))} ${n(X(56))} ${n(Y(-96))}`, {
          fill: 'none',
          stroke: '#fff',
          'stroke-opacity': 0.2,
          'stroke-width': 5 * s,
        }),
      );
      break;
    }
  }
  return g({}, parts);
}

export const codeColours = [
  palette.blueSoft,
  palette.tealSoft,
  palette.amberSoft,
  '#86efac',
  '#c4b5fd',
  palette.slate,
] as const;

/** Rows of rounded bars that read as syntax-highlighted code. */
export function codeLines(
  r: Rng,
  x: number,
  y: number,
  w: number,
  rows: number,
  o: {
    lineH?: number;
    barH?: number;
    colours?: readonly string[];
    opacity?: number;
    numbers?: boolean;
  } = {},
): string {
  const lineH = o.lineH ?? 22;
  const barH = o.barH ?? lineH * 0.42;
  const colours = o.colours ?? codeColours;
  const out: string[] = [];
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    const cy = y + i * lineH;
    if (o.numbers)
      out.push(
        rect(x, cy, barH * 1.6, barH, {
          rx: barH / 2,
          fill: palette.slateMid,
          'fill-opacity': 0.6,
        }),
      );
    const x0 = x + (o.numbers ? barH * 3 : 0);
    if (r.chance(0.12) && i > 0) {
      indent = Math.max(0, indent - 1);
      continue; // blank line
    }
    let cx = x0 + indent * barH * 2.6;
    const segs = r.int(1, 4);
    for (let s = 0; s < segs && cx < x + w - barH * 3; s++) {
      const len = Math.min(r.range(barH * 2.2, barH * 9), x + w - cx);
      out.push(
        rect(cx, cy, len, barH, {
          rx: barH / 2,
          fill: r.pick(colours),
          'fill-opacity': o.opacity ?? 0.9,
        }),
      );
      cx += len + barH * 0.9;
    }
    const step = r.next();
    if (step < 0.3 && indent < 3) indent++;
    else if (step > 0.8 && indent > 0) indent--;
  }
  return g({}, out);
}

/** A monitor: bezel, screen, stand; `screen` draws inside the screen rectangle. */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
  o: { stand?: boolean; bezel?: string; screenFill?: string; standH?: number } = {},
): string {
  const b = Math.max(8, w * 0.02);
  const parts: string[] = [];
  if (o.stand !== false) {
    const sh = o.standH ?? h * 0.28;
    parts.push(
      path(
        `M${n(x + w / 2 - w * 0.05)} ${n(y + h)}L${n(x + w / 2 + w * 0.05)} ${n(y + h)}L${n(x + w / 2 + w * 0.065)} ${n(y + h + sh)}L${n(x + w / 2 - w * 0.065)} ${n(y + h + sh)}Z`,
        { fill: '#0a1a33' },
      ),
      rect(x + w / 2 - w * 0.16, y + h + sh - 8, w * 0.32, 12, { rx: 6, fill: '#0a1a33' }),
    );
  }
  parts.push(
    path(roundRectPath(x, y, w, h, b * 1.4), { fill: o.bezel ?? '#142c52' }),
    rect(x + b, y + b, w - 2 * b, h - 2 * b, { rx: b * 0.5, fill: o.screenFill ?? '#081830' }),
    screen(x + b, y + b, w - 2 * b, h - 2 * b),
  );
  return g({}, parts);
}

/** A window chrome bar with three dots, inside a screen. */
export function windowBar(x: number, y: number, w: number, h = 26): string {
  return g({}, [
    rect(x, y, w, h, { fill: '#ffffff', 'fill-opacity': 0.06 }),
    circle(x + h * 0.6, y + h / 2, h * 0.16, { fill: '#f87171' }),
    circle(x + h * 1.15, y + h / 2, h * 0.16, { fill: palette.amber }),
    circle(x + h * 1.7, y + h / 2, h * 0.16, { fill: palette.greenBright }),
  ]);
}

/** A phone body with a screen area; `screen` draws the app UI. */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
  o: { body?: string; screenFill?: string } = {},
): string {
  const b = w * 0.05;
  return g({}, [
    path(roundRectPath(x, y, w, h, w * 0.16), { fill: o.body ?? '#0f172a' }),
    path(roundRectPath(x + b, y + b, w - 2 * b, h - 2 * b, w * 0.12), {
      fill: o.screenFill ?? palette.light,
    }),
    screen(x + b, y + b, w - 2 * b, h - 2 * b),
    rect(x + w / 2 - w * 0.14, y + b + w * 0.03, w * 0.28, w * 0.05, {
      rx: w * 0.025,
      fill: o.body ?? '#0f172a',
    }),
  ]);
}

/** A potted plant with leaf ellipses. */
export function plant(x: number, y: number, s: number, pot: string, leaf: string): string {
  const leaves: string[] = [];
  const angles = [-60, -35, -12, 10, 34, 58, -80, 80];
  angles.forEach((a, i) => {
    const len = (i % 2 === 0 ? 70 : 58) * s;
    leaves.push(
      ellipse(x, y - len / 2 - 10 * s, 13 * s, len / 2, {
        fill: leaf,
        'fill-opacity': i % 3 === 0 ? 0.8 : 1,
        transform: `rotate(${a} ${n(x)} ${n(y - 6 * s)})`,
      }),
    );
  });
  return g({}, [
    ...leaves,
    path(
      `M${n(x - 34 * s)} ${n(y - 6 * s)}L${n(x + 34 * s)} ${n(y - 6 * s)}L${n(x + 26 * s)} ${n(y + 52 * s)}L${n(x - 26 * s)} ${n(y + 52 * s)}Z`,
      { fill: pot },
    ),
  ]);
}

/** A laptop seen from the front/back at a slight angle: lid + base. */
export function laptopBack(
  x: number,
  y: number,
  w: number,
  h: number,
  lid: string,
  glow?: string,
): string {
  return g({}, [
    glow ? ellipse(x + w / 2, y + h * 0.2, w * 0.9, h * 0.9, { fill: glow }) : '',
    path(roundRectPath(x, y, w, h, 10), { fill: lid }),
    circle(x + w / 2, y + h / 2, h * 0.09, { fill: '#fff', 'fill-opacity': 0.25 }),
    rect(x - w * 0.08, y + h - 2, w * 1.16, h * 0.07, { rx: h * 0.035, fill: '#0a1a33' }),
  ]);
}
