// Interior pictures for the home configurator's visualizer: a kitchen, a bath
// and a living room, drawn from the buyer's selections instead of photographs.
// Each room is a small 3-D model (feet, the viewer at x = 0 looking down +z)
// seen in one-point perspective, so counters, planks, tiles and the island all
// recede to the same vanishing point. The style is the feature pictures'
// (feature-scenes.ts): flat fills, outlines that are the fill darkened, steel
// and glass as gentle gradients, soft contact shadows — at 1600 × 1000.
import { darken, isHexColor, lighten, luminance, mix } from './color.ts';
import { P } from './feature-scenes.ts';
import type { SvgSize } from './model-art.ts';
import { createRng, subSeed, type Rng } from './random.ts';
import { PathData, circle, el, n, polygon, rect } from './svg.ts';

export type FloorLook = { kind: 'carpet' | 'vinyl-plank' | 'tile'; color: string };
export type CounterLook = { kind: 'laminate' | 'butcher-block' | 'quartz'; color: string };
export type KitchenLook = {
  cabinetColor: string;
  counter: CounterLook;
  appliances: 'white' | 'black' | 'stainless';
  island: boolean;
  floor: FloorLook;
  wallColor: string;
  /** Deterministic small variation (window, accessories, stools): same seed → same SVG. */
  seed: number;
};
export type BathLook = {
  vanityColor: string;
  counter: CounterLook;
  shower: 'tub-combo' | 'walk-in';
  fixtures: 'chrome' | 'brushed-nickel' | 'matte-black';
  floor: FloorLook;
  wallColor: string;
  seed: number;
};
export type LivingLook = {
  floor: FloorLook;
  wallColor: string;
  ceiling: 'flat' | 'vaulted';
  fireplace: boolean;
  seed: number;
};

/** The drawing's own grid; the SVG's width and height come from the requested size. */
const VW = 1600;
const VH = 1000;
/** Outline width in grid units (1.4 px at 960 px wide). */
const SW = 2.4;
/** Floors and side walls start this close to the viewer: well outside the frame. */
const Z_NEAR = 2.2;

type Attrs = Record<string, string | number | undefined | null | false>;
type Pt = readonly [number, number];

// ---------------------------------------------------------------------------
// Camera and faces

type Cam = { f: number; cx: number; hy: number; eye: number };

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Screen point of a point in the room (feet; y up from the floor, z away from the viewer). */
const pr = (c: Cam, x: number, y: number, z: number): Pt => [
  Math.round(c.cx + (c.f * x) / z),
  Math.round(c.hy - (c.f * (y - c.eye)) / z),
];

/** A face looking at the viewer, at depth z. */
const faceZ = (c: Cam, x0: number, x1: number, y0: number, y1: number, z: number): Pt[] => [
  pr(c, x0, y1, z),
  pr(c, x1, y1, z),
  pr(c, x1, y0, z),
  pr(c, x0, y0, z),
];
/** A face in the plane x = const (a side wall, a cabinet end), from depth z0 to z1. */
const faceX = (c: Cam, x: number, z0: number, z1: number, y0: number, y1: number): Pt[] => [
  pr(c, x, y1, z0),
  pr(c, x, y1, z1),
  pr(c, x, y0, z1),
  pr(c, x, y0, z0),
];
/** A level face (floor, counter top, rug) at height y. */
const faceY = (c: Cam, y: number, x0: number, x1: number, z0: number, z1: number): Pt[] => [
  pr(c, x0, y, z0),
  pr(c, x1, y, z0),
  pr(c, x1, y, z1),
  pr(c, x0, y, z1),
];

/** Screen size of a level circle of radius r at (x, y, z): an ellipse. */
function levelEllipse(c: Cam, x: number, y: number, z: number, r: number) {
  const [cx, cy] = pr(c, x, y, z);
  const rx = (c.f * r) / z;
  return { cx, cy, rx: r1(rx), ry: r1(Math.max(0.6, (rx * Math.abs(c.eye - y)) / z)) };
}

// ---------------------------------------------------------------------------
// Kit

function outlined(fill: string, extra: Attrs = {}): Attrs {
  return {
    fill,
    stroke: isHexColor(fill) ? darken(fill, 0.42) : '#6f7880',
    ...extra,
  };
}

const poly = (pts: readonly Pt[], fill: string, extra: Attrs = {}) =>
  polygon(pts, outlined(fill, extra));
const flatPoly = (pts: readonly Pt[], fill: string, extra: Attrs = {}) =>
  polygon(pts, { fill, ...extra });
const path = (d: string | PathData, fill: string, extra: Attrs = {}) =>
  el('path', { d: d.toString(), ...outlined(fill, extra) });
const strokePath = (d: string | PathData, color: string, width: number, extra: Attrs = {}) =>
  d.toString() === ''
    ? ''
    : el('path', {
        d: d.toString(),
        fill: 'none',
        stroke: color,
        'stroke-width': width,
        ...extra,
      });
const ellipse = (e: { cx: number; cy: number; rx: number; ry: number }, fill: string, extra = {}) =>
  el('ellipse', { ...e, ...outlined(fill, extra) });
const flatEllipse = (
  e: { cx: number; cy: number; rx: number; ry: number },
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { ...e, fill, ...extra });
const ptsPath = (pts: readonly Pt[], closed = true) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + (closed ? 'Z' : '');

/** The outline colour that separates a panel's inset from its face, dark or light. */
const insetLine = (color: string) =>
  luminance(color) < 0.06 ? lighten(color, 0.22) : darken(color, 0.2);

type Box3 = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/**
 * A solid box: the faces the viewer can see, far ones first. Tops and ends are
 * shaded from the front colour so boxes read as solid even in one colour.
 */
function block(
  c: Cam,
  b: Box3,
  fill: string,
  o: { top?: string; side?: string; front?: boolean; extra?: Attrs } = {},
): string {
  const out: string[] = [];
  const extra = o.extra ?? {};
  const shade = isHexColor(fill) ? fill : '#c8ced3';
  if (b.x1 < 0)
    out.push(poly(faceX(c, b.x1, b.z0, b.z1, b.y0, b.y1), o.side ?? darken(shade, 0.14), extra));
  if (b.x0 > 0)
    out.push(poly(faceX(c, b.x0, b.z0, b.z1, b.y0, b.y1), o.side ?? darken(shade, 0.14), extra));
  if (b.y1 < c.eye)
    out.push(poly(faceY(c, b.y1, b.x0, b.x1, b.z0, b.z1), o.top ?? lighten(shade, 0.12), extra));
  if (b.y0 > c.eye)
    out.push(poly(faceY(c, b.y0, b.x0, b.x1, b.z0, b.z1), darken(shade, 0.25), extra));
  if (o.front !== false) out.push(poly(faceZ(c, b.x0, b.x1, b.y0, b.y1, b.z0), fill, extra));
  return out.join('');
}

/** A soft contact shadow on the floor: two stacked translucent footprints. */
function floorShadow(
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  spread = 0.35,
): string {
  return (
    flatPoly(faceY(c, 0.005, x0 - spread, x1 + spread, z0 - spread, z1 + spread * 0.5), '#000000', {
      'fill-opacity': 0.06,
    }) +
    flatPoly(
      faceY(c, 0.005, x0 - spread * 0.3, x1 + spread * 0.3, z0 - spread * 0.3, z1),
      '#000000',
      { 'fill-opacity': 0.1 },
    )
  );
}

const gradient = (
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir = { x1: 0, y1: 0, x2: 0, y2: 1 },
) =>
  el(
    'linearGradient',
    { id, ...dir },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity ?? false }),
      )
      .join(''),
  );

/** Gradients shared by all three rooms (ids are prefixed so they never meet another picture's). */
const BASE_DEFS = [
  gradient('vr-sky', [
    [0, '#8fc0e4'],
    [1, '#d9ecf6'],
  ]),
  gradient(
    'vr-steel',
    [
      [0, '#e9edf0'],
      [0.5, '#c5ccd2'],
      [1, '#a3adb6'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  ),
  gradient(
    'vr-blackapp',
    [
      [0, '#44484d'],
      [0.45, '#2a2d30'],
      [1, '#1b1c1e'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  ),
  gradient(
    'vr-whiteapp',
    [
      [0, '#ffffff'],
      [1, '#e6e4de'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  ),
  gradient(
    'vr-mirror',
    [
      [0, '#eef5f8'],
      [0.55, '#c6d9e3'],
      [1, '#a5bfcd'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  ),
  gradient('vr-floorshade', [
    [0, '#000000', 0],
    [1, '#000000', 0.13],
  ]),
  gradient('vr-firebox', [
    [0, '#151515'],
    [1, '#2c2522'],
  ]),
  el(
    'radialGradient',
    { id: 'vr-glow' },
    el('stop', { offset: 0, 'stop-color': '#fff3c4', 'stop-opacity': 0.75 }) +
      el('stop', { offset: 1, 'stop-color': '#fff3c4', 'stop-opacity': 0 }),
  ),
  el(
    'radialGradient',
    { id: 'vr-fireglow' },
    el('stop', { offset: 0, 'stop-color': '#ffb347', 'stop-opacity': 0.55 }) +
      el('stop', { offset: 1, 'stop-color': '#ff8c2a', 'stop-opacity': 0 }),
  ),
];

/** Safe inputs: a colour that is not plain hex falls back, an unknown kind takes the first. */
const color = (value: unknown, fallback: string) => (isHexColor(value) ? value : fallback);
function oneOf<T extends string>(value: unknown, options: readonly T[]): T {
  return (options as readonly unknown[]).includes(value) ? (value as T) : (options[0] as T);
}
const seedOf = (seed: unknown) =>
  typeof seed === 'number' && Number.isFinite(seed) ? Math.floor(seed) >>> 0 : 0;

function svgDoc(size: SvgSize, defs: readonly string[], body: readonly string[]): string {
  const w = Math.max(1, Math.round(Number(size.width) || VW));
  const h = Math.max(1, Math.round(Number(size.height) || VH));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${VW} ${VH}" preserveAspectRatio="xMidYMid slice">`,
    `<defs>${defs.join('')}</defs>`,
    // Outlines share one width and round joins; elements only say so when they differ.
    el(
      'g',
      { 'stroke-width': SW, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
      body.join(''),
    ),
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------------------
// Room shell: walls, ceiling, floor, trim

type Room = { x0: number; x1: number; zFar: number; h: number; peak?: number };

function wallShades(wall: string) {
  return {
    back: wall,
    left: darken(wall, 0.07),
    right: darken(wall, 0.11),
    ceiling: mix(lighten(wall, 0.82), '#f3f1ec', 0.5),
    corner: darken(wall, 0.28),
  };
}

function walls(c: Cam, r: Room, wall: string): string {
  const s = wallShades(wall);
  const out: string[] = [];
  const { x0, x1, zFar, h } = r;
  out.push(flatPoly(faceX(c, x0, Z_NEAR, zFar, 0, h), s.left));
  out.push(flatPoly(faceX(c, x1, Z_NEAR, zFar, 0, h), s.right));
  if (r.peak !== undefined) {
    const xm = (x0 + x1) / 2;
    const ridgeNear = pr(c, xm, r.peak, Z_NEAR);
    const ridgeFar = pr(c, xm, r.peak, zFar);
    out.push(
      flatPoly(
        [pr(c, x0, h, Z_NEAR), pr(c, x0, h, zFar), ridgeFar, ridgeNear],
        lighten(s.ceiling, 0.2),
      ),
      flatPoly(
        [ridgeNear, ridgeFar, pr(c, x1, h, zFar), pr(c, x1, h, Z_NEAR)],
        darken(s.ceiling, 0.05),
      ),
      flatPoly(
        [pr(c, x0, 0, zFar), pr(c, x0, h, zFar), ridgeFar, pr(c, x1, h, zFar), pr(c, x1, 0, zFar)],
        s.back,
      ),
    );
  } else {
    out.push(flatPoly(faceY(c, h, x0, x1, Z_NEAR, zFar), s.ceiling));
    out.push(flatPoly(faceZ(c, x0, x1, 0, h, zFar), s.back));
  }
  // Corners: the wall meets the ceiling and the other walls in a soft line.
  const corners = new PathData()
    .move(...pr(c, x0, h, Z_NEAR))
    .lineTo(...pr(c, x0, h, zFar))
    .lineTo(...pr(c, x0, 0, zFar))
    .move(...pr(c, x1, h, Z_NEAR))
    .lineTo(...pr(c, x1, h, zFar))
    .lineTo(...pr(c, x1, 0, zFar));
  if (r.peak === undefined) corners.move(...pr(c, x0, h, zFar)).lineTo(...pr(c, x1, h, zFar));
  out.push(strokePath(corners, s.corner, 2, { 'stroke-opacity': 0.7 }));
  return out.join('');
}

/** Baseboards along the back and both side walls. */
function baseboards(c: Cam, r: Room, trim: string = P.trim): string {
  const hgt = 0.33;
  const edge = darken(trim, 0.3);
  return (
    flatPoly(faceX(c, r.x0, Z_NEAR, r.zFar, 0, hgt), darken(trim, 0.05)) +
    flatPoly(faceX(c, r.x1, Z_NEAR, r.zFar, 0, hgt), darken(trim, 0.09)) +
    flatPoly(faceZ(c, r.x0, r.x1, 0, hgt, r.zFar), trim) +
    strokePath(
      new PathData()
        .move(...pr(c, r.x0, hgt, Z_NEAR))
        .lineTo(...pr(c, r.x0, hgt, r.zFar))
        .lineTo(...pr(c, r.x1, hgt, r.zFar))
        .lineTo(...pr(c, r.x1, hgt, Z_NEAR)),
      edge,
      1.6,
    )
  );
}

function floorSvg(
  c: Cam,
  r: Room,
  look: FloorLook,
  rng: Rng,
  defs: string[],
  tileFt = 1.5,
): string {
  const base = look.color;
  const area = faceY(c, 0, r.x0, r.x1, Z_NEAR, r.zFar);
  const out: string[] = [flatPoly(area, base)];
  const dark = luminance(base) < 0.12;
  if (look.kind === 'vinyl-plank') {
    // Planks run away from the viewer; ends are staggered, each plank a touch different.
    const pw = 0.62;
    const seams = new PathData();
    const grain = new PathData();
    const pieces: string[] = [];
    for (let x = r.x0; x < r.x1 - 0.01; x += pw) {
      const xr = Math.min(r.x1, x + pw);
      if (x > r.x0) seams.move(...pr(c, x, 0, Z_NEAR)).lineTo(...pr(c, x, 0, r.zFar));
      let z = r.zFar - rng.range(0.5, 3.8);
      let zPrev = r.zFar;
      while (zPrev > Z_NEAR) {
        const z0 = Math.max(Z_NEAR, z);
        const t = rng.range(-1, 1);
        const tone = t > 0 ? lighten(base, t * 0.08) : darken(base, -t * 0.1);
        pieces.push(flatPoly(faceY(c, 0, x, xr, z0, zPrev), tone));
        if (z > Z_NEAR) seams.move(...pr(c, x, 0, z)).lineTo(...pr(c, xr, 0, z));
        if (rng.chance(0.7)) {
          const gx = x + pw * rng.range(0.25, 0.75);
          const za = z0 + (zPrev - z0) * rng.range(0, 0.3);
          const zb = z0 + (zPrev - z0) * rng.range(0.6, 1);
          grain.move(...pr(c, gx, 0, za)).lineTo(...pr(c, gx + rng.range(-0.05, 0.05), 0, zb));
        }
        zPrev = z;
        z -= rng.range(3.2, 5.2);
      }
    }
    out.push(pieces.join(''));
    out.push(
      strokePath(grain, dark ? lighten(base, 0.12) : darken(base, 0.12), 1.2, {
        'stroke-opacity': 0.6,
      }),
    );
    out.push(strokePath(seams, dark ? lighten(base, 0.16) : darken(base, 0.32), 1.7));
  } else if (look.kind === 'tile') {
    const grout = luminance(base) > 0.3 ? darken(base, 0.2) : lighten(base, 0.3);
    const lines = new PathData();
    const tiles: string[] = [];
    const startX = Math.ceil(r.x0 / tileFt) * tileFt;
    for (let z = r.zFar; z > Z_NEAR; z -= tileFt) {
      for (let x = startX - tileFt; x < r.x1; x += tileFt) {
        const t = rng.range(-1, 1);
        if (Math.abs(t) < 0.35) continue;
        const tone = t > 0 ? lighten(base, t * 0.05) : darken(base, -t * 0.06);
        tiles.push(
          flatPoly(
            faceY(
              c,
              0,
              Math.max(r.x0, x),
              Math.min(r.x1, x + tileFt),
              Math.max(Z_NEAR, z - tileFt),
              z,
            ),
            tone,
          ),
        );
      }
      if (z < r.zFar) lines.move(...pr(c, r.x0, 0, z)).lineTo(...pr(c, r.x1, 0, z));
    }
    for (let x = startX; x < r.x1; x += tileFt)
      lines.move(...pr(c, x, 0, Z_NEAR)).lineTo(...pr(c, x, 0, r.zFar));
    out.push(tiles.join(''));
    out.push(strokePath(lines, grout, 2.6));
  } else {
    // Carpet: a fine speckle for the pile and soft vacuum stripes, no seams at all.
    const prng = createRng(0xca4be7);
    let dots = '';
    for (let i = 0; i < 14; i++) {
      dots += circle(r1(prng.range(0, 12)), r1(prng.range(0, 12)), r1(prng.range(0.6, 1.1)), {
        fill: i % 2 ? lighten(base, 0.14) : darken(base, 0.14),
      });
    }
    defs.push(
      el(
        'pattern',
        { id: 'vr-carpet', width: 12, height: 12, patternUnits: 'userSpaceOnUse' },
        dots,
      ),
    );
    out.push(flatPoly(area, 'url(#vr-carpet)', { 'fill-opacity': 0.8 }));
    const stripes: string[] = [];
    for (let x = r.x0, i = 0; x < r.x1; x += 1.7, i++) {
      if (i % 2) continue;
      stripes.push(
        flatPoly(faceY(c, 0, x, Math.min(r.x1, x + 1.7), Z_NEAR, r.zFar), '#ffffff', {
          'fill-opacity': 0.05,
        }),
      );
    }
    out.push(stripes.join(''));
  }
  out.push(flatPoly(area, 'url(#vr-floorshade)'));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Windows and the view outside

/** Sky and garden inside a screen rectangle (no clip needed: everything stays within it). */
function outsideView(x: number, y: number, w: number, h: number, rng: Rng): string {
  const out = [rect(x, y, w, h, { fill: 'url(#vr-sky)' })];
  const ground = y + h * rng.range(0.58, 0.68);
  const hedge = new PathData().move(x, y + h).lineTo(x, ground);
  let px = x;
  while (px < x + w - 1) {
    const step = Math.min(x + w - px, w * rng.range(0.12, 0.22));
    hedge.raw(
      `Q${n(px + step / 2)} ${n(ground - h * rng.range(0.05, 0.16))} ${n(px + step)} ${n(ground + rng.range(-2, 2))}`,
    );
    px += step;
  }
  hedge.lineTo(x + w, y + h).close();
  out.push(el('path', { d: hedge.toString(), fill: '#86ab6b' }));
  out.push(rect(x, ground + h * 0.12, w, y + h - ground - h * 0.12, { fill: '#9cc07c' }));
  // One tree top behind the hedge, always inside the glass.
  const tr = Math.min(w, h) * rng.range(0.14, 0.2);
  const tx = x + tr + rng.range(0.1, 0.9) * (w - 2 * tr);
  out.push(circle(tx, ground - tr * 0.55, tr, { fill: '#6f9a55' }));
  out.push(circle(tx - tr * 0.3, ground - tr * 0.8, tr * 0.55, { fill: '#80aa63' }));
  return out.join('');
}

/** Two diagonal light streaks across glass (inside the rectangle by construction). */
function glare(x: number, y: number, w: number, h: number, opacity = 0.35): string {
  const s = Math.min(w, h) * 0.35;
  const a = (t: number) =>
    polygon(
      [
        [x + w * t, y + h],
        [x + w * t + s * 0.35, y + h],
        [x + w * Math.min(1, t + 0.45) + s * 0.35, y + h * Math.max(0, 1 - (0.45 * w) / h)],
        [x + w * Math.min(1, t + 0.45), y + h * Math.max(0, 1 - (0.45 * w) / h)],
      ],
      { fill: '#ffffff', 'fill-opacity': opacity },
    );
  return a(0.12) + a(0.3);
}

/** A double-hung window in a trimmed opening on the back wall. */
function windowZ(
  c: Cam,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  rng: Rng,
  grid: boolean,
  trim: string = P.trim,
): string {
  const out: string[] = [];
  const t = 0.26;
  out.push(
    poly(faceZ(c, x0 - t, x1 + t, y0 - 0.12, y1 + t, z), trim, { stroke: darken(trim, 0.3) }),
  );
  const [gx, gy] = pr(c, x0, y1, z);
  const [gx1, gy1] = pr(c, x1, y0, z);
  out.push(outsideView(gx, gy, gx1 - gx, gy1 - gy, rng));
  out.push(glare(gx, gy, gx1 - gx, gy1 - gy, 0.22));
  // Sashes: the frame, the meeting rail and (optionally) grilles.
  const bars = new PathData();
  const ym = (y0 + y1) / 2;
  bars.move(...pr(c, x0, ym, z)).lineTo(...pr(c, x1, ym, z));
  if (grid) {
    const cols = x1 - x0 > 3.2 ? 3 : 2;
    for (let i = 1; i < cols; i++) {
      const x = x0 + ((x1 - x0) * i) / cols;
      bars.move(...pr(c, x, y0, z)).lineTo(...pr(c, x, y1, z));
    }
    for (const y of [y0 + (ym - y0) / 2, ym + (y1 - ym) / 2])
      bars.move(...pr(c, x0, y, z)).lineTo(...pr(c, x1, y, z));
  }
  const k = c.f / z;
  out.push(strokePath(bars, trim, Math.max(3, 0.12 * k)));
  out.push(
    polygon(faceZ(c, x0, x1, y0, y1, z), {
      fill: 'none',
      stroke: trim,
      'stroke-width': Math.max(4, 0.2 * k),
    }),
  );
  // Sill (the stool), seen from above.
  out.push(
    poly(faceY(c, y0 - 0.1, x0 - t - 0.1, x1 + t + 0.1, z - 0.3, z), lighten(trim, 0.3), {
      stroke: darken(trim, 0.28),
    }),
  );
  out.push(
    poly(faceZ(c, x0 - t - 0.1, x1 + t + 0.1, y0 - 0.22, y0 - 0.1, z - 0.3), trim, {
      stroke: darken(trim, 0.3),
    }),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------
// Cabinets and counters

type Pull = { fill: string; edge: string };

function pullBar(
  c: Cam,
  x: number,
  y0: number,
  y1: number,
  z: number,
  p: Pull,
  horizontal?: { x1: number },
): string {
  const k = c.f / z;
  const wdt = Math.max(3.5, 0.07 * k);
  const a = pr(c, x, y0, z);
  const b = horizontal ? pr(c, horizontal.x1, y0, z) : pr(c, x, y1, z);
  return (
    strokePath(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, p.edge, wdt + 2.4) +
    strokePath(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, p.fill, wdt)
  );
}

/** A shaker door or drawer front facing the viewer. */
function doorZ(
  c: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  fill: string,
  pull: Pull,
  handle: 'left' | 'right' | 'drawer' | 'none',
): string {
  const out = [poly(faceZ(c, x0, x1, y0, y1, z), fill)];
  const inset = Math.min(0.2, (x1 - x0) * 0.14, (y1 - y0) * 0.2);
  out.push(
    polygon(faceZ(c, x0 + inset, x1 - inset, y0 + inset, y1 - inset, z), {
      fill: 'none',
      stroke: insetLine(fill),
      'stroke-width': 2,
    }),
  );
  out.push(
    flatPoly(faceZ(c, x0 + inset, x1 - inset, y1 - inset - 0.05, y1 - inset, z), '#000000', {
      'fill-opacity': 0.08,
    }),
  );
  if (handle === 'drawer') {
    const w = Math.min(0.7, (x1 - x0) * 0.4);
    const xm = (x0 + x1) / 2;
    out.push(pullBar(c, xm - w / 2, (y0 + y1) / 2, 0, z - 0.04, pull, { x1: xm + w / 2 }));
  } else if (handle !== 'none') {
    const px = handle === 'left' ? x0 + inset + 0.12 : x1 - inset - 0.12;
    const top = y1 > 4 ? y0 + 0.25 : y1 - 0.3;
    out.push(pullBar(c, px, top, top + (y1 > 4 ? 0.5 : -0.5), z - 0.04, pull));
  }
  return out.join('');
}

/** A shaker door on a side wall run (plane x = const), z0 → z1 away from the viewer. */
function doorX(
  c: Cam,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  fill: string,
  pull: Pull,
  handle: 'near' | 'far' | 'drawer',
): string {
  const out = [poly(faceX(c, x, z0, z1, y0, y1), darken(fill, 0.06))];
  const iz = Math.min(0.2, (z1 - z0) * 0.14);
  const iy = Math.min(0.2, (y1 - y0) * 0.2);
  out.push(
    polygon(faceX(c, x, z0 + iz, z1 - iz, y0 + iy, y1 - iy), {
      fill: 'none',
      stroke: insetLine(fill),
      'stroke-width': 1.8,
    }),
  );
  const k = c.f / ((z0 + z1) / 2);
  const wdt = Math.max(3, 0.07 * k);
  let a: Pt;
  let b: Pt;
  if (handle === 'drawer') {
    const zm = (z0 + z1) / 2;
    const ym = (y0 + y1) / 2;
    a = pr(c, x - 0.04, ym, zm - 0.3);
    b = pr(c, x - 0.04, ym, zm + 0.3);
  } else {
    const zp = handle === 'near' ? z0 + iz + 0.14 : z1 - iz - 0.14;
    const top = y1 > 4 ? y0 + 0.25 : y1 - 0.3;
    a = pr(c, x - 0.04, top, zp);
    b = pr(c, x - 0.04, top + (y1 > 4 ? 0.5 : -0.5), zp);
  }
  const d = `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  out.push(strokePath(d, pull.edge, wdt + 2.4) + strokePath(d, pull.fill, wdt));
  return out.join('');
}

type Material = { top: string; edge: string; thick: number };

function material(look: CounterLook): Material {
  const base = look.color;
  if (look.kind === 'butcher-block') return { top: base, edge: darken(base, 0.12), thick: 0.16 };
  if (look.kind === 'quartz') return { top: base, edge: darken(base, 0.05), thick: 0.11 };
  return { top: base, edge: darken(base, 0.3), thick: 0.09 };
}

/**
 * A counter slab: a top seen from above with the material's texture, and its
 * front edge. `along` is the slab's long direction (x on a back wall or island,
 * z on a side wall), which is the way butcher-block strips run.
 */
function counterSlab(
  c: Cam,
  b: Box3,
  look: CounterLook,
  along: 'x' | 'z',
  rng: Rng,
  splash: 'back' | 'right' | 'none' = 'back',
): string {
  const m = material(look);
  const out: string[] = [];
  const topPts = faceY(c, b.y1, b.x0, b.x1, b.z0, b.z1);
  const line = darken(m.top, 0.4);
  out.push(flatPoly(topPts, m.top));
  const light = luminance(m.top) > 0.3;
  if (look.kind === 'butcher-block') {
    // Strips of wood, alternately lighter and darker, joined by fine lines.
    const width = 0.22;
    const strips: string[] = [];
    const joins = new PathData();
    if (along === 'x') {
      for (let z = b.z0, i = 0; z < b.z1 - 0.01; z += width, i++) {
        const z1 = Math.min(b.z1, z + width);
        const t = (i * 37) % 5;
        strips.push(
          flatPoly(
            faceY(c, b.y1, b.x0, b.x1, z, z1),
            t < 2 ? darken(m.top, 0.08 + t * 0.04) : lighten(m.top, 0.04 * (t - 2)),
          ),
        );
        if (z > b.z0) joins.move(...pr(c, b.x0, b.y1, z)).lineTo(...pr(c, b.x1, b.y1, z));
      }
    } else {
      for (let x = b.x0, i = 0; x < b.x1 - 0.01; x += width, i++) {
        const x1 = Math.min(b.x1, x + width);
        const t = (i * 37) % 5;
        strips.push(
          flatPoly(
            faceY(c, b.y1, x, x1, b.z0, b.z1),
            t < 2 ? darken(m.top, 0.08 + t * 0.04) : lighten(m.top, 0.04 * (t - 2)),
          ),
        );
        if (x > b.x0) joins.move(...pr(c, x, b.y1, b.z0)).lineTo(...pr(c, x, b.y1, b.z1));
      }
    }
    out.push(strips.join(''), strokePath(joins, darken(m.top, 0.3), 1, { 'stroke-opacity': 0.7 }));
  } else if (look.kind === 'quartz') {
    // Veins drifting diagonally across the slab (a few broad and soft), and a sheen.
    const veins = new PathData();
    const soft = new PathData();
    const len = along === 'x' ? b.x1 - b.x0 : b.z1 - b.z0;
    const count = Math.max(4, Math.round(len / 0.9));
    for (let i = 0; i < count; i++) {
      const d = i % 3 === 0 ? soft : veins;
      const steps = 10;
      let u = rng.range(-0.1, 0.85);
      let v = rng.range(0.05, 0.95);
      const du = rng.range(0.25, 0.45) / steps;
      const dv = ((rng.chance(0.5) ? 1 : -1) * rng.range(0.6, 1.4)) / steps;
      for (let s = 0; s <= steps && u <= 1; s++, u += du, v += dv + rng.range(-0.06, 0.06)) {
        const p =
          along === 'x'
            ? pr(
                c,
                b.x0 + Math.max(0, u) * (b.x1 - b.x0),
                b.y1,
                b.z0 + Math.min(0.97, Math.max(0.03, v)) * (b.z1 - b.z0),
              )
            : pr(
                c,
                b.x0 + Math.min(0.97, Math.max(0.03, v)) * (b.x1 - b.x0),
                b.y1,
                b.z0 + Math.max(0, u) * (b.z1 - b.z0),
              );
        if (s === 0) d.move(...p);
        else d.lineTo(...p);
      }
    }
    const vein = light ? darken(m.top, 0.34) : lighten(m.top, 0.38);
    out.push(strokePath(soft, vein, 6, { 'stroke-opacity': 0.22 }));
    out.push(strokePath(veins, vein, 2.4, { 'stroke-opacity': 0.9 }));
    out.push(
      flatPoly(faceY(c, b.y1, b.x0, b.x1, b.z0, b.z0 + (b.z1 - b.z0) * 0.35), '#ffffff', {
        'fill-opacity': 0.18,
      }),
    );
  }
  out.push(polygon(topPts, { fill: 'none', stroke: line, 'stroke-width': 1.6 }));
  if (look.kind === 'laminate' && splash !== 'none') {
    // Post-formed laminate: a coved 4-inch splash of the same sheet against the wall.
    const sh = 0.34;
    const face =
      splash === 'back'
        ? faceZ(c, b.x0, b.x1, b.y1, b.y1 + sh, b.z1)
        : faceX(c, b.x1, b.z0, b.z1, b.y1, b.y1 + sh);
    const cap =
      splash === 'back'
        ? faceY(c, b.y1 + sh, b.x0, b.x1, b.z1 - 0.06, b.z1)
        : faceY(c, b.y1 + sh, b.x1 - 0.06, b.x1, b.z0, b.z1);
    out.push(poly(face, darken(m.top, 0.05), { stroke: line, 'stroke-width': 1.6 }));
    out.push(poly(cap, darken(m.top, 0.2), { stroke: line, 'stroke-width': 1.4 }));
  }
  // Edges: end (if seen) and front.
  const edgeBox = { ...b, y0: b.y1 - m.thick };
  if (b.x1 < 0)
    out.push(
      poly(faceX(c, b.x1, b.z0, b.z1, edgeBox.y0, b.y1), darken(m.edge, 0.1), {
        'stroke-width': 1.6,
      }),
    );
  if (b.x0 > 0)
    out.push(poly(faceX(c, b.x0, b.z0, b.z1, edgeBox.y0, b.y1), m.edge, { 'stroke-width': 1.6 }));
  const front = faceZ(c, b.x0, b.x1, edgeBox.y0, b.y1, b.z0);
  out.push(poly(front, m.edge, { 'stroke-width': 1.6 }));
  if (look.kind === 'butcher-block') {
    // End grain of the strips on the edge.
    const ends = new PathData();
    if (along === 'x') {
      const [ax] = pr(c, b.x0, 0, b.z0);
      const [bx] = pr(c, b.x1, 0, b.z0);
      const [, ty] = pr(c, 0, b.y1, b.z0);
      const [, by] = pr(c, 0, edgeBox.y0, b.z0);
      for (let x = ax + 9; x < bx - 4; x += 11) ends.seg(x, ty + 1.5, x, by - 1.5);
    }
    out.push(strokePath(ends, darken(m.top, 0.32), 1.2, { 'stroke-opacity': 0.8 }));
  } else if (look.kind === 'laminate') {
    // The thin, darker post-formed edge with its highlight.
    const [ax, ay] = pr(c, b.x0, b.y1 - 0.025, b.z0);
    const [bx] = pr(c, b.x1, b.y1, b.z0);
    out.push(strokePath(`M${n(ax + 2)} ${n(ay)}L${n(bx - 2)} ${n(ay)}`, lighten(m.top, 0.35), 1.6));
  } else {
    const [ax, ay] = pr(c, b.x0, b.y1 - 0.02, b.z0);
    const [bx] = pr(c, b.x1, b.y1, b.z0);
    out.push(
      strokePath(`M${n(ax + 2)} ${n(ay)}L${n(bx - 2)} ${n(ay)}`, '#ffffff', 1.6, {
        'stroke-opacity': 0.7,
      }),
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------------------
// Small props

function plant(
  c: Cam,
  x: number,
  y: number,
  z: number,
  size: number,
  pot: string,
  rng: Rng,
): string {
  const k = c.f / z;
  const [bx, by] = pr(c, x, y, z);
  const pw = 0.55 * size * k;
  const ph = 0.6 * size * k;
  const out: string[] = [];
  const leaves = 9;
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + ((i - (leaves - 1) / 2) / leaves) * 2.6 + rng.range(-0.12, 0.12);
    const len = (1.1 + rng.range(0, 0.7)) * size * k * (1 - Math.abs(i - (leaves - 1) / 2) * 0.05);
    const tx = bx + Math.cos(a) * len;
    const ty = by - ph + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.18;
    const ny = Math.cos(a) * len * 0.18;
    const mx = (bx + tx) / 2;
    const my = (by - ph + ty) / 2;
    out.push(
      path(
        `M${n(bx)} ${n(by - ph * 0.9)}Q${n(mx + nx)} ${n(my + ny)} ${n(tx)} ${n(ty)}Q${n(mx - nx)} ${n(my - ny)} ${n(bx)} ${n(by - ph * 0.9)}Z`,
        i % 2 ? P.leaf : P.leafLight,
        { 'stroke-width': 1.6 },
      ),
    );
  }
  out.push(
    poly(
      [
        [bx - pw / 2, by - ph],
        [bx + pw / 2, by - ph],
        [bx + pw * 0.38, by],
        [bx - pw * 0.38, by],
      ],
      pot,
    ),
  );
  out.push(
    flatEllipse({ cx: bx, cy: by - ph, rx: pw / 2, ry: Math.max(1, pw * 0.08) }, darken(pot, 0.35)),
  );
  return out.join('');
}

/** A bowl of fruit on a level surface. */
function fruitBowl(c: Cam, x: number, y: number, z: number, rng: Rng): string {
  const e = levelEllipse(c, x, y + 0.28, z, 0.55);
  const k = c.f / z;
  const fruit = ['#d8553d', '#e8b53a', '#8fb86a', '#e07b39'];
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const fx = e.cx + (i - 2) * e.rx * 0.33 + rng.range(-2, 2);
    const fy = e.cy - (i % 2 ? 0.12 : 0.05) * k;
    out.push(circle(fx, fy, 0.17 * k, outlined(rng.pick(fruit), { 'stroke-width': 1.4 })));
  }
  out.push(
    path(
      `M${n(e.cx - e.rx)} ${n(e.cy)}Q${n(e.cx - e.rx * 0.8)} ${n(e.cy + 0.3 * k)} ${n(e.cx)} ${n(e.cy + 0.3 * k)}Q${n(e.cx + e.rx * 0.8)} ${n(e.cy + 0.3 * k)} ${n(e.cx + e.rx)} ${n(e.cy)}Z`,
      '#f4f1ea',
      { 'stroke-width': 1.6 },
    ),
  );
  return out.join('');
}

function vaseFlowers(c: Cam, x: number, y: number, z: number, vase: string): string {
  const k = c.f / z;
  const [bx, by] = pr(c, x, y, z);
  const w = 0.22 * k;
  const h = 0.55 * k;
  const stems = new PathData();
  const heads: string[] = [];
  const colors = ['#f2f0f4', '#e88fb0', '#f3cf5a'];
  for (let i = 0; i < 5; i++) {
    const tx = bx + (i - 2) * 0.14 * k;
    const ty = by - h - (0.35 + (i % 2) * 0.15) * k;
    stems.move(bx, by - h).lineTo(tx, ty);
    heads.push(
      circle(tx, ty, 0.09 * k, outlined(colors[i % 3] ?? P.white, { 'stroke-width': 1.2 })),
    );
  }
  return (
    strokePath(stems, P.leaf, 2) +
    heads.join('') +
    path(
      `M${n(bx - w * 0.6)} ${n(by - h)}L${n(bx + w * 0.6)} ${n(by - h)}Q${n(bx + w * 1.3)} ${n(by - h * 0.4)} ${n(bx + w * 0.7)} ${n(by)}L${n(bx - w * 0.7)} ${n(by)}Q${n(bx - w * 1.3)} ${n(by - h * 0.4)} ${n(bx - w * 0.6)} ${n(by - h)}Z`,
      vase,
      { 'stroke-width': 1.8 },
    )
  );
}

/** A framed picture on the back wall (abstract landscape, no text). */
function artZ(
  c: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  frame: string,
  rng: Rng,
): string {
  const out = [poly(faceZ(c, x0, x1, y0, y1, z), frame)];
  const m = 0.16;
  const [ix, iy] = pr(c, x0 + m, y1 - m, z);
  const [jx, jy] = pr(c, x1 - m, y0 + m, z);
  const w = jx - ix;
  const h = jy - iy;
  out.push(rect(ix, iy, w, h, { fill: '#f4efe4' }));
  const hill = (base: number, amp: number, fill: string) => {
    const d = new PathData().move(ix, iy + h).lineTo(ix, iy + h * base);
    d.raw(
      `Q${n(ix + w * rng.range(0.2, 0.4))} ${n(iy + h * (base - amp))} ${n(ix + w * 0.55)} ${n(iy + h * base)}`,
    );
    d.raw(`T${n(ix + w)} ${n(iy + h * (base - amp * 0.4))}`);
    d.lineTo(ix + w, iy + h).close();
    return el('path', { d: d.toString(), fill });
  };
  out.push(
    circle(ix + w * rng.range(0.6, 0.8), iy + h * 0.3, Math.min(w, h) * 0.12, { fill: '#e9b15a' }),
  );
  out.push(hill(0.62, 0.22, '#9bb0a1'));
  out.push(hill(0.78, 0.16, rng.pick(['#6e8198', '#7f8160', '#b57a56'])));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Kitchen

type ApplianceLook = {
  body: string;
  edge: string;
  handle: Pull;
  glass: string;
  top: string;
  side: string;
};

function applianceLook(kind: KitchenLook['appliances']): ApplianceLook {
  if (kind === 'black')
    return {
      body: 'url(#vr-blackapp)',
      edge: '#0c0d0e',
      handle: { fill: '#5a5f65', edge: '#111213' },
      glass: '#101112',
      top: '#2f3236',
      side: '#1f2123',
    };
  if (kind === 'white')
    return {
      body: 'url(#vr-whiteapp)',
      edge: '#9c988f',
      handle: { fill: '#e8e6e1', edge: '#8d897f' },
      glass: '#3a3f44',
      top: '#f3f2ee',
      side: '#dedbd3',
    };
  return {
    body: 'url(#vr-steel)',
    edge: '#66717a',
    handle: { fill: '#eef1f3', edge: '#6f7880' },
    glass: '#2c3237',
    top: '#cfd5da',
    side: '#aab3bb',
  };
}

const KITCHEN_CAM: Cam = { f: 900, cx: 800, hy: 350, eye: 5.5 };
const KITCHEN_ROOM: Room = { x0: -7.5, x1: 7.5, zFar: 16, h: 8 };

export function kitchenSvg(input: KitchenLook, size: SvgSize): string {
  const look = {
    cabinet: color(input.cabinetColor, '#f4f2ec'),
    counter: {
      kind: oneOf(input.counter?.kind, ['laminate', 'butcher-block', 'quartz'] as const),
      color: color(input.counter?.color, '#e9e6df'),
    },
    appliances: oneOf(input.appliances, ['stainless', 'white', 'black'] as const),
    island: input.island === true,
    floor: {
      kind: oneOf(input.floor?.kind, ['vinyl-plank', 'tile', 'carpet'] as const),
      color: color(input.floor?.color, '#b08a62'),
    },
    wall: color(input.wallColor, '#e9e3d7'),
    seed: seedOf(input.seed),
  };
  const c = KITCHEN_CAM;
  const r = KITCHEN_ROOM;
  const z = r.zFar;
  const rng = (salt: string) => createRng(subSeed(look.seed, `kitchen:${salt}`));
  const deco = rng('deco');
  const defs = [...BASE_DEFS];
  const out: string[] = [];
  const cab = look.cabinet;
  const app = applianceLook(look.appliances);
  const pull: Pull =
    luminance(cab) > 0.45
      ? { fill: '#3a3d41', edge: '#1c1d1f' }
      : { fill: '#d9dde0', edge: '#6f7880' };
  const splash = luminance(look.wall) > 0.75 ? '#f7f6f2' : '#f3f1ec';
  const grout = '#d2cdc3';

  out.push(walls(c, r, look.wall));
  out.push(floorSvg(c, r, look.floor, rng('floor'), defs));
  out.push(baseboards(c, r));

  // Recessed lights in a flat ceiling.
  for (const [x, zz] of [
    [-3.5, 10],
    [3.5, 10],
    [-3.5, 14],
    [3.5, 14],
  ] as const) {
    const e = levelEllipse(c, x, r.h, zz, 0.28);
    out.push(flatEllipse(e, '#ffffff', { stroke: '#d6d2c9', 'stroke-width': 1.4 }));
    out.push(flatEllipse({ ...e, rx: e.rx * 0.6, ry: e.ry * 0.6 }, '#fff3c4'));
  }

  // Backsplash: white subway tile between counter and wall cabinets, back and right walls.
  const sy0 = 3.05;
  const sy1 = 4.55;
  out.push(flatPoly(faceZ(c, -4.45, r.x1, sy0, sy1, z), splash));
  out.push(flatPoly(faceX(c, r.x1, 8.5, z, sy0, sy1), darken(splash, 0.08)));
  const tiles = new PathData();
  const [bx1] = pr(c, r.x1, 0, z);
  for (let y = sy0 + 0.25; y < sy1; y += 0.25) {
    tiles.move(...pr(c, -4.45, y, z)).raw(`H${bx1}`);
    tiles.move(...pr(c, r.x1, y, 8.5)).lineTo(...pr(c, r.x1, y, z));
  }
  for (let row = 0; row < 6; row++) {
    const y = sy0 + row * 0.25;
    const [, ty] = pr(c, 0, Math.min(sy1, y + 0.25), z);
    for (let x = -4.45 + (row % 2 ? 0.25 : 0.5); x < r.x1; x += 0.5)
      tiles.move(...pr(c, x, y, z)).raw(`V${ty}`);
    for (let zz = 8.5 + (row % 2 ? 0.25 : 0.5); zz < z; zz += 0.5)
      tiles.move(...pr(c, r.x1, y, zz)).lineTo(...pr(c, r.x1, Math.min(sy1, y + 0.25), zz));
  }
  out.push(strokePath(tiles, grout, 1.2));

  // Window over the sink (the seed sets its grilles and the garden outside).
  const sinkX0 = 0.55;
  const sinkX1 = 3.15;
  out.push(windowZ(c, z, sinkX0 + 0.05, sinkX1 - 0.05, 4.3, 7.05, rng('window'), deco.chance(0.5)));

  // Wall cabinets on the back wall, either side of the hood and the window.
  const upper = (x0: number, x1: number, doors: number) => {
    const b = { x0, x1, y0: 4.55, y1: 7.4, z0: z - 1, z1: z };
    const parts = [
      flatPoly(faceZ(c, x0 - 0.05, x1 + 0.05, 4.2, 4.55, z), '#000000', { 'fill-opacity': 0.07 }),
    ];
    parts.push(block(c, b, cab));
    const dw = (x1 - x0) / doors;
    for (let i = 0; i < doors; i++) {
      parts.push(
        doorZ(
          c,
          x0 + i * dw + 0.03,
          x0 + (i + 1) * dw - 0.03,
          4.6,
          7.35,
          z - 1,
          cab,
          pull,
          i % 2 === 0 && doors > 1 ? 'right' : 'left',
        ),
      );
    }
    parts.push(poly(faceZ(c, x0 - 0.06, x1 + 0.06, 7.4, 7.58, z - 1.08), lighten(cab, 0.04)));
    return parts.join('');
  };
  out.push(upper(-4.45, -3.3, 1));
  out.push(upper(-0.6, 0.3, 1));
  out.push(upper(3.45, r.x1, 3));

  // Refrigerator in the back-left corner, with a cabinet over it.
  const fridge = { x0: r.x0 + 0.08, x1: -4.5, y0: 0.05, y1: 5.95, z0: 13.4, z1: z };
  out.push(floorShadow(c, fridge.x0, fridge.x1, fridge.z0, fridge.z1, 0.25));
  out.push(block(c, { x0: r.x0, x1: -4.45, y0: 6.15, y1: 7.4, z0: z - 2.4, z1: z }, cab));
  out.push(doorZ(c, r.x0 + 0.05, -5.97, 6.2, 7.35, z - 2.4, cab, pull, 'right'));
  out.push(doorZ(c, -5.93, -4.5, 6.2, 7.35, z - 2.4, cab, pull, 'left'));
  out.push(block(c, fridge, app.body, { side: app.side, extra: { stroke: app.edge } }));
  const fz = fridge.z0;
  const split = (fridge.x0 + fridge.x1) / 2;
  const seams = new PathData()
    .move(...pr(c, split, 2.05, fz))
    .lineTo(...pr(c, split, fridge.y1, fz))
    .move(...pr(c, fridge.x0, 2.05, fz))
    .lineTo(...pr(c, fridge.x1, 2.05, fz));
  out.push(strokePath(seams, app.edge, 2.4));
  out.push(pullBar(c, split - 0.16, 3.0, 4.9, fz - 0.06, app.handle));
  out.push(pullBar(c, split + 0.16, 3.0, 4.9, fz - 0.06, app.handle));
  out.push(pullBar(c, fridge.x0 + 0.6, 1.75, 0, fz - 0.06, app.handle, { x1: fridge.x1 - 0.6 }));
  if (look.appliances !== 'white') {
    out.push(
      poly(faceZ(c, fridge.x0 + 0.45, fridge.x0 + 1.05, 3.5, 4.4, fz), '#1b1d1f', {
        stroke: app.edge,
        rx: 2,
      }),
    );
  }

  // Base cabinets along the back wall, then the range, sink and dishwasher.
  const baseZ = z - 2;
  const toe = 0.33;
  out.push(floorShadow(c, -4.45, r.x1, baseZ, z, 0.2));
  out.push(flatPoly(faceZ(c, -4.45, r.x1, 0, toe, baseZ + 0.12), darken(cab, 0.45)));
  out.push(poly(faceZ(c, -4.45, -3.25, toe, 2.95, baseZ), cab));
  for (const [y0, y1] of [
    [toe + 0.05, 1.25],
    [1.3, 2.15],
    [2.2, 2.9],
  ] as const) {
    out.push(doorZ(c, -4.42, -3.28, y0, y1, baseZ, cab, pull, 'drawer'));
  }
  out.push(doorZ(c, -0.72, 0.52, toe + 0.05, 2.3, baseZ, cab, pull, 'right'));
  out.push(doorZ(c, -0.72, 0.52, 2.35, 2.9, baseZ, cab, pull, 'drawer'));
  out.push(doorZ(c, sinkX0 + 0.03, 1.83, toe + 0.05, 2.3, baseZ, cab, pull, 'right'));
  out.push(doorZ(c, 1.87, sinkX1 - 0.03, toe + 0.05, 2.3, baseZ, cab, pull, 'left'));
  out.push(doorZ(c, sinkX0 + 0.03, sinkX1 - 0.03, 2.35, 2.9, baseZ, cab, pull, 'none'));
  out.push(doorZ(c, 5.17, 6.3, toe + 0.05, 2.3, baseZ, cab, pull, 'left'));
  out.push(doorZ(c, 5.17, 6.3, 2.35, 2.9, baseZ, cab, pull, 'drawer'));

  // Dishwasher.
  const dw = { x0: 3.18, x1: 5.13 };
  out.push(poly(faceZ(c, dw.x0, dw.x1, toe, 2.92, baseZ - 0.02), app.body, { stroke: app.edge }));
  out.push(
    strokePath(
      ptsPath([pr(c, dw.x0, 2.55, baseZ - 0.02), pr(c, dw.x1, 2.55, baseZ - 0.02)], false),
      app.edge,
      1.8,
    ),
  );
  out.push(pullBar(c, dw.x0 + 0.35, 2.35, 0, baseZ - 0.08, app.handle, { x1: dw.x1 - 0.35 }));

  // Counter on the back run (split around the range).
  const crng = rng('counter');
  out.push(
    counterSlab(
      c,
      { x0: -4.5, x1: -3.25, y0: 2.92, y1: 3.05, z0: baseZ - 0.1, z1: z },
      look.counter,
      'x',
      crng,
    ),
  );
  out.push(
    counterSlab(
      c,
      { x0: -0.75, x1: r.x1, y0: 2.92, y1: 3.05, z0: baseZ - 0.1, z1: z },
      look.counter,
      'x',
      crng,
    ),
  );

  // Range: body, oven door, cooktop, back guard; hood above.
  const rg = { x0: -3.25, x1: -0.75 };
  out.push(poly(faceZ(c, rg.x0, rg.x1, 0.05, 3.0, baseZ - 0.05), app.body, { stroke: app.edge }));
  out.push(
    poly(faceZ(c, rg.x0 + 0.25, rg.x1 - 0.25, 0.55, 2.05, baseZ - 0.05), app.glass, {
      stroke: app.edge,
      'stroke-width': 1.6,
    }),
  );
  out.push(
    flatPoly(faceZ(c, rg.x0 + 0.35, rg.x0 + 0.9, 1.65, 1.95, baseZ - 0.05), '#ffffff', {
      'fill-opacity': 0.16,
    }),
  );
  out.push(pullBar(c, rg.x0 + 0.3, 2.25, 0, baseZ - 0.12, app.handle, { x1: rg.x1 - 0.3 }));
  const knobs: string[] = [];
  for (let i = 0; i < 5; i++) {
    const [kx, ky] = pr(c, rg.x0 + 0.35 + i * 0.45, 2.65, baseZ - 0.06);
    knobs.push(circle(kx, ky, 5, { fill: '#2b2d30', stroke: '#111', 'stroke-width': 1 }));
  }
  out.push(knobs.join(''));
  out.push(
    poly(faceY(c, 3.0, rg.x0, rg.x1, baseZ - 0.05, z - 0.2), '#2b2d30', { stroke: '#111213' }),
  );
  const grates = new PathData();
  for (const gx of [rg.x0 + 0.62, rg.x1 - 0.62]) {
    for (const gz of [baseZ + 0.45, baseZ + 1.35]) {
      const e = levelEllipse(c, gx, 3.02, gz, 0.36);
      grates.raw(
        `M${n(e.cx - e.rx)} ${n(e.cy)}a${n(e.rx)} ${n(e.ry)} 0 1 0 ${n(2 * e.rx)} 0a${n(e.rx)} ${n(e.ry)} 0 1 0 ${n(-2 * e.rx)} 0Z`,
      );
    }
  }
  out.push(strokePath(grates, '#6d7277', 2));
  out.push(poly(faceZ(c, rg.x0, rg.x1, 3.0, 3.4, z - 0.2), app.body, { stroke: app.edge }));
  // Hood: a chimney over a canopy.
  const hood = { x0: -3.35, x1: -0.65, y: 5.45, zf: z - 1.6 };
  out.push(
    block(c, { x0: -2.4, x1: -1.6, y0: 6.2, y1: r.h, z0: z - 0.8, z1: z }, app.body, {
      side: app.side,
      extra: { stroke: app.edge },
    }),
  );
  out.push(
    poly(
      [
        pr(c, -2.4, 6.2, z - 0.8),
        pr(c, -1.6, 6.2, z - 0.8),
        pr(c, hood.x1, hood.y, hood.zf),
        pr(c, hood.x0, hood.y, hood.zf),
      ],
      app.body,
      { stroke: app.edge },
    ),
  );
  out.push(
    poly(faceZ(c, hood.x0, hood.x1, hood.y - 0.22, hood.y, hood.zf), app.body, {
      stroke: app.edge,
    }),
  );
  out.push(
    flatPoly(
      faceZ(c, hood.x0 + 0.1, hood.x1 - 0.1, hood.y - 0.5, hood.y - 0.22, z - 0.02),
      '#fff3c4',
      { 'fill-opacity': 0.35 },
    ),
  );

  // Sink and faucet.
  const sinkZ = baseZ + 0.85;
  const se = levelEllipse(c, 1.85, 3.055, sinkZ, 0.95);
  out.push(
    rect(se.cx - se.rx, se.cy - se.ry, se.rx * 2, se.ry * 2, {
      rx: 6,
      fill: '#8e979e',
      stroke: '#5d666d',
      'stroke-width': 1.6,
    }),
  );
  out.push(faucetArc(c, 1.85, 3.05, z - 0.35, 1.05, 0.55, { fill: '#dfe3e6', edge: '#6f7880' }));

  // Counter props: a cutting board, a crock of utensils, a kettle on the range.
  const [cbx, cby] = pr(c, -4.2, 3.05, z - 0.15);
  const cbw = (0.8 * c.f) / (z - 0.15);
  out.push(
    path(
      `M${n(cbx)} ${n(cby)}l0 ${n(-cbw * 0.9)}q${n(cbw * 0.5)} ${n(-cbw * 0.25)} ${n(cbw)} 0l0 ${n(cbw * 0.9)}Z`,
      P.woodLight,
      { 'stroke-width': 1.6 },
    ),
  );
  out.push(
    kettle(
      c,
      rg.x0 + 0.62,
      3.05,
      baseZ + 1.35,
      deco.pick(['#c65a3a', '#2e6c70', '#e8b53a', '#33393f']),
    ),
  );
  if (deco.chance(0.6)) out.push(plant(c, 6.3, 3.05, z - 1.2, 0.55, P.clay, deco));
  else out.push(vaseFlowers(c, 6.3, 3.05, z - 1.2, P.white));

  // Side run on the right wall: base cabinets, counter, wall cabinets.
  const sx = 5.5;
  const sz0 = 8.6;
  out.push(floorShadow(c, sx, r.x1, sz0, 14, 0.2));
  out.push(flatPoly(faceX(c, sx + 0.12, sz0, 14, 0, toe), darken(cab, 0.45)));
  out.push(poly(faceZ(c, sx, r.x1, toe, 2.92, sz0), lighten(cab, 0.03)));
  out.push(
    polygon(faceZ(c, sx + 0.15, r.x1 - 0.15, toe + 0.15, 2.77, sz0), {
      fill: 'none',
      stroke: insetLine(cab),
      'stroke-width': 2,
    }),
  );
  out.push(flatPoly(faceZ(c, sx, r.x1 + 0.1, 0, toe, sz0 + 0.12), darken(cab, 0.45)));
  const sideUnits = [
    [sz0, 10.4],
    [10.4, 12.2],
    [12.2, 14],
  ] as const;
  sideUnits.forEach(([za, zb], i) => {
    if (i === 0) {
      for (const [y0, y1] of [
        [toe + 0.05, 1.25],
        [1.3, 2.15],
        [2.2, 2.9],
      ] as const)
        out.push(doorX(c, sx, za + 0.03, zb - 0.03, y0, y1, cab, pull, 'drawer'));
    } else {
      out.push(
        doorX(c, sx, za + 0.03, zb - 0.03, toe + 0.05, 2.3, cab, pull, i === 1 ? 'far' : 'near'),
      );
      out.push(doorX(c, sx, za + 0.03, zb - 0.03, 2.35, 2.9, cab, pull, 'drawer'));
    }
  });
  out.push(
    counterSlab(
      c,
      { x0: sx - 0.1, x1: r.x1, y0: 2.92, y1: 3.05, z0: sz0 - 0.1, z1: baseZ - 0.1 },
      look.counter,
      'z',
      crng,
      'right',
    ),
  );
  // Wall cabinets on the right wall.
  const uz0 = 9.4;
  out.push(
    block(c, { x0: r.x1 - 1, x1: r.x1, y0: 4.55, y1: 7.4, z0: uz0, z1: z - 1 }, cab, {
      side: darken(cab, 0.06),
    }),
  );
  for (const [za, zb] of [
    [uz0, 11.6],
    [11.6, 13.4],
    [13.4, z - 1],
  ] as const) {
    out.push(
      doorX(c, r.x1 - 1, za + 0.03, zb - 0.03, 4.6, 7.35, cab, pull, za === uz0 ? 'far' : 'near'),
    );
  }
  out.push(poly(faceZ(c, r.x1 - 1.08, r.x1, 7.4, 7.58, uz0 - 0.08), lighten(cab, 0.04)));
  out.push(poly(faceX(c, r.x1 - 1.08, uz0 - 0.08, z - 1.08, 7.4, 7.58), lighten(cab, 0.02)));

  // Left wall: a pantry door and a picture.
  out.push(sideDoor(c, r.x0, 9.0, 11.3, 6.9, P.trim));
  out.push(artX(c, r.x0, 11.8, 13.0, 4.2, 5.6, deco));

  // Island with stools and pendants, or an open floor with a runner.
  const irng = rng('island');
  if (look.island) {
    const isl = { x0: -3.45, x1: 1.95, y0: 0, y1: 2.92, z0: 9.0, z1: 11.9 };
    out.push(floorShadow(c, isl.x0, isl.x1, isl.z0, isl.z1, 0.45));
    out.push(
      flatPoly(faceZ(c, isl.x0 + 0.1, isl.x1 - 0.1, 0, toe, isl.z0 + 0.12), darken(cab, 0.45)),
    );
    out.push(poly(faceZ(c, isl.x0, isl.x1, toe, isl.y1, isl.z0), cab));
    const panels = 3;
    const pw = (isl.x1 - isl.x0) / panels;
    for (let i = 0; i < panels; i++) {
      out.push(
        polygon(
          faceZ(
            c,
            isl.x0 + i * pw + 0.2,
            isl.x0 + (i + 1) * pw - 0.2,
            toe + 0.2,
            isl.y1 - 0.25,
            isl.z0,
          ),
          {
            fill: 'none',
            stroke: insetLine(cab),
            'stroke-width': 2.2,
          },
        ),
      );
    }
    out.push(
      counterSlab(
        c,
        {
          x0: isl.x0 - 0.15,
          x1: isl.x1 + 0.15,
          y0: 2.92,
          y1: 3.06,
          z0: isl.z0 - 0.15,
          z1: isl.z1 + 0.15,
        },
        look.counter,
        'x',
        crng,
        'none',
      ),
    );
    if (irng.chance(0.55)) out.push(fruitBowl(c, -1.9 + irng.range(-0.3, 0.3), 3.06, 10.6, irng));
    else out.push(vaseFlowers(c, -1.8, 3.06, 10.6, irng.pick([P.white, P.teal, P.mustard])));
    if (irng.chance(0.5)) out.push(booksFlat(c, 0.7, 3.06, 10.2));
    const stools = irng.chance(0.5) ? [-2.4, -0.75, 0.9] : [-1.9, 0.4];
    const seat = pickContrasting([P.woodDark, P.wood, '#33393f', '#c9b79c'], [cab], irng);
    const legs = luminance(cab) < 0.1 ? '#9aa3ab' : '#2d2f31';
    for (const x of stools) out.push(stool(c, x, 8.25, seat, legs));
    const count = stools.length === 3 ? 3 : 2;
    const shade = irng.pick(['#2d2f31', P.brass, '#f4f2ec']);
    for (let i = 0; i < count; i++) {
      const x = isl.x0 + ((isl.x1 - isl.x0) * (i + 0.5)) / count;
      out.push(pendant(c, x, 6.0, 10.45, r.h, shade));
    }
  } else {
    const rug = irng.pick(['#6e8198', '#b5654a', '#98a68a', '#c2963a']);
    out.push(rugY(c, -0.6, 4.2, 11.4, 13.2, rug, irng));
    const e = levelEllipse(c, 0, r.h, 11.5, 0.8);
    out.push(flatEllipse(e, '#f6f3ec', { stroke: '#cfc9bd', 'stroke-width': 1.6 }));
  }
  return svgDoc(size, defs, out);
}

/** A gooseneck faucet standing at (x, y, z), its spout reaching toward the viewer. */
function faucetArc(
  c: Cam,
  x: number,
  y: number,
  z: number,
  h: number,
  reach: number,
  f: Pull,
): string {
  const a = pr(c, x, y, z);
  const b = pr(c, x, y + h, z);
  const top = pr(c, x, y + h + 0.12, z - reach / 2);
  const d = pr(c, x, y + h - 0.15, z - reach);
  const e = pr(c, x, y + h - 0.35, z - reach);
  const k = c.f / z;
  const wdt = Math.max(4, 0.09 * k);
  const line = `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}Q${n(top[0])} ${n(top[1] - 0.2 * k)} ${n(d[0])} ${n(d[1])}L${n(e[0])} ${n(e[1])}`;
  const [bx, by] = a;
  return (
    rect(bx - wdt * 1.3, by - wdt * 0.9, wdt * 2.6, wdt * 0.9, {
      fill: f.fill,
      stroke: f.edge,
      'stroke-width': 1.4,
      rx: 1.5,
    }) +
    strokePath(line, f.edge, wdt + 2.6) +
    strokePath(line, f.fill, wdt)
  );
}

function kettle(c: Cam, x: number, y: number, z: number, fill: string): string {
  const k = c.f / z;
  const [bx, by] = pr(c, x, y, z);
  const w = 0.42 * k;
  const h = 0.5 * k;
  return (
    path(
      `M${n(bx + w * 0.9)} ${n(by - h * 0.55)}L${n(bx + w * 1.4)} ${n(by - h * 0.95)}L${n(bx + w * 1.3)} ${n(by - h * 0.45)}Z`,
      fill,
      { 'stroke-width': 1.4 },
    ) +
    path(
      `M${n(bx - w)} ${n(by)}L${n(bx - w * 0.8)} ${n(by - h * 0.8)}Q${n(bx)} ${n(by - h * 1.05)} ${n(bx + w * 0.8)} ${n(by - h * 0.8)}L${n(bx + w)} ${n(by)}Z`,
      fill,
      { 'stroke-width': 1.6 },
    ) +
    strokePath(
      `M${n(bx - w * 0.5)} ${n(by - h * 0.95)}Q${n(bx)} ${n(by - h * 1.6)} ${n(bx + w * 0.5)} ${n(by - h * 0.95)}`,
      '#2d2f31',
      3,
    )
  );
}

function booksFlat(c: Cam, x: number, y: number, z: number): string {
  const colors = ['#2a3d5a', '#c2963a', '#8a2f2a'];
  let out = '';
  let yy = y;
  colors.forEach((col, i) => {
    const t = 0.09;
    out += block(
      c,
      { x0: x - 0.5 + i * 0.04, x1: x + 0.5 - i * 0.06, y0: yy, y1: yy + t, z0: z, z1: z + 0.7 },
      col,
      { extra: { 'stroke-width': 1.2 } },
    );
    yy += t;
  });
  return out;
}

function stool(c: Cam, x: number, z: number, seat: string, metal: string): string {
  const seatY = 2.2;
  const top = levelEllipse(c, x, seatY, z, 0.55);
  const under = levelEllipse(c, x, seatY - 0.12, z, 0.55);
  const ring = levelEllipse(c, x, 0.85, z, 0.42);
  const legs = new PathData();
  for (const dx of [-0.42, 0.42]) {
    legs.move(...pr(c, x + dx * 0.7, seatY - 0.1, z)).lineTo(...pr(c, x + dx, 0, z - 0.05));
  }
  legs.move(...pr(c, x, seatY - 0.1, z + 0.35)).lineTo(...pr(c, x, 0, z + 0.45));
  const ringD = `M${n(ring.cx - ring.rx)} ${n(ring.cy)}a${n(ring.rx)} ${n(ring.ry)} 0 0 0 ${n(2 * ring.rx)} 0`;
  const shadow = levelEllipse(c, x, 0, z, 0.6);
  return (
    flatEllipse(shadow, '#000000', { 'fill-opacity': 0.12 }) +
    strokePath(legs, metal, 4) +
    strokePath(ringD, metal, 3.2) +
    ellipse(under, darken(seat, 0.25), { 'stroke-width': 1.6 }) +
    el('rect', {
      x: under.cx - under.rx,
      y: top.cy,
      width: under.rx * 2,
      height: under.cy - top.cy,
      fill: darken(seat, 0.25),
    }) +
    ellipse(top, seat, { 'stroke-width': 1.6 })
  );
}

function pendant(c: Cam, x: number, y: number, z: number, ceiling: number, shade: string): string {
  const k = c.f / z;
  const [tx, ty] = pr(c, x, ceiling, z);
  const [bx, by] = pr(c, x, y, z);
  const w = 0.5 * k;
  const h = 0.45 * k;
  const glow = levelEllipse(c, x, y - 0.2, z, 1.2);
  return (
    el('ellipse', {
      cx: bx,
      cy: by + h * 0.3,
      rx: glow.rx,
      ry: glow.rx * 0.7,
      fill: 'url(#vr-glow)',
    }) +
    strokePath(`M${n(tx)} ${n(ty)}L${n(bx)} ${n(by - h)}`, '#2d2f31', 2) +
    path(
      `M${n(bx - w)} ${n(by)}Q${n(bx - w)} ${n(by - h)} ${n(bx)} ${n(by - h)}Q${n(bx + w)} ${n(by - h)} ${n(bx + w)} ${n(by)}Z`,
      shade,
      { 'stroke-width': 2 },
    ) +
    flatEllipse({ cx: bx, cy: by, rx: w * 0.85, ry: Math.max(2, w * 0.12) }, '#fff3c4')
  );
}

/** A flat rug lying on the floor, with a border. */
function rugY(
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fill: string,
  rng: Rng,
): string {
  const out = [
    flatPoly(faceY(c, 0.01, x0 + 0.05, x1 + 0.05, z0 - 0.1, z1 - 0.05), '#000000', {
      'fill-opacity': 0.12,
    }),
  ];
  out.push(poly(faceY(c, 0.02, x0, x1, z0, z1), fill, { 'stroke-width': 1.6 }));
  const b = 0.3;
  out.push(
    polygon(faceY(c, 0.02, x0 + b, x1 - b, z0 + b, z1 - b), {
      fill: 'none',
      stroke: lighten(fill, 0.45),
      'stroke-width': 3,
    }),
  );
  if (rng.chance(0.5)) {
    const d = new PathData();
    const cols = Math.max(2, Math.round((x1 - x0) / 1.2));
    for (let i = 1; i < cols; i++) {
      const x = x0 + ((x1 - x0) * i) / cols;
      d.move(...pr(c, x, 0.02, z0 + b)).lineTo(...pr(c, x, 0.02, z1 - b));
    }
    out.push(strokePath(d, darken(fill, 0.2), 2));
  }
  return out.join('');
}

/** A panelled door with casing on a side wall (plane x = const). */
function sideDoor(c: Cam, x: number, z0: number, z1: number, h: number, trim: string): string {
  const out: string[] = [];
  const sign = x < 0 ? 1 : -1;
  const xi = x + sign * 0.02;
  out.push(poly(faceX(c, xi, z0 - 0.3, z1 + 0.3, 0, h + 0.3), trim, { stroke: darken(trim, 0.3) }));
  out.push(poly(faceX(c, xi, z0, z1, 0, h), lighten(trim, 0.02), { stroke: darken(trim, 0.3) }));
  for (const [y0, y1] of [
    [0.5, 3.1],
    [3.5, h - 0.5],
  ] as const) {
    out.push(
      polygon(faceX(c, xi, z0 + 0.35, z1 - 0.35, y0, y1), {
        fill: 'none',
        stroke: darken(trim, 0.22),
        'stroke-width': 2,
      }),
    );
  }
  const [kx, ky] = pr(c, xi, 3.2, z1 - 0.25);
  out.push(
    circle(kx, ky, (0.09 * c.f) / z1, {
      fill: P.brass,
      stroke: darken(P.brass, 0.4),
      'stroke-width': 1.2,
    }),
  );
  return out.join('');
}

/** A framed picture hanging on a side wall. */
function artX(c: Cam, x: number, z0: number, z1: number, y0: number, y1: number, rng: Rng): string {
  const sign = x < 0 ? 1 : -1;
  const xi = x + sign * 0.04;
  const frame = rng.pick(['#2d2f31', P.woodDark, '#f4f2ec']);
  const out = [poly(faceX(c, xi, z0, z1, y0, y1), frame)];
  const m = 0.14;
  out.push(flatPoly(faceX(c, xi, z0 + m, z1 - m, y0 + m, y1 - m), '#f4efe4'));
  const ink = rng.pick(['#6e8198', '#b57a56', '#7f8160', '#c2963a']);
  out.push(flatPoly(faceX(c, xi, z0 + m * 2, (z0 + z1) / 2, y0 + m * 2, (y0 + y1) / 2 + 0.2), ink));
  out.push(
    flatPoly(
      faceX(c, xi, (z0 + z1) / 2 - 0.1, z1 - m * 2, (y0 + y1) / 2 - 0.2, y1 - m * 2),
      lighten(ink, 0.45),
    ),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------
// Bath

type Finish = Pull & { grad: string; light: string };

const FINISH_STOPS: Record<BathLook['fixtures'], readonly (readonly [number, string])[]> = {
  chrome: [
    [0, '#ffffff'],
    [0.42, '#d5dce2'],
    [0.52, '#7f8c98'],
    [0.7, '#c9d1d8'],
    [1, '#f4f7f9'],
  ],
  'brushed-nickel': [
    [0, '#e4ddcf'],
    [0.5, '#c2b9a8'],
    [1, '#a09684'],
  ],
  'matte-black': [
    [0, '#3b3d40'],
    [1, '#222325'],
  ],
};

function finishOf(kind: BathLook['fixtures']): Finish {
  if (kind === 'matte-black')
    return { fill: '#2b2d30', edge: '#0e0f10', light: '#45484c', grad: 'url(#vr-finish)' };
  if (kind === 'brushed-nickel')
    return { fill: '#bfb6a5', edge: '#6f6757', light: '#e2dccf', grad: 'url(#vr-finish)' };
  return { fill: '#d9e0e6', edge: '#56616b', light: '#ffffff', grad: 'url(#vr-finish)' };
}

/** A metal bar between two screen points, in a fixture finish (dark edge, body, highlight). */
function metalLine(a: Pt, b: Pt, f: Finish, width: number): string {
  const d = `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  return (
    strokePath(d, f.edge, width + 2.6) +
    strokePath(d, f.fill, width) +
    strokePath(d, f.light, Math.max(1, width * 0.3), { 'stroke-opacity': 0.8 })
  );
}

const BATH_CAM: Cam = { f: 960, cx: 800, hy: 345, eye: 5.2 };
const BATH_ROOM: Room = { x0: -5.5, x1: 5.5, zFar: 12, h: 8 };

export function bathSvg(input: BathLook, size: SvgSize): string {
  const look = {
    vanity: color(input.vanityColor, '#f4f2ec'),
    counter: {
      kind: oneOf(input.counter?.kind, ['quartz', 'laminate', 'butcher-block'] as const),
      color: color(input.counter?.color, '#f1efea'),
    },
    shower: oneOf(input.shower, ['tub-combo', 'walk-in'] as const),
    fixtures: oneOf(input.fixtures, ['chrome', 'brushed-nickel', 'matte-black'] as const),
    floor: {
      kind: oneOf(input.floor?.kind, ['tile', 'vinyl-plank', 'carpet'] as const),
      color: color(input.floor?.color, '#d8d4cc'),
    },
    wall: color(input.wallColor, '#dfe6e4'),
    seed: seedOf(input.seed),
  };
  const c = BATH_CAM;
  const r = BATH_ROOM;
  const z = r.zFar;
  const rng = (salt: string) => createRng(subSeed(look.seed, `bath:${salt}`));
  const deco = rng('deco');
  const fin = finishOf(look.fixtures);
  const defs = [
    ...BASE_DEFS,
    gradient(
      'vr-finish',
      FINISH_STOPS[look.fixtures].map(([o, col]) => [o, col] as const),
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ];
  const out: string[] = [];
  const walk = look.shower === 'walk-in';

  out.push(walls(c, r, look.wall));
  out.push(floorSvg(c, r, look.floor, rng('floor'), defs, 1.0));
  out.push(baseboards(c, r));

  // Exhaust fan in the ceiling.
  out.push(
    poly(faceY(c, r.h, -1.3, -0.5, 8.6, 9.4), '#f7f6f2', {
      'stroke-width': 1.6,
      stroke: '#bdb7ab',
    }),
  );
  const vents = new PathData();
  for (let i = 1; i < 5; i++)
    vents.move(...pr(c, -1.3 + i * 0.16, r.h, 8.7)).lineTo(...pr(c, -1.3 + i * 0.16, r.h, 9.3));
  out.push(strokePath(vents, '#bdb7ab', 1.4));

  // The alcove: tile on the back and end walls, a partition wall on its left.
  const ax0 = 0.68;
  const ax1 = r.x1;
  const az0 = 9.15;
  const tileTop = walk ? r.h : 7.1;
  const tileColor = walk ? '#d9d6cf' : '#f4f3ef';
  const tgrout = walk ? '#b8b3a8' : '#cdc8be';
  out.push(flatPoly(faceZ(c, ax0, ax1, 0, tileTop, z), tileColor));
  out.push(flatPoly(faceX(c, ax1, az0, z, 0, tileTop), darken(tileColor, 0.08)));
  const tl = new PathData();
  if (walk) {
    // Large-format tile, stacked.
    for (let y = 1.2; y < tileTop; y += 1.2) {
      tl.move(...pr(c, ax0, y, z)).lineTo(...pr(c, ax1, y, z));
      tl.move(...pr(c, ax1, y, az0)).lineTo(...pr(c, ax1, y, z));
    }
    for (let x = ax0 + 2.4; x < ax1; x += 2.4)
      tl.move(...pr(c, x, 0, z)).lineTo(...pr(c, x, tileTop, z));
    for (let zz = z - 2.4; zz > az0; zz -= 2.4)
      tl.move(...pr(c, ax1, 0, zz)).lineTo(...pr(c, ax1, tileTop, zz));
  } else {
    // Subway tile, running bond.
    for (let y = 0.25, row = 0; y < tileTop; y += 0.25, row++) {
      tl.move(...pr(c, ax0, y, z)).lineTo(...pr(c, ax1, y, z));
      tl.move(...pr(c, ax1, y, az0)).lineTo(...pr(c, ax1, y, z));
    }
    for (let row = 0, y = 0; y < tileTop - 0.01; row++, y += 0.25) {
      for (let x = ax0 + (row % 2 ? 0.25 : 0.5); x < ax1; x += 0.5)
        tl.move(...pr(c, x, y, z)).lineTo(...pr(c, x, y + 0.25, z));
      for (let zz = az0 + (row % 2 ? 0.25 : 0.5); zz < z; zz += 0.5)
        tl.move(...pr(c, ax1, y, zz)).lineTo(...pr(c, ax1, y + 0.25, zz));
    }
  }
  out.push(strokePath(tl, tgrout, walk ? 1.8 : 1.1));
  if (!walk) {
    out.push(flatPoly(faceZ(c, ax0, ax1, tileTop, tileTop + 0.08, z), darken(tileColor, 0.12)));
    out.push(flatPoly(faceX(c, ax1, az0, z, tileTop, tileTop + 0.08), darken(tileColor, 0.18)));
  }

  // Fixtures on the end wall: valve, spout (tub) or slide bar (walk-in), and the head.
  const fz = 10.55;
  const valveY = walk ? 4.0 : 3.5;
  const escut = (y: number, rad: number) => {
    const [ex, ey] = pr(c, ax1, y, fz);
    const ry = (c.f * rad) / fz;
    const rx = ry * (ax1 / fz) * 0.95;
    return el('ellipse', {
      cx: ex,
      cy: ey,
      rx: r1(rx),
      ry: r1(ry),
      fill: fin.grad,
      stroke: fin.edge,
      'stroke-width': 1.6,
    });
  };
  out.push(escut(valveY, 0.32));
  out.push(metalLine(pr(c, ax1, valveY, fz), pr(c, ax1 - 0.4, valveY + 0.05, fz - 0.15), fin, 6));
  if (walk) {
    out.push(metalLine(pr(c, ax1 - 0.05, 3.3, 11.4), pr(c, ax1 - 0.05, 6.0, 11.4), fin, 4.5));
    const [hx, hy] = pr(c, ax1 - 0.12, 5.4, 11.4);
    out.push(
      el('ellipse', {
        cx: hx - 5,
        cy: hy,
        rx: 8,
        ry: 14,
        fill: fin.grad,
        stroke: fin.edge,
        'stroke-width': 1.6,
      }),
    );
    out.push(
      strokePath(
        `M${n(hx - 4)} ${n(hy + 12)}Q${n(hx - 30)} ${n(hy + 60)} ${n(hx - 4)} ${n(pr(c, ax1, 3.3, 11.4)[1])}`,
        fin.edge,
        2,
      ),
    );
    // Rain head from the back wall.
    const arm0 = pr(c, 3.1, 7.35, z);
    const arm1 = pr(c, 3.1, 7.35, z - 1.1);
    out.push(metalLine(arm0, arm1, fin, 5));
    const head = levelEllipse(c, 3.1, 7.2, z - 1.15, 0.5);
    out.push(el('ellipse', { ...head, cy: head.cy + 3, fill: fin.edge }));
    out.push(el('ellipse', { ...head, fill: fin.grad, stroke: fin.edge, 'stroke-width': 1.6 }));
    // Water.
    const water = new PathData();
    const wrng = rng('water');
    for (let i = 0; i < 16; i++) {
      const x = 3.1 + wrng.range(-0.45, 0.45);
      const zz = z - 1.15 + wrng.range(-0.4, 0.4);
      const y = wrng.range(2.0, 6.6);
      water.move(...pr(c, x, y + 0.55, zz)).lineTo(...pr(c, x, y, zz));
    }
    out.push(strokePath(water, '#8fc3e6', 2, { 'stroke-opacity': 0.8 }));
    // A niche with bottles.
    out.push(flatPoly(faceZ(c, 1.3, 2.5, 3.9, 4.9, z), darken(tileColor, 0.25)));
    out.push(flatPoly(faceZ(c, 1.3, 2.5, 3.9, 4.0, z), lighten(tileColor, 0.2)));
    for (const [bx, col, hh] of [
      [1.5, '#f4f2ec', 0.6],
      [1.85, P.teal, 0.5],
      [2.2, '#e8b53a', 0.55],
    ] as const) {
      out.push(
        poly(faceZ(c, bx - 0.12, bx + 0.12, 4.0, 4.0 + hh, z - 0.05), col, { 'stroke-width': 1.4 }),
      );
    }
    // Mosaic floor and curb.
    out.push(flatPoly(faceY(c, 0.02, ax0, ax1, az0, z), '#cfcbc3'));
    const mos = new PathData();
    for (let x = ax0 + 0.33; x < ax1; x += 0.33)
      mos.move(...pr(c, x, 0.02, az0)).lineTo(...pr(c, x, 0.02, z));
    for (let zz = az0 + 0.33; zz < z; zz += 0.33)
      mos.move(...pr(c, ax0, 0.02, zz)).lineTo(...pr(c, ax1, 0.02, zz));
    out.push(strokePath(mos, '#b3aea4', 1));
    out.push(
      strokePath(
        ptsPath([pr(c, ax0 + 0.4, 0.03, z - 0.35), pr(c, ax1 - 0.4, 0.03, z - 0.35)], false),
        fin.edge,
        4,
      ),
    );
  } else {
    // Tub spout and the shower arm and head.
    out.push(metalLine(pr(c, ax1, 2.15, fz), pr(c, ax1 - 0.45, 2.1, fz), fin, 7));
    out.push(metalLine(pr(c, ax1, 6.3, fz), pr(c, ax1 - 0.5, 6.15, fz), fin, 4.5));
    const [hx, hy] = pr(c, ax1 - 0.55, 6.05, fz);
    out.push(
      path(
        `M${n(hx - 14)} ${n(hy + 16)}L${n(hx + 4)} ${n(hy - 8)}L${n(hx + 12)} ${n(hy - 2)}L${n(hx - 4)} ${n(hy + 22)}Z`,
        fin.grad,
        { stroke: fin.edge, 'stroke-width': 1.6 },
      ),
    );
    // The tub.
    const tub = { x0: ax0, x1: ax1, y0: 0, y1: 1.75, z0: 9.45, z1: z };
    out.push(floorShadow(c, tub.x0, tub.x1, tub.z0, tub.z0 + 0.2, 0.15));
    out.push(
      poly(faceY(c, tub.y1, tub.x0, tub.x1, tub.z0, tub.z1), '#fbfaf7', { stroke: '#aaa59b' }),
    );
    out.push(
      poly(faceY(c, tub.y1, tub.x0 + 0.35, tub.x1 - 0.3, tub.z0 + 0.3, tub.z1 - 0.2), '#dfe3e4', {
        stroke: '#b5b8b9',
        'stroke-width': 1.6,
      }),
    );
    out.push(
      flatPoly(
        faceY(c, tub.y1, tub.x0 + 0.35, tub.x1 - 0.3, tub.z0 + 0.3, tub.z0 + 0.75),
        '#c9ced0',
      ),
    );
    out.push(poly(faceZ(c, tub.x0, tub.x1, 0, tub.y1, tub.z0), '#f7f6f2', { stroke: '#aaa59b' }));
    out.push(
      flatPoly(faceZ(c, tub.x0, tub.x1, 0, 0.25, tub.z0), '#000000', { 'fill-opacity': 0.05 }),
    );
  }

  // Partition wall at the alcove's left, to the ceiling.
  const part = { x0: 0.3, x1: ax0, y0: 0, y1: r.h, z0: az0, z1: z };
  out.push(
    poly(faceX(c, part.x0, part.z0, part.z1, 0, r.h), darken(look.wall, 0.09), {
      stroke: darken(look.wall, 0.3),
      'stroke-width': 1.6,
    }),
  );
  out.push(
    poly(faceZ(c, part.x0, part.x1, 0, r.h, part.z0), look.wall, {
      stroke: darken(look.wall, 0.3),
      'stroke-width': 1.6,
    }),
  );
  out.push(flatPoly(faceX(c, part.x0 - 0.01, part.z0, part.z1, 0, 0.33), darken(P.trim, 0.06)));
  out.push(flatPoly(faceZ(c, part.x0, part.x1, 0, 0.33, part.z0 - 0.01), P.trim));

  if (walk) {
    // Glass enclosure: a fixed panel and a door, metal at the top and edges.
    const gz = az0 - 0.05;
    out.push(
      block(c, { x0: ax0, x1: ax1, y0: 0, y1: 0.3, z0: gz - 0.25, z1: az0 }, '#eceae4', {
        extra: { 'stroke-width': 1.6 },
      }),
    );
    const g = faceZ(c, ax0 + 0.02, ax1, 0.3, 7.0, gz);
    out.push(flatPoly(g, '#d8ecf5', { 'fill-opacity': 0.28 }));
    const [gx0, gy0] = pr(c, ax0, 7.0, gz);
    const [gx1, gy1] = pr(c, ax1, 0.3, gz);
    out.push(glare(gx0, gy0, gx1 - gx0, gy1 - gy0, 0.28));
    out.push(polygon(g, { fill: 'none', stroke: '#a9c6d4', 'stroke-width': 2 }));
    const doorX0 = 2.85;
    out.push(metalLine(pr(c, ax0, 7.0, gz), pr(c, ax1, 7.0, gz), fin, 5));
    out.push(metalLine(pr(c, ax0 + 0.02, 0.3, gz), pr(c, ax0 + 0.02, 7.0, gz), fin, 4));
    out.push(
      strokePath(ptsPath([pr(c, doorX0, 0.3, gz), pr(c, doorX0, 7.0, gz)], false), '#a9c6d4', 2.2),
    );
    for (const y of [1.2, 5.9]) {
      const [hx, hy] = pr(c, ax1 - 0.02, y, gz);
      out.push(
        rect(hx - 12, hy - 9, 12, 18, {
          fill: fin.grad,
          stroke: fin.edge,
          'stroke-width': 1.4,
          rx: 2,
        }),
      );
    }
    out.push(
      metalLine(pr(c, doorX0 + 0.25, 2.9, gz - 0.15), pr(c, doorX0 + 0.25, 4.7, gz - 0.15), fin, 7),
    );
  } else {
    // Curtain rod across the alcove and the curtain drawn to the left.
    const rz = az0 + 0.05;
    const crng = rng('curtain');
    const cloth = crng.pick(['#f4f2ec', '#dfe8ec', '#e9e1d2']);
    const band = crng.pick([P.slate, P.sage, P.teal, P.clay, P.navy]);
    const cx0 = ax0 + 0.05;
    const cx1 = ax0 + 1.75;
    const [lx, ty] = pr(c, cx0, 7.0, rz);
    const [rx] = pr(c, cx1, 7.0, rz);
    const [, by] = pr(c, cx0, 1.1, rz);
    const folds = 5;
    const fw = (rx - lx) / folds;
    const hem = new PathData()
      .move(lx, ty)
      .lineTo(rx, ty)
      .lineTo(rx + fw * 0.2, by);
    for (let i = folds; i > 0; i--)
      hem.raw(`Q${n(lx + fw * (i - 0.5))} ${n(by + 10)} ${n(lx + fw * (i - 1))} ${n(by)}`);
    hem.close();
    out.push(
      el('path', { d: hem.toString(), ...outlined(cloth, { stroke: darken(cloth, 0.35) }) }),
    );
    const stripeY = [0.55, 0.62];
    for (const t of stripeY) {
      const y = ty + (by - ty) * t;
      out.push(
        rect(lx + 1.5, y, rx - lx - 1.5, (by - ty) * 0.045, { fill: band, 'fill-opacity': 0.85 }),
      );
    }
    const fl = new PathData();
    for (let i = 1; i < folds; i++) fl.seg(lx + fw * i, ty + 8, lx + fw * i + 2, by - 4);
    out.push(strokePath(fl, darken(cloth, 0.22), 2.4));
    out.push(metalLine(pr(c, ax0, 7.05, rz), pr(c, ax1, 7.05, rz), fin, 5));
    const rings = new PathData();
    for (let i = 0; i <= folds; i++) {
      const x = lx + fw * i;
      rings.raw(`M${n(x - 4)} ${n(ty + 2)}a4 5 0 1 0 8 0a4 5 0 1 0 -8 0Z`);
    }
    out.push(strokePath(rings, fin.edge, 1.6));
  }

  // Vanity: mirror and light above, cabinet, counter, sink and faucet.
  const vx0 = -3.0;
  const vx1 = -0.05;
  const vz0 = z - 1.8;
  const vc = look.vanity;
  const vpull: Pull = { fill: fin.fill, edge: fin.edge };
  const mx = (vx0 + vx1) / 2;
  out.push(poly(faceZ(c, mx - 1.2, mx + 1.2, 3.55, 6.45, z), fin.grad, { stroke: fin.edge }));
  const [mgx, mgy] = pr(c, mx - 1.1, 6.35, z);
  const [mgx1, mgy1] = pr(c, mx + 1.1, 3.65, z);
  out.push(rect(mgx, mgy, mgx1 - mgx, mgy1 - mgy, { fill: 'url(#vr-mirror)' }));
  out.push(
    flatPoly(faceZ(c, mx - 1.1, mx + 1.1, 3.65, 4.5, z), darken(look.wall, 0.12), {
      'fill-opacity': 0.5,
    }),
  );
  out.push(glare(mgx, mgy, mgx1 - mgx, mgy1 - mgy, 0.4));
  // Light bar.
  const [lbx0, lby] = pr(c, mx - 1.0, 6.85, z);
  const [lbx1] = pr(c, mx + 1.0, 6.85, z);
  out.push(
    el('ellipse', {
      cx: (lbx0 + lbx1) / 2,
      cy: lby + 10,
      rx: (lbx1 - lbx0) * 0.75,
      ry: 60,
      fill: 'url(#vr-glow)',
    }),
  );
  out.push(
    rect(lbx0, lby - 4, lbx1 - lbx0, 8, {
      fill: fin.grad,
      stroke: fin.edge,
      'stroke-width': 1.4,
      rx: 3,
    }),
  );
  for (let i = 0; i < 3; i++) {
    const gx = lbx0 + ((lbx1 - lbx0) * (i + 0.5)) / 3;
    out.push(rect(gx - 3, lby, 6, 10, { fill: fin.fill, stroke: fin.edge, 'stroke-width': 1 }));
    out.push(circle(gx, lby + 20, 11, { fill: '#fffbea', stroke: '#d9cfae', 'stroke-width': 1.4 }));
  }
  // Cabinet.
  out.push(floorShadow(c, vx0, vx1, vz0, z, 0.2));
  out.push(block(c, { x0: vx0, x1: vx1, y0: 0.35, y1: 2.8, z0: vz0, z1: z }, vc));
  out.push(flatPoly(faceZ(c, vx0 + 0.08, vx1 - 0.08, 0, 0.35, vz0 + 0.12), darken(vc, 0.45)));
  const vm = (vx0 + vx1) / 2;
  out.push(doorZ(c, vx0 + 0.04, vm - 0.02, 0.4, 2.1, vz0, vc, vpull, 'right'));
  out.push(doorZ(c, vm + 0.02, vx1 - 0.04, 0.4, 2.1, vz0, vc, vpull, 'left'));
  out.push(doorZ(c, vx0 + 0.04, vx1 - 0.04, 2.15, 2.75, vz0, vc, vpull, 'drawer'));
  out.push(
    counterSlab(
      c,
      { x0: vx0 - 0.08, x1: vx1 + 0.08, y0: 2.8, y1: 2.92, z0: vz0 - 0.1, z1: z },
      look.counter,
      'x',
      rng('counter'),
    ),
  );
  const sink = levelEllipse(c, vm, 2.93, vz0 + 0.85, 0.7);
  out.push(flatEllipse(sink, '#f7f6f2', { stroke: '#a9a59c', 'stroke-width': 1.6 }));
  out.push(
    flatEllipse(
      { ...sink, cy: sink.cy + sink.ry * 0.15, rx: sink.rx * 0.8, ry: sink.ry * 0.7 },
      '#dfe2e3',
    ),
  );
  out.push(faucetArc(c, vm, 2.92, z - 0.3, 0.75, 0.5, vpull));
  for (const dx of [-0.45, 0.45]) {
    const [hx, hy] = pr(c, vm + dx, 2.92, z - 0.3);
    out.push(
      rect(hx - 5, hy - 12, 10, 12, {
        fill: fin.fill,
        stroke: fin.edge,
        'stroke-width': 1.4,
        rx: 2,
      }),
    );
  }
  // Counter props.
  const [sx, sy] = pr(c, vx0 + 0.4, 2.92, z - 0.45);
  out.push(
    rect(sx - 8, sy - 30, 16, 30, {
      ...outlined(deco.pick(['#f4f2ec', '#c9b79c', P.teal]), { 'stroke-width': 1.6 }),
      rx: 3,
    }),
  );
  out.push(rect(sx - 2, sy - 40, 4, 10, { fill: fin.fill, stroke: fin.edge, 'stroke-width': 1 }));
  if (deco.chance(0.6)) out.push(plant(c, vx1 - 0.35, 2.92, z - 0.5, 0.42, P.white, deco));

  // Left wall: towel bar with a towel, and a small picture.
  const towel = deco.pick(['#f4f2ec', P.harbor, P.sage, '#e9d7c0']);
  const tz0 = 7.9;
  const tz1 = 9.3;
  const ty = 4.3;
  const txw = r.x0 + 0.12;
  out.push(poly(faceX(c, txw, tz0 + 0.15, tz1 - 0.15, 2.6, ty), towel, { 'stroke-width': 2 }));
  out.push(flatPoly(faceX(c, txw, tz0 + 0.15, tz1 - 0.15, 2.95, 3.15), darken(towel, 0.12)));
  out.push(
    flatPoly(faceX(c, txw + 0.02, tz0 + 0.15, tz1 - 0.15, ty - 0.35, ty), lighten(towel, 0.15), {
      'fill-opacity': 0.9,
    }),
  );
  out.push(metalLine(pr(c, txw, ty, tz0), pr(c, txw, ty, tz1), fin, 6));
  for (const zz of [tz0, tz1]) out.push(metalLine(pr(c, r.x0, ty, zz), pr(c, txw, ty, zz), fin, 7));
  out.push(artX(c, r.x0, 10.3, 11.4, 4.4, 5.8, deco));
  // Paper holder beside the toilet.
  const [px, py] = pr(c, r.x0 + 0.22, 2.35, 9.95);
  const pk = c.f / 9.95;
  out.push(
    rect(px - 0.2 * pk, py - 0.02 * pk, 0.4 * pk, 0.42 * pk, {
      ...outlined('#fbfaf7', { 'stroke-width': 1.6 }),
      rx: 0.12 * pk,
    }),
  );
  out.push(metalLine(pr(c, r.x0, 2.45, 9.65), pr(c, r.x0 + 0.25, 2.45, 9.95), fin, 4));
  out.push(toilet(c, -4.25, z, fin));

  // Bath mat.
  out.push(rugY(c, -2.3, -0.7, 8.2, 9.4, deco.pick([P.slate, P.sage, '#c9b79c', P.clay]), deco));
  return svgDoc(size, defs, out);
}

/** A level oval (x half-width rx, depth half-length rz) as a screen ellipse. */
function levelOval(c: Cam, x: number, y: number, z: number, rx: number, rz: number) {
  const [cx, cy] = pr(c, x, y, z);
  return {
    cx,
    cy,
    rx: r1((c.f * rx) / z),
    ry: r1(Math.max(0.6, (c.f * rz * Math.abs(c.eye - y)) / (z * z))),
  };
}

/** A close-coupled toilet against the back wall (at depth zWall), lid down. */
function toilet(c: Cam, x: number, zWall: number, fin: Finish): string {
  const china = '#fbfaf7';
  const line = { stroke: '#a9a59c' };
  const out = [floorShadow(c, x - 0.5, x + 0.5, zWall - 2.2, zWall, 0.2)];
  out.push(
    block(
      c,
      { x0: x - 0.32, x1: x + 0.32, y0: 0, y1: 1.2, z0: zWall - 1.2, z1: zWall - 0.6 },
      china,
      { extra: line },
    ),
  );
  out.push(
    block(
      c,
      { x0: x - 0.8, x1: x + 0.8, y0: 1.3, y1: 2.55, z0: zWall - 0.7, z1: zWall - 0.05 },
      china,
      { extra: line },
    ),
  );
  out.push(
    block(
      c,
      { x0: x - 0.86, x1: x + 0.86, y0: 2.55, y1: 2.68, z0: zWall - 0.78, z1: zWall - 0.02 },
      china,
      { extra: line },
    ),
  );
  out.push(
    metalLine(pr(c, x - 0.62, 2.35, zWall - 0.74), pr(c, x - 0.3, 2.33, zWall - 0.74), fin, 4),
  );
  const seat = levelOval(c, x, 1.32, zWall - 1.6, 0.62, 0.85);
  const a = pr(c, x - 0.36, 0.85, zWall - 1.45);
  const b = pr(c, x + 0.36, 0.85, zWall - 1.45);
  const f0 = pr(c, x - 0.3, 0, zWall - 1.3);
  const f1 = pr(c, x + 0.3, 0, zWall - 1.3);
  out.push(poly([a, b, f1, f0], darken(china, 0.04), line));
  out.push(
    el('path', {
      d: `M${n(seat.cx - seat.rx)} ${n(seat.cy)}Q${n(seat.cx - seat.rx * 0.95)} ${n(a[1])} ${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}Q${n(seat.cx + seat.rx * 0.95)} ${n(b[1])} ${n(seat.cx + seat.rx)} ${n(seat.cy)}Z`,
      ...outlined(china, line),
    }),
  );
  out.push(ellipse(seat, '#f1efea', line));
  out.push(
    ellipse({ ...seat, cy: seat.cy - 3, rx: seat.rx * 0.94, ry: seat.ry * 0.9 }, china, line),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------
// Living room

const LIVING_CAM: Cam = { f: 1000, cx: 800, hy: 450, eye: 4.6 };

const SOFA_COLORS = [
  '#6e8198',
  '#8a8f94',
  '#c9b79c',
  '#34513e',
  '#2a3d5a',
  '#9a6b4f',
  '#b7a48c',
] as const;

export function livingSvg(input: LivingLook, size: SvgSize): string {
  const look = {
    floor: {
      kind: oneOf(input.floor?.kind, ['vinyl-plank', 'tile', 'carpet'] as const),
      color: color(input.floor?.color, '#b08a62'),
    },
    wall: color(input.wallColor, '#e9e3d7'),
    vaulted: input.ceiling === 'vaulted',
    fireplace: input.fireplace === true,
    seed: seedOf(input.seed),
  };
  const c = LIVING_CAM;
  const r: Room = { x0: -8, x1: 8, zFar: 17, h: 8, peak: look.vaulted ? 12.4 : undefined };
  const z = r.zFar;
  const rng = (salt: string) => createRng(subSeed(look.seed, `living:${salt}`));
  const deco = rng('deco');
  const defs = [...BASE_DEFS];
  const out: string[] = [];

  out.push(walls(c, r, look.wall));
  out.push(floorSvg(c, r, look.floor, rng('floor'), defs));
  out.push(baseboards(c, r));

  // Ceiling: a plank-lined vault with beams and a gable window, or a flat ceiling with a light.
  if (r.peak !== undefined) {
    const planks = new PathData();
    const s = wallShades(look.wall);
    for (let t = 0.1; t < 1; t += 0.1) {
      for (const side of [-1, 1]) {
        const x = side * 8 * (1 - t);
        const y = r.h + (r.peak - r.h) * t;
        planks.move(...pr(c, x, y, Z_NEAR)).lineTo(...pr(c, x, y, z));
      }
    }
    out.push(strokePath(planks, darken(s.ceiling, 0.12), 1.6));
    // Purlins and the ridge beam.
    for (const t of [0.45]) {
      for (const side of [-1, 1]) {
        const x = side * 8 * (1 - t);
        const y = r.h + (r.peak - r.h) * t;
        out.push(
          poly(
            [
              pr(c, x - 0.25, y + 0.05, Z_NEAR),
              pr(c, x - 0.25, y + 0.05, z),
              pr(c, x + 0.25, y - 0.05, z),
              pr(c, x + 0.25, y - 0.05, Z_NEAR),
            ],
            P.wood,
            { 'stroke-width': 2 },
          ),
        );
      }
    }
    out.push(
      poly(
        [
          pr(c, -0.35, r.peak - 0.55, Z_NEAR),
          pr(c, -0.35, r.peak - 0.55, z),
          pr(c, 0.35, r.peak - 0.55, z),
          pr(c, 0.35, r.peak - 0.55, Z_NEAR),
        ],
        darken(P.wood, 0.1),
        { 'stroke-width': 2 },
      ),
    );
    out.push(
      poly(faceZ(c, -0.35, 0.35, r.peak - 0.55, r.peak - 0.1, z - 0.02), P.wood, {
        'stroke-width': 2,
      }),
    );
    // A gable window high in the back wall.
    const gy0 = 8.5;
    const gy1 = 11.0;
    const peak = r.peak;
    const half = (y: number) => 8 * (1 - (y - r.h) / (peak - r.h)) - 1.2;
    const gpts = [
      pr(c, -half(gy0), gy0, z),
      pr(c, half(gy0), gy0, z),
      pr(c, half(gy1), gy1, z),
      pr(c, -half(gy1), gy1, z),
    ];
    const casing = [
      pr(c, -half(gy0) - 0.25, gy0 - 0.2, z),
      pr(c, half(gy0) + 0.25, gy0 - 0.2, z),
      pr(c, half(gy1 + 0.2) + 0.25, gy1 + 0.2, z),
      pr(c, -half(gy1 + 0.2) - 0.25, gy1 + 0.2, z),
    ];
    out.push(poly(casing, P.trim, { stroke: darken(P.trim, 0.3) }));
    out.push(flatPoly(gpts, 'url(#vr-sky)'));
    const mull = new PathData();
    for (const x of [-half(gy0) / 3, half(gy0) / 3])
      mull.move(...pr(c, x, gy0, z)).lineTo(...pr(c, x, gy1, z));
    out.push(strokePath(mull, P.trim, 5));
    out.push(polygon(gpts, { fill: 'none', stroke: P.trim, 'stroke-width': 5 }));
  } else {
    const e = levelEllipse(c, -1.5, r.h, 12.5, 0.9);
    out.push(flatEllipse({ ...e, cy: e.cy + 40, rx: e.rx * 2.2, ry: e.rx * 1.2 }, 'url(#vr-glow)'));
    out.push(flatEllipse(e, '#f6f3ec', { stroke: '#c9c2b4', 'stroke-width': 1.6 }));
    out.push(
      el('path', {
        d: `M${n(e.cx - e.rx)} ${n(e.cy)}Q${n(e.cx)} ${n(e.cy + e.ry * 3.2)} ${n(e.cx + e.rx)} ${n(e.cy)}Z`,
        ...outlined('#fbf7ea', { 'stroke-width': 1.6 }),
      }),
    );
    // Crown moulding along the ceiling.
    const crown = new PathData()
      .move(...pr(c, r.x0, r.h - 0.18, Z_NEAR))
      .lineTo(...pr(c, r.x0, r.h - 0.18, z))
      .lineTo(...pr(c, r.x1, r.h - 0.18, z))
      .lineTo(...pr(c, r.x1, r.h - 0.18, Z_NEAR));
    out.push(strokePath(crown, P.trim, 7));
    out.push(strokePath(crown, darken(P.trim, 0.18), 1.4, { transform: 'translate(0 4)' }));
  }

  // Window over the sofa, with curtains.
  const wrng = rng('window');
  const grid = deco.chance(0.5);
  const curtain = deco.pick(['#e9e1d2', '#c9b79c', P.sage, P.harbor, '#b5654a']);
  const win = (x0: number, x1: number) => {
    const parts = [windowZ(c, z, x0, x1, 3.3, 7.1, wrng, grid)];
    // Rod and panels.
    parts.push(
      strokePath(
        ptsPath([pr(c, x0 - 1.0, 7.6, z - 0.25), pr(c, x1 + 1.0, 7.6, z - 0.25)], false),
        '#2d2f31',
        3.5,
      ),
    );
    for (const [a, b] of [
      [x0 - 0.95, x0 - 0.05],
      [x1 + 0.05, x1 + 0.95],
    ] as const) {
      const pts = faceZ(c, a, b, 0.4, 7.6, z - 0.25);
      parts.push(poly(pts, curtain, { 'stroke-width': 2 }));
      const fl = new PathData();
      for (const t of [0.33, 0.66])
        fl.move(...pr(c, a + (b - a) * t, 7.5, z - 0.25)).lineTo(
          ...pr(c, a + (b - a) * t, 0.5, z - 0.25),
        );
      parts.push(strokePath(fl, darken(curtain, 0.18), 2.2));
    }
    return parts.join('');
  };
  out.push(win(-5.6, -1.6));

  // Right-hand part of the back wall: the fireplace, or a second window over a console.
  const fx0 = 2.6;
  const fx1 = 6.4;
  if (look.fireplace) {
    out.push(floorShadow(c, fx0 - 0.2, fx1 + 0.2, z - 0.9, z, 0.2));
    out.push(
      block(c, { x0: fx0 - 0.25, x1: fx1 + 0.25, y0: 0, y1: 0.22, z0: z - 1.3, z1: z }, '#8d9194'),
    );
    const stone = '#e4ded3';
    out.push(block(c, { x0: fx0, x1: fx1, y0: 0.22, y1: 4.4, z0: z - 0.5, z1: z }, stone));
    // Stone courses on the surround.
    const courses = new PathData();
    const srng = rng('stone');
    for (let y = 0.62, row = 0; y < 4.4; y += 0.42, row++) {
      courses.move(...pr(c, fx0, y, z - 0.5)).lineTo(...pr(c, fx1, y, z - 0.5));
      for (let x = fx0 + srng.range(0.3, 0.8); x < fx1 - 0.2; x += srng.range(0.6, 1.1)) {
        courses.move(...pr(c, x, y - 0.42, z - 0.5)).lineTo(...pr(c, x, y, z - 0.5));
      }
    }
    out.push(strokePath(courses, darken(stone, 0.2), 1.6));
    // Firebox, logs and flames.
    const bx0 = 3.55;
    const bx1 = 5.45;
    out.push(poly(faceZ(c, bx0 - 0.12, bx1 + 0.12, 0.22, 2.72, z - 0.52), '#4b4f54'));
    out.push(flatPoly(faceZ(c, bx0, bx1, 0.3, 2.6, z - 0.52), 'url(#vr-firebox)'));
    const [fcx, fcy] = pr(c, (bx0 + bx1) / 2, 0.9, z - 0.5);
    out.push(el('ellipse', { cx: fcx, cy: fcy, rx: 120, ry: 90, fill: 'url(#vr-fireglow)' }));
    const k = c.f / (z - 0.5);
    const flame = (x: number, h: number, w: number, fill: string) => {
      const [px, py] = pr(c, x, 0.62, z - 0.55);
      return el('path', {
        d: `M${n(px - w * k)} ${n(py)}Q${n(px - w * k)} ${n(py - h * 0.5 * k)} ${n(px)} ${n(py - h * k)}Q${n(px + w * 0.4 * k)} ${n(py - h * 0.55 * k)} ${n(px + w * k)} ${n(py)}Z`,
        fill,
      });
    };
    for (const [x, h, w] of [
      [3.95, 0.95, 0.22],
      [4.35, 1.35, 0.28],
      [4.75, 1.15, 0.26],
      [5.1, 0.8, 0.2],
    ] as const) {
      out.push(flame(x, h, w, '#ef8a2c') + flame(x + 0.02, h * 0.6, w * 0.55, '#f8d36b'));
    }
    for (const [x0, x1, y] of [
      [3.75, 5.25, 0.42],
      [3.9, 5.0, 0.6],
    ] as const) {
      const [ax, ay] = pr(c, x0, y, z - 0.6);
      const [bx] = pr(c, x1, y, z - 0.6);
      out.push(
        rect(ax, ay - 7, bx - ax, 14, { ...outlined('#7a5334', { 'stroke-width': 1.6 }), rx: 7 }),
      );
    }
    // Mantel and what stands on it; a picture above.
    out.push(
      block(c, { x0: fx0 - 0.3, x1: fx1 + 0.3, y0: 4.4, y1: 4.65, z0: z - 0.8, z1: z }, P.woodDark),
    );
    out.push(artZ(c, 3.35, 5.65, 5.2, 6.9, z, deco.pick(['#2d2f31', P.woodDark, '#c9a94f']), deco));
    for (const [x, h] of [
      [2.75, 0.55],
      [2.95, 0.4],
    ] as const) {
      out.push(
        poly(faceZ(c, x - 0.07, x + 0.07, 4.65, 4.65 + h, z - 0.45), '#f6f1e3', {
          'stroke-width': 1.4,
        }),
      );
    }
    out.push(vaseFlowers(c, 6.05, 4.65, z - 0.45, deco.pick([P.teal, P.white, P.mustard])));
  } else {
    out.push(win(fx0 + 0.4, fx1 - 0.4));
    out.push(floorShadow(c, fx0, fx1, z - 1.2, z, 0.2));
    const con = { x0: fx0, x1: fx1, y0: 0.35, y1: 2.5, z0: z - 1.3, z1: z };
    out.push(block(c, con, P.wood));
    const cw = (con.x1 - con.x0) / 3;
    for (let i = 0; i < 3; i++) {
      out.push(
        doorZ(
          c,
          con.x0 + i * cw + 0.05,
          con.x0 + (i + 1) * cw - 0.05,
          0.45,
          2.4,
          con.z0,
          P.wood,
          { fill: P.brass, edge: darken(P.brass, 0.4) },
          'drawer',
        ),
      );
    }
    const legs = new PathData();
    for (const x of [con.x0 + 0.15, con.x1 - 0.15])
      legs.move(...pr(c, x, 0.35, con.z0 + 0.1)).lineTo(...pr(c, x, 0, con.z0 + 0.15));
    out.push(strokePath(legs, P.woodDark, 5));
    out.push(tableLamp(c, fx0 + 0.7, 2.5, z - 0.65, deco));
    out.push(vaseFlowers(c, fx1 - 0.8, 2.5, z - 0.65, deco.pick([P.teal, P.white, P.mustard])));
  }

  // Plant in the right corner.
  out.push(floorShadow(c, 6.8, 7.6, 14.2, 15.0, 0.15));
  out.push(plant(c, 7.2, 0, 14.6, 1.6, deco.pick([P.clay, P.white, '#2d2f31']), rng('plant')));

  // Side walls: pictures on the left, a window on the right.
  out.push(artX(c, r.x0, 11.5, 13.5, 3.8, 5.6, deco));
  out.push(artX(c, r.x0, 13.9, 14.9, 4.1, 5.3, deco));
  out.push(sideWindow(c, r.x1, 10.2, 13.4, 3.1, 7.0, rng('sidewindow')));

  // Rug, sofa, side table, floor lamp, coffee table.
  const rugColor = deco.pick(['#6e8198', '#b5654a', '#98a68a', '#c2963a', '#8d7da0', '#d9cdb8']);
  out.push(rugY(c, -6.7, 1.4, 10.8, 15.2, rugColor, deco));
  const sofaColor = pickContrasting(SOFA_COLORS, [look.wall, look.floor.color, rugColor], deco);
  out.push(floorLamp(c, -7.35, 16.1));
  out.push(sofa(c, -6.9, -0.3, 14.0, z - 0.05, sofaColor, deco));
  const st = { x0: 0.05, x1: 1.35, y0: 0, y1: 1.9, z0: 15.3, z1: 16.6 };
  out.push(floorShadow(c, st.x0, st.x1, st.z0, st.z1, 0.15));
  out.push(block(c, { ...st, y0: 1.75 }, P.woodLight));
  const stl = new PathData();
  for (const x of [st.x0 + 0.1, st.x1 - 0.1])
    stl.move(...pr(c, x, 1.75, st.z0 + 0.1)).lineTo(...pr(c, x, 0, st.z0 + 0.1));
  out.push(strokePath(stl, P.woodDark, 4));
  out.push(tableLamp(c, 0.7, 1.9, 15.95, deco));
  out.push(coffeeTable(c, -4.8, -1.8, 11.7, 13.0, deco));
  return svgDoc(size, defs, out);
}

/** The first colour (in seeded order) that stands apart from everything around it. */
function pickContrasting(colors: readonly string[], against: readonly string[], rng: Rng): string {
  const start = rng.int(0, colors.length - 1);
  let best = colors[start] ?? '#6e8198';
  let bestScore = -1;
  for (let i = 0; i < colors.length; i++) {
    const col = colors[(start + i) % colors.length] ?? best;
    const score = Math.min(...against.map((a) => Math.abs(luminance(a) - luminance(col))));
    if (score > 0.18) return col;
    if (score > bestScore) {
      bestScore = score;
      best = col;
    }
  }
  return best;
}

function sofa(
  c: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fill: string,
  rng: Rng,
): string {
  const out: string[] = [];
  const arm = 0.6;
  out.push(floorShadow(c, x0, x1, z0, z1, 0.3));
  // Legs.
  const legs = new PathData();
  for (const x of [x0 + 0.2, x1 - 0.2])
    legs.move(...pr(c, x, 0.35, z0 + 0.15)).lineTo(...pr(c, x, 0, z0 + 0.2));
  out.push(strokePath(legs, P.woodDark, 6));
  // Back, base, cushions, arms.
  out.push(
    block(
      c,
      { x0: x0 + 0.1, x1: x1 - 0.1, y0: 0.35, y1: 2.75, z0: z1 - 0.75, z1 },
      darken(fill, 0.04),
    ),
  );
  out.push(
    block(
      c,
      { x0: x0 + arm, x1: x1 - arm, y0: 0.35, y1: 1.05, z0, z1: z1 - 0.7 },
      darken(fill, 0.06),
    ),
  );
  const seats = 3;
  const sw = (x1 - x0 - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    const a = x0 + arm + i * sw;
    out.push(
      block(
        c,
        { x0: a + 0.03, x1: a + sw - 0.03, y0: 1.5, y1: 2.65, z0: z1 - 1.05, z1: z1 - 0.75 },
        lighten(fill, 0.04),
        { extra: { 'stroke-width': 2 } },
      ),
    );
  }
  for (let i = 0; i < seats; i++) {
    const a = x0 + arm + i * sw;
    out.push(
      block(
        c,
        { x0: a + 0.03, x1: a + sw - 0.03, y0: 1.05, y1: 1.5, z0: z0 + 0.05, z1: z1 - 0.9 },
        lighten(fill, 0.08),
        { extra: { 'stroke-width': 2 } },
      ),
    );
  }
  // Throw pillows.
  const pill = [
    rng.pick(['#e8b53a', '#f4f2ec', '#c65a3a', '#d9cdb8']),
    rng.pick(['#f4f2ec', '#98a68a', '#90a8b9', '#e8b53a']),
  ];
  for (const [i, x] of [
    [0, x0 + arm + 0.45],
    [1, x1 - arm - 1.35],
  ] as const) {
    const [px, py] = pr(c, x, 1.5, z1 - 1.15);
    const [qx, qy] = pr(c, x + 0.9, 2.4, z1 - 1.15);
    const w = qx - px;
    const h = py - qy;
    const col = pill[i] ?? P.white;
    out.push(
      path(
        `M${n(px + w * 0.08)} ${n(py)}Q${n(px + w / 2)} ${n(py - h * 0.08)} ${n(qx - w * 0.08)} ${n(py)}Q${n(qx + w * 0.04)} ${n(py - h / 2)} ${n(qx - w * 0.04)} ${n(qy)}Q${n(px + w / 2)} ${n(qy + h * 0.1)} ${n(px + w * 0.04)} ${n(qy)}Q${n(px - w * 0.04)} ${n(py - h / 2)} ${n(px + w * 0.08)} ${n(py)}Z`,
        col,
        { 'stroke-width': 2 },
      ),
    );
  }
  out.push(block(c, { x0, x1: x0 + arm, y0: 0.35, y1: 2.05, z0, z1 }, fill));
  out.push(block(c, { x0: x1 - arm, x1, y0: 0.35, y1: 2.05, z0, z1 }, fill));
  return out.join('');
}

function coffeeTable(c: Cam, x0: number, x1: number, z0: number, z1: number, rng: Rng): string {
  const out: string[] = [floorShadow(c, x0, x1, z0, z1, 0.2)];
  const top = { x0, x1, y0: 1.2, y1: 1.38, z0, z1 };
  const legs = new PathData();
  for (const x of [x0 + 0.15, x1 - 0.15]) {
    legs.move(...pr(c, x, 1.2, z1 - 0.15)).lineTo(...pr(c, x, 0, z1 - 0.15));
    legs.move(...pr(c, x, 1.2, z0 + 0.15)).lineTo(...pr(c, x, 0, z0 + 0.15));
  }
  out.push(strokePath(legs, P.woodDark, 6));
  out.push(
    block(
      c,
      { x0: x0 + 0.15, x1: x1 - 0.15, y0: 0.35, y1: 0.45, z0: z0 + 0.15, z1: z1 - 0.15 },
      P.wood,
      { extra: { 'stroke-width': 1.6 } },
    ),
  );
  out.push(block(c, top, P.wood));
  out.push(booksFlat(c, x0 + 0.85, 1.38, z0 + 0.4));
  if (rng.chance(0.5)) out.push(fruitBowl(c, x1 - 0.8, 1.38, (z0 + z1) / 2, rng));
  else out.push(vaseFlowers(c, x1 - 0.7, 1.38, (z0 + z1) / 2, rng.pick([P.white, P.teal])));
  return out.join('');
}

function tableLamp(c: Cam, x: number, y: number, z: number, rng: Rng): string {
  const k = c.f / z;
  const [bx, by] = pr(c, x, y, z);
  const base = rng.pick([P.white, P.teal, '#c9a94f', '#2d2f31']);
  const sh = 0.55 * k;
  return (
    el('ellipse', { cx: bx, cy: by - 1.6 * k, rx: 1.4 * k, ry: 1.1 * k, fill: 'url(#vr-glow)' }) +
    path(
      `M${n(bx - 0.18 * k)} ${n(by)}Q${n(bx - 0.35 * k)} ${n(by - 0.45 * k)} ${n(bx - 0.06 * k)} ${n(by - 0.9 * k)}L${n(bx + 0.06 * k)} ${n(by - 0.9 * k)}Q${n(bx + 0.35 * k)} ${n(by - 0.45 * k)} ${n(bx + 0.18 * k)} ${n(by)}Z`,
      base,
      { 'stroke-width': 1.6 },
    ) +
    path(
      `M${n(bx - sh * 0.7)} ${n(by - 1.75 * k)}L${n(bx + sh * 0.7)} ${n(by - 1.75 * k)}L${n(bx + sh)} ${n(by - 0.95 * k)}L${n(bx - sh)} ${n(by - 0.95 * k)}Z`,
      '#fbf3dc',
      { stroke: '#d5c69d', 'stroke-width': 1.6 },
    )
  );
}

function floorLamp(c: Cam, x: number, z: number): string {
  const k = c.f / z;
  const [bx, by] = pr(c, x, 0, z);
  const [, ty] = pr(c, x, 5.1, z);
  const sh = 0.65 * k;
  return (
    el('ellipse', { cx: bx, cy: ty + 0.4 * k, rx: 2.2 * k, ry: 1.6 * k, fill: 'url(#vr-glow)' }) +
    flatEllipse(levelEllipse(c, x, 0, z, 0.45), '#000000', { 'fill-opacity': 0.14 }) +
    strokePath(`M${n(bx)} ${n(by)}L${n(bx)} ${n(ty)}`, '#2d2f31', 4) +
    ellipse(levelEllipse(c, x, 0.03, z, 0.4), '#2d2f31', { 'stroke-width': 1.4 }) +
    path(
      `M${n(bx - sh * 0.75)} ${n(ty - 0.8 * k)}L${n(bx + sh * 0.75)} ${n(ty - 0.8 * k)}L${n(bx + sh)} ${n(ty + 0.15 * k)}L${n(bx - sh)} ${n(ty + 0.15 * k)}Z`,
      '#fbf3dc',
      { stroke: '#d5c69d', 'stroke-width': 1.6 },
    )
  );
}

/** A window in a side wall, seen at an angle. */
function sideWindow(
  c: Cam,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  rng: Rng,
): string {
  const out: string[] = [];
  const xi = x + (x < 0 ? 0.02 : -0.02);
  out.push(
    poly(faceX(c, xi, z0 - 0.28, z1 + 0.28, y0 - 0.12, y1 + 0.28), P.trim, {
      stroke: darken(P.trim, 0.3),
    }),
  );
  out.push(flatPoly(faceX(c, xi, z0, z1, y0, y1), 'url(#vr-sky)'));
  const g = y0 + (y1 - y0) * rng.range(0.25, 0.35);
  out.push(flatPoly(faceX(c, xi, z0, z1, y0, g), '#9cc07c'));
  out.push(flatPoly(faceX(c, xi, z0, z1, g, g + 0.5), '#86ab6b'));
  const bars = new PathData();
  const ym = (y0 + y1) / 2;
  bars.move(...pr(c, xi, ym, z0)).lineTo(...pr(c, xi, ym, z1));
  bars.move(...pr(c, xi, y0, (z0 + z1) / 2)).lineTo(...pr(c, xi, y1, (z0 + z1) / 2));
  out.push(strokePath(bars, P.trim, 6));
  out.push(
    polygon(faceX(c, xi, z0, z1, y0, y1), { fill: 'none', stroke: P.trim, 'stroke-width': 8 }),
  );
  out.push(
    poly(faceY(c, y0 - 0.1, xi - 0.35, xi, z0 - 0.38, z1 + 0.38), lighten(P.trim, 0.3), {
      stroke: darken(P.trim, 0.28),
    }),
  );
  return out.join('');
}
