/**
 * The six hero banner scenes, drawn in a 1600x900 (16:9) view box. Each keeps its detail in the
 * right-hand 60 % and a calm, dark left side, so the rotating headings laid over it stay legible.
 */
import { palette as c } from '../lib/palette.ts';
import { rng } from '../lib/rng.ts';
import {
  circle,
  ellipse,
  g,
  glowDef,
  line,
  linear,
  n,
  path,
  pts,
  rect,
  roundRectPath,
  type SvgDoc,
} from '../lib/svg.ts';
import {
  codeLines,
  laptopBack,
  monitor,
  personFromBehind,
  phone,
  plant,
  windowBar,
} from './shapes.ts';

export const HERO_W = 1600;
export const HERO_H = 900;

export interface Scene {
  slug: string;
  alt: string;
  /** The colour that dominates the image, for a placeholder background before it loads. */
  background: string;
  draw(): SvgDoc;
}

const W = HERO_W;
const H = HERO_H;

/** The shared dark backdrop: a navy gradient with soft glows. */
function backdrop(
  glows: readonly {
    x: number;
    y: number;
    rx: number;
    ry: number;
    colour: string;
    opacity: number;
  }[],
): { defs: string; body: string } {
  const defs = [
    linear(
      'bg',
      [
        [0, c.navyDeep],
        [0.55, c.navy],
        [1, '#0d2a4f'],
      ],
      { x1: 0, y1: 0, x2: 0.35, y2: 1 },
    ),
  ];
  const body = [rect(0, 0, W, H, { fill: 'url(#bg)' })];
  glows.forEach((gl, i) => {
    defs.push(glowDef(`gl${i}`, gl.colour, gl.opacity));
    body.push(ellipse(gl.x, gl.y, gl.rx, gl.ry, { fill: `url(#gl${i})` }));
  });
  return { defs: defs.join(''), body: body.join('') };
}

// 1 ─ Developers at work (the LCP image: few elements, flat fills) ────────────────────────────────
function developersAtWork(): SvgDoc {
  const r = rng(101);
  const bd = backdrop([
    { x: 1120, y: 400, rx: 720, ry: 520, colour: c.blue, opacity: 0.45 },
    { x: 1290, y: 150, rx: 360, ry: 300, colour: c.amber, opacity: 0.16 },
  ]);
  const deskY = 688;
  const board = g({}, [
    path(roundRectPath(640, 96, 420, 190, 14), {
      fill: '#ffffff',
      'fill-opacity': 0.06,
      stroke: '#ffffff',
      'stroke-opacity': 0.12,
      'stroke-width': 2,
    }),
    ...[0, 1, 2].map((col) => {
      const x = 662 + col * 134;
      const notes = [2, 3, 1][col] ?? 1;
      const colours = [c.amberSoft, c.tealSoft, '#86efac'];
      return g({}, [
        rect(x, 114, 110, 8, { rx: 4, fill: '#ffffff', 'fill-opacity': 0.3 }),
        ...Array.from({ length: notes }, (_, i) =>
          rect(x + (i % 2) * 8, 134 + i * 46, 96, 38, {
            rx: 5,
            fill: colours[col] ?? c.amberSoft,
            'fill-opacity': 0.85,
          }),
        ),
      ]);
    }),
  ]);
  const lamp = g({}, [
    line(1290, 0, 1290, 92, { stroke: '#28456f', 'stroke-width': 4 }),
    path(`M1252 128L1328 128L1306 92L1274 92Z`, { fill: c.amber }),
    path(`M1252 128L1328 128L1420 420L1160 420Z`, { fill: 'url(#cone)' }),
  ]);
  const screenA = (x: number, y: number, w: number, _h: number): string =>
    g({}, [
      windowBar(x, y, w, 24),
      codeLines(r, x + 18, y + 40, w - 36, 8, { lineH: 21, numbers: true }),
    ]);
  const screenB = (x: number, y: number, w: number, h: number): string => {
    const bars = [0.45, 0.7, 0.55, 0.9, 0.65, 0.8];
    return g({}, [
      windowBar(x, y, w, 24),
      rect(x + 18, y + 42, w * 0.42, 12, { rx: 6, fill: c.slate, 'fill-opacity': 0.8 }),
      ...bars.map((b, i) =>
        rect(
          x + 24 + i * ((w - 48) / bars.length),
          y + h - 20 - (h - 90) * b,
          (w - 48) / bars.length - 14,
          (h - 90) * b,
          {
            rx: 5,
            fill: i === 1 ? c.amber : i % 2 ? c.tealBright : c.blueBright,
          },
        ),
      ),
    ]);
  };
  const body = [
    bd.body,
    board,
    lamp,
    // desk
    rect(600, deskY, 1000, 18, { rx: 4, fill: '#1b3a66' }),
    rect(600, deskY + 18, 1000, H - deskY, { fill: '#0a1b34' }),
    monitor(690, 330, 380, 240, screenA, { standH: 118 }),
    monitor(1150, 330, 380, 240, screenB, { standH: 118 }),
    // mug with steam
    rect(1092, deskY - 46, 34, 46, { rx: 6, fill: c.light }),
    path('M1126 652q18 0 18 14t-18 14', { fill: 'none', stroke: c.light, 'stroke-width': 6 }),
    path('M1102 628q-8 -12 0 -24t0 -24M1116 628q-8 -12 0 -24t0 -24', {
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    plant(1560, deskY - 54, 1.1, c.amber, c.green),
    personFromBehind({
      x: 880,
      y: 668,
      scale: 1.05,
      shirt: c.teal,
      skin: c.skin[0] ?? '#8d5524',
      hair: 'afro',
    }),
    personFromBehind({
      x: 1340,
      y: 676,
      scale: 1.05,
      shirt: c.blue,
      skin: c.skin[1] ?? '#6b3e1f',
      hair: 'gele',
      accent: c.amber,
    }),
  ];
  return {
    viewW: W,
    viewH: H,
    defs:
      bd.defs +
      linear('cone', [
        [0, c.amberSoft, 0.2],
        [1, c.amberSoft, 0],
      ]),
    body: body.join(''),
  };
}

// 2 ─ Lagos skyline at dusk ───────────────────────────────────────────────────────────────────────
function lagosSkyline(): SvgDoc {
  const r = rng(202);
  const horizon = 610;
  const defs = [
    linear('sky', [
      [0, '#06142a'],
      [0.32, '#0f2f66'],
      [0.55, '#22479a'],
      [0.72, '#5a4a8c'],
      [0.86, '#d9713a'],
      [1, c.amber],
    ]),
    linear('water', [
      [0, '#1a2f63'],
      [0.25, '#0f2550'],
      [1, '#06142a'],
    ]),
    glowDef('sunglow', c.amber, 0.55),
  ].join('');
  const parts: string[] = [rect(0, 0, W, horizon + 2, { fill: 'url(#sky)' })];
  // stars in the upper sky
  for (let i = 0; i < 46; i++) {
    parts.push(
      circle(r.range(0, W), r.range(10, 300), r.range(0.8, 2.1), {
        fill: '#fff',
        'fill-opacity': r.range(0.25, 0.8),
      }),
    );
  }
  // the sun has just set behind the towers: only its glow remains on the horizon
  parts.push(ellipse(1180, horizon, 620, 240, { fill: 'url(#sunglow)' }));
  // far skyline
  let x = -10;
  const far: string[] = [];
  while (x < W) {
    const w = r.range(34, 80);
    const h = r.range(30, 120) * (x > 600 ? 1.2 : 0.6);
    far.push(`M${n(x)} ${horizon}V${n(horizon - h)}H${n(x + w)}V${horizon}Z`);
    x += w + r.range(0, 8);
  }
  parts.push(path(far.join(''), { fill: '#3a4f8c', 'fill-opacity': 0.75 }));
  // near skyline: a curated row of towers, tallest right of centre
  const towers: [number, number, number, 'flat' | 'spire' | 'step' | 'round' | 'crane'][] = [
    [0, 70, 60, 'flat'],
    [72, 60, 95, 'flat'],
    [140, 90, 70, 'step'],
    [236, 54, 120, 'flat'],
    [296, 80, 88, 'flat'],
    [382, 66, 140, 'step'],
    [454, 96, 110, 'flat'],
    [556, 60, 175, 'spire'],
    [622, 84, 150, 'flat'],
    [712, 70, 220, 'step'],
    [788, 110, 190, 'flat'],
    [904, 76, 300, 'spire'],
    [986, 92, 250, 'round'],
    [1084, 64, 210, 'flat'],
    [1154, 120, 330, 'step'],
    [1280, 80, 270, 'crane'],
    [1366, 100, 235, 'flat'],
    [1472, 60, 180, 'spire'],
    [1536, 70, 140, 'flat'],
  ];
  const windows: string[] = [];
  const sil: string[] = [];
  for (const [tx, tw, th, kind] of towers) {
    const top = horizon - th;
    sil.push(`M${tx} ${horizon + 4}V${top}H${tx + tw}V${horizon + 4}Z`);
    if (kind === 'step')
      sil.push(
        `M${n(tx + tw * 0.18)} ${top}V${top - 36}H${n(tx + tw * 0.82)}V${top}Z M${n(tx + tw * 0.36)} ${top - 36}V${top - 64}H${n(tx + tw * 0.64)}V${top - 36}Z`,
      );
    if (kind === 'spire')
      sil.push(
        `M${n(tx + tw * 0.3)} ${top}L${n(tx + tw / 2)} ${top - 70}L${n(tx + tw * 0.7)} ${top}Z`,
      );
    if (kind === 'round')
      sil.push(`M${tx} ${top + 1}A${n(tw / 2)} ${n(tw / 2.6)} 0 0 1 ${tx + tw} ${top + 1}Z`);
    if (kind === 'crane') {
      parts.push(
        g({ stroke: '#0a1a30', 'stroke-width': 5, fill: 'none' }, [
          line(tx + tw * 0.6, top, tx + tw * 0.6, top - 120),
          line(tx - 60, top - 112, tx + tw + 70, top - 112),
          line(tx + tw * 0.6, top - 140, tx - 50, top - 112),
          line(tx + tw * 0.6, top - 140, tx + tw + 60, top - 112),
          line(tx - 30, top - 112, tx - 30, top - 40),
        ]),
      );
    }
    // lit windows, in a regular grid
    for (let wy = top + 14; wy < horizon - 14; wy += 18) {
      for (let wx = tx + 10; wx < tx + tw - 12; wx += 14) {
        if (r.chance(0.22)) windows.push(`M${n(wx)} ${n(wy)}h6v9h-6Z`);
      }
    }
  }
  parts.push(path(sil.join(''), { fill: '#0a1a30' }));
  parts.push(path(windows.join(''), { fill: c.amberSoft, 'fill-opacity': 0.75 }));
  // the lagoon
  parts.push(rect(0, horizon, W, H - horizon, { fill: 'url(#water)' }));
  const ripples: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = horizon + 12 + i * i * 0.45 + i * 6;
    const half = 120 - i * 3.2 + r.range(-20, 20);
    const cx = 1180 + r.range(-30, 30);
    ripples.push(`M${n(cx - half)} ${n(y)}H${n(cx + half)}`);
  }
  parts.push(
    path(ripples.join(''), {
      stroke: c.amberSoft,
      'stroke-opacity': 0.32,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  const shimmer: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = r.range(horizon + 20, H - 20);
    const x0 = r.range(0, W);
    shimmer.push(`M${n(x0)} ${n(y)}h${n(r.range(20, 90))}`);
  }
  parts.push(
    path(shimmer.join(''), {
      stroke: c.blueSoft,
      'stroke-opacity': 0.18,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  // the long, low bridge across the lagoon
  const deckY = (bx: number): number => 742 - bx * 0.045;
  const piers: string[] = [];
  for (let bx = 0; bx <= W; bx += 46) piers.push(`M${bx} ${n(deckY(bx))}V${n(deckY(bx) + 38)}`);
  parts.push(path(piers.join(''), { stroke: '#081327', 'stroke-width': 9 }));
  parts.push(
    path(
      `M-10 ${n(deckY(-10))}L${W + 10} ${n(deckY(W + 10))}L${W + 10} ${n(deckY(W + 10) + 16)}L-10 ${n(deckY(-10) + 16)}Z`,
      { fill: '#081327' },
    ),
  );
  const lights: string[] = [];
  for (let bx = 8; bx < W; bx += r.range(18, 60)) lights.push(`M${n(bx)} ${n(deckY(bx) - 3)}h5`);
  parts.push(
    path(lights.join(''), { stroke: c.amberSoft, 'stroke-width': 3, 'stroke-linecap': 'round' }),
  );
  // birds
  const birds: string[] = [];
  for (const [bx, by, s] of [
    [980, 250, 1],
    [1020, 232, 0.8],
    [1056, 262, 0.7],
    [1310, 190, 0.9],
  ] as const) {
    birds.push(
      `M${bx - 14 * s} ${by - 6 * s}Q${bx - 6 * s} ${by - 9 * s} ${bx} ${by}Q${bx + 6 * s} ${by - 9 * s} ${bx + 14 * s} ${by - 6 * s}`,
    );
  }
  parts.push(
    path(birds.join(''), {
      fill: 'none',
      stroke: '#0a1a30',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  return { viewW: W, viewH: H, defs, body: parts.join('') };
}

// 3 ─ Classroom / training ────────────────────────────────────────────────────────────────────────
function classroom(): SvgDoc {
  const bd = backdrop([
    { x: 1120, y: 300, rx: 620, ry: 420, colour: c.blue, opacity: 0.4 },
    { x: 300, y: 900, rx: 600, ry: 300, colour: c.teal, opacity: 0.25 },
  ]);
  const sx = 780;
  const sy = 96;
  const sw = 600;
  const sh = 340;
  const bars = [0.35, 0.55, 0.48, 0.72, 0.9];
  const slide = g({}, [
    rect(sx - 14, sy - 20, sw + 28, 14, { rx: 7, fill: '#1b3a66' }),
    rect(sx, sy, sw, sh, { rx: 6, fill: '#eef2f8' }),
    rect(sx, sy, sw, 56, { rx: 6, fill: c.navy }),
    rect(sx + 26, sy + 20, 220, 16, { rx: 8, fill: c.light }),
    circle(sx + sw - 40, sy + 28, 12, { fill: c.amber }),
    ...[0, 1, 2, 3].map((i) =>
      g({}, [
        circle(sx + 40, sy + 100 + i * 52, 7, {
          fill: [c.blue, c.teal, c.green, c.amber][i] ?? c.blue,
        }),
        rect(sx + 58, sy + 93 + i * 52, 150 - (i % 2) * 40, 14, { rx: 7, fill: '#94a3b8' }),
      ]),
    ),
    line(sx + 280, sy + sh - 36, sx + sw - 30, sy + sh - 36, {
      stroke: '#94a3b8',
      'stroke-width': 3,
    }),
    ...bars.map((b, i) =>
      rect(sx + 300 + i * 56, sy + sh - 36 - 220 * b, 38, 220 * b, {
        rx: 5,
        fill: i === 4 ? c.amber : i % 2 ? c.teal : c.blue,
      }),
    ),
    path(
      `M${sx + 319} ${n(sy + sh - 60 - 220 * 0.35)}L${sx + 375} ${n(sy + sh - 60 - 220 * 0.55)}L${sx + 431} ${n(sy + sh - 60 - 220 * 0.48)}L${sx + 487} ${n(sy + sh - 60 - 220 * 0.72)}L${sx + 543} ${n(sy + sh - 60 - 220 * 0.9)}`,
      {
        fill: 'none',
        stroke: c.green,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
  ]);
  // the trainer, standing beside the screen, pointing at it
  const tx = 1490;
  const trainer = g({}, [
    rect(tx - 34, 560, 28, 170, { rx: 12, fill: '#1e3a66' }),
    rect(tx + 6, 560, 28, 170, { rx: 12, fill: '#1e3a66' }),
    path(roundRectPath(tx - 52, 380, 104, 200, 40), { fill: c.amber }),
    path(`M${tx - 40} 410L${tx - 150} 330`, {
      stroke: c.amber,
      'stroke-width': 26,
      'stroke-linecap': 'round',
    }),
    circle(tx - 154, 326, 14, { fill: c.skin[2] ?? '#a86b3c' }),
    path(`M${tx + 44} 420L${tx + 52} 540`, {
      stroke: c.amber,
      'stroke-width': 24,
      'stroke-linecap': 'round',
    }),
    rect(tx - 14, 340, 28, 46, { fill: c.skin[2] ?? '#a86b3c' }),
    circle(tx, 320, 40, { fill: c.skin[2] ?? '#a86b3c' }),
    path(
      `M${tx - 42} 318A42 44 0 0 1 ${tx + 42} 318Q${tx + 30} 292 ${tx} 290Q${tx - 30} 292 ${tx - 42} 318Z`,
      { fill: c.hair },
    ),
  ]);
  const deskBack = 640;
  const back = g({}, [
    ...[730, 930, 1130, 1330].map((x, i) =>
      laptopBack(x - 60 + (i % 2) * 40, deskBack - 66, 100, 62, '#1b3a66', undefined),
    ),
    rect(560, deskBack - 6, 1040, 16, { rx: 4, fill: '#1e3f6e' }),
  ]);
  const backRow = [
    personFromBehind({
      x: 700,
      y: 640,
      scale: 0.62,
      shirt: c.teal,
      skin: c.skin[3] ?? '#5a3418',
      hair: 'short',
    }),
    personFromBehind({
      x: 900,
      y: 640,
      scale: 0.62,
      shirt: '#334155',
      skin: c.skin[0] ?? '#8d5524',
      hair: 'bun',
    }),
    personFromBehind({
      x: 1100,
      y: 640,
      scale: 0.62,
      shirt: c.green,
      skin: c.skin[1] ?? '#6b3e1f',
      hair: 'afro',
    }),
    personFromBehind({
      x: 1300,
      y: 640,
      scale: 0.62,
      shirt: c.blue,
      skin: c.skin[2] ?? '#a86b3c',
      hair: 'short',
    }),
  ];
  const frontDesk = rect(460, 808, 1140, 20, { rx: 4, fill: '#244a7c' });
  const frontRow = [
    personFromBehind({
      x: 640,
      y: 826,
      scale: 0.95,
      shirt: c.blue,
      skin: c.skin[1] ?? '#6b3e1f',
      hair: 'locs',
    }),
    personFromBehind({
      x: 1000,
      y: 826,
      scale: 0.95,
      shirt: c.amber,
      skin: c.skin[3] ?? '#5a3418',
      hair: 'gele',
      accent: c.teal,
    }),
    personFromBehind({
      x: 1360,
      y: 826,
      scale: 0.95,
      shirt: c.teal,
      skin: c.skin[0] ?? '#8d5524',
      hair: 'short',
    }),
  ];
  return {
    viewW: W,
    viewH: H,
    defs: bd.defs,
    body: [
      bd.body,
      rect(0, 560, W, H - 560, { fill: '#081830', 'fill-opacity': 0.55 }),
      slide,
      trainer,
      back,
      ...backRow,
      frontDesk,
      ...frontRow,
    ].join(''),
  };
}

// 4 ─ Code on screens ─────────────────────────────────────────────────────────────────────────────
function codeOnScreens(): SvgDoc {
  const r = rng(404);
  const bd = backdrop([
    { x: 1080, y: 360, rx: 700, ry: 480, colour: c.blue, opacity: 0.5 },
    { x: 1200, y: 820, rx: 500, ry: 160, colour: c.tealBright, opacity: 0.25 },
  ]);
  const editor = (x: number, y: number, w: number, h: number): string =>
    g({}, [
      windowBar(x, y, w, 28),
      rect(x, y + 28, 120, h - 28, { fill: '#ffffff', 'fill-opacity': 0.04 }),
      ...Array.from({ length: 9 }, (_, i) =>
        rect(x + 16 + (i % 3 === 0 ? 0 : 14), y + 48 + i * 24, 70 - (i % 3) * 12, 8, {
          rx: 4,
          fill: c.slateMid,
          'fill-opacity': 0.8,
        }),
      ),
      codeLines(r, x + 140, y + 48, w - 170, 11, { lineH: 24, numbers: true }),
      rect(x + 300, y + 48 + 6 * 24 - 2, 3, 16, { fill: c.amber }),
    ]);
  const side = (x: number, y: number, w: number, _h: number): string =>
    g({}, [
      windowBar(x, y, w, 24),
      codeLines(r, x + 16, y + 40, w - 32, 10, {
        lineH: 22,
        colours: [c.tealSoft, c.blueSoft, c.slate],
      }),
    ]);
  const terminal = g({}, [
    path(roundRectPath(640, 520, 360, 200, 12), {
      fill: '#050d1c',
      stroke: c.tealBright,
      'stroke-opacity': 0.5,
      'stroke-width': 2,
    }),
    windowBar(640, 520, 360, 26),
    ...[0, 1, 2, 3, 4].map((i) =>
      g({}, [
        path(`M660 ${566 + i * 28}l8 6l-8 6`, {
          fill: 'none',
          stroke: c.greenBright,
          'stroke-width': 3,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
        rect(680, 566 + i * 28, [180, 120, 220, 90, 14][i] ?? 100, 12, {
          rx: 6,
          fill: i === 4 ? c.greenBright : i % 2 ? c.slate : '#86efac',
          'fill-opacity': 0.85,
        }),
      ]),
    ),
  ]);
  return {
    viewW: W,
    viewH: H,
    defs: bd.defs,
    body: [
      bd.body,
      // desk and its sheen
      rect(0, 780, W, H - 780, { fill: '#081830' }),
      rect(0, 780, W, 6, { fill: '#1e3f6e' }),
      g({ transform: 'matrix(0.92 -0.06 0 1 1370 230)' }, [
        monitor(0, 0, 300, 470, side, { standH: 80 }),
      ]),
      monitor(760, 170, 620, 380, editor, { standH: 230 }),
      terminal,
      // keyboard and mouse
      path(roundRectPath(880, 800, 360, 52, 10), { fill: '#142c52' }),
      path(
        Array.from({ length: 3 }, (_, row) =>
          Array.from(
            { length: 14 },
            (_, col) => `M${896 + col * 24.5} ${810 + row * 14}h18v9h-18Z`,
          ).join(''),
        ).join(''),
        { fill: '#ffffff', 'fill-opacity': 0.12 },
      ),
      ellipse(1300, 826, 22, 30, { fill: '#142c52' }),
    ].join(''),
  };
}

// 5 ─ Cloud and network ───────────────────────────────────────────────────────────────────────────
function cloudNetwork(): SvgDoc {
  const r = rng(505);
  const bd = backdrop([
    { x: 1150, y: 320, rx: 660, ry: 460, colour: c.blue, opacity: 0.45 },
    { x: 1150, y: 820, rx: 560, ry: 220, colour: c.teal, opacity: 0.35 },
  ]);
  const cloud =
    'M940 380a92 92 0 0 1 32-176a130 130 0 0 1 244-40a110 110 0 0 1 170 96a86 86 0 0 1 -10 120Z';
  const racks = [880, 1100, 1320].map((x) =>
    g({}, [
      path(roundRectPath(x, 560, 160, 250, 10), {
        fill: '#10284d',
        stroke: '#2a4d80',
        'stroke-width': 2,
      }),
      ...[0, 1, 2, 3].map((i) =>
        g({}, [
          rect(x + 14, 578 + i * 56, 132, 42, { rx: 5, fill: '#0a1b36' }),
          circle(x + 32, 599 + i * 56, 5, { fill: (i + x) % 3 === 0 ? c.amber : c.greenBright }),
          circle(x + 48, 599 + i * 56, 5, { fill: c.blueSoft, 'fill-opacity': 0.7 }),
          rect(x + 70, 594 + i * 56, 62, 10, { rx: 5, fill: '#ffffff', 'fill-opacity': 0.12 }),
        ]),
      ),
    ]),
  );
  // links from the cloud down to the racks
  const links = [960, 1180, 1400].map((x, i) =>
    path(`M${1160 + (i - 1) * 90} 380C${1160 + (i - 1) * 90} 470 ${x} 460 ${x} 560`, {
      fill: 'none',
      stroke: c.tealBright,
      'stroke-width': 4,
      'stroke-dasharray': '2 12',
      'stroke-linecap': 'round',
    }),
  );
  // a network of nodes around, denser to the right
  const nodes: [number, number][] = [];
  for (let i = 0; i < 34; i++) {
    const x = 480 + Math.pow(r.next(), 0.7) * 1120;
    const y = r.range(60, 860);
    if (x > 860 && x < 1480 && y > 120 && y < 820) continue; // keep the centre clear
    nodes.push([x, y]);
  }
  const edges: string[] = [];
  nodes.forEach(([x1, y1], i) => {
    const near = nodes
      .map(([x2, y2], j) => ({ j, d: Math.hypot(x2 - x1, y2 - y1) }))
      .filter((e) => e.j > i && e.d < 260)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const e of near) {
      const [x2, y2] = nodes[e.j] ?? [x1, y1];
      edges.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
    }
  });
  const nodeEls = nodes.map(([x, y], i) =>
    g({}, [
      circle(x, y, 14, { fill: c.blueSoft, 'fill-opacity': 0.12 }),
      circle(x, y, 5, { fill: i % 5 === 0 ? c.amber : c.blueSoft }),
    ]),
  );
  // a globe, top right
  const globe = g({ fill: 'none', stroke: c.blueSoft, 'stroke-opacity': 0.45, 'stroke-width': 2 }, [
    circle(1480, 150, 70),
    ellipse(1480, 150, 30, 70),
    line(1410, 150, 1550, 150),
    path('M1420 115H1540M1420 185H1540'),
  ]);
  return {
    viewW: W,
    viewH: H,
    defs:
      bd.defs +
      linear('cloud', [
        [0, '#ffffff', 0.95],
        [1, c.blueSoft, 0.85],
      ]),
    body: [
      bd.body,
      path(edges.join(''), { stroke: c.blueSoft, 'stroke-opacity': 0.25, 'stroke-width': 2 }),
      ...nodeEls,
      globe,
      ...links,
      path(cloud, { fill: 'url(#cloud)' }),
      // an upload arrow on the cloud
      path('M1160 330V250M1130 280l30-30l30 30', {
        fill: 'none',
        stroke: c.blue,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      ...racks,
    ].join(''),
  };
}

// 6 ─ Mobile apps ─────────────────────────────────────────────────────────────────────────────────
function mobileApps(): SvgDoc {
  const bd = backdrop([
    { x: 1130, y: 420, rx: 640, ry: 520, colour: c.blue, opacity: 0.5 },
    { x: 1500, y: 120, rx: 320, ry: 260, colour: c.tealBright, opacity: 0.25 },
  ]);
  const listScreen = (x: number, y: number, w: number, h: number): string =>
    g({}, [
      path(roundRectPath(x, y, w, 150, 26), { fill: c.blue }),
      rect(x + 20, y + 52, 110, 12, { rx: 6, fill: '#fff', 'fill-opacity': 0.7 }),
      rect(x + 20, y + 76, 160, 22, { rx: 8, fill: '#fff' }),
      path(roundRectPath(x + 16, y + 120, w - 32, 90, 14), { fill: c.navy }),
      rect(x + 34, y + 140, 34, 24, { rx: 5, fill: c.amber }),
      rect(x + 34, y + 180, 120, 10, { rx: 5, fill: '#fff', 'fill-opacity': 0.6 }),
      ...[0, 1, 2, 3].map((i) =>
        g({}, [
          circle(x + 40, y + 250 + i * 62, 20, {
            fill: [c.tealBright, c.amber, c.blueBright, c.greenBright][i] ?? c.blue,
            'fill-opacity': 0.9,
          }),
          rect(x + 72, y + 238 + i * 62, 110 - i * 8, 10, { rx: 5, fill: '#334155' }),
          rect(x + 72, y + 256 + i * 62, 70, 8, { rx: 4, fill: '#94a3b8' }),
          rect(x + w - 64, y + 244 + i * 62, 44, 12, {
            rx: 6,
            fill: i === 0 ? c.green : '#cbd5e1',
          }),
        ]),
      ),
      rect(x, y + h - 50, w, 50, { fill: '#e2e8f0' }),
      ...[0, 1, 2, 3].map((i) =>
        circle(x + w * (0.16 + i * 0.227), y + h - 25, 8, { fill: i === 0 ? c.blue : '#94a3b8' }),
      ),
    ]);
  const chartScreen = (x: number, y: number, w: number, _h: number): string =>
    g({}, [
      rect(x + 18, y + 44, 90, 12, { rx: 6, fill: '#334155' }),
      rect(x + 18, y + 66, 140, 24, { rx: 8, fill: c.teal }),
      path(
        `M${x + 18} ${y + 250}C${x + 60} ${y + 170} ${x + 90} ${y + 230} ${x + 120} ${y + 180}S${x + 170} ${y + 120} ${x + w - 18} ${y + 130}`,
        {
          fill: 'none',
          stroke: c.tealBright,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        },
      ),
      ...[0.5, 0.8, 0.6, 0.95, 0.7].map((b, i) =>
        rect(x + 22 + i * ((w - 44) / 5), y + 420 - 120 * b, (w - 44) / 5 - 12, 120 * b, {
          rx: 5,
          fill: i === 3 ? c.amber : c.blueBright,
        }),
      ),
      path(roundRectPath(x + 16, y + 446, w - 32, 56, 12), { fill: '#e2e8f0' }),
      circle(x + 44, y + 474, 14, { fill: c.green }),
      rect(x + 68, y + 468, 100, 12, { rx: 6, fill: '#64748b' }),
    ]);
  const courseScreen = (x: number, y: number, w: number, h: number): string =>
    g({}, [
      path(roundRectPath(x + 14, y + 40, w - 28, 150, 16), { fill: c.navy }),
      circle(x + w / 2, y + 115, 30, { fill: '#fff', 'fill-opacity': 0.9 }),
      path(`M${x + w / 2 - 8} ${y + 101}l22 14l-22 14Z`, { fill: c.navy }),
      rect(x + 18, y + 212, 150, 14, { rx: 7, fill: '#334155' }),
      rect(x + 18, y + 236, 100, 10, { rx: 5, fill: '#94a3b8' }),
      ...[0, 1, 2].map((i) =>
        g({}, [
          rect(x + 18, y + 280 + i * 46, w - 36, 10, { rx: 5, fill: '#e2e8f0' }),
          rect(x + 18, y + 280 + i * 46, (w - 36) * [0.8, 0.55, 0.3][i]!, 10, {
            rx: 5,
            fill: [c.green, c.teal, c.amber][i] ?? c.green,
          }),
        ]),
      ),
      path(roundRectPath(x + 18, y + h - 80, w - 36, 46, 23), { fill: c.blue }),
      rect(x + w / 2 - 40, y + h - 63, 80, 12, { rx: 6, fill: '#fff' }),
    ]);
  const chip = (x: number, y: number, w: number, colour: string): string =>
    g({}, [
      path(roundRectPath(x, y, w, 64, 16), { fill: '#fff', 'fill-opacity': 0.96 }),
      circle(x + 32, y + 32, 16, { fill: colour }),
      rect(x + 58, y + 20, w - 80, 10, { rx: 5, fill: '#334155' }),
      rect(x + 58, y + 38, (w - 80) * 0.6, 8, { rx: 4, fill: '#94a3b8' }),
    ]);
  return {
    viewW: W,
    viewH: H,
    defs: bd.defs,
    body: [
      bd.body,
      g({ fill: 'none', stroke: c.blueSoft, 'stroke-opacity': 0.18, 'stroke-width': 2 }, [
        circle(1120, 470, 330),
        circle(1120, 470, 420, { 'stroke-dasharray': '4 14' }),
      ]),
      g({ transform: 'rotate(-9 880 520)' }, [phone(760, 250, 250, 520, chartScreen)]),
      g({ transform: 'rotate(9 1360 520)' }, [phone(1240, 250, 250, 520, courseScreen)]),
      phone(985, 150, 270, 580, listScreen),
      chip(720, 170, 230, c.amber),
      chip(1300, 700, 210, c.greenBright),
      g({}, [
        path(roundRectPath(1380, 150, 120, 54, 27), { fill: '#fff', 'fill-opacity': 0.96 }),
        ...[0, 1, 2, 3, 4].map((i) =>
          path(star(1402 + i * 19, 177, 8), { fill: i < 4 ? c.amber : '#cbd5e1' }),
        ),
      ]),
    ].join(''),
  };
}

function star(cx: number, cy: number, r: number): string {
  const p: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    p.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return `M${pts(p).replace(/ /g, 'L')}Z`;
}

export const heroScenes: readonly Scene[] = [
  {
    slug: 'developers-at-work',
    alt: 'Illustration of two developers at a shared desk, working on code and a dashboard on two monitors under a warm lamp',
    background: c.navy,
    draw: developersAtWork,
  },
  {
    slug: 'lagos-skyline-dusk',
    alt: 'Illustration of the Lagos skyline at dusk, towers lit against an amber sunset above the lagoon and a long bridge',
    background: '#22479a',
    draw: lagosSkyline,
  },
  {
    slug: 'classroom-training',
    alt: 'Illustration of a training session: a trainer points at a chart on a projected slide while learners follow on laptops',
    background: c.navy,
    draw: classroom,
  },
  {
    slug: 'code-on-screens',
    alt: 'Illustration of a developer workstation with a code editor, a second screen and a terminal window',
    background: c.navy,
    draw: codeOnScreens,
  },
  {
    slug: 'cloud-network',
    alt: 'Illustration of a cloud linked to a row of servers, surrounded by a network of connected nodes',
    background: c.navy,
    draw: cloudNetwork,
  },
  {
    slug: 'mobile-apps',
    alt: 'Illustration of three mobile app screens: a wallet with transactions, an analytics chart and an online course',
    background: c.navy,
    draw: mobileApps,
  },
];
