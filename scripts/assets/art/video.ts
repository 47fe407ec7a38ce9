/**
 * The hero background clip: calm, seamlessly looping motion in the site's palette. Every moving
 * thing follows a periodic path whose period divides the clip length, so the last frame flows into
 * the first. Frames are drawn as SVG, rendered by sharp and piped to ffmpeg as raw RGB.
 */
import { palette as c } from '../lib/palette.ts';
import { rng } from '../lib/rng.ts';
import { circle, ellipse, g, glowDef, linear, n, path, rect, type SvgDoc } from '../lib/svg.ts';

export const VIDEO_W = 1280;
export const VIDEO_H = 720;
export const VIDEO_FPS = 24;
export const VIDEO_SECONDS = 10;
export const VIDEO_FRAMES = VIDEO_FPS * VIDEO_SECONDS;

const TAU = Math.PI * 2;
const W = VIDEO_W;
const H = VIDEO_H;

interface Node {
  x: number;
  y: number;
  rx: number;
  ry: number;
  phase: number;
  turns: 1 | -1;
}

const r = rng(909);
const nodes: Node[] = Array.from({ length: 22 }, (_, i) => ({
  // spread over the frame on a jittered grid so the network never clumps
  x: ((i % 6) + 0.5) * (W / 6) + r.range(-70, 70),
  y: (Math.floor(i / 6) + 0.5) * (H / 4) + r.range(-50, 50),
  rx: r.range(18, 46),
  ry: r.range(12, 34),
  phase: r.range(0, TAU),
  turns: r.chance(0.5) ? 1 : -1,
}));

const waves = Array.from({ length: 12 }, (_, i) => ({
  base: 300 + i * 26,
  amp: 60 + i * 6,
  k: 0.0042 + i * 0.00012,
  phase: i * 0.42,
  opacity: 0.1 + 0.25 * Math.sin((Math.PI * (i + 1)) / 13),
}));

/** One frame at time t in [0, VIDEO_SECONDS). */
export function videoFrame(t: number): SvgDoc {
  const p = t / VIDEO_SECONDS; // 0..1 over the loop
  const a = TAU * p;
  const defs = [
    linear(
      'vbg',
      [
        [0, c.navyDeep],
        [0.6, c.navy],
        [1, '#0e2b55'],
      ],
      { x1: 0, y1: 0, x2: 0.4, y2: 1 },
    ),
    linear(
      'vwave',
      [
        [0, c.blueBright],
        [0.5, c.tealBright],
        [1, c.blueSoft],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    glowDef('vg1', c.blue, 0.6),
    glowDef('vg2', c.tealBright, 0.3),
    glowDef('vg3', c.amber, 0.08),
  ].join('');
  const body: string[] = [
    rect(0, 0, W, H, { fill: 'url(#vbg)' }),
    ellipse(820 + 160 * Math.sin(a), 300 + 70 * Math.sin(2 * a), 620, 440, { fill: 'url(#vg1)' }),
    ellipse(300 + 120 * Math.cos(a), 600 + 50 * Math.sin(a), 520, 300, { fill: 'url(#vg2)' }),
    ellipse(1080 + 80 * Math.cos(2 * a), 120 + 40 * Math.sin(a), 360, 260, { fill: 'url(#vg3)' }),
  ];
  // flowing silk-like lines
  const wavePaths = waves.map((wv) => {
    const pts: string[] = [];
    for (let x = -40; x <= W + 40; x += 40) {
      const y =
        wv.base +
        wv.amp * Math.sin(wv.k * x + wv.phase + a) * 0.6 +
        wv.amp * 0.4 * Math.sin(wv.k * 1.7 * x - wv.phase - 2 * a);
      pts.push(`${pts.length === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
    }
    return path(pts.join(''), {
      fill: 'none',
      stroke: 'url(#vwave)',
      'stroke-opacity': n(wv.opacity),
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    });
  });
  body.push(g({}, wavePaths));
  // the network: nodes drift on small ellipses; links fade in and out smoothly with distance
  const pos = nodes.map(
    (nd) =>
      [
        nd.x + nd.rx * Math.cos(nd.phase + nd.turns * a),
        nd.y + nd.ry * Math.sin(nd.phase + nd.turns * a),
      ] as const,
  );
  const links: string[] = [];
  const maxD = 250;
  pos.forEach(([x1, y1], i) => {
    pos.forEach(([x2, y2], j) => {
      if (j <= i) return;
      const d = Math.hypot(x2 - x1, y2 - y1);
      if (d >= maxD) return;
      const o = 0.32 * (1 - d / maxD) ** 1.5;
      if (o < 0.02) return;
      links.push(
        path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, {
          stroke: c.blueSoft,
          'stroke-opacity': n(o),
          'stroke-width': 1.5,
        }),
      );
    });
  });
  body.push(g({}, links));
  body.push(
    g(
      {},
      pos.map(([x, y], i) =>
        g({}, [
          circle(x, y, 9, { fill: c.blueSoft, 'fill-opacity': 0.1 }),
          circle(x, y, i % 5 === 2 ? 4 : 3, {
            fill: i % 5 === 2 ? c.amber : c.blueSoft,
            'fill-opacity': 0.85,
          }),
        ]),
      ),
    ),
  );
  // a few pulses travelling along fixed pairs of nodes (whole number of trips per loop)
  const pulses: [number, number, number][] = [
    [0, 7, 2],
    [8, 15, 1],
    [13, 20, 2],
    [3, 10, 1],
    [16, 9, 3],
  ];
  for (const [from, to, trips] of pulses) {
    const s = (p * trips) % 1;
    const [x1, y1] = pos[from] ?? [0, 0];
    const [x2, y2] = pos[to] ?? [0, 0];
    const fade = Math.sin(Math.PI * s);
    body.push(
      path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, {
        stroke: c.tealSoft,
        'stroke-opacity': n(0.12 * fade),
        'stroke-width': 1.5,
      }),
    );
    body.push(
      circle(x1 + (x2 - x1) * s, y1 + (y2 - y1) * s, 3.5, {
        fill: c.tealSoft,
        'fill-opacity': n(0.9 * fade),
      }),
    );
  }
  return { viewW: W, viewH: H, defs, body: body.join('') };
}
