/**
 * Card art, 4:3 in an 800x600 view box. Service cards sit on light tinted grounds; course cards on
 * the dark navy ground, so the two carousels read as two families.
 */
import { palette as c } from '../lib/palette.ts';
import { rng } from '../lib/rng.ts';
import {
  circle,
  el,
  ellipse,
  g,
  glowDef,
  line,
  linear,
  n,
  path,
  rect,
  roundRectPath,
  type SvgDoc,
} from '../lib/svg.ts';
import { codeLines, phone, windowBar } from './shapes.ts';

export const CARD_W = 800;
export const CARD_H = 600;

export interface CardArt {
  slug: string;
  alt: string;
  background: string;
  draw(): SvgDoc;
}

const W = CARD_W;
const H = CARD_H;

function lightGround(tintA: string, tintB: string, blob: string): { defs: string; body: string } {
  const dots: string[] = [];
  for (let y = 40; y <= 170; y += 26)
    for (let x = 620; x <= 770; x += 26) dots.push(`M${x} ${y}h0.01`);
  return {
    defs: linear(
      'ground',
      [
        [0, tintA],
        [1, tintB],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    body: [
      rect(0, 0, W, H, { fill: 'url(#ground)' }),
      circle(400, 330, 230, { fill: blob }),
      path(dots.join(''), {
        stroke: c.navy,
        'stroke-opacity': 0.16,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  };
}

function darkGround(glow: string, glow2: string): { defs: string; body: string } {
  return {
    defs:
      linear(
        'ground',
        [
          [0, c.navyDeep],
          [1, '#10305c'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ) +
      glowDef('glowA', glow, 0.55) +
      glowDef('glowB', glow2, 0.35),
    body: [
      rect(0, 0, W, H, { fill: 'url(#ground)' }),
      ellipse(420, 300, 380, 300, { fill: 'url(#glowA)' }),
      ellipse(700, 80, 260, 200, { fill: 'url(#glowB)' }),
      path(Array.from({ length: 8 }, (_, i) => `M0 ${n(520 + i * 12)}H${W}`).join(''), {
        stroke: '#ffffff',
        'stroke-opacity': 0.03,
        'stroke-width': 2,
      }),
    ].join(''),
  };
}

const shadow = (d: string, dy = 14): string =>
  path(d, { fill: c.navy, 'fill-opacity': 0.12, transform: `translate(0 ${dy})` });

function badge(cx: number, cy: number, r: number, fill: string, inner: string): string {
  return g({}, [
    circle(cx, cy + 6, r, { fill: c.navy, 'fill-opacity': 0.15 }),
    circle(cx, cy, r, { fill }),
    inner,
  ]);
}

const stroke = (colour: string, width: number): Record<string, string | number> => ({
  fill: 'none',
  stroke: colour,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
});

// ── Services ─────────────────────────────────────────────────────────────────────────────────────
function webDevelopment(): SvgDoc {
  const gr = lightGround('#eff6ff', '#dbeafe', '#bfdbfe');
  const x = 150;
  const y = 130;
  const w = 500;
  const h = 340;
  const win = roundRectPath(x, y, w, h, 18);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      shadow(win),
      path(win, { fill: '#fff' }),
      path(roundRectPath(x, y, w, 40, 18), { fill: c.navy }),
      rect(x, y + 22, w, 18, { fill: c.navy }),
      circle(x + 24, y + 20, 6, { fill: '#f87171' }),
      circle(x + 44, y + 20, 6, { fill: c.amber }),
      circle(x + 64, y + 20, 6, { fill: c.greenBright }),
      rect(x + 100, y + 12, 260, 16, { rx: 8, fill: '#ffffff', 'fill-opacity': 0.18 }),
      // page hero
      path(roundRectPath(x + 24, y + 62, w - 48, 120, 12), { fill: c.blue }),
      rect(x + 48, y + 90, 190, 18, { rx: 9, fill: '#fff' }),
      rect(x + 48, y + 118, 140, 12, { rx: 6, fill: '#fff', 'fill-opacity': 0.6 }),
      rect(x + 48, y + 142, 86, 24, { rx: 12, fill: c.amber }),
      circle(x + 380, y + 122, 44, { fill: '#fff', 'fill-opacity': 0.15 }),
      circle(x + 420, y + 100, 24, { fill: '#fff', 'fill-opacity': 0.22 }),
      // three feature cards
      ...[0, 1, 2].map((i) =>
        g({}, [
          path(roundRectPath(x + 24 + i * 156, y + 202, 140, 112, 10), { fill: '#f1f5f9' }),
          circle(x + 50 + i * 156, y + 230, 14, { fill: [c.teal, c.blue, c.green][i] ?? c.teal }),
          rect(x + 40 + i * 156, y + 258, 100, 10, { rx: 5, fill: '#334155' }),
          rect(x + 40 + i * 156, y + 278, 76, 8, { rx: 4, fill: '#94a3b8' }),
        ]),
      ),
      badge(
        640,
        150,
        56,
        c.amber,
        path('M624 130l-18 20l18 20M656 130l18 20l-18 20M646 124l-12 52', stroke(c.navy, 8)),
      ),
    ].join(''),
  };
}

function mobileApp(): SvgDoc {
  const gr = lightGround('#f0fdfa', '#ccfbf1', '#99f6e4');
  const ui = (x: number, y: number, w: number, _h: number): string =>
    g({}, [
      path(roundRectPath(x, y, w, 110, 22), { fill: c.teal }),
      rect(x + 18, y + 44, 90, 10, { rx: 5, fill: '#fff', 'fill-opacity': 0.7 }),
      rect(x + 18, y + 64, 130, 18, { rx: 8, fill: '#fff' }),
      ...[0, 1].map((i) =>
        g({}, [
          path(roundRectPath(x + 14 + i * ((w - 38) / 2 + 10), y + 126, (w - 38) / 2, 90, 12), {
            fill: i ? '#e0f2fe' : '#fef3c7',
          }),
          circle(x + 38 + i * ((w - 38) / 2 + 10), y + 152, 12, { fill: i ? c.blue : c.amber }),
          rect(x + 26 + i * ((w - 38) / 2 + 10), y + 180, 60, 8, { rx: 4, fill: '#334155' }),
        ]),
      ),
      ...[0, 1, 2].map((i) =>
        g({}, [
          circle(x + 30, y + 252 + i * 44, 14, {
            fill: [c.tealBright, c.blueBright, c.greenBright][i] ?? c.teal,
          }),
          rect(x + 54, y + 244 + i * 44, 100 - i * 14, 8, { rx: 4, fill: '#334155' }),
          rect(x + 54, y + 258 + i * 44, 60, 6, { rx: 3, fill: '#94a3b8' }),
        ]),
      ),
    ]);
  const tablet = roundRectPath(430, 150, 250, 330, 22);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      shadow(tablet),
      path(tablet, { fill: c.navy }),
      path(roundRectPath(442, 162, 226, 306, 14), { fill: '#fff' }),
      rect(462, 186, 100, 12, { rx: 6, fill: '#334155' }),
      path('M462 380C500 330 530 360 560 320S620 280 648 250', stroke(c.teal, 6)),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(466 + i * 38, 440 - [40, 70, 55, 90, 65][i]!, 24, [40, 70, 55, 90, 65][i]!, {
          rx: 4,
          fill: i === 3 ? c.amber : '#99f6e4',
        }),
      ),
      shadow(roundRectPath(240, 100, 220, 430, 34)),
      phone(240, 100, 220, 430, ui, { body: c.navy }),
      g({}, [
        path(roundRectPath(520, 96, 200, 58, 16), { fill: '#fff' }),
        circle(550, 125, 14, { fill: c.green }),
        path('M543 125l5 5l9-10', stroke('#fff', 4)),
        rect(574, 114, 120, 9, { rx: 4.5, fill: '#334155' }),
        rect(574, 130, 80, 7, { rx: 3.5, fill: '#94a3b8' }),
      ]),
    ].join(''),
  };
}

function gearPath(cx: number, cy: number, r: number, teeth: number): string {
  const p: string[] = [];
  const steps = teeth * 4;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.8;
    p.push(`${i === 0 ? 'M' : 'L'}${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  return p.join('') + 'Z';
}

function customSoftware(): SvgDoc {
  const gr = lightGround('#eef2ff', '#e0e7ff', '#c7d2fe');
  const mods: [number, number, string][] = [
    [120, 110, c.blue],
    [120, 360, c.teal],
    [540, 110, c.amber],
    [540, 360, c.green],
  ];
  const hub = [400, 300] as const;
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      ...mods.map(([x, y]) =>
        path(`M${x + 70} ${y + 65}L${hub[0]} ${hub[1]}`, {
          stroke: c.navy,
          'stroke-opacity': 0.35,
          'stroke-width': 5,
          'stroke-dasharray': '2 12',
          'stroke-linecap': 'round',
        }),
      ),
      ...mods.map(([x, y, colour], i) =>
        g({}, [
          shadow(roundRectPath(x, y, 140, 130, 18), 10),
          path(roundRectPath(x, y, 140, 130, 18), { fill: '#fff' }),
          path(roundRectPath(x, y, 140, 30, 18), { fill: colour }),
          rect(x, y + 14, 140, 16, { fill: colour }),
          i === 0
            ? g(
                {},
                [0, 1, 2].map((k) =>
                  rect(x + 20, y + 48 + k * 22, [90, 64, 80][k]!, 10, {
                    rx: 5,
                    fill: ['#334155', '#94a3b8', '#94a3b8'][k]!,
                  }),
                ),
              )
            : '',
          i === 1
            ? g(
                {},
                [0, 1, 2, 3].map((k) =>
                  rect(x + 22 + k * 26, y + 112 - [30, 54, 40, 66][k]!, 16, [30, 54, 40, 66][k]!, {
                    rx: 3,
                    fill: k === 3 ? c.amber : c.tealBright,
                  }),
                ),
              )
            : '',
          i === 2
            ? g({}, [
                circle(x + 70, y + 80, 30, stroke(c.amber, 12)),
                path(`M${x + 70} ${y + 50}A30 30 0 0 1 ${x + 100} ${y + 80}`, stroke(c.navy, 12)),
              ])
            : '',
          i === 3
            ? g(
                {},
                [0, 1, 2].map((k) =>
                  g({}, [
                    rect(x + 20, y + 46 + k * 24, 14, 14, { rx: 3, fill: c.green }),
                    path(`M${x + 23} ${y + 53 + k * 24}l3 3l6 -6`, stroke('#fff', 2.5)),
                    rect(x + 44, y + 49 + k * 24, 70 - k * 10, 8, { rx: 4, fill: '#334155' }),
                  ]),
                ),
              )
            : '',
        ]),
      ),
      circle(hub[0], hub[1] + 8, 70, { fill: c.navy, 'fill-opacity': 0.15 }),
      circle(hub[0], hub[1], 70, { fill: c.navy }),
      path(gearPath(hub[0], hub[1], 44, 10), { fill: c.amber }),
      circle(hub[0], hub[1], 16, { fill: c.navy }),
    ].join(''),
  };
}

function avatar(
  cx: number,
  cy: number,
  r: number,
  skin: string,
  shirt: string,
  hair: 'short' | 'afro' | 'bun',
  bg: string,
  clipId: string,
): { def: string; body: string } {
  const def = el('clipPath', { id: clipId }, circle(cx, cy, r));
  const body = g({}, [
    circle(cx, cy, r, { fill: bg }),
    g({ 'clip-path': `url(#${clipId})` }, [
      ellipse(cx, cy + r * 0.95, r * 0.78, r * 0.55, { fill: shirt }),
      rect(cx - r * 0.13, cy + r * 0.05, r * 0.26, r * 0.4, { fill: skin }),
      hair === 'afro' ? circle(cx, cy - r * 0.28, r * 0.5, { fill: c.hair }) : '',
      circle(cx, cy - r * 0.15, r * 0.36, { fill: skin }),
      hair === 'short'
        ? path(
            `M${n(cx - r * 0.37)} ${n(cy - r * 0.2)}A${n(r * 0.37)} ${n(r * 0.37)} 0 0 1 ${n(cx + r * 0.37)} ${n(cy - r * 0.2)}Q${n(cx)} ${n(cy - r * 0.42)} ${n(cx - r * 0.37)} ${n(cy - r * 0.2)}Z`,
            { fill: c.hair },
          )
        : '',
      hair === 'bun'
        ? g({}, [
            path(
              `M${n(cx - r * 0.38)} ${n(cy - r * 0.12)}A${n(r * 0.38)} ${n(r * 0.4)} 0 0 1 ${n(cx + r * 0.38)} ${n(cy - r * 0.12)}Q${n(cx)} ${n(cy - r * 0.4)} ${n(cx - r * 0.38)} ${n(cy - r * 0.12)}Z`,
              { fill: c.hair },
            ),
            circle(cx, cy - r * 0.6, r * 0.17, { fill: c.hair }),
          ])
        : '',
    ]),
  ]);
  return { def, body };
}

function itTalent(): SvgDoc {
  const gr = lightGround('#f0fdf4', '#dcfce7', '#bbf7d0');
  const people = [
    { x: 96, skin: c.skin[2] ?? '', shirt: c.blue, hair: 'short' as const, bg: '#dbeafe' },
    { x: 296, skin: c.skin[1] ?? '', shirt: c.teal, hair: 'bun' as const, bg: '#fef3c7' },
    { x: 496, skin: c.skin[0] ?? '', shirt: c.amber, hair: 'afro' as const, bg: '#ccfbf1' },
  ];
  const defs: string[] = [gr.defs];
  const cards = people.map((p, i) => {
    const lift = i === 1 ? -30 : 0;
    const y = 150 + lift;
    const av = avatar(p.x + 104, y + 78, 50, p.skin, p.shirt, p.hair, p.bg, `av${i}`);
    defs.push(av.def);
    return g({}, [
      shadow(roundRectPath(p.x, y, 208, 290, 20), 12),
      path(roundRectPath(p.x, y, 208, 290, 20), {
        fill: '#fff',
        stroke: i === 1 ? c.green : 'none',
        'stroke-width': 5,
      }),
      av.body,
      rect(p.x + 44, y + 148, 120, 12, { rx: 6, fill: '#334155' }),
      rect(p.x + 64, y + 170, 80, 9, { rx: 4.5, fill: '#94a3b8' }),
      ...[0, 1, 2].map((k) =>
        rect(p.x + 28 + k * 52, y + 200, 44, 20, {
          rx: 10,
          fill: ['#dbeafe', '#ccfbf1', '#fef3c7'][k]!,
        }),
      ),
      ...[0, 1, 2, 3, 4].map((k) =>
        circle(p.x + 56 + k * 24, y + 250, 7, {
          fill: k < (i === 1 ? 5 : 4) ? c.amber : '#e2e8f0',
        }),
      ),
    ]);
  });
  return {
    viewW: W,
    viewH: H,
    defs: defs.join(''),
    body: [
      gr.body,
      ...cards,
      badge(490, 132, 34, c.green, path('M474 132l11 11l21 -22', stroke('#fff', 8))),
      // a magnifying glass: searching for the right person
      g({}, [
        circle(668, 430, 46, {
          fill: '#fff',
          'fill-opacity': 0.6,
          stroke: c.navy,
          'stroke-width': 12,
        }),
        path('M702 464l44 44', stroke(c.navy, 18)),
      ]),
    ].join(''),
  };
}

function techConsulting(): SvgDoc {
  const gr = lightGround('#fffbeb', '#fef3c7', '#fde68a');
  const board = roundRectPath(110, 110, 420, 300, 18);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      // the flip chart / board
      path('M220 410L180 520M420 410L460 520M320 410V520', stroke(c.navy, 10)),
      shadow(board),
      path(board, { fill: '#fff' }),
      rect(140, 140, 170, 14, { rx: 7, fill: '#334155' }),
      rect(140, 164, 110, 10, { rx: 5, fill: '#94a3b8' }),
      line(150, 370, 500, 370, { stroke: '#cbd5e1', 'stroke-width': 3 }),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(166 + i * 66, 370 - [50, 80, 70, 120, 160][i]!, 40, [50, 80, 70, 120, 160][i]!, {
          rx: 6,
          fill: i === 4 ? c.amber : i % 2 ? c.teal : c.blue,
          'fill-opacity': i === 4 ? 1 : 0.85,
        }),
      ),
      path('M186 300L252 262L318 276L384 220L450 176', stroke(c.navy, 6)),
      path('M432 168L452 174L446 194', stroke(c.navy, 6)),
      // the idea: a light bulb
      g({}, [
        circle(630, 230, 92, { fill: c.amber, 'fill-opacity': 0.25 }),
        path('M630 150a62 62 0 0 1 36 112v22h-72v-22a62 62 0 0 1 36 -112Z', { fill: c.amber }),
        path('M610 252l20 -34l20 34', stroke('#fff', 6)),
        rect(596, 292, 68, 14, { rx: 7, fill: c.navy }),
        rect(604, 312, 52, 14, { rx: 7, fill: c.navy }),
        path(
          'M630 118v-22M712 150l16 -14M548 150l-16 -14M740 226h22M520 226h-22',
          stroke(c.amber, 8),
        ),
      ]),
      // a compass (direction)
      g({}, [
        circle(640, 450, 62, { fill: '#fff', stroke: c.navy, 'stroke-width': 8 }),
        path('M640 404l16 46l-16 46l-16 -46Z', { fill: c.teal }),
        path('M640 404l16 46h-32Z', { fill: '#ef4444' }),
        circle(640, 450, 8, { fill: c.navy }),
      ]),
    ].join(''),
  };
}

// ── Courses ──────────────────────────────────────────────────────────────────────────────────────
function courseWebDev(): SvgDoc {
  const r = rng(611);
  const gr = darkGround(c.blue, c.tealBright);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      path(roundRectPath(80, 120, 400, 340, 16), {
        fill: '#081830',
        stroke: '#2a4d80',
        'stroke-width': 2,
      }),
      windowBar(80, 120, 400, 30),
      codeLines(r, 100, 176, 360, 11, { lineH: 24, numbers: true }),
      path(roundRectPath(400, 190, 320, 300, 16), { fill: '#fff' }),
      path(roundRectPath(400, 190, 320, 34, 16), { fill: '#e2e8f0' }),
      rect(400, 210, 320, 14, { fill: '#e2e8f0' }),
      circle(420, 207, 6, { fill: '#f87171' }),
      circle(438, 207, 6, { fill: c.amber }),
      circle(456, 207, 6, { fill: c.greenBright }),
      path(roundRectPath(418, 240, 284, 100, 10), { fill: c.blue }),
      rect(436, 264, 140, 14, { rx: 7, fill: '#fff' }),
      rect(436, 288, 96, 10, { rx: 5, fill: '#fff', 'fill-opacity': 0.6 }),
      rect(436, 310, 70, 18, { rx: 9, fill: c.amber }),
      ...[0, 1].map((i) =>
        g({}, [
          path(roundRectPath(418 + i * 148, 356, 136, 112, 10), { fill: '#f1f5f9' }),
          circle(444 + i * 148, 384, 12, { fill: i ? c.teal : c.green }),
          rect(434 + i * 148, 408, 92, 9, { rx: 4.5, fill: '#334155' }),
          rect(434 + i * 148, 426, 64, 7, { rx: 3.5, fill: '#94a3b8' }),
        ]),
      ),
      badge(
        660,
        150,
        48,
        c.amber,
        path('M644 134l-14 16l14 16M676 134l14 16l-14 16', stroke(c.navy, 7)),
      ),
    ].join(''),
  };
}

function courseMobile(): SvgDoc {
  const gr = darkGround(c.tealBright, c.blue);
  const wire = (x: number, y: number, w: number): string =>
    g({}, [
      rect(x + 16, y + 40, w - 32, 120, { rx: 12, fill: '#e2e8f0' }),
      path(
        `M${x + 16} ${y + 160}L${x + 70} ${y + 100}L${x + 110} ${y + 140}L${x + 140} ${y + 116}L${x + w - 16} ${y + 160}Z`,
        { fill: '#cbd5e1' },
      ),
      circle(x + w - 50, y + 76, 14, { fill: '#cbd5e1' }),
      rect(x + 16, y + 180, 140, 14, { rx: 7, fill: '#334155' }),
      rect(x + 16, y + 204, 100, 10, { rx: 5, fill: '#94a3b8' }),
      path(roundRectPath(x + 16, y + 240, w - 32, 60, 12), {
        fill: 'none',
        stroke: c.tealBright,
        'stroke-width': 3,
        'stroke-dasharray': '8 6',
      }),
      path(roundRectPath(x + 16, y + 316, w - 32, 44, 22), { fill: c.teal }),
    ]);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      phone(290, 70, 220, 460, wire, { body: '#020817' }),
      // components being dragged onto the screen
      g({}, [
        path(roundRectPath(90, 170, 170, 70, 14), { fill: '#fff' }),
        circle(124, 205, 16, { fill: c.amber }),
        rect(150, 196, 86, 10, { rx: 5, fill: '#334155' }),
        rect(150, 212, 56, 8, { rx: 4, fill: '#94a3b8' }),
        path(roundRectPath(100, 300, 150, 52, 26), { fill: c.green }),
        rect(136, 320, 78, 12, { rx: 6, fill: '#fff' }),
        path('M258 205C300 205 280 290 322 312', {
          fill: 'none',
          stroke: c.tealSoft,
          'stroke-width': 3,
          'stroke-dasharray': '6 8',
        }),
      ]),
      g({}, [
        path(roundRectPath(560, 150, 150, 150, 20), {
          fill: '#fff',
          'fill-opacity': 0.08,
          stroke: '#fff',
          'stroke-opacity': 0.25,
          'stroke-width': 2,
        }),
        ...[0, 1, 2, 3].map((i) =>
          rect(580 + (i % 2) * 60, 170 + Math.floor(i / 2) * 60, 48, 48, {
            rx: 12,
            fill: [c.blueBright, c.tealBright, c.amber, c.greenBright][i]!,
          }),
        ),
        path(roundRectPath(560, 350, 150, 130, 16), {
          fill: '#020817',
          stroke: '#fff',
          'stroke-opacity': 0.25,
          'stroke-width': 2,
        }),
        ...[0, 1, 2, 3].map((i) =>
          rect(578 + (i % 2) * 16, 374 + i * 24, [70, 86, 54, 40][i]!, 10, {
            rx: 5,
            fill: [c.tealSoft, c.blueSoft, c.amberSoft, c.tealSoft][i]!,
            'fill-opacity': 0.85,
          }),
        ),
      ]),
    ].join(''),
  };
}

function courseData(): SvgDoc {
  const gr = darkGround(c.blue, c.amber);
  const panel = (x: number, y: number, w: number, h: number): string =>
    path(roundRectPath(x, y, w, h, 16), { fill: '#fff' });
  const donut = (cx: number, cy: number, r: number): string => {
    const seg = (a0: number, a1: number, colour: string): string => {
      const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
      const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
      return path(
        `M${n(p0[0]!)} ${n(p0[1]!)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${n(p1[0]!)} ${n(p1[1]!)}`,
        { fill: 'none', stroke: colour, 'stroke-width': 26 },
      );
    };
    const t = -Math.PI / 2;
    const T = Math.PI * 2;
    return g({}, [
      seg(t, t + T * 0.45, c.blue),
      seg(t + T * 0.45, t + T * 0.75, c.teal),
      seg(t + T * 0.75, t + T * 0.93, c.amber),
      seg(t + T * 0.93, t + T, '#cbd5e1'),
    ]);
  };
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      panel(80, 90, 400, 250),
      rect(104, 114, 130, 12, { rx: 6, fill: '#334155' }),
      ...[0.45, 0.7, 0.55, 0.85, 0.65, 0.95, 0.75].map((b, i) =>
        rect(108 + i * 52, 316 - 160 * b, 32, 160 * b, {
          rx: 5,
          fill: i === 5 ? c.amber : c.blue,
          'fill-opacity': i === 5 ? 1 : 0.85,
        }),
      ),
      path('M124 236L176 200L228 220L280 168L332 186L384 130L436 150', stroke(c.teal, 5)),
      panel(500, 90, 220, 250),
      donut(610, 200, 62),
      rect(540, 296, 140, 10, { rx: 5, fill: '#94a3b8' }),
      panel(80, 360, 640, 160),
      ...[0, 1, 2, 3].map((row) =>
        g({}, [
          rect(104, 384 + row * 32, 120, 10, { rx: 5, fill: row === 0 ? '#334155' : '#94a3b8' }),
          rect(264, 384 + row * 32, 80, 10, { rx: 5, fill: row === 0 ? '#334155' : '#cbd5e1' }),
          rect(384, 384 + row * 32, 100, 10, { rx: 5, fill: row === 0 ? '#334155' : '#cbd5e1' }),
          row === 0
            ? rect(524, 384, 170, 10, { rx: 5, fill: '#334155' })
            : g({}, [
                rect(524, 384 + row * 32, 170, 10, { rx: 5, fill: '#e2e8f0' }),
                rect(524, 384 + row * 32, 170 * [0, 0.8, 0.55, 0.35][row]!, 10, {
                  rx: 5,
                  fill: [c.green, c.green, c.teal, c.amber][row]!,
                }),
              ]),
        ]),
      ),
    ].join(''),
  };
}

function courseCyber(): SvgDoc {
  const r = rng(644);
  const gr = darkGround(c.teal, c.green);
  const hexes: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 14; col++) {
      const cx = col * 60 + (row % 2) * 30;
      const cy = row * 52 + 20;
      if (r.chance(0.55)) continue;
      const p: string[] = [];
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + (k * Math.PI) / 3;
        p.push(`${k === 0 ? 'M' : 'L'}${n(cx + 28 * Math.cos(a))} ${n(cy + 28 * Math.sin(a))}`);
      }
      hexes.push(p.join('') + 'Z');
    }
  }
  const shield = 'M400 96L560 150V290C560 390 488 456 400 500C312 456 240 390 240 290V150Z';
  return {
    viewW: W,
    viewH: H,
    defs:
      gr.defs +
      linear(
        'shield',
        [
          [0, c.tealBright],
          [1, c.teal],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    body: [
      gr.body,
      path(hexes.join(''), {
        fill: 'none',
        stroke: c.tealSoft,
        'stroke-opacity': 0.12,
        'stroke-width': 2,
      }),
      path(shield, { fill: '#000', 'fill-opacity': 0.25, transform: 'translate(0 16)' }),
      path(shield, { fill: 'url(#shield)' }),
      path('M400 126L530 170V290C530 372 472 428 400 466Z', { fill: '#fff', 'fill-opacity': 0.1 }),
      // padlock
      path('M360 270V240a40 40 0 0 1 80 0V270', stroke(c.light, 18)),
      path(roundRectPath(336, 262, 128, 110, 16), { fill: c.light }),
      circle(400, 306, 14, { fill: c.navy }),
      path('M400 312V340', stroke(c.navy, 12)),
      // scan lines & status dots
      ...[0, 1, 2].map((i) =>
        g({}, [
          circle(620, 220 + i * 60, 9, { fill: i === 2 ? c.amber : c.greenBright }),
          rect(642, 214 + i * 60, 90 - i * 14, 12, { rx: 6, fill: '#fff', 'fill-opacity': 0.5 }),
        ]),
      ),
      ...[0, 1, 2].map((i) =>
        rect(80, 224 + i * 60, 100 - i * 20, 12, { rx: 6, fill: c.tealSoft, 'fill-opacity': 0.5 }),
      ),
      path('M190 230h28M170 290h48M150 350h68', {
        stroke: c.tealSoft,
        'stroke-opacity': 0.35,
        'stroke-width': 3,
        'stroke-dasharray': '4 8',
      }),
    ].join(''),
  };
}

function courseUiUx(): SvgDoc {
  const gr = darkGround('#7c3aed', c.blue);
  return {
    viewW: W,
    viewH: H,
    defs: gr.defs,
    body: [
      gr.body,
      // artboard with a wireframe
      path(roundRectPath(90, 90, 380, 420, 14), { fill: '#fff' }),
      rect(114, 114, 120, 12, { rx: 6, fill: '#334155' }),
      path(roundRectPath(114, 146, 332, 150, 10), { fill: '#e2e8f0' }),
      path('M114 296L200 220L260 270L310 236L446 296Z', { fill: '#cbd5e1' }),
      circle(390, 190, 20, { fill: '#cbd5e1' }),
      ...[0, 1, 2].map((i) =>
        path(roundRectPath(114 + i * 114, 316, 100, 84, 10), {
          fill: 'none',
          stroke: '#94a3b8',
          'stroke-width': 3,
          'stroke-dasharray': '8 6',
        }),
      ),
      path(roundRectPath(114, 424, 160, 44, 22), { fill: c.blue }),
      rect(150, 440, 88, 12, { rx: 6, fill: '#fff' }),
      // selection box with handles
      rect(104, 306, 352, 104, { fill: 'none', stroke: c.blueBright, 'stroke-width': 3 }),
      ...[
        [104, 306],
        [456, 306],
        [104, 410],
        [456, 410],
      ].map(([x, y]) =>
        rect(x! - 7, y! - 7, 14, 14, { fill: '#fff', stroke: c.blueBright, 'stroke-width': 3 }),
      ),
      // pen tool curve with bezier handles
      path('M520 420C540 300 640 300 700 200', stroke(c.amber, 6)),
      line(520, 420, 530, 330, { stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
      line(700, 200, 640, 240, { stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
      circle(530, 330, 8, { fill: '#fff' }),
      circle(640, 240, 8, { fill: '#fff' }),
      rect(512, 412, 16, 16, { fill: c.amber }),
      rect(692, 192, 16, 16, { fill: c.amber }),
      // swatches
      ...[c.navy, c.blue, c.teal, c.green, c.amber].map((colour, i) =>
        circle(540 + i * 44, 490, 18, { fill: colour, stroke: '#fff', 'stroke-width': 4 }),
      ),
      // cursor
      path('M600 110l0 70l18 -18l14 30l14 -6l-14 -30l26 0Z', {
        fill: '#fff',
        stroke: c.navy,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
    ].join(''),
  };
}

export const serviceCards: readonly CardArt[] = [
  {
    slug: 'web-development',
    alt: 'Illustration of a responsive website in a browser window, with a code badge',
    background: '#dbeafe',
    draw: webDevelopment,
  },
  {
    slug: 'mobile-app',
    alt: 'Illustration of a mobile app on a phone beside a tablet showing a chart',
    background: '#ccfbf1',
    draw: mobileApp,
  },
  {
    slug: 'custom-software',
    alt: 'Illustration of four software modules connected to a central engine',
    background: '#e0e7ff',
    draw: customSoftware,
  },
  {
    slug: 'it-talent',
    alt: 'Illustration of three developer profile cards, the best match marked with a check',
    background: '#dcfce7',
    draw: itTalent,
  },
  {
    slug: 'tech-consulting',
    alt: 'Illustration of a growth chart on a board beside a light bulb and a compass',
    background: '#fef3c7',
    draw: techConsulting,
  },
];

export const courseCards: readonly CardArt[] = [
  {
    slug: 'web-development',
    alt: 'Illustration of a code editor beside the web page it builds',
    background: c.navy,
    draw: courseWebDev,
  },
  {
    slug: 'mobile-app',
    alt: 'Illustration of a phone wireframe with interface components being placed on it',
    background: c.navy,
    draw: courseMobile,
  },
  {
    slug: 'data-analysis',
    alt: 'Illustration of a data dashboard with a bar chart, a trend line, a donut chart and a table',
    background: c.navy,
    draw: courseData,
  },
  {
    slug: 'cyber-security',
    alt: 'Illustration of a shield with a padlock over a honeycomb network pattern',
    background: c.navy,
    draw: courseCyber,
  },
  {
    slug: 'ui-ux',
    alt: 'Illustration of a design tool: a wireframe artboard, a pen-tool curve, colour swatches and a cursor',
    background: c.navy,
    draw: courseUiUx,
  },
];
