/**
 * Minimal SVG string builders. Numbers are rounded to two decimals so the output is compact and
 * identical on every run (no locale, no float noise).
 */
export type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // Avoid "-0".
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children: string | readonly string[] = ''): string {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export const g = (a: Attrs, children: string | readonly string[]): string => el('g', a, children);
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...a });
export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a });
export const title = (text: string): string => `<title>${escapeXml(text)}</title>`;

/** Polyline / polygon point list. */
export function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  return el(
    'linearGradient',
    { id, x1: dir.x1 ?? 0, y1: dir.y1 ?? 0, x2: dir.x2 ?? 0, y2: dir.y2 ?? 1 },
    stops.map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    ),
  );
}

export function radial(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  geom: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string {
  return el(
    'radialGradient',
    { id, cx: geom.cx ?? 0.5, cy: geom.cy ?? 0.5, r: geom.r ?? 0.5, fx: geom.fx, fy: geom.fy },
    stops.map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    ),
  );
}

/** A soft round glow: an ellipse filled with a radial gradient fading to transparent. */
export function glowDef(id: string, color: string, opacity = 0.55): string {
  return radial(id, [
    [0, color, opacity],
    [0.45, color, opacity * 0.35],
    [1, color, 0],
  ]);
}

export interface SvgDoc {
  /** Width and height of the viewBox the artwork is drawn in. */
  viewW: number;
  viewH: number;
  defs?: string;
  body: string;
  label?: string;
}

/** A full SVG document; `outW`/`outH` set the rendered pixel size (sharp rasterises at that size). */
export function svgDocument(doc: SvgDoc, outW = doc.viewW, outH = doc.viewH): string {
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(outW)}" height="${n(outH)}" viewBox="0 0 ${n(doc.viewW)} ${n(doc.viewH)}"` +
    (doc.label ? ` role="img" aria-label="${escapeXml(doc.label)}"` : '') +
    '>';
  return (
    head +
    (doc.label ? title(doc.label) : '') +
    (doc.defs ? `<defs>${doc.defs}</defs>` : '') +
    doc.body +
    '</svg>'
  );
}

/** Rounded-rectangle path (useful where a transform-free path is wanted). */
export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}
