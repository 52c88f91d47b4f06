// The drawings behind the feature pictures (feature-art.ts picks one). Each
// scene is a small function of plain shapes on a 100 × 100 grid, so the same
// SVG scales to every width; a variant changes a material, an appliance or a
// prop, never the whole drawing. Colours come from the exterior pictures'
// palette (siding, trim, roof, glass, greens) so the site reads as one family.
import { darken, isHexColor, lighten } from './color.ts';
import { createRng, type Rng } from './random.ts';
import { PathData, circle, el, n, polygon, rect } from './svg.ts';
import { hashString } from '../../lib/random.ts';

type Attrs = Record<string, string | number | undefined | null | false>;
type Pt = readonly [number, number];

/** Outline width in grid units: 1.8 px at 160 px, the smallest width we serve. */
export const LINE = 1.15;
/** Where things stand: the shadow line of every standing object. */
const FLOOR = 84;

export const P = {
  ink: '#33393f',
  white: '#f8f6f1',
  trim: '#f6f4ee',
  cream: '#eee4cc',
  wall: '#efe8dc',
  wood: '#b07f52',
  woodDark: '#8a5a36',
  woodLight: '#d3ae84',
  steel: '#c3cad0',
  black: '#2d2f31',
  glass: '#cfe2ee',
  water: '#6fa9d8',
  warm: '#f6dc92',
  brass: '#c9a94f',
  sage: '#98a68a',
  navy: '#2a3d5a',
  slate: '#6e8198',
  harbor: '#90a8b9',
  greige: '#b8ae9c',
  wheat: '#d8c59c',
  clay: '#c4a584',
  red: '#8a2f2a',
  teal: '#2e6c70',
  mustard: '#c2963a',
  leaf: '#5d8a45',
  leafLight: '#8fb86a',
  roof: '#4a525c',
  hot: '#c8553d',
  cold: '#3f79b5',
  accent: '#c2620c',
  sky: '#cfe5f3',
} as const;

// ---------------------------------------------------------------------------
// Kit: outlined shapes. The outline is the fill darkened, as in the exterior
// pictures' trim and shadows, so shapes separate without a harsh black line.

function outlined(fill: string, extra: Attrs = {}): Attrs {
  return {
    fill,
    stroke: isHexColor(fill) ? darken(fill, 0.42) : P.ink,
    'stroke-width': LINE,
    'stroke-linejoin': 'round',
    ...extra,
  };
}

const box = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  rect(x, y, w, h, outlined(fill, extra));
const flat = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  rect(x, y, w, h, { fill, ...extra });
const disc = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  circle(cx, cy, r, outlined(fill, extra));
const dot = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  circle(cx, cy, r, { fill, ...extra });
const poly = (points: readonly Pt[], fill: string, extra: Attrs = {}) =>
  polygon(points, outlined(fill, extra));
const shape = (d: string | PathData, fill: string, extra: Attrs = {}) =>
  el('path', { d: d.toString(), ...outlined(fill, extra) });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...outlined(fill, extra) });
const stroke = (d: string | PathData, color: string, width = LINE, extra: Attrs = {}) =>
  el('path', {
    d: d.toString(),
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const seg = (x1: number, y1: number, x2: number, y2: number, color: string, width = LINE) =>
  stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, width);
/** A soft contact shadow, as under the exterior pictures' homes. */
const shadow = (cx: number, rx: number, y = FLOOR, ry = 2.4) =>
  el('ellipse', { cx, cy: y, rx, ry, fill: '#000000', opacity: 0.13 });
/** Points from "x,y x,y …": polygons stay one line each. */
const pts = (list: string): Pt[] =>
  list.split(' ').map((p) => {
    const [x, y] = p.split(',').map(Number);
    return [x ?? 0, y ?? 0] as const;
  });
/** A glazed window in white trim. */
const pane = (x: number, y: number, w: number, h: number, trim = 1.6) =>
  box(x, y, w, h, 'url(#glass)', { stroke: P.trim, 'stroke-width': trim });
const clipped = (id: string, clip: string, body: string) =>
  el('clipPath', { id }, clip) + el('g', { 'clip-path': `url(#${id})` }, body);

/** Stable per-variant noise (granite, OSB flakes, book colours): the same every render. */
const rngFor = (salt: string): Rng => createRng(hashString(`feature-art:${salt}`));

/** Gradients every scene may use. */
export const SCENE_DEFS = [
  el(
    'linearGradient',
    { id: 'steel', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#eef1f3' }) +
      el('stop', { offset: 0.55, 'stop-color': '#c8ced3' }) +
      el('stop', { offset: 1, 'stop-color': '#a7b0b8' }),
  ),
  el(
    'linearGradient',
    { id: 'glass', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#e6f1f8' }) +
      el('stop', { offset: 0.6, 'stop-color': '#b5cfe0' }) +
      el('stop', { offset: 1, 'stop-color': '#8aa7bd' }),
  ),
  el(
    'linearGradient',
    { id: 'outside', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#9cc7e6' }) +
      el('stop', { offset: 0.65, 'stop-color': '#d6eaf5' }) +
      el('stop', { offset: 0.66, 'stop-color': '#9cbf78' }) +
      el('stop', { offset: 1, 'stop-color': '#7fa85c' }),
  ),
  el(
    'linearGradient',
    { id: 'crown', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#fbfaf6' }) +
      el('stop', { offset: 0.45, 'stop-color': '#d6d0c3' }) +
      el('stop', { offset: 0.6, 'stop-color': '#f1ede5' }) +
      el('stop', { offset: 1, 'stop-color': '#fbfaf6' }),
  ),
  el(
    'radialGradient',
    { id: 'glow' },
    el('stop', { offset: 0, 'stop-color': '#fff4c8', 'stop-opacity': 0.95 }) +
      el('stop', { offset: 1, 'stop-color': '#fff4c8', 'stop-opacity': 0 }),
  ),
  el(
    'linearGradient',
    { id: 'beam', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#fff1b8', 'stop-opacity': 0.85 }) +
      el('stop', { offset: 1, 'stop-color': '#fff1b8', 'stop-opacity': 0 }),
  ),
].join('');

// ---------------------------------------------------------------------------
// Shared props

function plant(x: number, base: number, size = 1): string {
  const s = size;
  const leaves = [
    [-5, -9, -8],
    [5, -10, 8],
    [0, -13, 0],
    [-3, -12, -4],
    [3, -12, 4],
  ] as const;
  const out = leaves.map(([dx, dy, tilt]) =>
    shape(
      `M${n(x)} ${n(base - 5 * s)}Q${n(x + (dx + tilt * 0.6) * s)} ${n(base + (dy + 4) * s)} ${n(x + dx * s)} ${n(base + dy * s)}Q${n(x + (dx - tilt * 0.2) * s * 0.3)} ${n(base + (dy + 6) * s)} ${n(x)} ${n(base - 5 * s)}Z`,
      P.leaf,
    ),
  );
  out.push(
    poly(
      [
        [x - 4 * s, base - 6 * s],
        [x + 4 * s, base - 6 * s],
        [x + 3 * s, base],
        [x - 3 * s, base],
      ],
      P.clay,
    ),
  );
  return out.join('');
}

function faucet(x: number, base: number, h: number, reach: number, color = 'url(#steel)'): string {
  const d = `M${n(x)} ${n(base)}L${n(x)} ${n(base - h + 3)}Q${n(x)} ${n(base - h)} ${n(x + 3)} ${n(base - h)}L${n(x + reach - 2)} ${n(base - h)}Q${n(x + reach)} ${n(base - h)} ${n(x + reach)} ${n(base - h + 2.5)}`;
  return (
    stroke(d, '#6f7880', 3.4) +
    stroke(d, color === 'url(#steel)' ? '#d5dadf' : color, 1.6) +
    box(x - 2.2, base - 1.6, 4.4, 1.8, P.steel)
  );
}

function stool(x: number, seatY: number, color: string): string {
  const legs = new PathData()
    .seg(x - 4, seatY + 2, x - 5.5, FLOOR)
    .seg(x + 4, seatY + 2, x + 5.5, FLOOR)
    .seg(x - 4.8, seatY + (FLOOR - seatY) * 0.6, x + 4.8, seatY + (FLOOR - seatY) * 0.6);
  return stroke(legs, P.black, 1.3) + box(x - 6, seatY, 12, 3, color, { rx: 1.5 });
}

function pendant(x: number, y: number, top = 6): string {
  return (
    dot(x, y + 7, 10, 'url(#glow)') +
    seg(x, top, x, y - 5, P.black, 0.7) +
    shape(
      `M${n(x - 6)} ${n(y + 2)}Q${n(x - 6)} ${n(y - 5)} ${n(x)} ${n(y - 5)}Q${n(x + 6)} ${n(y - 5)} ${n(x + 6)} ${n(y + 2)}Z`,
      P.black,
    ) +
    dot(x, y + 2.6, 2, P.warm)
  );
}

/** Shaker-style doors and drawers across a cabinet run. */
function cabinetFronts(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  doors: number,
  pull: string = P.steel,
): string {
  const out = [box(x, y, w, h, color)];
  const dw = w / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x + i * dw;
    out.push(
      rect(dx + 1.6, y + 2, dw - 3.2, h - 4, {
        fill: 'none',
        stroke: darken(color, 0.22),
        'stroke-width': 0.8,
      }),
    );
    const px = i % 2 === 0 ? dx + dw - 4 : dx + 3;
    out.push(box(px, y + 4, 1.4, Math.min(8, h * 0.3), pull, { 'stroke-width': 0.6 }));
  }
  return out.join('');
}

function sun(cx: number, cy: number, r: number): string {
  const rays = new PathData();
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    rays.seg(
      cx + Math.cos(a) * (r + 2),
      cy + Math.sin(a) * (r + 2),
      cx + Math.cos(a) * (r + 5.5),
      cy + Math.sin(a) * (r + 5.5),
    );
  }
  return stroke(rays, '#e2a73a', 1.4) + disc(cx, cy, r, '#f3c24f');
}

function cloud(cx: number, cy: number, s: number, fill = '#ffffff'): string {
  const d = `M${n(cx - 10 * s)} ${n(cy + 4 * s)}Q${n(cx - 13 * s)} ${n(cy - 2 * s)} ${n(cx - 6 * s)} ${n(cy - 2 * s)}Q${n(cx - 4 * s)} ${n(cy - 9 * s)} ${n(cx + 2 * s)} ${n(cy - 6 * s)}Q${n(cx + 9 * s)} ${n(cy - 8 * s)} ${n(cx + 9 * s)} ${n(cy - 1 * s)}Q${n(cx + 14 * s)} ${n(cy + 1 * s)} ${n(cx + 11 * s)} ${n(cy + 4 * s)}Z`;
  return shape(d, fill);
}

function drop(cx: number, cy: number, r: number, fill: string = P.water): string {
  return shape(
    `M${n(cx)} ${n(cy - r * 2)}Q${n(cx + r * 1.1)} ${n(cy - r * 0.4)} ${n(cx + r)} ${n(cy + r * 0.1)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy + r * 0.1)}Q${n(cx - r * 1.1)} ${n(cy - r * 0.4)} ${n(cx)} ${n(cy - r * 2)}Z`,
    fill,
  );
}

function phone(x: number, y: number, w: number, h: number, screen: string): string {
  return (
    box(x, y, w, h, P.black, { rx: 2.2 }) +
    flat(x + 1.4, y + 2.6, w - 2.8, h - 5.2, '#dfeaf2', { rx: 0.8 }) +
    screen
  );
}

/** Arcs spreading from a point: a signal, a sound, a camera's view. */
function waves(
  cx: number,
  cy: number,
  from: number,
  to: number,
  radii: readonly number[],
  color: string,
): string {
  const d = new PathData();
  for (const r of radii) {
    d.move(cx + Math.cos(from) * r, cy + Math.sin(from) * r).raw(
      `A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(to) * r)} ${n(cy + Math.sin(to) * r)}`,
    );
  }
  return stroke(d, color, 1.4);
}

function arrow(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  both = false,
): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (x: number, y: number, dir: number) =>
    polygon(
      [
        [x, y],
        [x - Math.cos(dir - 0.5) * 4, y - Math.sin(dir - 0.5) * 4],
        [x - Math.cos(dir + 0.5) * 4, y - Math.sin(dir + 0.5) * 4],
      ],
      { fill: color },
    );
  return (
    seg(x1, y1, x2, y2, color, 1.5) + head(x2, y2, a) + (both ? head(x1, y1, a + Math.PI) : '')
  );
}

/** A small house: walls, roof, door, two windows. The base of the "home" pictures. */
function house(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { siding?: string; roof?: string; door?: string; porch?: boolean } = {},
): string {
  const siding = opts.siding ?? P.harbor;
  const roofTop = y - h * 0.62;
  const out = [
    shadow(x + w / 2, w * 0.62, y + h),
    box(x, y, w, h, siding),
    poly(
      [
        [x - 4, y + 1],
        [x + w / 2, roofTop],
        [x + w + 4, y + 1],
      ],
      opts.roof ?? P.roof,
    ),
  ];
  const lap = new PathData();
  for (let ly = y + 4; ly < y + h - 1; ly += 3.2) lap.seg(x + 0.6, ly, x + w - 0.6, ly);
  out.push(stroke(lap, darken(siding, 0.14), 0.5));
  const dw = w * 0.2;
  const dx = x + w * 0.4;
  out.push(box(dx, y + h * 0.38, dw, h * 0.62, opts.door ?? P.red));
  out.push(dot(dx + dw * 0.78, y + h * 0.7, 0.8, P.brass));
  for (const wx of [x + w * 0.1, x + w * 0.7]) {
    out.push(
      box(wx, y + h * 0.3, w * 0.2, h * 0.32, 'url(#glass)', {
        stroke: P.trim,
        'stroke-width': 1.6,
      }),
    );
  }
  if (opts.porch) out.push(box(x - 2, y + h - 2.4, w + 4, 2.4, P.trim));
  return out.join('');
}

function badge(cx: number, cy: number, r: number, fill: string, icon: string): string {
  return disc(cx, cy, r + 1.2, P.white, { stroke: 'none' }) + disc(cx, cy, r, fill) + icon;
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return polygon(pts, { fill, 'stroke-linejoin': 'round' });
}

function leafShape(cx: number, cy: number, s: number, fill: string): string {
  return (
    shape(
      `M${n(cx - 6 * s)} ${n(cy + 6 * s)}Q${n(cx - 7 * s)} ${n(cy - 6 * s)} ${n(cx + 7 * s)} ${n(cy - 7 * s)}Q${n(cx + 7 * s)} ${n(cy + 7 * s)} ${n(cx - 6 * s)} ${n(cy + 6 * s)}Z`,
      fill,
    ) +
    stroke(
      `M${n(cx - 6 * s)} ${n(cy + 6 * s)}Q${n(cx)} ${n(cy)} ${n(cx + 4 * s)} ${n(cy - 4 * s)}`,
      darken(fill, 0.35),
      0.9,
    )
  );
}

const check = (cx: number, cy: number, s: number, color = '#ffffff') =>
  stroke(
    `M${n(cx - 4 * s)} ${n(cy)}L${n(cx - 1.2 * s)} ${n(cy + 3 * s)}L${n(cx + 4.5 * s)} ${n(cy - 3.5 * s)}`,
    color,
    2 * s,
  );

/** Horizontal lap boards with a shadow under each board. */
function lapSiding(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  board: number,
): string {
  const d = new PathData();
  for (let ly = y + board; ly < y + h - 0.5; ly += board) d.seg(x, ly, x + w, ly);
  return flat(x, y, w, h, color) + stroke(d, darken(color, 0.2), 0.7);
}

// ---------------------------------------------------------------------------
// Kitchen

export function island(v: string): string {
  const out: string[] = [];
  const entertainer = v === 'entertainer';
  if (v === 'bar') {
    out.push(shadow(50, 40));
    out.push(cabinetFronts(14, 58, 72, 26, P.wood, 4, P.black));
    out.push(box(14, 50, 72, 8, darken(P.wood, 0.15)));
    out.push(box(10, 46, 80, 4.5, P.cream));
    out.push(box(22, 39, 6, 7, P.white, { rx: 1 }) + box(72, 40, 6, 6, P.teal, { rx: 1 }));
    for (const x of [30, 50, 70]) out.push(stool(x, 56, P.black));
    return out.join('');
  }
  const x0 = entertainer ? 8 : 16;
  const x1 = 100 - x0;
  if (entertainer) {
    // A range hood and open shelf behind say "a whole kitchen", not just an island.
    out.push(poly(pts('40,22 60,22 66,34 34,34'), 'url(#steel)', { stroke: '#7f8990' }));
    out.push(box(45, 6, 10, 16, 'url(#steel)', { stroke: '#7f8990' }));
  }
  for (const x of entertainer ? [22, 78] : [30, 50, 70]) out.push(pendant(x, 26));
  out.push(shadow(50, (x1 - x0) / 2 + 4));
  out.push(cabinetFronts(x0, 56, x1 - x0, 28, entertainer ? P.navy : P.sage, entertainer ? 5 : 3));
  out.push(box(x0 - 3, 51, x1 - x0 + 6, 5, P.white));
  if (entertainer) {
    // A fruit bowl and two glasses: hosting.
    out.push(
      dot(44, 46.5, 3, '#d8553d') + dot(49, 45.5, 3, '#e8b53a') + dot(53, 47, 2.8, P.leafLight),
    );
    out.push(shape('M39 47Q50 55 61 47Z', P.white));
    for (const x of [68, 75]) {
      out.push(shape(`M${x - 2.4} 41Q${x} 47 ${x + 2.4} 41Z`, '#b03a4a', { 'stroke-width': 0.7 }));
      out.push(seg(x, 45.5, x, 50.5, P.ink, 0.8) + seg(x - 2, 50.6, x + 2, 50.6, P.ink, 0.8));
    }
    for (const x of [28, 50, 72]) out.push(stool(x, 66, P.woodDark));
  } else {
    for (const x of [36, 64]) out.push(stool(x, 66, P.woodDark));
  }
  return out.join('');
}

export function sink(v: string): string {
  const out: string[] = [];
  // Window over the sink: the classic kitchen-sink view.
  out.push(box(28, 8, 44, 32, P.trim));
  out.push(flat(31.5, 11.5, 37, 25, 'url(#outside)'));
  out.push(seg(50, 11.5, 50, 36.5, P.trim, 2) + seg(31.5, 24, 68.5, 24, P.trim, 2));
  out.push(shadow(50, 44));
  out.push(cabinetFronts(10, 56, 80, 28, P.white, 4));
  out.push(poly(pts('12,48 88,48 92,56 8,56'), '#e4ddd0'));
  if (v === 'farmhouse') {
    out.push(shape('M31 50L69 50L69 66Q69 70 65 70L35 70Q31 70 31 66Z', '#fbfaf7'));
    out.push(seg(33, 53, 67, 53, '#d6d2c9', 1));
    out.push(faucet(50, 49, 16, 10));
    out.push(box(55, 40, 2, 4, P.steel) + plant(80, 48, 0.7));
    return out.join('');
  }
  // Pull-down faucet: the spray head out on its hose, rinsing a plate.
  out.push(poly(pts('34,49.5 66,49.5 68,54 32,54'), '#6f7880'));
  out.push(faucet(44, 49, 22, 12));
  out.push(stroke('M56 29.5Q60 36 60 40', P.black, 0.9));
  out.push(shape('M57.5 39L62.5 39L61.5 44L58.5 44Z', 'url(#steel)', { stroke: '#6f7880' }));
  const spray = new PathData();
  for (const dx of [-3, -1.5, 0, 1.5, 3]) spray.seg(60 + dx * 0.4, 45.5, 60 + dx * 1.6, 51.5);
  out.push(stroke(spray, P.water, 0.8));
  out.push(ellipse(64, 51.6, 8, 1.6, P.white));
  return out.join('');
}

/** Tile backsplashes show the wall; slab materials show a deep countertop seen from above. */
export function counter(v: string): string {
  const out: string[] = [];
  const rng = rngFor(`counter:${v}`);
  const tiled = v === 'glass-tile' || v === 'subway';
  if (tiled) {
    const [x, y, w, h] = [8, 10, 84, 34];
    let tiles = '';
    if (v === 'glass-tile') {
      const colors = ['#7fb3b7', '#9ccfd0', '#5f9aa6', '#b9dedd'];
      for (let ty = y; ty < y + h; ty += 5.6) {
        for (let tx = x; tx < x + w; tx += 5.6) {
          tiles += flat(tx + 0.4, ty + 0.4, 4.8, 4.8, rng.pick(colors), { rx: 0.6 });
          tiles += flat(tx + 1, ty + 1, 1.8, 0.8, '#ffffff', { opacity: 0.55 });
        }
      }
      tiles = flat(x, y, w, h, '#e9ece8') + tiles;
    } else {
      const grout = new PathData();
      for (let ty = y, row = 0; ty < y + h; ty += 5, row++) {
        if (ty > y) grout.seg(x, ty, x + w, ty);
        for (let tx = x + (row % 2 ? 5.5 : 11); tx < x + w; tx += 11) grout.seg(tx, ty, tx, ty + 5);
      }
      tiles = flat(x, y, w, h, '#fbfaf6') + stroke(grout, '#b9b3a8', 0.7);
    }
    out.push(clipped(`splash-${v}`, rect(x, y, w, h), tiles));
    out.push(rect(x, y, w, h, { fill: 'none', stroke: '#c9c2b4', 'stroke-width': 0.8 }));
  }
  const material =
    { granite: '#5f5a55', quartz: '#f3f2ee', solid: '#e5d8c2', subway: '#4b4f54' }[v] ?? '#d9d4ca';
  const back = tiled ? 44 : 30;
  const top = pts(`12,${back} 88,${back} 96,58 4,58`);
  let texture = polygon(top, { fill: material });
  if (v === 'granite') {
    for (let i = 0; i < 240; i++) {
      const y = rng.range(back + 0.5, 57.5);
      const spread = 38 + ((y - back) / (58 - back)) * 8;
      const c = rng.pick(['#2e2b29', '#8c857d', '#b9b0a4', '#3f3a36', '#a08f7e']);
      texture += dot(50 + rng.range(-spread, spread), y, rng.range(0.4, 1), c);
    }
  } else if (v === 'quartz') {
    for (let i = 0; i < 5; i++) {
      const y = back + 3 + i * 5;
      const d = `M${n(rng.range(0, 16))} ${n(y + 4)}Q${n(rng.range(26, 46))} ${n(y - 3)} ${n(rng.range(52, 66))} ${n(y + 2)}T${n(rng.range(90, 100))} ${n(y)}`;
      texture += stroke(d, '#aeb2b7', 0.7);
    }
  }
  if (v === 'solid') {
    // Integrated backsplash: the same material coves up the wall, no seam.
    out.push(box(12, back - 7, 76, 7.4, material, { stroke: darken(material, 0.35) }));
  }
  out.push(clipped(`top-${v}`, polygon(top), texture));
  out.push(
    polygon(top, {
      fill: 'none',
      stroke: darken(material, 0.4),
      'stroke-width': LINE,
      'stroke-linejoin': 'round',
    }),
  );
  out.push(box(4, 58, 92, 4, darken(material, 0.12)));
  const doors = { granite: P.white, subway: P.sage, quartz: P.navy }[v] ?? P.wood;
  out.push(cabinetFronts(8, 62, 84, 22, doors, 4));
  out.push(plant(78, 53, 0.8));
  out.push(poly(pts('20,48 38,48 39,52 19,52'), P.woodLight));
  if (!tiled)
    out.push(
      shape('M46 44Q54 50 62 44Z', P.white) +
        dot(51, 43, 2.4, '#d8553d') +
        dot(56, 43.4, 2.2, '#e8b53a'),
    );
  return out.join('');
}

export function cabinets(v: string): string {
  const out: string[] = [];
  if (v === 'hardware') {
    // Close up on painted doors: the pulls are the subject.
    out.push(shadow(50, 36));
    for (const x of [14, 51]) {
      out.push(box(x, 32, 35, 52, P.navy));
      out.push(
        rect(x + 4, 36, 27, 44, {
          fill: 'none',
          stroke: lighten(P.navy, 0.18),
          'stroke-width': 1.2,
        }),
      );
      out.push(box(x, 12, 35, 18, P.navy));
    }
    const pull = (x: number, y: number, w: number, h: number) =>
      box(x, y, w, h, 'url(#steel)', { rx: Math.min(w, h) / 2, stroke: '#6f7880' }) +
      seg(
        x + (w > h ? 2 : w * 0.35),
        y + (w > h ? h * 0.35 : 2),
        x + (w > h ? w - 2 : w * 0.35),
        y + (w > h ? h * 0.35 : h - 2),
        '#ffffff',
        0.6,
      );
    out.push(pull(42, 42, 4, 24) + pull(54, 42, 4, 24));
    out.push(pull(22, 19, 20, 4) + pull(59, 19, 20, 4));
    return out.join('');
  }
  if (v === 'dovetail') {
    // A hardwood drawer box pulled out, its dovetailed corner to the front.
    out.push(shadow(50, 36, 84));
    out.push(cabinetFronts(12, 62, 76, 22, P.wood, 4, P.black));
    out.push(poly(pts('22,40 64,40 80,26 38,26'), '#4e3a2a'));
    out.push(poly(pts('64,40 80,26 80,46 64,60'), P.woodLight));
    out.push(box(22, 40, 42, 20, P.wood));
    out.push(
      rect(25, 43, 36, 14, { fill: 'none', stroke: darken(P.wood, 0.25), 'stroke-width': 0.9 }),
    );
    out.push(box(38, 48, 10, 2.4, P.black, { rx: 1 }));
    const tails = new PathData();
    for (let i = 0; i < 4; i++) {
      const y = 42 + i * 4.6;
      tails
        .move(64, y)
        .lineTo(68.5, y - 3.4)
        .lineTo(68.5, y - 0.4)
        .lineTo(64, y + 2.6)
        .close();
    }
    out.push(shape(tails, darken(P.woodLight, 0.22), { 'stroke-width': 0.6 }));
    return out.join('');
  }
  // Soft-close: a drawer gliding shut, with the gentle-motion marks.
  out.push(shadow(50, 40));
  out.push(box(14, 28, 72, 56, P.white));
  out.push(cabinetFronts(14, 54, 72, 30, P.white, 2));
  out.push(box(16, 30, 33, 21, P.white) + box(28, 33, 10, 2, P.steel));
  out.push(poly(pts('51,36 84,36 81,30 54,30'), '#7b7268'));
  out.push(box(51, 36, 33, 21, P.white) + box(63, 41, 10, 2, P.steel));
  const marks = new PathData().seg(88, 38, 96, 38).seg(89, 43, 97, 43).seg(88, 48, 96, 48);
  out.push(stroke(marks, P.accent, 1.2));
  out.push(
    stroke('M74 20Q86 14 90 24', P.accent, 1.4) +
      polygon(pts('91,27.5 87,22.5 92.5,22'), { fill: P.accent }),
  );
  return out.join('');
}

export function appliances(v: string): string {
  const out: string[] = [];
  const metal = v === 'white' ? P.white : 'url(#steel)';
  const edge = v === 'white' ? {} : { stroke: '#6f7880' };
  if (v === 'stainless' || v === 'white') {
    out.push(shadow(50, 42));
    // Refrigerator.
    out.push(box(10, 14, 34, 70, metal, edge));
    if (v === 'stainless') {
      out.push(seg(27, 14, 27, 58, '#6f7880', 0.9) + seg(10, 58, 44, 58, '#6f7880', 0.9));
      out.push(
        box(23, 26, 2, 20, P.steel) + box(29, 26, 2, 20, P.steel) + box(20, 62, 14, 2, P.steel),
      );
      out.push(box(14, 26, 6, 9, '#4b5259', { rx: 1 }));
    } else {
      out.push(seg(10, 34, 44, 34, '#a9a396', 0.9));
      out.push(box(38, 22, 2, 9, P.steel) + box(38, 40, 2, 14, P.steel));
    }
    // Range (and a hood over the stainless one).
    if (v === 'stainless') {
      out.push(poly(pts('56,22 82,22 88,34 50,34'), metal, edge));
      out.push(box(63, 6, 12, 16, metal, edge));
      out.push(box(50, 48, 38, 36, metal, edge) + box(48, 44, 42, 4, P.black));
    } else {
      out.push(box(50, 40, 38, 8, P.white));
      for (const x of [56, 64, 74, 82])
        out.push(disc(x, 44, 1.5, P.black, { 'stroke-width': 0.6 }));
      out.push(box(50, 48, 38, 36, P.white) + box(48, 47, 42, 3, '#3b3e41'));
      out.push(ellipse(59, 47, 6, 1.4, 'none', { stroke: '#b5492e', 'stroke-width': 1.1 }));
      out.push(ellipse(79, 47, 6, 1.4, 'none', { stroke: '#b5492e', 'stroke-width': 1.1 }));
      // A pot on the front burner.
      out.push(box(71, 38, 16, 8, '#c65a3a', { rx: 1 }) + seg(69, 39.5, 71, 39.5, P.black, 1.2));
    }
    if (v === 'stainless')
      for (const x of [56, 63, 75, 82])
        out.push(disc(x, 52, 1.5, P.black, { 'stroke-width': 0.6 }));
    out.push(box(55, 58, 28, 16, '#3f464d', { rx: 1 }) + box(57, 56, 24, 1.6, P.steel));
    return out.join('');
  }
  if (v === 'dishwasher') {
    out.push(shadow(50, 46));
    out.push(cabinetFronts(6, 40, 24, 44, P.white, 1) + cabinetFronts(70, 40, 24, 44, P.white, 1));
    out.push(box(30, 40, 40, 32, '#5c646c'));
    out.push(box(4, 35, 92, 5, '#e4ddd0'));
    const rack = new PathData().seg(31, 52, 69, 52).seg(31, 69, 69, 69);
    for (let x = 33; x < 69; x += 3) rack.seg(x, 66, x, 69);
    out.push(stroke(rack, '#aab3bb', 0.8));
    for (const x of [36, 41, 46, 51])
      out.push(ellipse(x, 60, 2.2, 8, P.white, { 'stroke-width': 0.8 }));
    out.push(box(56, 46, 5, 6, '#9fd0e6', { rx: 1 }) + box(62, 46, 5, 6, P.white, { rx: 1 }));
    out.push(box(58, 60, 9, 9, '#e8b53a', { rx: 4.5, 'stroke-width': 0.8 }));
    out.push(poly(pts('30,72 70,72 78,84 22,84'), 'url(#steel)', { stroke: '#6f7880' }));
    return out.join('');
  }
  // Over-the-range microwave, between the upper cabinets.
  out.push(shadow(50, 30));
  out.push(
    cabinetFronts(6, 8, 22, 30, P.wood, 1, P.black) +
      cabinetFronts(72, 8, 22, 30, P.wood, 1, P.black),
  );
  out.push(box(28, 18, 44, 20, metal, edge));
  out.push(box(31, 21, 28, 14, '#3f464d', { rx: 1 }));
  out.push(flat(33, 22.5, 10, 3, '#ffffff', { opacity: 0.25 }));
  for (let i = 0; i < 3; i++)
    out.push(box(62, 22 + i * 4, 7, 2.4, '#4b5259', { 'stroke-width': 0.5 }));
  out.push(box(30, 54, 40, 30, metal, edge) + box(28, 51, 44, 4, P.black));
  out.push(box(34, 62, 32, 14, '#3f464d', { rx: 1 }));
  out.push(box(38, 43, 14, 8, '#c65a3a', { rx: 1 }));
  out.push(
    stroke('M42 41Q40 38 42 35Q44 32 42 29M48 41Q46 38 48 35', '#ffffff', 1, { opacity: 0.9 }),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------
// Storage

export function shelves(v: string): string {
  const out: string[] = [];
  const rng = rngFor(`shelves:${v}`);
  const frame = v === 'books' ? P.wood : v === 'mudroom' ? P.sage : P.white;
  const back = v === 'books' ? '#6d5a48' : v === 'mudroom' ? lighten(P.sage, 0.35) : '#d9cfbf';
  out.push(shadow(50, 40));
  out.push(box(12, 8, 76, 76, frame));
  out.push(flat(16, 12, 68, 68, back));
  const shelf = (y: number) => box(16, y, 68, 2.6, frame, { 'stroke-width': 0.8 });
  if (v === 'closet') {
    out.push(shelf(24));
    // Folded sweaters on the top shelf.
    for (const [x, c] of [
      [20, '#c65a3a'],
      [32, P.slate],
      [44, P.wheat],
    ] as const) {
      for (let i = 0; i < 3; i++)
        out.push(
          box(x, 21 - i * 3.2, 10, 3.2, i % 2 ? lighten(c, 0.15) : c, { 'stroke-width': 0.6 }),
        );
    }
    out.push(box(60, 14, 20, 10, '#d9c3a0'));
    out.push(seg(16, 31, 84, 31, '#8d969e', 1.6));
    const shirts = [P.navy, '#e8e2d6', '#c65a3a', P.sage, P.harbor, '#e8b53a'];
    shirts.forEach((c, i) => {
      const x = 22 + i * 10.4;
      out.push(stroke(`M${x} 34Q${x} 31 ${x + 1.5} 31`, '#6f7880', 0.8));
      out.push(
        shape(
          `M${x - 4.5} 36L${x + 4.5} 36L${x + 5} ${i % 3 === 1 ? 66 : 58}L${x - 5} ${i % 3 === 1 ? 66 : 58}Z`,
          c,
          { 'stroke-width': 0.8 },
        ),
      );
      out.push(seg(x - 4.5, 36, x + 4.5, 36, darken(c, 0.3), 1.2));
    });
    out.push(shelf(70));
    for (const x of [24, 40, 58, 72])
      out.push(
        shape(
          `M${x - 5} 80L${x - 5} 76Q${x - 5} 74 ${x - 2} 74L${x} 74L${x} 77L${x + 5} 78L${x + 5} 80Z`,
          x === 40 ? '#c65a3a' : P.black,
          { 'stroke-width': 0.7 },
        ),
      );
    return out.join('');
  }
  if (v === 'mudroom') {
    out.push(shelf(26));
    for (const x of [20, 42, 64]) {
      out.push(box(x, 16, 16, 10, '#c9a87a', { rx: 1 }));
      out.push(stroke(`M${x} 19L${x + 16} 19M${x} 22L${x + 16} 22`, darken('#c9a87a', 0.2), 0.5));
    }
    for (const x of [26, 50, 74]) out.push(disc(x, 32, 1.5, P.black));
    out.push(shape('M21 33L31 33L34 56L18 56Z', P.slate));
    out.push(seg(26, 33, 26, 56, darken(P.slate, 0.3), 0.7));
    out.push(shape('M44 34Q50 30 56 34L57 50Q50 53 43 50Z', '#c65a3a'));
    out.push(stroke('M46 34Q50 27 54 34', '#6f3020', 1.1));
    out.push(
      ellipse(74, 38, 6, 2, '#e8b53a') + shape('M70 38Q70 31 74 31Q78 31 78 38Z', '#e8b53a'),
    );
    out.push(box(16, 60, 68, 4, P.woodLight));
    out.push(
      seg(39, 64, 39, 80, darken(P.sage, 0.25), 1) + seg(61, 64, 61, 80, darken(P.sage, 0.25), 1),
    );
    for (const x of [22, 46, 66])
      out.push(
        shape(
          `M${x} 80L${x} 70L${x + 4} 70L${x + 4} 76L${x + 10} 77L${x + 10} 80Z`,
          x === 46 ? '#e8b53a' : P.black,
          { 'stroke-width': 0.7 },
        ),
      );
    return out.join('');
  }
  for (const y of [30, 48, 66]) out.push(shelf(y));
  if (v === 'pantry') {
    const jar = (x: number, base: number, h: number, c: string) =>
      box(x, base - h, 7, h, c, { rx: 1.5, 'stroke-width': 0.7 }) +
      box(x + 0.5, base - h - 2, 6, 2, P.woodDark, { 'stroke-width': 0.5 });
    out.push(jar(20, 30, 10, '#f1e2b6') + jar(30, 30, 13, '#d8a55a') + jar(40, 30, 8, '#ede7da'));
    out.push(jar(52, 30, 12, '#b3472f') + jar(62, 30, 9, '#8fb86a') + jar(72, 30, 11, '#f0d48a'));
    for (let x = 19; x < 44; x += 7.5)
      out.push(
        box(x, 40, 6.5, 8, P.steel, { 'stroke-width': 0.6 }) +
          flat(x, 42.5, 6.5, 3, x % 2 ? '#c65a3a' : P.slate),
      );
    out.push(
      box(48, 34, 12, 14, '#e8b53a') + box(62, 37, 10, 11, '#c65a3a') + box(74, 36, 8, 12, P.sage),
    );
    out.push(
      box(20, 56, 26, 10, '#c9a87a', { rx: 1.5 }) + box(52, 56, 26, 10, '#c9a87a', { rx: 1.5 }),
    );
    for (const x of [26, 34, 40]) out.push(dot(x, 55.5, 2.4, x === 34 ? '#d8553d' : '#e8b53a'));
    out.push(box(22, 70, 20, 10, P.white, { rx: 1 }) + box(56, 72, 22, 8, '#d9c3a0'));
    return out.join('');
  }
  // Books, with a plant and a framed picture for a lived-in look.
  const colors = ['#8a2f2a', '#2a3d5a', '#34513e', '#c2963a', '#e8e2d6', '#6e8198', '#c4a584'];
  const row = (y: number, x0: number, x1: number) => {
    let x = x0;
    let s = '';
    while (x < x1 - 3) {
      const w = rng.range(2.6, 4.2);
      const h = rng.range(10, 15);
      s += box(x, y - h, w, h, rng.pick(colors), { 'stroke-width': 0.6 });
      x += w + 0.2;
    }
    return s;
  };
  out.push(row(30, 17, 64) + plant(73, 30, 0.85));
  out.push(box(18, 36, 14, 12, P.white) + flat(20.5, 38.5, 9, 7, P.harbor) + row(48, 36, 83));
  out.push(row(66, 17, 50) + box(56, 62, 24, 4, '#c65a3a') + box(58, 58, 20, 4, P.teal));
  out.push(row(80, 17, 83));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Bath

function tileWall(x: number, y: number, w: number, h: number, size: number, color: string): string {
  const d = new PathData();
  for (let ty = y + size; ty < y + h; ty += size) d.seg(x, ty, x + w, ty);
  for (let tx = x + size; tx < x + w; tx += size) d.seg(tx, y, tx, y + h);
  return flat(x, y, w, h, color) + stroke(d, darken(color, 0.14), 0.6);
}

export function bath(v: string): string {
  const out: string[] = [];
  if (v === 'shower' || v === 'rain') {
    out.push(box(12, 8, 76, 76, P.white));
    out.push(tileWall(12, 8, 76, 72, 9.5, '#e6e9ea'));
    out.push(box(10, 80, 80, 4, '#d6d9db'));
    const water = new PathData();
    if (v === 'rain') {
      out.push(box(48, 8, 4, 8, 'url(#steel)', { stroke: '#6f7880' }));
      out.push(box(32, 16, 36, 4, 'url(#steel)', { stroke: '#6f7880', rx: 1 }));
      for (let x = 34; x <= 66; x += 3.2) {
        for (let y = 24 + (x % 2) * 4; y < 76; y += 9) water.seg(x, y, x, y + 4.5);
      }
      out.push(stroke(water, P.water, 1));
      out.push(
        box(16, 36, 12, 16, '#d6d9db') +
          box(18, 42, 3, 10, '#8fb86a', { rx: 1 }) +
          box(22, 44, 3, 8, '#e8b53a', { rx: 1 }),
      );
      return out.join('');
    }
    out.push(
      stroke('M22 18L30 22', '#6f7880', 2.4) +
        disc(31, 23.5, 3.4, 'url(#steel)', { stroke: '#6f7880' }),
    );
    for (let i = 0; i < 6; i++) water.seg(29 + i * 1.3, 28, 25 + i * 2.6, 74);
    out.push(stroke(water, P.water, 0.9));
    out.push(box(16, 46, 4, 10, '#c9ced2', { rx: 1 }));
    // Frameless glass: a fixed panel and the door, both see-through.
    out.push(
      rect(44, 12, 22, 68, {
        fill: '#cfe6f2',
        opacity: 0.55,
        stroke: '#8fb3c8',
        'stroke-width': 1,
      }),
    );
    out.push(
      rect(66, 12, 20, 68, {
        fill: '#cfe6f2',
        opacity: 0.55,
        stroke: '#8fb3c8',
        'stroke-width': 1,
      }),
    );
    out.push(stroke('M48 30L58 18M50 40L62 26M70 34L80 22', '#ffffff', 1.2, { opacity: 0.9 }));
    out.push(box(67.5, 40, 1.6, 14, 'url(#steel)', { stroke: '#6f7880' }));
    return out.join('');
  }
  if (v === 'tub') {
    out.push(tileWall(10, 10, 80, 40, 8, '#e9ecec'));
    out.push(flat(10, 50, 80, 34, '#d8cdbb') + seg(10, 50, 90, 50, darken('#d8cdbb', 0.2), 0.8));
    out.push(shadow(48, 34, 82));
    out.push(shape('M12 46L80 46Q78 64 66 72Q58 77 46 77Q34 77 26 72Q14 64 12 46Z', P.white));
    out.push(stroke('M12 46L80 46', darken(P.white, 0.3), 2.4));
    for (const [x, y, r] of [
      [30, 43, 4],
      [37, 42, 3],
      [44, 43.5, 3.5],
      [52, 42.5, 2.6],
    ] as const)
      out.push(disc(x, y, r, '#ffffff', { stroke: '#b9d4e4', 'stroke-width': 0.7 }));
    out.push(
      stroke('M86 82L86 34Q86 28 80 28L74 28L74 32', '#6f7880', 3.2) +
        stroke('M86 82L86 34Q86 28 80 28L74 28L74 32', '#d5dadf', 1.6),
    );
    out.push(box(83, 50, 6, 2.4, P.steel));
    out.push(box(16, 62, 9, 14, '#c65a3a', { rx: 1 }) + seg(16, 66, 25, 66, '#ffffff', 0.8));
    return out.join('');
  }
  // Vanities.
  const double = v === 'double';
  out.push(shadow(50, double ? 42 : 30));
  const mirrors: readonly number[] = double ? [29, 71] : [50];
  for (const x of mirrors) {
    if (double) {
      out.push(box(x - 12, 10, 24, 30, P.woodDark, { rx: 2 }));
      out.push(flat(x - 9.5, 12.5, 19, 25, 'url(#glass)', { rx: 1 }));
      out.push(stroke(`M${x - 6} 30L${x + 4} 16`, '#ffffff', 1.2, { opacity: 0.8 }));
    } else {
      out.push(dot(x, 28, 28, 'url(#glow)'));
      out.push(disc(x, 28, 19, '#fff3c4', { stroke: '#e7c869', 'stroke-width': 2.2 }));
      out.push(circle(x, 28, 16, { fill: 'url(#glass)' }));
      out.push(stroke(`M${x - 8} 34L${x + 4} 18`, '#ffffff', 1.4, { opacity: 0.8 }));
    }
  }
  if (double) out.push(box(48, 14, 4, 9, P.warm, { rx: 2 }) + dot(50, 18, 6, 'url(#glow)'));
  const x0 = double ? 10 : 26;
  const w = double ? 80 : 48;
  out.push(cabinetFronts(x0, 58, w, 26, double ? P.navy : P.sage, double ? 4 : 2));
  out.push(box(x0 - 2, 53, w + 4, 5, P.white));
  for (const x of mirrors) {
    out.push(ellipse(x, 53, 8, 1.6, '#d8dde0'));
    out.push(faucet(x, 53, 8, 5));
  }
  return out.join('');
}

export function fireplace(): string {
  const out: string[] = [];
  out.push(box(26, 8, 48, 14, P.woodDark) + flat(29, 11, 42, 8, '#6e8a9a'));
  out.push(stroke('M29 19L40 13L48 17L58 11L71 18', '#dfe9ee', 1));
  out.push(shadow(50, 40));
  out.push(box(18, 30, 64, 54, '#e9e4dc'));
  out.push(box(12, 26, 76, 5, P.wood));
  out.push(box(26, 44, 48, 28, '#232527'));
  out.push(dot(50, 62, 20, '#f0a23a', { opacity: 0.28 }));
  const flame = (x: number, h: number, w: number, fill: string) =>
    shape(
      `M${x - w} 70Q${x - w} ${70 - h * 0.5} ${x} ${70 - h}Q${x + w * 0.4} ${70 - h * 0.55} ${x + w} 70Z`,
      fill,
      { stroke: 'none' },
    );
  for (const [x, h, w] of [
    [34, 14, 5],
    [43, 20, 6],
    [53, 17, 6],
    [63, 13, 5],
  ] as const) {
    out.push(flame(x, h, w, '#ef8a2c') + flame(x + 0.5, h * 0.6, w * 0.55, '#f8d36b'));
  }
  out.push(box(30, 69, 40, 3, '#8a8f94'));
  out.push(box(22, 80, 56, 4, '#bfb8ad'));
  out.push(
    box(18, 16, 6, 10, P.teal, { rx: 2 }) + stroke('M21 16Q19 10 16 8M21 16Q23 9 27 7', P.leaf, 1),
  );
  out.push(box(74, 19, 8, 7, '#e8b53a', { rx: 1 }));
  return out.join('');
}

export function laundry(v: string): string {
  const out: string[] = [];
  const washer = (x: number, y: number, w: number, h: number, door: boolean) =>
    box(x, y, w, h, P.white) +
    seg(x, y + 8, x + w, y + 8, '#cfc9bd', 0.9) +
    disc(x + w - 6, y + 4, 2, P.steel, { 'stroke-width': 0.6 }) +
    box(x + 4, y + 3, 10, 2.4, '#5c646c', { 'stroke-width': 0.5 }) +
    (door
      ? disc(x + w / 2, y + 8 + (h - 8) / 2, Math.min(w, h - 8) * 0.34, '#9aa3ab') +
        circle(x + w / 2, y + 8 + (h - 8) / 2, Math.min(w, h - 8) * 0.26, { fill: 'url(#glass)' })
      : '');
  if (v === 'utility') {
    out.push(shadow(50, 42));
    out.push(box(10, 12, 30, 4, P.woodLight));
    out.push(
      box(13, 4, 6, 8, P.teal, { rx: 1 }) +
        box(21, 6, 7, 6, '#e8b53a', { rx: 1 }) +
        box(30, 5, 6, 7, P.white, { rx: 1 }),
    );
    out.push(stroke('M14 52L12 84M36 52L38 84', '#8d969e', 1.8));
    out.push(box(10, 38, 30, 16, P.white, { rx: 1 }));
    out.push(faucet(25, 38, 12, 6));
    out.push(washer(50, 14, 36, 34, true) + washer(50, 48, 36, 36, true));
    return out.join('');
  }
  out.push(shadow(50, 42));
  out.push(box(20, 12, 22, 14, P.white));
  out.push(disc(26, 19, 3, P.hot) + disc(36, 19, 3, P.cold));
  out.push(stroke('M26 22Q24 32 30 38M36 22Q40 30 34 38', '#5c646c', 1.4));
  out.push(
    stroke('M70 38Q70 28 78 26Q86 24 88 14', '#a7b0b8', 5) +
      stroke('M70 38Q70 28 78 26Q86 24 88 14', '#d5dadf', 2.6, { 'stroke-dasharray': '1.2 1.2' }),
  );
  out.push(washer(12, 38, 36, 46, true) + washer(52, 38, 36, 46, true));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Rooms: a back wall and a floor in perspective, with the feature on them

type RoomOptions = {
  wall?: string;
  floor?: 'planks' | 'carpet' | 'tile';
  vaulted?: boolean;
  ceiling?: boolean;
};

function roomFrame(o: RoomOptions): string {
  const wall = o.wall ?? P.wall;
  const out: string[] = [];
  out.push(shadow(50, 48, 87, 2.6));
  const floor = pts('14,70 86,70 96,86 4,86');
  const floorColor = o.floor === 'carpet' ? '#cdbfa8' : o.floor === 'tile' ? '#d8d4cc' : '#c9a27a';
  out.push(poly(floor, floorColor));
  if (o.floor !== 'carpet') {
    const d = new PathData();
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      d.seg(14 + 72 * t, 70, 4 + 92 * t, 86);
    }
    if (o.floor === 'tile')
      for (const y of [74.5, 79.5]) d.seg(14 - (y - 70) * 0.625, y, 86 + (y - 70) * 0.625, y);
    out.push(stroke(d, darken(floorColor, 0.18), 0.6));
  }
  const top = o.ceiling ? 18 : 12;
  if (o.vaulted) {
    out.push(poly(pts('14,40 50,10 86,40 86,70 14,70'), wall));
  } else {
    out.push(box(14, top, 72, 70 - top, wall));
  }
  out.push(flat(14, 67.5, 72, 2.5, P.trim));
  if (o.ceiling) out.push(poly(pts('4,6 96,6 86,18 14,18'), '#f6f3ec'));
  return out.join('');
}

function sofa(x: number, y: number, w: number, color: string): string {
  return (
    box(x, y, w, 10, color, { rx: 3 }) +
    box(x - 3, y + 5, 7, 12, color, { rx: 2.5 }) +
    box(x + w - 4, y + 5, 7, 12, color, { rx: 2.5 }) +
    box(x + 3, y + 8, w - 6, 9, lighten(color, 0.12), { rx: 1.5 }) +
    box(x + 6, y + 2, 8, 7, P.wheat, { rx: 2 })
  );
}

function bed(x: number, y: number, w: number, blanket: string): string {
  return (
    box(x, y - 14, w, 16, P.woodDark, { rx: 2 }) +
    box(x + 3, y - 7, w * 0.34, 6, P.white, { rx: 2.5 }) +
    box(x + w - 3 - w * 0.34, y - 7, w * 0.34, 6, P.white, { rx: 2.5 }) +
    box(x - 2, y - 1, w + 4, 12, blanket, { rx: 2 }) +
    box(x - 2, y + 11, w + 4, 3, darken(blanket, 0.2))
  );
}

export function room(v: string): string {
  const out: string[] = [];
  switch (v) {
    case 'tall': {
      out.push(roomFrame({ wall: '#efe6d6' }));
      out.push(box(22, 36, 14, 32, P.woodDark) + dot(33, 53, 0.9, P.brass));
      out.push(box(58, 18, 20, 42, P.trim) + flat(61, 21, 14, 36, 'url(#outside)'));
      out.push(seg(68, 21, 68, 57, P.trim, 1.4));
      out.push(arrow(46, 14.5, 46, 66, P.accent, true));
      return out.join('');
    }
    case 'vaulted': {
      out.push(roomFrame({ vaulted: true, wall: '#efe6d6' }));
      out.push(stroke('M14 40L50 10L86 40', P.woodDark, 3));
      out.push(box(48.5, 10, 3, 58, P.woodDark, { 'stroke-width': 0.6 }));
      out.push(
        poly(pts('38,34 50,24 62,34'), 'url(#glass)', { stroke: P.trim, 'stroke-width': 1.6 }),
      );
      out.push(pane(26, 38, 14, 24));
      out.push(pane(60, 38, 14, 24));
      out.push(sofa(30, 58, 40, P.slate));
      return out.join('');
    }
    case 'crown': {
      // A close look at the top of a wall: the crown's curve catches the light.
      out.push(shadow(50, 44));
      out.push(box(8, 8, 84, 76, '#a9b79f'));
      out.push(flat(8.6, 8.6, 82.8, 11, '#f6f3ec'));
      out.push(flat(8.6, 19.6, 82.8, 3, P.trim) + flat(8.6, 22.6, 82.8, 11, 'url(#crown)'));
      out.push(
        flat(8.6, 33.6, 82.8, 3, '#e6e1d6') +
          flat(8.6, 36.6, 82.8, 2.4, '#000000', { opacity: 0.14 }),
      );
      out.push(stroke('M8.6 22.6L91.4 22.6M8.6 33.6L91.4 33.6', '#c9c3b6', 0.7));
      out.push(box(30, 52, 40, 32, P.trim) + flat(34, 56, 32, 28, 'url(#outside)'));
      out.push(seg(50, 56, 50, 84, P.trim, 1.6));
      return out.join('');
    }
    case 'recessed': {
      out.push(roomFrame({ ceiling: true, wall: '#ece3d3' }));
      for (const x of [26, 50, 74]) {
        out.push(
          polygon(
            [
              [x - 2.5, 12],
              [x + 2.5, 12],
              [x + 11, 70],
              [x - 11, 70],
            ],
            { fill: 'url(#beam)' },
          ),
        );
        out.push(
          ellipse(x, 12, 4, 1.6, P.white, { 'stroke-width': 0.7 }) +
            el('ellipse', { cx: x, cy: 12, rx: 2.4, ry: 0.8, fill: P.warm }),
        );
      }
      out.push(sofa(28, 58, 44, P.sage));
      return out.join('');
    }
    case 'fan': {
      out.push(roomFrame({ ceiling: true, wall: '#e6ecee' }));
      out.push(seg(50, 12, 50, 26, P.woodDark, 1.6));
      out.push(shape('M50 27Q30 24 12 29Q30 33 50 31Z', P.woodDark));
      out.push(shape('M50 27Q70 24 88 29Q70 33 50 31Z', P.woodDark));
      out.push(shape('M46 30L54 30L58 38Q50 40 42 38Z', darken(P.woodDark, 0.1)));
      out.push(box(44, 24, 12, 6, P.steel, { rx: 2 }));
      out.push(ellipse(50, 32.5, 4.4, 2.8, '#fff1c2'));
      // A breeze over the bed.
      out.push(stroke('M26 44Q32 41 38 44T50 44M56 40Q62 37 68 40T80 40', '#8fb3c8', 1.3));
      out.push(bed(30, 62, 40, P.harbor));
      return out.join('');
    }
    case 'detector': {
      out.push(roomFrame({ ceiling: true, wall: '#ece3d3' }));
      out.push(ellipse(50, 16, 12, 3, '#fbfaf7') + box(38, 16, 24, 4, '#fbfaf7', { rx: 2 }));
      out.push(dot(56, 18, 1, '#d8402f'));
      out.push(waves(50, 20, Math.PI * 0.15, Math.PI * 0.85, [8, 14, 20], P.accent));
      out.push(
        box(22, 44, 10, 16, '#fbfaf7', { rx: 2 }) +
          dot(27, 50, 2, '#cfd5d9') +
          dot(27, 56, 0.9, '#4caf50'),
      );
      out.push(bed(44, 62, 34, '#c4a584'));
      return out.join('');
    }
    case 'shiplap': {
      out.push(roomFrame({ wall: '#f7f5ef' }));
      const boards = new PathData();
      for (let y = 18; y < 67; y += 6) boards.seg(14.6, y, 85.4, y);
      out.push(stroke(boards, '#b9b2a4', 0.9));
      out.push(sofa(26, 52, 48, P.slate));
      out.push(box(34, 24, 14, 16, P.woodDark) + flat(36, 26, 10, 12, P.harbor));
      out.push(box(52, 26, 14, 12, P.woodDark) + flat(54, 28, 10, 8, P.wheat));
      out.push(plant(80, 67, 1));
      return out.join('');
    }
    case 'paint': {
      // Primer, then two coats: three stripes of the same wall.
      out.push(roomFrame({ wall: '#f4f1ea' }));
      out.push(flat(38, 12.6, 24, 55, '#cbd6c2') + flat(62, 12.6, 23.4, 55, '#93a886'));
      out.push(seg(38, 12.6, 38, 67.5, darken('#cbd6c2', 0.1), 0.6));
      out.push(stroke('M74 30L74 40L68 42L68 78', P.black, 1.6));
      out.push(
        box(62, 22, 24, 8, '#93a886', { rx: 3 }) + box(65, 76, 6, 8, P.woodLight, { rx: 1 }),
      );
      out.push(box(18, 72, 20, 10, '#d6dadd') + flat(20, 73, 16, 3, '#93a886'));
      out.push(stroke('M19 72Q28 66 37 72', '#8d969e', 1));
      return out.join('');
    }
    case 'drywall': {
      out.push(roomFrame({ wall: '#e4e2dd' }));
      // Bare studs on the left; boarded, screwed and taped to the right.
      out.push(flat(14.6, 12.6, 20, 55, '#cbb99a'));
      for (const x of [16, 26]) out.push(box(x, 12.6, 4, 55, P.woodLight, { 'stroke-width': 0.6 }));
      out.push(flat(35, 12.6, 50.4, 55, '#efede8'));
      out.push(
        flat(51, 12.6, 10, 55, '#f9f8f4', { opacity: 0.7 }) + flat(53, 12.6, 6, 55, '#ffffff'),
      );
      const screws = new PathData();
      for (let y = 18; y < 66; y += 8) screws.rect(40, y, 0.6, 0.6).rect(76, y, 0.6, 0.6);
      out.push(stroke(screws, '#8a857b', 0.8));
      out.push(seg(35, 12.6, 35, 67.5, '#bdb8ae', 0.8));
      // Taping knife on the seam, and the bucket of joint compound.
      out.push(poly(pts('47,36 65,36 62,46 50,46'), 'url(#steel)', { stroke: '#6f7880' }));
      out.push(flat(47.6, 36.6, 16.8, 2, '#ffffff'));
      out.push(box(53.5, 46, 5, 13, P.woodDark, { rx: 1.5 }));
      out.push(shape('M62 70L78 70L76.5 84L63.5 84Z', P.white));
      out.push(ellipse(70, 70, 8, 1.8, '#f7f6f2') + stroke('M62.5 71Q70 62 77.5 71', '#8d969e', 1));
      return out.join('');
    }
    case 'planks': {
      out.push(shadow(50, 48, 87, 2.6));
      out.push(box(10, 12, 80, 30, '#ece3d3') + flat(10, 40, 80, 2.5, P.trim));
      const floor = pts('10,42 90,42 98,86 2,86');
      const rng = rngFor('planks');
      let planks = polygon(floor, { fill: '#c3a07a' });
      const tones = ['#b89068', '#caa883', '#d2b48f', '#bf9a72'];
      for (let i = 0; i < 8; i++) {
        const t0 = i / 8;
        const t1 = (i + 1) / 8;
        planks += polygon(
          [
            [10 + 80 * t0, 42],
            [10 + 80 * t1, 42],
            [2 + 96 * t1, 86],
            [2 + 96 * t0, 86],
          ],
          { fill: tones[i % 4] ?? '#c3a07a' },
        );
        const cut = rng.range(50, 78);
        planks += seg(
          10 + 80 * t0 + ((cut - 42) * (-8 + 16 * t0)) / 44,
          cut,
          10 + 80 * t1 + ((cut - 42) * (-8 + 16 * t1)) / 44,
          cut,
          '#8f6d4c',
          0.6,
        );
      }
      const seams = new PathData();
      for (let i = 1; i < 8; i++) seams.seg(10 + 80 * (i / 8), 42, 2 + 96 * (i / 8), 86);
      planks += stroke(seams, '#8f6d4c', 0.6);
      out.push(clipped('planks', polygon(floor), planks));
      out.push(
        polygon(floor, {
          fill: 'none',
          stroke: darken('#c3a07a', 0.42),
          'stroke-width': LINE,
          'stroke-linejoin': 'round',
        }),
      );
      out.push(el('ellipse', { cx: 56, cy: 72, rx: 12, ry: 3, fill: '#9fd0e6', opacity: 0.55 }));
      out.push(drop(56, 66, 4) + drop(46, 56, 2.6));
      return out.join('');
    }
    case 'carpet': {
      out.push(roomFrame({ floor: 'carpet', wall: '#e9e1ef' }));
      // Plush pile: short tufts over the whole floor.
      const rng = rngFor('pad');
      const pile = new PathData();
      for (let i = 0; i < 150; i++) {
        const y = rng.range(71.5, 85);
        const half = 36 + ((y - 70) / 16) * 10;
        const x = 50 + rng.range(-half, half);
        pile.seg(x, y, x + 0.3, y - 1.2);
      }
      out.push(stroke(pile, '#b3a48a', 0.6));
      out.push(bed(28, 56, 36, '#8a7aa6'));
      // A corner cut away: the carpet's pile, the speckled rebond pad under it.
      out.push(poly(pts('56,71 90,71 95,76 61,76'), '#d9cbb2'));
      const tufts = new PathData();
      for (let x = 62; x < 95; x += 1.4) tufts.seg(x, 76, x, 79.6);
      out.push(box(61, 76, 34, 4, '#d9cbb2') + stroke(tufts, '#b3a48a', 0.6));
      out.push(box(61, 80, 34, 5, '#9c8fb0'));
      for (let i = 0; i < 40; i++) {
        const c = rng.pick(['#e8b53a', '#5d8a45', '#c65a3a', '#ffffff']);
        out.push(dot(rng.range(62, 94), rng.range(81, 84), 0.6, c));
      }
      return out.join('');
    }
    case 'dining': {
      out.push(roomFrame({ wall: '#efe3d3' }));
      out.push(seg(50, 12, 50, 22, P.black, 0.8) + dot(50, 30, 12, 'url(#glow)'));
      out.push(stroke('M38 26Q50 34 62 26M44 26Q50 31 56 26', P.black, 1.1));
      for (const x of [38, 44, 50, 56, 62])
        out.push(box(x - 1, x === 50 ? 27 : 22.5, 2, 3.5, P.warm, { 'stroke-width': 0.5 }));
      for (const x of [34, 66]) out.push(box(x - 5, 38, 10, 18, P.woodDark, { rx: 3 }));
      out.push(
        box(18, 54, 64, 4, P.wood) +
          box(22, 58, 3, 20, P.woodDark) +
          box(75, 58, 3, 20, P.woodDark),
      );
      for (const x of [34, 50, 66])
        out.push(ellipse(x, 53, 5, 1.2, P.white, { 'stroke-width': 0.7 }));
      // Chairs at the ends, seen side-on: back post, seat, legs.
      for (const [x, dir] of [
        [12, 1],
        [88, -1],
      ] as const) {
        out.push(
          stroke(`M${x} 40L${x} 84M${x} 64L${x + 11 * dir} 64L${x + 11 * dir} 84`, P.woodDark, 2.6),
        );
      }
      return out.join('');
    }
    case 'office': {
      out.push(roomFrame({ wall: '#e3e9e4' }));
      out.push(box(20, 20, 60, 3, P.woodLight));
      out.push(
        box(24, 10, 3, 10, '#c65a3a') +
          box(27.5, 12, 3, 8, P.navy) +
          box(31, 9, 3, 11, P.wheat) +
          plant(70, 20, 0.7),
      );
      out.push(
        box(14, 48, 72, 4, P.woodLight) +
          box(64, 52, 18, 18, P.woodLight) +
          seg(64, 61, 82, 61, darken(P.woodLight, 0.3), 0.8),
      );
      out.push(
        box(36, 32, 24, 15, '#3f464d', { rx: 1 }) +
          flat(38, 34, 20, 11, '#9fc3dd') +
          poly(pts('32,47 64,47 62,48.5 34,48.5'), P.steel),
      );
      out.push(
        stroke('M22 48L18 36L26 30', P.black, 1.2) +
          shape('M24 27L32 29L28 35Z', '#e8b53a') +
          dot(29, 35, 5, 'url(#glow)'),
      );
      out.push(box(40, 56, 18, 4, P.black, { rx: 2 }) + box(42, 44, 14, 12, P.black, { rx: 3 }));
      out.push(stroke('M49 60L49 74M41 80L49 74L57 80', P.black, 1.4));
      return out.join('');
    }
    case 'bunk': {
      out.push(roomFrame({ wall: '#e6edf3' }));
      out.push(
        star(26, 22, 3.4, '#e8b53a') + star(74, 18, 2.6, '#e8b53a') + star(64, 28, 2, '#e8b53a'),
      );
      for (const x of [24, 76]) out.push(box(x - 2, 26, 4, 58, P.wood));
      for (const [y, c] of [
        [40, '#c65a3a'],
        [68, P.harbor],
      ] as const) {
        out.push(box(26, y - 4, 48, 5, P.white, { rx: 1.5 }) + box(26, y, 48, 6, c, { rx: 1 }));
        out.push(box(28, y - 8, 10, 4, P.white, { rx: 2 }));
        out.push(box(24, y + 6, 52, 2.5, P.wood));
      }
      out.push(stroke('M28 30L72 30', P.wood, 2));
      out.push(
        stroke('M66 44L66 66M72 44L72 66M66 50L72 50M66 56L72 56M66 62L72 62', P.woodDark, 1.2),
      );
      out.push(
        disc(58, 33, 3.4, '#b07f52') +
          disc(55.5, 30, 1.4, '#b07f52') +
          disc(60.5, 30, 1.4, '#b07f52'),
      );
      return out.join('');
    }
    default:
      return roomFrame({});
  }
}

// ---------------------------------------------------------------------------
// Windows, smart devices, utilities

export function windowScene(v: string): string {
  const out: string[] = [];
  if (v === 'shutters') {
    out.push(lapSiding(8, 8, 84, 76, P.greige, 5));
    out.push(cloud(72, 18, 1.1, '#dfe6ea'));
    const rain = new PathData();
    for (const x of [64, 70, 76, 82]) rain.seg(x, 25, x - 2, 31);
    out.push(stroke(rain, P.water, 1.1));
    out.push(box(34, 24, 32, 46, P.trim) + flat(37, 27, 26, 40, 'url(#glass)'));
    out.push(seg(50, 27, 50, 67, P.trim, 1.4) + seg(37, 47, 63, 47, P.trim, 1.4));
    for (const x of [20, 68]) {
      out.push(box(x, 24, 12, 46, P.navy));
      const louvers = new PathData();
      for (let y = 28; y < 68; y += 3) louvers.seg(x + 2, y, x + 10, y);
      out.push(stroke(louvers, lighten(P.navy, 0.25), 0.8));
    }
    out.push(box(32, 70, 36, 3, P.trim));
    return out.join('');
  }
  out.push(box(14, 10, 72, 74, P.wall));
  out.push(box(24, 18, 52, 56, P.trim));
  out.push(flat(28, 22, 44, 48, 'url(#outside)'));
  if (v === 'blinds') {
    const slats = new PathData();
    for (let y = 23; y < 54; y += 3) slats.seg(28, y, 72, y);
    out.push(flat(28, 22, 44, 33, '#f1eee7') + stroke(slats, '#c9c2b4', 0.9));
    out.push(box(26, 54, 48, 2.6, P.white));
    out.push(seg(66, 22, 66, 64, '#9a958b', 0.8) + box(65, 64, 2, 3, P.white));
    out.push(box(22, 74, 56, 3, P.trim));
    return out.join('');
  }
  // Dual-pane Low-E: sunlight bounces off, the room stays comfortable.
  out.push(seg(50, 22, 50, 70, P.trim, 2) + seg(28, 46, 72, 46, P.trim, 2));
  out.push(stroke('M31 40L44 26M33 44L47 30', '#ffffff', 1, { opacity: 0.7 }));
  out.push(stroke('M54 40L67 26M56 44L70 30', '#ffffff', 1, { opacity: 0.7 }));
  out.push(box(22, 74, 56, 3, P.trim));
  out.push(sun(12, 14, 6));
  out.push(arrow(18, 20, 32, 35, '#e2a73a'));
  out.push(arrow(33, 37, 17, 44, '#e2a73a'));
  out.push(flat(86, 10, 4, 74, darken(P.wall, 0.2)));
  return out.join('');
}

export function device(v: string): string {
  const out: string[] = [];
  switch (v) {
    case 'thermostat': {
      out.push(shadow(44, 22, 74, 2));
      out.push(disc(42, 44, 24, P.white));
      out.push(disc(42, 44, 17, '#2f3438'));
      const arc = (from: number, to: number, color: string) =>
        stroke(
          `M${n(42 + Math.cos(from) * 20.5)} ${n(44 + Math.sin(from) * 20.5)}A20.5 20.5 0 0 1 ${n(42 + Math.cos(to) * 20.5)} ${n(44 + Math.sin(to) * 20.5)}`,
          color,
          2.6,
        );
      out.push(
        arc(Math.PI * 0.75, Math.PI * 1.5, P.cold) + arc(Math.PI * 1.5, Math.PI * 2.1, P.hot),
      );
      out.push(leafShape(42, 44, 0.8, P.leafLight));
      out.push(
        phone(
          66,
          48,
          18,
          32,
          disc(75, 62, 5.4, '#2f3438', { 'stroke-width': 0.6 }) + dot(75, 62, 2, P.hot),
        ),
      );
      out.push(waves(75, 44, Math.PI * 1.2, Math.PI * 1.8, [5, 9], P.slate));
      return out.join('');
    }
    case 'usb': {
      out.push(shadow(50, 22));
      out.push(box(32, 10, 36, 64, P.white, { rx: 3 }));
      for (const y of [16, 50]) {
        out.push(box(38, y, 24, 18, '#f3f1ea', { rx: 5 }));
        out.push(
          box(43, y + 4, 2.2, 7, P.black, { rx: 0.6 }) +
            box(54.8, y + 4, 2.2, 7, P.black, { rx: 0.6 }),
        );
        out.push(
          shape(
            `M48 ${y + 14}L48 ${y + 12.5}Q50 ${y + 10.5} 52 ${y + 12.5}L52 ${y + 14}Z`,
            P.black,
          ),
        );
      }
      out.push(
        box(39, 39.5, 8, 4, '#3f464d', { rx: 0.8 }) + box(53, 39.5, 8, 4, '#3f464d', { rx: 0.8 }),
      );
      out.push(box(54, 38, 6, 7, '#5c646c', { rx: 1 }));
      out.push(stroke('M57 45Q58 66 74 70', P.black, 1.6));
      out.push(
        phone(70, 60, 16, 26, box(74, 66, 8, 14, '#8fb86a', { rx: 1, 'stroke-width': 0.6 })),
      );
      return out.join('');
    }
    case 'keypad': {
      out.push(box(20, 6, 60, 80, P.navy));
      out.push(
        rect(26, 12, 48, 30, { fill: 'none', stroke: lighten(P.navy, 0.2), 'stroke-width': 1.2 }),
      );
      out.push(box(56, 28, 16, 28, 'url(#steel)', { rx: 2.5, stroke: '#6f7880' }));
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 3; c++) out.push(dot(59.5 + c * 4.5, 33 + r * 4.8, 1.5, '#3f464d'));
      out.push(dot(64, 52.5, 1, '#4caf50'));
      out.push(box(58, 62, 12, 12, 'url(#steel)', { rx: 6, stroke: '#6f7880' }));
      out.push(box(60, 66, 20, 4, 'url(#steel)', { rx: 2, stroke: '#6f7880' }));
      return out.join('');
    }
    case 'doorbell': {
      out.push(lapSiding(10, 8, 52, 76, P.greige, 5));
      out.push(box(62, 8, 28, 76, P.trim) + box(67, 8, 23, 76, P.red));
      out.push(box(50, 26, 9, 22, '#2f3438', { rx: 4.5 }));
      out.push(disc(54.5, 32, 2.6, '#111417') + dot(55.2, 31.2, 0.8, '#9fc3dd'));
      out.push(circle(54.5, 42, 2.6, { fill: 'none', stroke: '#6ec6ff', 'stroke-width': 1.2 }));
      out.push(waves(54.5, 32, Math.PI * 0.7, Math.PI * 1.3, [9, 14], '#6ec6ff'));
      out.push(
        phone(
          16,
          44,
          20,
          34,
          dot(26, 56, 3.4, '#6e8198') + shape('M20 68Q20 61 26 61Q32 61 32 68Z', '#6e8198'),
        ),
      );
      return out.join('');
    }
    default:
      return out.join('');
  }
}

export function utility(v: string): string {
  const out: string[] = [];
  switch (v) {
    case 'tankless': {
      out.push(shadow(50, 22, 86, 1.6));
      out.push(box(44, 4, 10, 10, 'url(#steel)', { stroke: '#6f7880' }));
      out.push(box(30, 14, 40, 46, P.white, { rx: 3 }));
      out.push(box(40, 22, 20, 12, '#2f3438', { rx: 1.5 }));
      out.push(
        shape('M50 24Q55 28 53 32Q50 33.5 47 32Q45 28 50 24Z', '#f0a23a', { stroke: 'none' }),
      );
      out.push(dot(50, 30.5, 1.4, '#f8d36b'));
      out.push(box(38, 42, 24, 3, '#e7e4dc'));
      for (const [x, c] of [
        [38, P.hot],
        [50, '#e8b53a'],
        [62, P.cold],
      ] as const) {
        out.push(
          box(x - 2, 60, 4, 24, c, { 'stroke-width': 0.8 }) +
            box(x - 3.5, 68, 7, 3, '#c9a94f', { 'stroke-width': 0.6 }),
        );
      }
      out.push(
        drop(20, 64, 5, P.hot) + stroke('M16 44Q14 40 16 36M22 44Q20 40 22 36', '#c9c4ba', 1.1),
      );
      return out.join('');
    }
    case 'hvac': {
      out.push(lapSiding(72, 8, 22, 76, P.greige, 5));
      out.push(box(14, 78, 54, 6, '#cfcac1'));
      out.push(shadow(41, 28, 78, 1.4));
      out.push(box(16, 40, 50, 38, '#dcdfdc', { rx: 1.5 }));
      out.push(ellipse(41, 40, 20, 4, '#9aa3ab'));
      const grille = new PathData();
      for (let y = 46; y < 76; y += 3) grille.seg(19, y, 63, y);
      out.push(stroke(grille, '#a7aeb3', 0.8));
      out.push(stroke('M66 60L72 60M66 64L72 64', '#c98a5a', 1.6));
      out.push(sun(24, 18, 6));
      const flake = new PathData();
      for (let i = 0; i < 3; i++) {
        const a = (i * Math.PI) / 3;
        flake.seg(
          56 - Math.cos(a) * 8,
          20 - Math.sin(a) * 8,
          56 + Math.cos(a) * 8,
          20 + Math.sin(a) * 8,
        );
      }
      out.push(stroke(flake, P.cold, 2));
      return out.join('');
    }
    case 'generator': {
      out.push(lapSiding(74, 8, 20, 76, P.greige, 5));
      out.push(box(78, 44, 10, 12, '#5c646c', { rx: 1 }) + dot(83, 50, 2.2, '#2f3438'));
      out.push(cloud(26, 18, 1.1, '#c9d3d9'));
      out.push(
        polygon(pts('26,24 20,36 25,36 21,46 32,32 27,32 31,24'), {
          fill: '#f3c24f',
          stroke: '#c2963a',
          'stroke-width': 0.8,
        }),
      );
      out.push(shadow(42, 24));
      out.push(stroke('M16 52L16 78L64 78L64 52Z', P.black, 2.2));
      out.push(box(20, 46, 40, 12, '#e8b53a', { rx: 3 }) + box(36, 43, 8, 3, P.black));
      out.push(box(20, 60, 26, 16, '#3f464d', { rx: 1.5 }) + box(48, 60, 12, 16, '#5c646c'));
      out.push(disc(20, 79, 5, P.black) + dot(20, 79, 2, '#8d969e'));
      out.push(stroke('M54 66Q66 76 72 60Q74 52 78 50', '#e07b2a', 1.8));
      return out.join('');
    }
    case 'surge': {
      // The electrical panel, its breakers, and the surge protector beside it stopping a bolt.
      out.push(shadow(44, 30, 82, 1.4));
      out.push(box(22, 12, 44, 68, '#d9dcdf', { rx: 2 }));
      out.push(box(26, 16, 36, 60, '#c3c8cc', { rx: 1 }));
      for (let y = 20; y <= 68; y += 8) {
        out.push(box(29, y, 14, 5, '#f4f4f2', { 'stroke-width': 0.6 }));
        out.push(box(45, y, 14, 5, '#f4f4f2', { 'stroke-width': 0.6 }));
      }
      out.push(stroke('M66 42L72 42', P.black, 1.6));
      out.push(box(70, 32, 14, 22, '#3f464d', { rx: 2 }) + dot(77, 38, 2.2, '#5fbf6a'));
      out.push(
        polygon(pts('90,6 82,22 88,22 80,30 94,18 88,18 94,6'), {
          fill: '#f3c24f',
          stroke: '#c2963a',
          'stroke-width': 0.8,
        }),
      );
      return out.join('');
    }
    case 'shutoff': {
      out.push(house(26, 34, 48, 38, { siding: '#e7e1d4', roof: '#8d9194' }));
      out.push(box(6, 74, 88, 7, '#b7c2c8', { rx: 3.5 }));
      out.push(box(40, 70, 20, 15, '#c9a94f', { rx: 3 }));
      out.push(box(30, 60, 30, 5, '#d8402f', { rx: 2.5 }) + box(48, 64, 4, 7, '#8d969e'));
      out.push(drop(16, 62, 4.4));
      out.push(stroke('M8 56L24 68M24 56L8 68', '#d8402f', 1.8));
      return out.join('');
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------
// Plans (seen from above, like the floorplan pictures)

export function plan(v: string): string {
  const out: string[] = [];
  const bedroom = '#dfe6ee';
  const living = '#f1e6d2';
  const kitchen = '#e5ebdc';
  const bathTint = '#d9e8ec';
  const bedIcon = (x: number, y: number, w = 12, h = 15) =>
    box(x, y, w, h, P.white, { 'stroke-width': 0.7 }) +
    flat(x + 1, y + 1, w / 2 - 1.5, 3.5, '#c9d4df') +
    flat(x + w / 2 + 0.5, y + 1, w / 2 - 1.5, 3.5, '#c9d4df') +
    flat(x, y + 6, w, h - 6, P.harbor);
  out.push(shadow(50, 44, 79, 2));
  if (v === 'split') {
    out.push(flat(8, 26, 84, 50, living));
    out.push(flat(8, 26, 22, 50, bedroom) + flat(70, 26, 22, 50, bedroom));
    out.push(flat(30, 26, 12, 16, bathTint) + flat(58, 26, 12, 16, bathTint));
    out.push(bedIcon(12, 44) + bedIcon(74, 30) + bedIcon(74, 56));
    out.push(
      box(44, 56, 14, 6, '#cfd6c6', { 'stroke-width': 0.7 }) +
        box(46, 40, 10, 8, P.woodLight, { rx: 1, 'stroke-width': 0.7 }),
    );
    const walls = new PathData()
      .seg(30, 26, 30, 66)
      .seg(70, 26, 70, 48)
      .seg(70, 56, 70, 76)
      .seg(30, 42, 42, 42)
      .seg(42, 26, 42, 38)
      .seg(58, 42, 70, 42)
      .seg(58, 26, 58, 38)
      .seg(70, 52, 92, 52);
    out.push(stroke(walls, P.ink, 1.6));
    out.push(arrow(36, 84, 14, 84, P.accent) + arrow(64, 84, 86, 84, P.accent));
  } else if (v === 'open') {
    out.push(flat(8, 26, 84, 50, living));
    out.push(flat(8, 26, 40, 18, kitchen));
    out.push(flat(70, 26, 22, 50, bedroom));
    out.push(
      box(16, 32, 20, 7, P.white, { 'stroke-width': 0.7 }) +
        box(18, 46, 16, 6, '#cfd6c6', { 'stroke-width': 0.7 }),
    );
    out.push(disc(48, 50, 6, P.woodLight, { 'stroke-width': 0.7 }));
    for (let i = 0; i < 4; i++) {
      const a = (i * Math.PI) / 2 + Math.PI / 4;
      out.push(
        box(48 + Math.cos(a) * 8.5 - 2, 50 + Math.sin(a) * 8.5 - 2, 4, 4, P.woodDark, {
          'stroke-width': 0.5,
        }),
      );
    }
    out.push(
      box(20, 62, 24, 8, P.slate, { rx: 2, 'stroke-width': 0.7 }) +
        box(54, 64, 10, 6, '#c9a87a', { 'stroke-width': 0.5 }),
    );
    out.push(bedIcon(75, 44));
    out.push(stroke(new PathData().seg(70, 26, 70, 46).seg(70, 54, 70, 76), P.ink, 1.6));
    out.push(stroke('M14 58Q40 44 62 58', P.accent, 1.2, { 'stroke-dasharray': '2.4 2' }));
  } else {
    // Room to grow: the flex room glows.
    out.push(flat(8, 20, 84, 60, living));
    out.push(
      flat(8, 20, 26, 30, bedroom) + flat(66, 20, 26, 30, bedroom) + flat(66, 50, 26, 30, bathTint),
    );
    out.push(flat(8, 50, 26, 30, '#f8d9b8'));
    out.push(bedIcon(14, 26) + bedIcon(72, 26));
    out.push(
      box(12, 56, 12, 10, P.white, { 'stroke-width': 0.7 }) +
        stroke('M12 58L24 58M12 61L24 61M12 64L24 64', '#c9c2b4', 0.5),
    );
    out.push(star(27, 70, 3.2, P.accent));
    out.push(
      box(40, 30, 20, 7, P.white, { 'stroke-width': 0.7 }) +
        box(42, 56, 16, 6, P.slate, { rx: 1.5, 'stroke-width': 0.7 }),
    );
    out.push(ellipse(79, 64, 5, 8, P.white, { 'stroke-width': 0.7 }));
    const walls = new PathData()
      .seg(34, 20, 34, 40)
      .seg(34, 46, 34, 80)
      .seg(8, 50, 34, 50)
      .seg(66, 20, 66, 40)
      .seg(66, 46, 66, 80)
      .seg(66, 50, 92, 50);
    out.push(stroke(walls, P.ink, 1.6));
    out.push(
      rect(8, 50, 26, 30, {
        fill: 'none',
        stroke: P.accent,
        'stroke-width': 1.4,
        'stroke-dasharray': '2.6 1.8',
      }),
    );
    out.push(rect(8, 20, 84, 60, { fill: 'none', stroke: P.ink, 'stroke-width': 2.4 }));
    return out.join('');
  }
  out.push(rect(8, 26, 84, 50, { fill: 'none', stroke: P.ink, 'stroke-width': 2.4 }));
  return out.join('');
}

// ---------------------------------------------------------------------------
// How it is built

export function framing(v: string): string {
  const out: string[] = [];
  const stud = (x: number, y: number, h: number, w = 5) =>
    box(x, y, w, h, P.woodLight, { 'stroke-width': 0.8 });
  switch (v) {
    case 'studs': {
      // A deep wall: its top and end show how thick 2x6 framing is.
      out.push(shadow(50, 44));
      const batt = '#eeb0a6';
      out.push(poly(pts('8,9 90,9 97,2 15,2'), darken(P.woodLight, 0.08)));
      out.push(poly(pts('90,9 97,2 97,77 90,84'), darken(P.woodLight, 0.2)));
      out.push(flat(8, 14, 82, 64, batt));
      const fluff = new PathData();
      const studs = [8, 26.75, 45.5, 64.25, 83];
      for (const x of studs.slice(0, -1)) {
        for (let y = 22; y < 76; y += 6) fluff.move(x + 7.6, y).raw(`q2.6 -2.2 5.2 0t5.2 0`);
      }
      out.push(stroke(fluff, darken(batt, 0.18), 0.8));
      for (const x of studs) out.push(stud(x, 14, 64, 7));
      out.push(box(8, 78, 82, 6, P.woodLight) + box(8, 9, 82, 5, P.woodLight));
      return out.join('');
    }
    case 'osb': {
      out.push(shadow(50, 42));
      for (const x of [10, 28, 46, 64, 82]) out.push(stud(x, 12, 72));
      const rng = rngFor('osb');
      let flakes = flat(24, 12, 66, 72, '#d8b57c');
      for (let i = 0; i < 160; i++) {
        const x = rng.range(24, 90);
        const y = rng.range(12, 84);
        const a = rng.range(0, Math.PI);
        const l = rng.range(1.5, 4);
        flakes += seg(
          x,
          y,
          x + Math.cos(a) * l,
          y + Math.sin(a) * l,
          rng.pick(['#b8914f', '#ecd3a0', '#c79d5c']),
          rng.range(0.8, 1.6),
        );
      }
      out.push(clipped('osb', rect(24, 12, 66, 72), flakes));
      out.push(
        rect(24, 12, 66, 72, {
          fill: 'none',
          stroke: darken('#d8b57c', 0.4),
          'stroke-width': LINE,
        }),
      );
      out.push(seg(57, 12, 57, 84, darken('#d8b57c', 0.35), 0.8));
      // House wrap going on over the sheathing.
      out.push(shape('M66 12L90 12L90 84L72 84Q66 60 70 40Q72 24 66 12Z', '#f1f4f6'));
      out.push(stroke('M70 28L90 28M71 52L90 52M73 74L90 74', '#9fb6c8', 1.2));
      return out.join('');
    }
    case 'attic': {
      out.push(lapSiding(12, 60, 76, 24, P.greige, 4.5));
      out.push(pane(18, 66, 16, 14, 1.4));
      out.push(pane(66, 66, 16, 14, 1.4));
      out.push(poly(pts('6,58 50,16 94,58'), '#efe7da'));
      const fluff =
        'M12 58L12 46Q16 42 20 45Q24 40 29 44Q33 39 38 43Q42 38 47 42Q51 37 56 42Q60 38 65 43Q69 39 73 44Q78 40 82 45Q86 42 88 46L88 58Z';
      out.push(shape(fluff, '#f3d58f'));
      out.push(stroke('M6 58L50 16L94 58', P.woodDark, 3.2));
      out.push(stroke('M6 58L94 58M50 16L50 58M28 58L39 27M72 58L61 27', P.woodDark, 2));
      out.push(poly(pts('0,58 50,10 100,58 94,58 50,16 6,58'), P.roof));
      out.push(arrow(92, 44, 92, 57, P.accent, true));
      return out.join('');
    }
    case 'joists': {
      // A floor cut across: the subfloor deck on a row of engineered I-joists, ends toward us.
      out.push(shadow(50, 42, 78));
      const osb = '#d8b57c';
      out.push(poly(pts('6,34 94,34 86,22 14,22'), lighten(osb, 0.1)));
      const boards = new PathData();
      for (const x of [25, 40, 55, 70])
        boards.seg(x + (x - 50) * 0.02, 22, x + (x - 50) * 0.12, 34);
      out.push(stroke(boards, darken(osb, 0.2), 0.6));
      out.push(box(6, 34, 88, 6, osb));
      for (const x of [16, 38, 62, 84]) {
        out.push(box(x - 1.6, 45, 3.2, 22, '#cfae72'));
        out.push(box(x - 7, 40, 14, 5, P.woodLight) + box(x - 7, 67, 14, 5, P.woodLight));
      }
      return out.join('');
    }
    case 'chassis': {
      // The steel frame under a HUD-code home, with its axles and hitch.
      out.push(
        rect(14, 18, 74, 26, {
          fill: 'none',
          stroke: '#8d969e',
          'stroke-width': 1,
          'stroke-dasharray': '3 2',
        }),
      );
      out.push(stroke('M10 18L51 6L92 18', '#8d969e', 1, { 'stroke-dasharray': '3 2' }));
      out.push(shadow(50, 44, 82));
      out.push(
        box(12, 46, 78, 3, '#4d545b') +
          box(12, 49, 78, 6, '#5f666d') +
          box(12, 55, 78, 3, '#4d545b'),
      );
      for (const x of [22, 40, 58, 76])
        out.push(
          poly(
            [
              [x - 3, 46],
              [x + 3, 46],
              [x, 40],
            ],
            '#5f666d',
          ),
        );
      out.push(poly(pts('12,49 12,55 2,53 2,51'), '#4d545b') + disc(2.5, 52, 2.2, '#3f464d'));
      out.push(box(56, 58, 26, 4, '#3f464d'));
      for (const x of [60, 76]) out.push(disc(x, 70, 8, P.black) + dot(x, 70, 3.4, '#9aa3ab'));
      return out.join('');
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------
// The home as a whole, and its outside

export function home(v: string): string {
  const out: string[] = [];
  const right = { cx: 72, cy: 26, r: 12 } as const;
  switch (v) {
    case 'star':
      out.push(house(14, 46, 50, 38));
      out.push(badge(right.cx, right.cy, right.r, P.cold, star(right.cx, right.cy, 8, '#ffffff')));
      return out.join('');
    case 'savings':
      out.push(sun(24, 20, 7));
      out.push(house(14, 46, 50, 38, { siding: P.sage }));
      out.push(
        badge(
          right.cx,
          right.cy,
          right.r,
          P.leaf,
          leafShape(right.cx, right.cy, 0.95, P.leafLight),
        ),
      );
      return out.join('');
    case 'warranty': {
      out.push(
        shape('M50 6L82 16L82 44Q82 70 50 86Q18 70 18 44L18 16Z', '#cfe0d4', {
          stroke: P.leaf,
          'stroke-width': 2.2,
        }),
      );
      out.push(house(34, 44, 32, 24, { siding: P.white }));
      out.push(badge(72, 70, 9, P.leaf, check(72, 70, 1.1)));
      return out.join('');
    }
    case 'advantage':
      out.push(house(12, 44, 52, 40, { siding: P.wheat, door: P.navy }));
      // A key: the home is yours with a conventional mortgage.
      out.push(disc(76, 30, 9, '#e3b84a') + disc(76, 30, 3.6, '#f3ecd9'));
      out.push(poly(pts('73,38 79,38 79,70 73,70'), '#e3b84a'));
      out.push(box(79, 56, 6, 4, '#e3b84a') + box(79, 64, 5, 4, '#e3b84a'));
      return out.join('');
    case 'crossmod':
      out.push(house(10, 46, 48, 38, { siding: P.slate, door: P.white, porch: true }));
      out.push(poly(pts('26,47 34,36 42,47'), P.roof));
      out.push(shadow(76, 12));
      out.push(box(62, 22, 28, 60, P.white, { rx: 2 }));
      out.push(stroke('M67 32L85 32M67 38L85 38M67 44L81 44M67 50L85 50', '#b9b3a8', 1.2));
      out.push(badge(76, 68, 7, P.accent, check(76, 68, 0.85)));
      return out.join('');
    case 'modular': {
      out.push(box(8, 78, 84, 6, '#b9b3a8'));
      out.push(
        lapSiding(10, 52, 38, 26, P.harbor, 4) +
          rect(10, 52, 38, 26, {
            fill: 'none',
            stroke: darken(P.harbor, 0.42),
            'stroke-width': LINE,
          }),
      );
      out.push(pane(18, 58, 10, 12, 1.4));
      out.push(poly(pts('6,52 48,52 48,40'), P.roof));
      // The second section, still hanging from the crane.
      out.push(stroke('M70 2L70 10M70 10L54 30M70 10L86 30', P.black, 1));
      out.push(stroke('M67 8Q67 4 70 4Q73 4 73 8', '#e8b53a', 2));
      out.push(
        lapSiding(52, 30, 38, 26, P.harbor, 4) +
          rect(52, 30, 38, 26, {
            fill: 'none',
            stroke: darken(P.harbor, 0.42),
            'stroke-width': LINE,
          }),
      );
      out.push(pane(72, 36, 10, 12, 1.4));
      out.push(arrow(58, 60, 58, 74, P.accent) + arrow(84, 60, 84, 74, P.accent));
      return out.join('');
    }
    case 'delivery': {
      out.push(
        flat(0, 80, 100, 6, '#8d9194') +
          stroke('M4 83L16 83M28 83L40 83M52 83L64 83M76 83L88 83', '#f3e3a0', 1),
      );
      out.push(shadow(50, 46, 80, 2));
      out.push(box(6, 56, 16, 18, '#c65a3a', { rx: 2 }) + box(9, 59, 9, 7, 'url(#glass)'));
      out.push(box(20, 70, 76, 4, '#3f464d'));
      out.push(
        lapSiding(24, 40, 70, 30, P.wheat, 4.5) +
          rect(24, 40, 70, 30, {
            fill: 'none',
            stroke: darken(P.wheat, 0.42),
            'stroke-width': LINE,
          }),
      );
      out.push(pane(32, 46, 12, 12, 1.4) + pane(70, 46, 12, 12, 1.4));
      out.push(box(22, 36, 74, 4, '#e9e6df'));
      for (const x of [14, 66, 76, 86])
        out.push(disc(x, 76, 4.4, P.black) + dot(x, 76, 1.6, '#9aa3ab'));
      out.push(box(90, 26, 2, 10, P.black) + box(80, 26, 10, 6, '#e8b53a'));
      return out.join('');
    }
    case 'outdoor': {
      out.push(lapSiding(6, 8, 88, 48, P.sage, 4.5));
      out.push(
        box(30, 16, 40, 40, P.trim) +
          flat(33, 19, 34, 37, 'url(#glass)') +
          seg(50, 19, 50, 56, P.trim, 1.6),
      );
      out.push(stroke('M6 12Q28 20 50 12Q72 20 94 12', P.black, 0.6));
      for (const [x, y] of pts('14,14.8 28,16.4 42,14.8 58,14.8 72,16.4 86,14.8'))
        out.push(dot(x, y + 1.5, 1.3, P.warm));
      const deck = pts('6,56 94,56 100,86 0,86');
      out.push(poly(deck, '#b58c60'));
      const boards = new PathData();
      for (let y = 60; y < 86; y += 4) boards.seg(6 - (y - 56) * 0.2, y, 94 + (y - 56) * 0.2, y);
      out.push(stroke(boards, '#8f6d4c', 0.7));
      const chair = (x: number) =>
        shape(`M${x} 60L${x + 4} 60L${x + 6} 72L${x + 14} 72L${x + 14} 76L${x + 2} 76Z`, P.white) +
        stroke(`M${x + 3} 76L${x + 2} 82M${x + 13} 76L${x + 14} 82`, darken(P.white, 0.4), 1.2);
      out.push(chair(14) + chair(70));
      out.push(plant(52, 80, 0.9));
      return out.join('');
    }
    case 'access': {
      out.push(lapSiding(44, 10, 48, 52, P.harbor, 4.5));
      out.push(box(60, 20, 22, 42, P.trim) + box(63, 23, 16, 39, P.navy));
      out.push(dot(76, 44, 0.9, P.brass));
      out.push(poly(pts('4,84 56,62 96,62 96,66 58,66 14,84'), '#cfc8bc'));
      out.push(
        stroke('M8 74L56 54L92 54', '#8d969e', 1.4) +
          stroke('M20 69L20 79M36 62L36 72M52 55.5L52 64', '#8d969e', 1),
      );
      // A wheelchair user, heading for the wide door.
      out.push(disc(34, 66, 7, 'none', { stroke: P.cold, 'stroke-width': 2 }));
      out.push(dot(36, 44, 2.8, P.cold));
      out.push(stroke('M35 49L33 60L43 60L46 68M34 53L42 53M30 60L30 52', P.cold, 2.2));
      return out.join('');
    }
    case 'clean': {
      out.push(house(18, 40, 56, 44, { siding: P.white, roof: '#575049', door: P.teal }));
      const sparkle = (x: number, y: number, s: number) =>
        shape(
          `M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`,
          '#e8b53a',
          { 'stroke-width': 0.6 },
        );
      out.push(sparkle(80, 28, 6) + sparkle(86, 46, 3.6) + sparkle(14, 28, 4));
      return out.join('');
    }
    default:
      return house(22, 42, 56, 42);
  }
}

export function exterior(v: string): string {
  const out: string[] = [];
  switch (v) {
    case 'shingle':
    case 'architectural':
    case 'metal': {
      const roofShape = pts('14,14 86,14 98,58 2,58');
      const base = { shingle: '#5d554d', architectural: '#4a525c', metal: '#5a6f7b' }[v];
      const rng = rngFor(`roof:${v}`);
      let tex = polygon(roofShape, { fill: base });
      if (v === 'metal') {
        for (let i = 1; i < 12; i++) {
          const t = i / 12;
          const xTop = 14 + 72 * t;
          const xBot = 2 + 96 * t;
          tex +=
            seg(xTop, 14, xBot, 58, lighten(base, 0.3), 1.2) +
            seg(xTop + 0.9, 14, xBot + 1.1, 58, darken(base, 0.3), 0.6);
        }
      } else {
        for (let y = 20, row = 0; y < 60; y += 5.5, row++) {
          const span = 2 + ((y - 14) / 44) * 12;
          tex += seg(14 - span, y, 86 + span, y, darken(base, 0.4), 1);
          if (v === 'shingle') {
            for (let x = 4 + (row % 2) * 4.5; x < 98; x += 9)
              tex += seg(x, y - 5.5, x, y, darken(base, 0.4), 0.7);
          } else {
            let x = rng.range(0, 6);
            while (x < 98) {
              const w = rng.range(4, 9);
              tex += flat(
                x,
                y - 5.5,
                w,
                5.5,
                rng.pick([lighten(base, 0.12), darken(base, 0.12), base, lighten(base, 0.22)]),
              );
              tex += flat(x, y - 1.6, w, 1.6, darken(base, 0.3));
              x += w + 0.8;
            }
          }
        }
      }
      out.push(lapSiding(10, 58, 80, 26, P.wheat, 4.5));
      out.push(pane(34, 64, 16, 16));
      out.push(pane(60, 64, 16, 16));
      out.push(clipped(`roof-${v}`, polygon(roofShape), tex));
      out.push(
        polygon(roofShape, {
          fill: 'none',
          stroke: darken(base, 0.45),
          'stroke-width': LINE,
          'stroke-linejoin': 'round',
        }),
      );
      out.push(box(0, 57, 100, 3, P.trim));
      out.push(box(10, 10, 80, 4, darken(base, 0.2)));
      return out.join('');
    }
    case 'lap':
    case 'fiber': {
      const color = v === 'lap' ? P.wheat : P.slate;
      const board = v === 'lap' ? 5 : 7;
      let boards = lapSiding(8, 8, 84, 76, color, board);
      const rng = rngFor(`siding:${v}`);
      if (v === 'lap') {
        // Vinyl's printed woodgrain.
        for (let i = 0; i < 30; i++) {
          const y = 8 + rng.int(0, 14) * board + rng.range(1.2, board - 1);
          const x = rng.range(8, 80);
          boards += seg(x, y, x + rng.range(6, 14), y, darken(color, 0.08), 0.5);
        }
      } else {
        for (let y = 8 + board; y < 84; y += board)
          boards += flat(8, y - 1.4, 84, 1.4, darken(color, 0.12));
      }
      out.push(clipped(`siding-${v}`, rect(8, 8, 84, 76), boards));
      out.push(
        rect(8, 8, 84, 76, { fill: 'none', stroke: darken(color, 0.42), 'stroke-width': LINE }),
      );
      out.push(box(8, 8, 8, 76, P.trim));
      out.push(
        box(50, 20, 34, 40, P.trim) +
          flat(54, 24, 26, 32, 'url(#glass)') +
          seg(67, 24, 67, 56, P.trim, 1.6),
      );
      out.push(box(48, 60, 38, 3.4, P.trim));
      return out.join('');
    }
    case 'gutters': {
      out.push(lapSiding(16, 26, 70, 58, P.harbor, 5));
      out.push(poly(pts('4,4 96,4 96,18 4,18'), P.roof));
      const shingles = new PathData();
      for (const y of [9, 14]) shingles.seg(4, y, 96, y);
      out.push(stroke(shingles, darken(P.roof, 0.35), 0.9));
      out.push(box(8, 18, 84, 4, P.trim));
      out.push(shape('M6 22L94 22L93 28L7 28Z', P.white));
      out.push(
        stroke('M80 28L80 78Q80 82 84 82L92 82', '#e7e4dc', 5) +
          stroke('M80 28L80 78Q80 82 84 82L92 82', '#b9b3a8', 1, { 'stroke-dasharray': '0.1 10' }),
      );
      const rain = new PathData();
      for (const x of [24, 36, 48, 60]) rain.seg(x, 32, x - 1.4, 38).seg(x - 6, 44, x - 7.4, 50);
      out.push(stroke(rain, P.water, 1.1));
      out.push(stroke('M92 82Q96 82 98 86', P.water, 1.6));
      out.push(pane(28, 40, 18, 22));
      return out.join('');
    }
    case 'skirting': {
      out.push(lapSiding(6, 10, 88, 44, P.greige, 5));
      out.push(pane(28, 18, 18, 22) + pane(58, 18, 18, 22));
      out.push(box(4, 52, 92, 3, P.trim));
      const skirt = lighten(P.greige, 0.12);
      const panels = new PathData();
      for (let x = 10; x < 94; x += 4) panels.seg(x, 56, x, 78);
      out.push(flat(6, 55, 88, 24, skirt) + stroke(panels, darken(skirt, 0.18), 0.7));
      for (const x of [22, 68]) {
        out.push(box(x, 62, 12, 8, darken(skirt, 0.1)));
        const vents = new PathData();
        for (let y = 64; y < 70; y += 2) vents.seg(x + 1.5, y, x + 10.5, y);
        out.push(stroke(vents, darken(skirt, 0.5), 0.8));
      }
      out.push(
        rect(6, 55, 88, 24, { fill: 'none', stroke: darken(skirt, 0.42), 'stroke-width': LINE }),
      );
      out.push(flat(0, 78, 100, 8, '#8fb86a') + seg(0, 78, 100, 78, '#6f9a4c', 1));
      for (const x of [12, 86])
        out.push(shape(`M${x - 7} 80Q${x - 7} 70 ${x} 70Q${x + 7} 70 ${x + 7} 80Z`, '#5d8a45'));
      return out.join('');
    }
    case 'steps': {
      out.push(lapSiding(6, 6, 88, 56, P.clay, 4.5));
      out.push(box(56, 12, 24, 50, P.trim) + box(59, 15, 18, 47, P.red) + dot(73, 40, 1, P.brass));
      out.push(flat(0, 82, 100, 4, '#9cbf78'));
      const wood = '#b39a6a';
      // Landing and treads along the wall, up to the door.
      out.push(
        box(48, 60, 40, 4, wood) +
          box(52, 64, 4, 20, darken(wood, 0.15)) +
          box(82, 64, 4, 20, darken(wood, 0.15)),
      );
      for (let i = 0; i < 4; i++)
        out.push(
          box(40 - i * 8, 64 + i * 5, 10, 3, wood) +
            box(41 - i * 8, 67 + i * 5, 8, 2, darken(wood, 0.3), { 'stroke-width': 0.5 }),
        );
      out.push(
        stroke('M14 68L46 46L88 46', darken(wood, 0.2), 2) +
          stroke('M14 68L14 84M30 57L30 80M46 46L46 64M88 46L88 60', darken(wood, 0.2), 1.8),
      );
      return out.join('');
    }
    default:
      return '';
  }
}
