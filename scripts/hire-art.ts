/**
 * Draws the art of the five hire-a-developer pages: one small hero SVG per technology, our own
 * geometric mark for it (not the real trademark) on an editor window whose code and accent are
 * that technology's, and the sprint board of their shared "project management" section.
 * Hand-written shapes in the site palette, deterministic output, no fonts needed (text is drawn
 * as bars). Writes public/art/hire/<slug>.svg and public/art/hire/sprint-board.svg.
 *   npx tsx scripts/hire-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { palette } from './assets/lib/palette';
import type { DeveloperType } from '../src/records/options';

export const HIRE_ART_SIZE = { width: 480, height: 360 } as const;

interface Art {
  /** The technology's accent, from the palette. */
  accent: string;
  /** Our mark for the technology, drawn inside a 120 × 120 box at the origin. */
  mark: string;
  /** What the window shows beside the code: a component tree, a chart, a stream… */
  scene: string;
  /** Code-bar lengths per line (in 8 px steps) and their indent. */
  code: readonly (readonly [indent: number, length: number])[];
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 4, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;

const hexagon = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

const arts: Record<DeveloperType, Art> = {
  angular: {
    accent: palette.orange,
    mark: `<polygon points="60,6 112,24 104,94 60,116 16,94 8,24" fill="${palette.orange}"/><polygon points="60,28 86,88 74,88 68,72 52,72 46,88 34,88" fill="${palette.light}"/><polygon points="60,46 65,62 55,62" fill="${palette.orange}"/>`,
    scene: [0, 1, 2]
      .map((i) => rect(300, 150 + i * 44, 120 - i * 18, 30, palette.navySoft, 6))
      .concat(
        [0, 1].map(
          (i) =>
            `<path d="M292 ${165 + i * 44} h-14 v44 h14" fill="none" stroke="${palette.orange}" stroke-width="3"/>`,
        ),
      )
      .join(''),
    code: [
      [0, 9],
      [1, 14],
      [2, 10],
      [2, 12],
      [1, 6],
      [0, 4],
      [0, 11],
      [1, 8],
    ],
  },
  react: {
    accent: palette.blueBright,
    mark: [0, 60, 120]
      .map(
        (deg) =>
          `<ellipse cx="60" cy="60" rx="54" ry="20" fill="none" stroke="${palette.blueSoft}" stroke-width="6" transform="rotate(${deg} 60 60)"/>`,
      )
      .concat(`<circle cx="60" cy="60" r="11" fill="${palette.blueSoft}"/>`)
      .join(''),
    scene: [
      rect(292, 150, 130, 56, palette.navySoft, 8),
      rect(292, 214, 62, 76, palette.navySoft, 8),
      rect(360, 214, 62, 76, palette.navySoft, 8),
      rect(302, 162, 70, 8, palette.blueSoft, 4),
      rect(302, 178, 46, 8, palette.slateMid, 4),
      `<circle cx="323" cy="240" r="12" fill="${palette.blueBright}"/>`,
      `<circle cx="391" cy="240" r="12" fill="${palette.tealBright}"/>`,
    ].join(''),
    code: [
      [0, 12],
      [1, 7],
      [2, 15],
      [2, 11],
      [3, 9],
      [2, 5],
      [1, 4],
      [0, 2],
    ],
  },
  python: {
    accent: palette.amberSoft,
    mark: `${rect(10, 10, 64, 64, palette.blueBright, 18)}${rect(46, 46, 64, 64, palette.amberSoft, 18)}<circle cx="30" cy="30" r="6" fill="${palette.light}"/><circle cx="90" cy="90" r="6" fill="${palette.navy}"/>`,
    scene: [46, 78, 58, 104, 86, 122]
      .map((h, i) =>
        rect(296 + i * 21, 290 - h, 14, h, i % 2 ? palette.amberSoft : palette.blueBright, 3),
      )
      .concat(
        `<polyline points="300,230 322,206 344,216 366,180 388,190 410,154" fill="none" stroke="${palette.light}" stroke-width="3" stroke-linejoin="round"/>`,
      )
      .join(''),
    code: [
      [0, 10],
      [0, 13],
      [1, 9],
      [1, 15],
      [2, 8],
      [1, 6],
      [0, 11],
      [1, 7],
    ],
  },
  node: {
    accent: palette.greenBright,
    mark: `<polygon points="${hexagon(60, 60, 56)}" fill="${palette.green}"/><polygon points="${hexagon(60, 60, 40)}" fill="none" stroke="${palette.greenBright}" stroke-width="6"/><path d="M48 44 v34 M48 44 l24 34 v-34" fill="none" stroke="${palette.light}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    scene: [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${306 + i * 36}" cy="${170 + (i % 2) * 40}" r="12" fill="${i === 3 ? palette.greenBright : palette.navySoft}" stroke="${palette.greenBright}" stroke-width="3"/>`,
      )
      .concat(
        `<polyline points="306,170 342,210 378,170 414,210" fill="none" stroke="${palette.greenBright}" stroke-width="3" stroke-dasharray="6 6"/>`,
        [0, 1, 2]
          .map((i) => rect(296, 240 + i * 18, 120 - i * 28, 10, palette.slateMid, 5))
          .join(''),
      )
      .join(''),
    code: [
      [0, 14],
      [0, 8],
      [1, 12],
      [2, 10],
      [2, 13],
      [1, 4],
      [0, 9],
      [0, 5],
    ],
  },
  laravel: {
    accent: '#ef4444',
    mark: `<path d="M14 30 l30 -16 l30 16 v34 l30 -16 l0 36 l-30 18 l-30 -18 l-30 -16 z" fill="none" stroke="#ef4444" stroke-width="7" stroke-linejoin="round"/><path d="M14 30 l30 16 l30 -16 M44 46 v36 M74 64 l30 18" fill="none" stroke="#ef4444" stroke-width="5" stroke-linejoin="round"/>`,
    scene: [0, 1, 2, 3]
      .map(
        (i) =>
          `${rect(292, 150 + i * 34, 130, 26, i === 0 ? '#7f1d1d' : palette.navySoft, 4)}${rect(302, 159 + i * 34, 30, 8, palette.slate, 4)}${rect(342, 159 + i * 34, 62 - i * 8, 8, palette.slateMid, 4)}`,
      )
      .join(''),
    code: [
      [0, 11],
      [1, 13],
      [1, 9],
      [2, 14],
      [2, 7],
      [1, 5],
      [0, 3],
      [0, 12],
    ],
  },
};

/** One technology's hero art as an SVG document. */
export function hireArtSvg(art: Art): string {
  const { width, height } = HIRE_ART_SIZE;
  const codeBars = art.code
    .map(([indent, length], line) =>
      rect(
        92 + indent * 16,
        128 + line * 22,
        length * 8,
        9,
        line % 3 === 0 ? art.accent : line % 3 === 1 ? palette.slate : palette.slateMid,
        4.5,
      ),
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><radialGradient id="glow" cx="0.7" cy="0.35" r="0.7"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="20" fill="${palette.navyDeep}"/>`,
    `<rect width="${width}" height="${height}" rx="20" fill="url(#glow)"/>`,
    // The editor window.
    rect(60, 80, 380, 240, palette.navy, 14, ` stroke="${palette.navyLine}" stroke-width="2"`),
    rect(60, 80, 380, 30, palette.navySoft, 14),
    rect(60, 96, 380, 14, palette.navySoft, 0),
    ['#ef4444', palette.amber, palette.greenBright]
      .map((fill, i) => `<circle cx="${80 + i * 16}" cy="95" r="5" fill="${fill}"/>`)
      .join(''),
    rect(76, 120, 2, 180, palette.navyLine, 1),
    codeBars,
    art.scene,
    // The technology's mark, breaking out of the window's top-right corner.
    `<g transform="translate(340 22) scale(0.92)"><circle cx="60" cy="60" r="66" fill="${palette.navyDeep}" stroke="${art.accent}" stroke-width="3"/>${art.mark}</g>`,
    '</svg>',
  ].join('');
}

export const SPRINT_BOARD_SIZE = { width: 640, height: 480 } as const;

/** A sprint board: three columns of cards moving to "done", a burn-down chart and a demo day. */
export function sprintBoardSvg(): string {
  const { width, height } = SPRINT_BOARD_SIZE;
  const columns = [
    { x: 40, accent: palette.slateMid, cards: 3 },
    { x: 230, accent: palette.amber, cards: 2 },
    { x: 420, accent: palette.greenBright, cards: 4 },
  ];
  const board = columns
    .map(({ x, accent, cards }) =>
      [
        rect(x, 70, 180, 250, palette.navySoft, 12),
        rect(x + 16, 86, 70, 10, accent, 5),
        ...Array.from({ length: cards }, (_, i) =>
          [
            rect(x + 14, 112 + i * 50, 152, 40, palette.light, 8),
            rect(x + 26, 124 + i * 50, 90 - ((i * 23) % 40), 7, palette.slateMid, 3.5),
            rect(x + 26, 136 + i * 50, 40, 6, accent, 3),
            `<circle cx="${x + 150}" cy="${132 + i * 50}" r="8" fill="${[palette.blueBright, palette.tealBright, palette.amber][i % 3]}"/>`,
          ].join(''),
        ),
      ].join(''),
    )
    .join('');
  const burnDown = [
    rect(40, 340, 370, 110, palette.navySoft, 12),
    `<polyline points="60,360 110,372 160,380 210,398 260,404 310,420 360,432 390,436" fill="none" stroke="${palette.greenBright}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<line x1="60" y1="360" x2="390" y2="436" stroke="${palette.slateMid}" stroke-width="2" stroke-dasharray="6 6"/>`,
  ].join('');
  // Friday's demo: a calendar page with the day ticked.
  const demo = [
    rect(430, 340, 170, 110, palette.light, 12),
    rect(430, 340, 170, 30, palette.blue, 12),
    rect(430, 356, 170, 14, palette.blue, 0),
    ...Array.from({ length: 10 }, (_, i) =>
      rect(
        446 + (i % 5) * 30,
        382 + Math.floor(i / 5) * 30,
        20,
        20,
        i === 4 ? palette.amber : palette.slate,
        4,
      ),
    ),
    `<path d="M562 392 l5 6 l10 -12" fill="none" stroke="${palette.navy}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.navyDeep}"/>`,
    rect(40, 30, 160, 14, palette.slate, 7),
    rect(212, 30, 80, 14, palette.slateMid, 7),
    board,
    burnDown,
    demo,
    '</svg>',
  ].join('');
}

const outDir = join('public', 'art', 'hire');
mkdirSync(outDir, { recursive: true });
for (const [slug, art] of Object.entries(arts)) {
  writeFileSync(join(outDir, `${slug}.svg`), `${hireArtSvg(art)}\n`);
}
writeFileSync(join(outDir, 'sprint-board.svg'), `${sprintBoardSvg()}\n`);
console.log(`wrote ${Object.keys(arts).length + 1} files to ${outDir}`);
