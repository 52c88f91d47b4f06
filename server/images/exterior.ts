// Front-elevation illustration of a home. Everything is measured in feet and
// scaled once, so a 76 ft single-section really is long and low, and a
// modular roof really is steeper. Windows and the front door come from the
// floorplan layout so the two pictures agree.
import { darken, lighten, luminance, mix } from './color.ts';
import { computeLayout, type FloorplanLayout, type WindowSpec } from './floorplan-layout.ts';
import {
  normalizeInput,
  type ModelArtInput,
  type ModelArtSource,
  type SvgSize,
} from './model-art.ts';
import { exteriorAlt } from './alt-text.ts';
import { createRng, subSeed, type Rng } from './random.ts';
import { PathData, circle, el, escapeText, n, polygon, rect } from './svg.ts';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const ROOF_COLORS = ['#3e4145', '#575049', '#4a525c', '#655a4f'] as const;
const GREENS = ['#4f7a3c', '#5d8a45', '#46703a', '#6b9550', '#3f6634'] as const;
const FLOWERS = ['#f2f0f4', '#e88fb0', '#f3cf5a', '#c995d6'] as const;

/** Real-world proportions (feet) that depend on the kind of home. */
function proportions(m: ModelArtInput) {
  const modular = m.isModular;
  const sections = m.sections;
  // HUD-code homes: low 3/12 roofs on singles, 4–5/12 on multi; modular homes carry site-built pitches.
  const pitch = modular ? (sections === 1 ? 6 : 7) : sections === 1 ? 3 : sections === 2 ? 4 : 5;
  const overhang = modular ? 1.2 : sections === 1 ? 0.5 : 0.9;
  const run = m.widthFt / 2 + (modular ? 1 : 0.6);
  return {
    pitch,
    rise: (pitch / 12) * run,
    run,
    overhang,
    wallH: modular ? 9 : sections === 1 ? 7.6 : 8,
    floorH: modular ? 2.2 : 2.7,
    fascia: modular ? 0.8 : 0.65,
  };
}

type Scene = {
  m: ModelArtInput;
  layout: FloorplanLayout;
  rng: Rng;
  s: number;
  W: number;
  H: number;
  /** x in px of a point `ft` along the house. */
  X: (ft: number) => number;
  hx0: number;
  hx1: number;
  baseY: number;
  floorY: number;
  wallTop: number;
  /** Bottom of the fascia / top of the roof plane. */
  eaveTop: number;
  ridgeY: number;
  horizonY: number;
  p: ReturnType<typeof proportions>;
  roofColor: string;
  siding: string;
  trim: string;
  door: string;
  crossGable: { x0: number; x1: number; apexY: number } | null;
  defs: string[];
};

const fillRule = (d: PathData, fill: string, extra: Record<string, string | number> = {}) =>
  d.empty ? '' : el('path', { d: d.toString(), fill, ...extra });
const strokePath = (
  d: PathData,
  stroke: string,
  width: number,
  extra: Record<string, string | number> = {},
) =>
  d.empty
    ? ''
    : el('path', { d: d.toString(), stroke, 'stroke-width': width, fill: 'none', ...extra });

// ---------------------------------------------------------------------------
// Backdrop: sky, clouds, distant trees, lawn

function drawBackdrop(sc: Scene): string {
  const { W, H, rng, horizonY } = sc;
  const out: string[] = [];
  sc.defs.push(
    el(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#7fb2de' }) +
        el('stop', { offset: 0.7, 'stop-color': '#c4dff0' }) +
        el('stop', { offset: 1, 'stop-color': '#e8f2f6' }),
    ),
    el(
      'linearGradient',
      { id: 'lawn', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#9cbf78' }) +
        el('stop', { offset: 1, 'stop-color': '#6f9a4c' }),
    ),
  );
  out.push(rect(0, 0, W, horizonY + 2, { fill: 'url(#sky)' }));

  // A few soft clouds built from overlapping ellipses.
  const clouds = rng.int(2, 3);
  for (let i = 0; i < clouds; i++) {
    const cx = W * (0.12 + (0.76 * (i + rng.range(0.1, 0.9))) / clouds);
    const cy = H * rng.range(0.08, 0.24);
    const w = W * rng.range(0.08, 0.14);
    const puffs = new PathData();
    for (let j = 0; j < 5; j++) {
      const px = cx + (j - 2) * w * 0.22 + rng.range(-3, 3);
      const r = w * (0.16 + 0.1 * (1 - Math.abs(j - 2) / 2)) * rng.range(0.85, 1.15);
      const py = cy - r * 0.3 + rng.range(-2, 2);
      puffs.raw(
        `M${n(px - r)} ${n(py)}a${n(r)} ${n(r * 0.72)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.72)} 0 1 0 ${n(-2 * r)} 0Z`,
      );
    }
    out.push(fillRule(puffs, '#ffffff', { opacity: 0.82 }));
  }

  // Distant tree line: two layers of bumps for depth.
  for (const [layer, color, amp] of [
    [0, '#93ae95', 0.075],
    [1, '#7b9b7b', 0.05],
  ] as const) {
    const d = new PathData().move(0, horizonY + 1);
    let x = 0;
    const base = horizonY - H * (layer === 0 ? 0.035 : 0.012);
    d.lineTo(0, base);
    while (x < W) {
      const step = W * rng.range(0.025, 0.055);
      const peak = base - H * amp * rng.range(0.3, 1);
      d.raw(`Q${n(x + step / 2)} ${n(peak)} ${n(x + step)} ${n(base + rng.range(-2, 2))}`);
      x += step;
    }
    d.lineTo(W, horizonY + 1).close();
    out.push(fillRule(d, color));
  }
  out.push(rect(0, horizonY, W, H - horizonY, { fill: 'url(#lawn)' }));
  // Faint mowing stripes make the lawn read as grass rather than a green box.
  const stripes = new PathData();
  for (let y = horizonY + H * 0.03; y < H; y += H * 0.035) stripes.seg(0, y, W, y);
  out.push(strokePath(stripes, '#ffffff', Math.max(1, H * 0.006), { opacity: 0.06 }));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Trees and shrubs

function deciduousTree(
  sc: Scene,
  cx: number,
  groundY: number,
  heightFt: number,
  rng: Rng,
  shade: number,
): string {
  const s = sc.s;
  const h = heightFt * s;
  const trunkW = Math.max(2, 0.9 * s);
  const canopyR = h * 0.3;
  const canopyY = groundY - h + canopyR;
  const trunk = new PathData()
    .move(cx - trunkW / 2, groundY)
    .lineTo(cx - trunkW * 0.35, canopyY + canopyR * 0.2)
    .lineTo(cx + trunkW * 0.35, canopyY + canopyR * 0.2)
    .lineTo(cx + trunkW / 2, groundY)
    .close();
  const base = darken(rng.pick(GREENS), shade);
  const blobs: string[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const d = canopyR * rng.range(0.35, 0.6);
    const r = canopyR * rng.range(0.45, 0.62);
    const x = cx + Math.cos(a) * d * 1.15;
    const y = canopyY + Math.sin(a) * d * 0.85;
    blobs.push(
      circle(x, y, r, {
        fill: mix(base, i % 3 === 0 ? '#1f3a1c' : '#9cc27a', i % 3 === 0 ? 0.25 : 0.12),
      }),
    );
  }
  blobs.push(
    circle(cx - canopyR * 0.15, canopyY - canopyR * 0.1, canopyR * 0.55, {
      fill: lighten(base, 0.1),
    }),
  );
  blobs.push(
    circle(cx - canopyR * 0.3, canopyY - canopyR * 0.3, canopyR * 0.28, {
      fill: lighten(base, 0.2),
      opacity: 0.7,
    }),
  );
  return fillRule(trunk, '#5a4434') + blobs.join('');
}

function conifer(
  sc: Scene,
  cx: number,
  groundY: number,
  heightFt: number,
  rng: Rng,
  shade: number,
): string {
  const s = sc.s;
  const h = heightFt * s;
  const w = h * 0.42;
  const color = darken('#3f6a48', shade + rng.range(0, 0.08));
  const out: string[] = [rect(cx - 0.5 * s, groundY - 2.5 * s, s, 2.5 * s, { fill: '#5a4434' })];
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const top = groundY - h + (i * h * 0.55) / tiers;
    const bottom = groundY - 2 * s - ((tiers - 1 - i) * h * 0.16) / tiers;
    const half = (w / 2) * (0.55 + (0.45 * (i + 1)) / tiers);
    out.push(
      polygon(
        [
          [cx, top],
          [cx + half, bottom],
          [cx - half, bottom],
        ],
        { fill: i % 2 ? color : lighten(color, 0.06) },
      ),
    );
  }
  return out.join('');
}

function shrub(sc: Scene, cx: number, groundY: number, widthFt: number, rng: Rng): string {
  const s = sc.s;
  const w = widthFt * s;
  const color = rng.pick(GREENS);
  const out: string[] = [];
  const puffs = rng.int(3, 4);
  for (let i = 0; i < puffs; i++) {
    const t = puffs === 1 ? 0.5 : i / (puffs - 1);
    const x = cx - w / 2 + w * (0.2 + 0.6 * t);
    const r = w * rng.range(0.26, 0.34);
    out.push(circle(x, groundY - r * 0.8, r, { fill: i % 2 ? darken(color, 0.12) : color }));
  }
  out.push(
    circle(cx - w * 0.1, groundY - w * 0.42, w * 0.22, {
      fill: lighten(color, 0.15),
      opacity: 0.8,
    }),
  );
  if (rng.chance(0.45)) {
    const flower = rng.pick(FLOWERS);
    const dots = new PathData();
    const r = Math.max(0.8, 0.14 * s);
    for (let i = 0; i < 7; i++) {
      const x = cx + rng.range(-0.4, 0.4) * w;
      const y = groundY - w * rng.range(0.25, 0.6);
      dots.raw(
        `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`,
      );
    }
    out.push(fillRule(dots, flower));
  }
  return out.join('');
}

// ---------------------------------------------------------------------------
// House body

function sidingTexture(
  sc: Scene,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  style: ModelArtInput['style']['siding'],
  color: string,
  rng: Rng,
): string {
  const s = sc.s;
  const dark = darken(color, 0.2);
  const light = lighten(color, 0.14);
  const lw = Math.max(0.6, s * 0.06);
  if (style === 'lap') {
    const gap = Math.max(0.58 * s, 3.2);
    const shadow = new PathData();
    const shine = new PathData();
    for (let y = y1 - gap; y > y0 + 1; y -= gap) {
      shadow.seg(x0, y, x1, y);
      shine.seg(x0, y + lw * 1.2, x1, y + lw * 1.2);
    }
    return (
      strokePath(shine, light, lw, { opacity: 0.6 }) +
      strokePath(shadow, dark, lw, { opacity: 0.75 })
    );
  }
  if (style === 'board-and-batten') {
    const gap = Math.max(1.33 * s, 5);
    const bw = Math.max(1.2, 0.22 * s);
    const battens = new PathData();
    const shadow = new PathData();
    for (let x = x0 + gap / 2; x < x1 - bw; x += gap) {
      battens.rect(x, y0, bw, y1 - y0);
      shadow.seg(x + bw + lw / 2, y0, x + bw + lw / 2, y1);
    }
    return (
      fillRule(battens, light, { opacity: 0.55 }) + strokePath(shadow, dark, lw, { opacity: 0.6 })
    );
  }
  // Shake: staggered shingle courses.
  const course = Math.max(0.62 * s, 3.6);
  const courses = new PathData();
  const joints = new PathData();
  for (let y = y1; y > y0 + 1; y -= course) {
    courses.seg(x0, y, x1, y);
    let x = x0 + rng.range(0, 0.6) * s;
    while (x < x1) {
      joints.seg(x, y, x, Math.max(y0, y - course * 0.85));
      x += Math.max(3, rng.range(0.45, 0.9) * s);
    }
  }
  return (
    strokePath(courses, dark, lw * 1.2, { opacity: 0.8 }) +
    strokePath(joints, dark, lw, { opacity: 0.55 })
  );
}

function drawFoundation(sc: Scene): string {
  const { hx0, hx1, floorY, baseY, s, m } = sc;
  const out: string[] = [];
  if (m.isModular) {
    // Permanent foundation: block/stone wall with running-bond joints.
    const color = '#aaa49a';
    out.push(rect(hx0, floorY, hx1 - hx0, baseY - floorY, { fill: color }));
    const rowH = Math.max(0.67 * s, 3.5);
    const joints = new PathData();
    let row = 0;
    for (let y = floorY + rowH; y < baseY - 0.5; y += rowH) joints.seg(hx0, y, hx1, y);
    for (let y = floorY; y < baseY - 0.5; y += rowH, row++) {
      const bw = Math.max(1.33 * s, 7);
      for (let x = hx0 + (row % 2 ? bw / 2 : bw); x < hx1; x += bw)
        joints.seg(x, y, x, Math.min(baseY, y + rowH));
    }
    out.push(strokePath(joints, '#8c867c', Math.max(0.6, s * 0.05)));
  } else {
    // HUD home: vinyl skirting panels with a few vents.
    const color = mix(sc.siding, '#cfcac1', 0.55);
    out.push(rect(hx0, floorY, hx1 - hx0, baseY - floorY, { fill: darken(color, 0.08) }));
    const ribs = new PathData();
    const gap = Math.max(0.9 * s, 4);
    for (let x = hx0 + gap; x < hx1; x += gap) ribs.seg(x, floorY, x, baseY);
    out.push(strokePath(ribs, darken(color, 0.22), Math.max(0.6, s * 0.05), { opacity: 0.6 }));
    const vents = new PathData();
    const vw = 1.4 * s;
    const vh = 0.6 * s;
    for (let ft = 6; ft < sc.m.lengthFt - 4; ft += 14) {
      const vx = sc.X(ft);
      vents.rect(vx, floorY + (baseY - floorY) * 0.35, vw, vh);
    }
    out.push(fillRule(vents, darken(color, 0.4)));
  }
  // Rim/band board at floor level.
  out.push(
    rect(hx0 - 0.15 * s, floorY - 0.15 * s, hx1 - hx0 + 0.3 * s, 0.35 * s, {
      fill: darken(sc.trim, 0.08),
    }),
  );
  return out.join('');
}

function windowHeight(w: WindowSpec, modular: boolean): number {
  if (w.roomKind === 'bath' || w.roomKind === 'primary-bath' || w.roomKind === 'half-bath')
    return 2;
  if (w.roomKind === 'kitchen') return 3.2;
  return modular ? 5 : 4.5;
}

function drawWindows(
  sc: Scene,
  windows: WindowSpec[],
  grille: 'colonial' | 'top' | 'none',
): string {
  const { s, floorY, trim, m } = sc;
  const shutterColor =
    luminance(sc.siding) < 0.12 ? lighten(sc.siding, 0.08) : darken(sc.siding, 0.5);
  const headFt = 6.9;
  const casings = new PathData();
  const sills = new PathData();
  const mullions = new PathData();
  const shutters = new PathData();
  const louvers = new PathData();
  const glassParts: string[] = [];
  const doorSpan = [
    sc.X(sc.layout.frontDoor.x),
    sc.X(sc.layout.frontDoor.x + sc.layout.frontDoor.w),
  ] as const;
  const sorted = [...windows].sort((a, b) => a.from - b.from);
  sorted.forEach((w, i) => {
    const x0 = sc.X(w.from);
    const x1 = sc.X(w.to);
    const wh = windowHeight(w, m.isModular);
    const top = floorY - headFt * s;
    const bottom = top + wh * s;
    const c = 0.32 * s;
    casings.rect(x0 - c, top - c, x1 - x0 + 2 * c, bottom - top + 2 * c);
    // Head cap and sill a little wider than the casing.
    casings.rect(x0 - c * 1.6, top - c * 1.9, x1 - x0 + 3.2 * c, c * 0.8);
    sills.rect(x0 - c * 1.5, bottom + c * 0.8, x1 - x0 + 3 * c, c * 0.75);
    const obscure = wh <= 2;
    glassParts.push(
      rect(x0, top, x1 - x0, bottom - top, {
        fill: obscure ? 'url(#glassObscure)' : 'url(#glass)',
      }),
    );
    // Reflection: a pale diagonal band.
    const rw = (x1 - x0) * 0.35;
    glassParts.push(
      polygon(
        [
          [x0 + (x1 - x0) * 0.15, bottom],
          [x0 + (x1 - x0) * 0.15 + rw, bottom],
          [x0 + (x1 - x0) * 0.75 + rw * 0.3, top],
          [x0 + (x1 - x0) * 0.75, top],
        ],
        { fill: '#ffffff', opacity: 0.13 },
      ),
    );
    // Double-hung: meeting rail, then grilles per the house's style.
    const mid = (top + bottom) / 2;
    const rail = Math.max(1, 0.16 * s);
    if (!obscure) mullions.rect(x0, mid - rail / 2, x1 - x0, rail);
    const frame = Math.max(0.8, 0.1 * s);
    mullions.rect(x0, top, x1 - x0, frame).rect(x0, bottom - frame, x1 - x0, frame);
    mullions.rect(x0, top, frame, bottom - top).rect(x1 - frame, top, frame, bottom - top);
    if (!obscure && grille !== 'none' && x1 - x0 > 10) {
      const cols = w.to - w.from >= 4.5 ? 3 : 2;
      const bar = Math.max(0.6, 0.07 * s);
      for (let k = 1; k < cols; k++) {
        const gx = x0 + ((x1 - x0) * k) / cols;
        mullions.rect(gx - bar / 2, top, bar, grille === 'top' ? mid - top : bottom - top);
      }
      if (grille === 'colonial') {
        mullions.rect(x0, (top + mid) / 2 - bar / 2, x1 - x0, bar);
        mullions.rect(x0, (mid + bottom) / 2 - bar / 2, x1 - x0, bar);
      }
    }
    if (m.style.shutters && !obscure && w.roomKind !== 'kitchen') {
      const sw = Math.min((x1 - x0) / 2, 1.5 * s);
      const prev = sorted[i - 1];
      const next = sorted[i + 1];
      const gapOk = (other: WindowSpec | undefined, side: -1 | 1) => {
        if (!other) return true;
        const dist = side < 0 ? w.from - other.to : other.from - w.to;
        return dist * s > 2 * sw + 2 * c + 0.4 * s;
      };
      const clearOfDoor = (sx0: number, sx1: number) =>
        sx1 < doorSpan[0] - c * 2 || sx0 > doorSpan[1] + c * 2;
      for (const side of [-1, 1] as const) {
        const sx0 = side < 0 ? x0 - c * 1.4 - sw : x1 + c * 1.4;
        if (!gapOk(side < 0 ? prev : next, side) || !clearOfDoor(sx0, sx0 + sw)) continue;
        if (sx0 < sc.hx0 + 0.5 * s || sx0 + sw > sc.hx1 - 0.5 * s) continue;
        shutters.rect(sx0, top - c * 0.4, sw, bottom - top + c * 0.8);
        const step = Math.max(2.2, 0.33 * s);
        for (let y = top + step; y < bottom; y += step)
          louvers.seg(sx0 + sw * 0.15, y, sx0 + sw * 0.85, y);
      }
    }
  });
  return (
    fillRule(shutters, shutterColor) +
    strokePath(louvers, darken(shutterColor, 0.35), Math.max(0.5, s * 0.05)) +
    fillRule(casings, trim) +
    fillRule(sills, darken(trim, 0.06)) +
    glassParts.join('') +
    fillRule(mullions, trim)
  );
}

function drawDoor(sc: Scene, rng: Rng): string {
  const { s, floorY, trim, door } = sc;
  const x0 = sc.X(sc.layout.frontDoor.x);
  const x1 = sc.X(sc.layout.frontDoor.x + sc.layout.frontDoor.w);
  const top = floorY - 6.8 * s;
  const c = 0.38 * s;
  const out: string[] = [];
  out.push(rect(x0 - c, top - c, x1 - x0 + 2 * c, floorY - top + c, { fill: trim }));
  out.push(rect(x0 - c * 1.5, top - c * 1.8, x1 - x0 + 3 * c, c * 0.8, { fill: trim }));
  out.push(rect(x0, top, x1 - x0, floorY - top, { fill: door }));
  const panel = darken(door, 0.16);
  const hi = lighten(door, 0.12);
  const style = rng.pick(['six-panel', 'craftsman', 'half-lite'] as const);
  const dw = x1 - x0;
  const dh = floorY - top;
  const panels = new PathData();
  const glass: string[] = [];
  if (style === 'six-panel') {
    const pw = dw * 0.32;
    const rows = [
      [0.07, 0.16],
      [0.3, 0.3],
      [0.67, 0.26],
    ] as const;
    for (const [ty, th] of rows) {
      panels.rect(x0 + dw * 0.12, top + dh * ty, pw, dh * th);
      panels.rect(x1 - dw * 0.12 - pw, top + dh * ty, pw, dh * th);
    }
  } else if (style === 'craftsman') {
    const lites = 3;
    const lw = (dw * 0.76) / lites;
    for (let i = 0; i < lites; i++) {
      glass.push(
        rect(x0 + dw * 0.12 + i * lw + 0.5, top + dh * 0.08, lw - 1, dh * 0.2, {
          fill: 'url(#glass)',
        }),
      );
    }
    panels.rect(x0 + dw * 0.12, top + dh * 0.36, dw * 0.34, dh * 0.56);
    panels.rect(x1 - dw * 0.12 - dw * 0.34, top + dh * 0.36, dw * 0.34, dh * 0.56);
  } else {
    glass.push(rect(x0 + dw * 0.15, top + dh * 0.08, dw * 0.7, dh * 0.4, { fill: 'url(#glass)' }));
    const bar = Math.max(0.6, 0.07 * s);
    glass.push(rect(x0 + dw * 0.5 - bar / 2, top + dh * 0.08, bar, dh * 0.4, { fill: hi }));
    glass.push(rect(x0 + dw * 0.15, top + dh * 0.28 - bar / 2, dw * 0.7, bar, { fill: hi }));
    panels.rect(x0 + dw * 0.15, top + dh * 0.58, dw * 0.7, dh * 0.34);
  }
  out.push(fillRule(panels, panel));
  out.push(...glass);
  // Knob on the latch side, and a porch light beside the door.
  const knobX =
    sc.layout.frontDoor.x + sc.layout.frontDoor.w / 2 < sc.m.lengthFt / 2
      ? x1 - dw * 0.12
      : x0 + dw * 0.12;
  out.push(circle(knobX, top + dh * 0.53, Math.max(1, 0.14 * s), { fill: '#c9a94f' }));
  const lampX = knobX > (x0 + x1) / 2 ? x1 + c * 2.6 : x0 - c * 2.6;
  const lw = Math.max(2, 0.45 * s);
  out.push(rect(lampX - lw / 2, top + dh * 0.12, lw, lw * 1.5, { fill: '#2d2f31', rx: lw * 0.15 }));
  out.push(rect(lampX - lw * 0.3, top + dh * 0.12 + lw * 0.25, lw * 0.6, lw, { fill: '#f6dc92' }));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Roofs

function shingleTexture(
  sc: Scene,
  clipId: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: string,
): string {
  const s = sc.s;
  const gap = Math.max(0.45 * s, 3);
  const courses = new PathData();
  const tabs = new PathData();
  const rng = createRng(subSeed(sc.m.seed, `shingles-${clipId}`));
  let row = 0;
  for (let y = y1 - gap; y > y0; y -= gap, row++) {
    courses.seg(x0, y, x1, y);
    const tab = Math.max(4, 1.0 * s);
    for (
      let x = x0 + (row % 2 ? tab / 2 : 0) + rng.range(0, tab * 0.3);
      x < x1;
      x += tab * rng.range(0.7, 1.3)
    ) {
      tabs.seg(x, y, x, y + gap * 0.8);
    }
  }
  const lw = Math.max(0.5, s * 0.05);
  return el(
    'g',
    { 'clip-path': `url(#${clipId})` },
    strokePath(courses, darken(color, 0.35), lw, { opacity: 0.55 }) +
      strokePath(tabs, darken(color, 0.3), lw, { opacity: 0.35 }) +
      rect(x0, y0, x1 - x0, (y1 - y0) * 0.5, { fill: '#ffffff', opacity: 0.05 }),
  );
}

function roofOutline(sc: Scene): [number, number][] {
  const { s, p, m, hx0, hx1, eaveTop, ridgeY } = sc;
  const ex0 = hx0 - p.overhang * s;
  const ex1 = hx1 + p.overhang * s;
  const runPx = p.run * s;
  const roof = m.style.roof;
  // A hip roof's ends rise at the same pitch, so they cost one run at each end.
  if (roof === 'gable' || ex1 - ex0 < 2 * runPx + 4 * s) {
    return [
      [ex0, eaveTop],
      [ex0, ridgeY],
      [ex1, ridgeY],
      [ex1, eaveTop],
    ];
  }
  if (roof === 'hip') {
    return [
      [ex0, eaveTop],
      [ex0 + runPx, ridgeY],
      [ex1 - runPx, ridgeY],
      [ex1, eaveTop],
    ];
  }
  // Dutch gable: hipped up to a small gable, then straight up to the ridge.
  const t = 0.5;
  const midY = eaveTop - (eaveTop - ridgeY) * t;
  const gx0 = ex0 + runPx * t;
  const gx1 = ex1 - runPx * t;
  const lip = 0.5 * s;
  return [
    [ex0, eaveTop],
    [gx0, midY],
    [gx0 - lip, midY],
    [gx0 - lip, ridgeY],
    [gx1 + lip, ridgeY],
    [gx1 + lip, midY],
    [gx1, midY],
    [ex1, eaveTop],
  ];
}

function drawMainRoof(sc: Scene): string {
  const { s, p, hx0, hx1, eaveTop, ridgeY, roofColor, trim } = sc;
  const pts = roofOutline(sc);
  const points = pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  sc.defs.push(el('clipPath', { id: 'roofClip' }, el('polygon', { points })));
  sc.defs.push(
    el(
      'linearGradient',
      { id: 'roofShade', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': lighten(roofColor, 0.1) }) +
        el('stop', { offset: 1, 'stop-color': darken(roofColor, 0.08) }),
    ),
  );
  const ex0 = hx0 - p.overhang * s;
  const ex1 = hx1 + p.overhang * s;
  const out: string[] = [];
  out.push(el('polygon', { points, fill: 'url(#roofShade)' }));
  out.push(shingleTexture(sc, 'roofClip', ex0, ridgeY, ex1, eaveTop, roofColor));
  // Ridge cap and the hip/gablet edges read as slightly lighter lines.
  const edge = new PathData();
  pts.forEach(([x, y], i) => {
    const next = pts[i + 1];
    if (next && i > 0 && i < pts.length - 2) edge.seg(x, y, next[0], next[1]);
  });
  const capH = Math.max(1.5, 0.35 * s);
  const ridgeXs = pts.filter(([, y]) => Math.abs(y - ridgeY) < 0.01).map(([x]) => x);
  const rx0 = Math.min(...ridgeXs);
  const rx1 = Math.max(...ridgeXs);
  out.push(rect(rx0, ridgeY - capH * 0.4, rx1 - rx0, capH, { fill: darken(roofColor, 0.2) }));
  out.push(strokePath(edge, lighten(roofColor, 0.18), Math.max(1, 0.16 * s)));
  if (sc.m.style.roof === 'dutch-gable' && pts.length === 8) {
    const [, mid] = pts[1] as [number, number];
    const a = pts[2] as [number, number];
    const b = pts[5] as [number, number];
    // The little gable's own fascia.
    out.push(
      rect(a[0], mid - 0.25 * s, 0.5 * s + (pts[1] as [number, number])[0] - a[0], 0.45 * s, {
        fill: trim,
      }),
    );
    out.push(
      rect(
        (pts[6] as [number, number])[0],
        mid - 0.25 * s,
        b[0] - (pts[6] as [number, number])[0],
        0.45 * s,
        { fill: trim },
      ),
    );
  }
  const gableEnds = pts.length === 4 && Math.abs((pts[1] as [number, number])[0] - ex0) < 0.01;
  if (gableEnds) {
    // Rake boards at the gable ends, seen edge-on.
    const rk = Math.max(1.5, 0.35 * s);
    out.push(rect(ex0, ridgeY, rk, eaveTop - ridgeY, { fill: trim }));
    out.push(rect(ex1 - rk, ridgeY, rk, eaveTop - ridgeY, { fill: trim }));
  }
  // Fascia along the eave, and the shadow it casts on the wall.
  sc.defs.push(
    el(
      'linearGradient',
      { id: 'eaveShadow', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#000000', 'stop-opacity': 0.32 }) +
        el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0 }),
    ),
  );
  out.push(rect(hx0, sc.wallTop, hx1 - hx0, 1.1 * s, { fill: 'url(#eaveShadow)' }));
  out.push(rect(ex0, eaveTop, ex1 - ex0, p.fascia * s, { fill: trim }));
  out.push(
    rect(
      ex0,
      eaveTop + p.fascia * s - Math.max(0.8, 0.08 * s),
      ex1 - ex0,
      Math.max(0.8, 0.08 * s),
      { fill: darken(trim, 0.15) },
    ),
  );
  // Plumbing vents give the roof scale.
  const vents = new PathData();
  const vr = createRng(subSeed(sc.m.seed, 'vents'));
  const count = vr.int(1, 2);
  for (let i = 0; i < count; i++) {
    const vx = hx0 + (hx1 - hx0) * vr.range(0.2, 0.8);
    const vy = eaveTop - (eaveTop - ridgeY) * vr.range(0.45, 0.75);
    if (vx < rx0 || vx > rx1) continue;
    vents.rect(vx, vy - 0.8 * s, 0.35 * s, 0.8 * s);
  }
  out.push(fillRule(vents, darken(roofColor, 0.35)));
  return out.join('');
}

/** A front-facing gable: over the entry (triple, modular) or as the porch roof. */
function drawGableFace(
  sc: Scene,
  x0: number,
  x1: number,
  baseY: number,
  apexY: number,
  clipId: string,
  vent: boolean,
): string {
  const { s, trim, roofColor, m } = sc;
  const cx = (x0 + x1) / 2;
  const out: string[] = [];
  const ov = 0.8 * s;
  const rake = Math.max(1.6, 0.45 * s);
  // Roof planes of the gable seen end-on: a thin shingle edge above the rake.
  // The gable's eaves end level with its base.
  const lo = baseY;
  out.push(
    polygon(
      [
        [x0 - ov, lo],
        [cx, apexY - rake * 1.6],
        [x1 + ov, lo],
        [x1 + ov, lo + rake * 0.6],
        [cx, apexY - rake * 0.2],
        [x0 - ov, lo + rake * 0.6],
      ],
      { fill: darken(roofColor, 0.05) },
    ),
  );
  const face: [number, number][] = [
    [x0, baseY],
    [cx, apexY],
    [x1, baseY],
  ];
  sc.defs.push(el('clipPath', { id: clipId }, polygon(face)));
  const accent = m.style.siding === 'shake' ? 'board-and-batten' : 'shake';
  const faceColor = mix(sc.siding, m.style.trimColor, 0.12);
  out.push(polygon(face, { fill: faceColor }));
  out.push(
    el(
      'g',
      { 'clip-path': `url(#${clipId})` },
      sidingTexture(
        sc,
        x0,
        apexY,
        x1,
        baseY,
        accent,
        faceColor,
        createRng(subSeed(m.seed, clipId)),
      ),
    ),
  );
  if (vent) {
    const vw = Math.min((x1 - x0) * 0.16, 2.2 * s);
    const vy = apexY + (baseY - apexY) * 0.42;
    out.push(
      polygon(
        [
          [cx, vy - vw * 0.55],
          [cx + vw / 2, vy + vw * 0.2],
          [cx - vw / 2, vy + vw * 0.2],
        ],
        { fill: trim },
      ),
    );
    const louvers = new PathData();
    for (let k = 1; k < 4; k++) {
      const y = vy - vw * 0.5 + (vw * 0.68 * k) / 4;
      const half = ((y - (vy - vw * 0.55)) / (vw * 0.75)) * (vw / 2) * 0.8;
      louvers.seg(cx - half, y, cx + half, y);
    }
    out.push(strokePath(louvers, darken(trim, 0.3), Math.max(0.6, 0.06 * s)));
  }
  // Rake trim boards along both slopes, plus a frieze board at the base.
  const rakePath = new PathData()
    .move(x0 - ov, baseY + rake * 0.2)
    .lineTo(cx, apexY - rake * 0.3)
    .lineTo(x1 + ov, baseY + rake * 0.2);
  out.push(strokePath(rakePath, trim, rake, { 'stroke-linejoin': 'miter' }));
  out.push(rect(x0 - ov * 0.3, baseY - rake * 0.1, x1 - x0 + ov * 0.6, rake * 0.9, { fill: trim }));
  return out.join('');
}

// ---------------------------------------------------------------------------
// Porch, steps

function drawSteps(sc: Scene, cx: number, width: number, topY: number): string {
  const { s, baseY } = sc;
  const riser = 0.6 * s;
  const count = Math.max(2, Math.round((baseY - topY) / riser));
  const h = (baseY - topY) / count;
  const out: string[] = [];
  const color = sc.m.isModular ? '#b9b3a8' : '#a58c6f';
  for (let i = 0; i < count; i++) {
    const y = topY + i * h;
    // Lower treads are closer to the viewer, so slightly wider.
    const w = width + i * 0.25 * s;
    out.push(rect(cx - w / 2, y, w, h, { fill: i % 2 ? darken(color, 0.06) : color }));
    out.push(rect(cx - w / 2, y, w, Math.max(0.8, h * 0.18), { fill: lighten(color, 0.18) }));
  }
  return out.join('');
}

function railing(
  sc: Scene,
  x0: number,
  x1: number,
  floorY: number,
  skip: [number, number] | null,
  color: string,
): string {
  const { s } = sc;
  const railTop = floorY - 3 * s;
  const bars = new PathData();
  const rails = new PathData();
  const segments: [number, number][] = skip
    ? [
        [x0, skip[0]],
        [skip[1], x1],
      ]
    : [[x0, x1]];
  for (const [a, b] of segments) {
    if (b - a < 2) continue;
    rails.rect(a, railTop, b - a, Math.max(1.2, 0.25 * s));
    rails.rect(a, floorY - 0.45 * s, b - a, Math.max(1, 0.18 * s));
    const gap = Math.max(3, 0.42 * s);
    for (let x = a + gap / 2; x < b; x += gap) bars.seg(x, railTop, x, floorY - 0.3 * s);
  }
  return strokePath(bars, color, Math.max(0.7, 0.12 * s)) + fillRule(rails, color);
}

function drawPorch(sc: Scene): { behind: string; front: string } {
  const { s, m, layout, floorY, baseY, trim, hx0, hx1 } = sc;
  const porch = layout.porch;
  const doorC = sc.X(layout.frontDoor.x + layout.frontDoor.w / 2);
  const stepW = Math.min(5, Math.max(4, porch.w - 2)) * s;
  const front: string[] = [];
  const behind: string[] = [];
  if (porch.kind === 'none') {
    front.push(drawSteps(sc, doorC, 4 * s, floorY));
    return { behind: '', front: front.join('') };
  }
  if (porch.kind === 'stoop') {
    // Landing with a low rail either side, and a little hood over the door.
    const lx0 = sc.X(porch.x);
    const lx1 = sc.X(porch.x + porch.w);
    front.push(rect(lx0, floorY - 0.2 * s, lx1 - lx0, 0.7 * s, { fill: darken(trim, 0.1) }));
    front.push(
      rect(lx0, floorY + 0.5 * s, lx1 - lx0, baseY - floorY - 0.5 * s, { fill: 'url(#lattice)' }),
    );
    front.push(drawSteps(sc, doorC, 3.6 * s, floorY + 0.5 * s));
    const post = Math.max(1.5, 0.35 * s);
    for (const x of [lx0, lx1 - post])
      front.push(rect(x, floorY - 3.2 * s, post, 3.2 * s, { fill: trim }));
    front.push(railing(sc, lx0, lx1, floorY, [doorC - 1.9 * s, doorC + 1.9 * s], trim));
    const top = floorY - 6.8 * s - 0.9 * s;
    const hw = 2.6 * s;
    front.push(
      polygon(
        [
          [doorC - hw, top],
          [doorC, top - 1.3 * s],
          [doorC + hw, top],
        ],
        { fill: trim },
      ),
    );
    front.push(
      polygon(
        [
          [doorC - hw * 0.82, top - 0.12 * s],
          [doorC, top - 1.05 * s],
          [doorC + hw * 0.82, top - 0.12 * s],
        ],
        { fill: mix(sc.siding, trim, 0.3) },
      ),
    );
    front.push(
      rect(doorC - hw - 0.2 * s, top, 2 * hw + 0.4 * s, 0.35 * s, {
        fill: darken(sc.roofColor, 0.05),
      }),
    );
    return { behind: '', front: front.join('') };
  }

  // Covered and wraparound porches.
  const px0 = sc.X(porch.x);
  let px1 = sc.X(porch.x + porch.w);
  let wrapX0 = px0;
  if (porch.wrap === 'right') px1 = hx1 + porch.depth * s;
  if (porch.wrap === 'left') wrapX0 = hx0 - porch.depth * s;
  const deckX0 = porch.wrap === 'left' ? wrapX0 : px0;
  const deckX1 = px1;
  const beamH = Math.max(2, 0.75 * s);
  const postTopY = floorY - (m.isModular ? 8.5 : 7.6) * s;
  const post = Math.max(1.8, 0.5 * s);
  // Deck edge and lattice skirting.
  front.push(
    rect(deckX0, floorY + 0.5 * s, deckX1 - deckX0, baseY - floorY - 0.5 * s, {
      fill: 'url(#lattice)',
    }),
  );
  front.push(
    rect(deckX0, floorY - 0.2 * s, deckX1 - deckX0, 0.75 * s, { fill: darken(trim, 0.1) }),
  );
  const stepsSkip: [number, number] = [doorC - stepW / 2 - 0.2 * s, doorC + stepW / 2 + 0.2 * s];
  front.push(drawSteps(sc, doorC, stepW, floorY + 0.55 * s));
  // Posts: ends plus evenly spaced between, never in the stair opening.
  const xs: number[] = [deckX0, deckX1 - post];
  const spans = Math.max(1, Math.round((deckX1 - deckX0) / (9 * s)));
  for (let i = 1; i < spans; i++) {
    const x = deckX0 + ((deckX1 - deckX0 - post) * i) / spans;
    if (x + post > stepsSkip[0] - 0.5 * s && x < stepsSkip[1] + 0.5 * s) continue;
    xs.push(x);
  }
  xs.push(stepsSkip[0] - post, stepsSkip[1]);
  const postFill = trim;
  for (const x of xs) {
    front.push(rect(x, postTopY, post, floorY - postTopY, { fill: postFill }));
    front.push(
      rect(x - post * 0.2, floorY - 0.9 * s, post * 1.4, 0.9 * s, { fill: darken(trim, 0.06) }),
    );
  }
  front.push(railing(sc, deckX0 + post, deckX1 - post, floorY, stepsSkip, trim));
  // Beam across the posts.
  front.push(
    rect(deckX0 - 0.3 * s, postTopY - beamH, deckX1 - deckX0 + 0.6 * s, beamH, { fill: trim }),
  );
  // Shadow under the porch roof on the wall behind (only where there is wall).
  const shadeX0 = Math.max(deckX0, hx0);
  const shadeX1 = Math.min(deckX1, hx1);
  behind.push(
    rect(shadeX0, postTopY, shadeX1 - shadeX0, 1.6 * s, { fill: '#000000', opacity: 0.12 }),
  );

  // Multi-section homes often get a gabled porch; a front gable always carries one.
  const gableRoof = porch.kind === 'covered' && (sc.crossGable !== null || m.sections >= 2);
  if (gableRoof) {
    const apex = postTopY - beamH - ((px1 - px0) / 2) * (8 / 12);
    front.push(
      drawGableFace(
        sc,
        px0 - 0.2 * s,
        px1 + 0.2 * s,
        postTopY - beamH,
        Math.max(apex, sc.ridgeY + 0.5 * s),
        'porchGable',
        true,
      ),
    );
  } else {
    // Shed roof sloping back to the house: a shingle band above the beam.
    const rise = Math.max(1.2, porch.depth * (3 / 12)) * s;
    const y1 = postTopY - beamH;
    const y0 = y1 - rise;
    const ov = 0.6 * s;
    const left = deckX0 - ov;
    const right = deckX1 + ov;
    // Hipped ends so it reads as its own little roof, not a stripe on the main one.
    const pts: [number, number][] = [
      [left, y1],
      [left + rise * 1.2, y0],
      [right - rise * 1.2, y0],
      [right, y1],
    ];
    sc.defs.push(el('clipPath', { id: 'porchRoofClip' }, polygon(pts)));
    front.push(polygon(pts, { fill: sc.roofColor }));
    front.push(shingleTexture(sc, 'porchRoofClip', left, y0, right, y1, sc.roofColor));
    front.push(rect(left, y1 - 0.1 * s, right - left, 0.55 * s, { fill: trim }));
  }
  return { behind: behind.join(''), front: front.join('') };
}

// ---------------------------------------------------------------------------

export function exteriorSvg(input: ModelArtSource, size: SvgSize): string {
  const m = normalizeInput(input);
  return drawExterior(m, computeLayout(m), size);
}

export function drawExterior(m: ModelArtInput, layout: FloorplanLayout, size: SvgSize): string {
  const { width: W, height: H } = size;
  const rng = createRng(subSeed(m.seed, 'exterior'));
  const p = proportions(m);
  const L = m.lengthFt;
  const wrapFt = layout.porch.wrap ? layout.porch.depth : 0;
  const totalH = p.floorH + p.wallH + p.rise + p.fascia + 1;
  // One scale for every home up to 78 ft, so in a catalogue grid a longer home looks longer.
  const s = Math.min((W * 0.84) / Math.max(L + wrapFt + 2 * p.overhang, 78), (H * 0.56) / totalH);
  const baseY = H * 0.8;
  const shift =
    layout.porch.wrap === 'right' ? -wrapFt / 2 : layout.porch.wrap === 'left' ? wrapFt / 2 : 0;
  const hx0 = (W - L * s) / 2 + shift * s;
  const floorY = baseY - p.floorH * s;
  const wallTop = floorY - p.wallH * s;
  const eaveTop = wallTop - p.fascia * s * 0.35;
  const ridgeY = eaveTop - p.rise * s;
  const crossGable =
    m.sections === 3 || (m.isModular && m.sections === 2)
      ? (() => {
          const doorC = layout.frontDoor.x + layout.frontDoor.w / 2;
          const gw = m.sections === 3 ? clamp(L * 0.3, 14, 22) : clamp(L * 0.22, 11, 16);
          const c = clamp(doorC, gw / 2 + 2, L - gw / 2 - 2);
          return { x0: hx0 + (c - gw / 2) * s, x1: hx0 + (c + gw / 2) * s, apexY: 0 };
        })()
      : null;
  const sc: Scene = {
    m,
    layout,
    rng,
    s,
    W,
    H,
    X: (ft) => hx0 + ft * s,
    hx0,
    hx1: hx0 + L * s,
    baseY,
    floorY,
    wallTop,
    eaveTop,
    ridgeY,
    horizonY: baseY - Math.max(8, 3.2 * s),
    p,
    roofColor: ROOF_COLORS[rng.int(0, ROOF_COLORS.length - 1)] ?? '#3e4145',
    siding: m.style.sidingColor,
    trim: m.style.trimColor,
    door: m.style.doorColor,
    crossGable,
    defs: [],
  };
  const grille = rng.weighted<'colonial' | 'top' | 'none'>([
    ['colonial', 3],
    ['top', 2],
    ['none', 2],
  ]);
  const landRng = createRng(subSeed(m.seed, 'landscape'));

  const out: string[] = [];
  out.push(drawBackdrop(sc));

  // Background tree(s) peeking over the roof for depth.
  const backTrees = landRng.int(1, 2);
  for (let i = 0; i < backTrees; i++) {
    const x = sc.hx0 + (sc.hx1 - sc.hx0) * landRng.range(0.1, 0.9);
    out.push(deciduousTree(sc, x, sc.horizonY + 2, landRng.range(24, 32), landRng, 0.25));
  }

  // Soft shadow on the lawn.
  out.push(
    el('ellipse', {
      cx: (sc.hx0 + sc.hx1) / 2,
      cy: baseY + 0.3 * s,
      rx: (sc.hx1 - sc.hx0) / 2 + 2 * s,
      ry: 1.1 * s,
      fill: '#1d2b16',
      opacity: 0.22,
    }),
  );

  sc.defs.push(
    el(
      'linearGradient',
      { id: 'glass', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#8aa7bd' }) +
        el('stop', { offset: 0.55, 'stop-color': '#4c6579' }) +
        el('stop', { offset: 1, 'stop-color': '#34495a' }),
    ),
    el(
      'linearGradient',
      { id: 'glassObscure', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#c9d6df' }) +
        el('stop', { offset: 1, 'stop-color': '#97aab8' }),
    ),
    el(
      'pattern',
      {
        id: 'lattice',
        width: Math.max(4, 0.9 * s),
        height: Math.max(4, 0.9 * s),
        patternUnits: 'userSpaceOnUse',
      },
      rect(0, 0, Math.max(4, 0.9 * s), Math.max(4, 0.9 * s), { fill: '#3a342c' }) +
        el('path', {
          d: `M0 0L${n(Math.max(4, 0.9 * s))} ${n(Math.max(4, 0.9 * s))}M${n(Math.max(4, 0.9 * s))} 0L0 ${n(Math.max(4, 0.9 * s))}`,
          stroke: darken(m.style.trimColor, 0.12),
          'stroke-width': Math.max(0.8, 0.16 * s),
        }),
    ),
  );

  // Walls with siding, corner boards.
  out.push(drawFoundation(sc));
  out.push(rect(sc.hx0, wallTop, sc.hx1 - sc.hx0, floorY - wallTop, { fill: sc.siding }));
  out.push(
    sidingTexture(
      sc,
      sc.hx0,
      wallTop,
      sc.hx1,
      floorY - 0.15 * s,
      m.style.siding,
      sc.siding,
      createRng(subSeed(m.seed, 'siding')),
    ),
  );
  const cb = 0.45 * s;
  out.push(rect(sc.hx0, wallTop, cb, floorY - wallTop, { fill: sc.trim }));
  out.push(rect(sc.hx1 - cb, wallTop, cb, floorY - wallTop, { fill: sc.trim }));
  // Gentle light falloff along the wall so it is not a flat slab.
  sc.defs.push(
    el(
      'linearGradient',
      { id: 'wallLight', x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.08 }) +
        el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.08 }),
    ),
  );
  out.push(rect(sc.hx0, wallTop, sc.hx1 - sc.hx0, floorY - wallTop, { fill: 'url(#wallLight)' }));

  const porch = drawPorch(sc);
  out.push(porch.behind);
  out.push(
    drawWindows(
      sc,
      layout.windows.filter((w) => w.side === 'front'),
      grille,
    ),
  );
  out.push(drawDoor(sc, createRng(subSeed(m.seed, 'door'))));
  out.push(drawMainRoof(sc));

  // Front-facing gable over the entry (when the porch does not carry it).
  if (crossGable && layout.porch.kind !== 'covered') {
    const gw = crossGable.x1 - crossGable.x0;
    const apex = Math.max(sc.ridgeY + 0.2 * s, wallTop - (gw / 2) * (8 / 12));
    out.push(
      drawGableFace(sc, crossGable.x0, crossGable.x1, wallTop + 0.2 * s, apex, 'entryGable', true),
    );
  }
  out.push(porch.front);

  // Landscaping: shrubs along the foundation, clear of the steps.
  const stepsC = sc.X(layout.frontDoor.x + layout.frontDoor.w / 2);
  const porchSpan =
    layout.porch.kind === 'covered' || layout.porch.kind === 'wrap'
      ? [
          layout.porch.wrap === 'left' ? sc.hx0 - layout.porch.depth * s : sc.X(layout.porch.x),
          layout.porch.wrap === 'right'
            ? sc.hx1 + layout.porch.depth * s
            : sc.X(layout.porch.x + layout.porch.w),
        ]
      : [stepsC - 3 * s, stepsC + 3 * s];
  let x = sc.hx0 + landRng.range(1, 3) * s;
  const shrubs: string[] = [];
  while (x < sc.hx1 - 1 * s) {
    const w = landRng.range(2.6, 4.2);
    const cx = x + (w / 2) * s;
    const nearSteps = Math.abs(cx - stepsC) < 4.5 * s;
    const inPorch = cx > (porchSpan[0] ?? 0) - 1 * s && cx < (porchSpan[1] ?? 0) + 1 * s;
    if (!nearSteps && (!inPorch || landRng.chance(0.3)) && landRng.chance(0.78)) {
      shrubs.push(shrub(sc, cx, baseY + 0.4 * s, w, landRng));
    }
    x += (w + landRng.range(1.5, 6)) * s;
  }
  out.push(shrubs.join(''));

  // Walkway from the steps toward the viewer.
  const walkTop = 4 * s;
  const walk = polygon(
    [
      [stepsC - walkTop / 2, baseY + 0.1 * s],
      [stepsC + walkTop / 2, baseY + 0.1 * s],
      [stepsC + walkTop * 0.9, H],
      [stepsC - walkTop * 0.9, H],
    ],
    { fill: '#d8d0c1' },
  );
  const joints = new PathData();
  for (let y = baseY + 2 * s; y < H; y += 2.2 * s) {
    const t = (y - baseY) / (H - baseY);
    const half = walkTop / 2 + walkTop * 0.4 * t;
    joints.seg(stepsC - half, y, stepsC + half, y);
  }
  out.push(walk + strokePath(joints, '#b9b0a0', Math.max(0.6, 0.08 * s)));

  // One feature tree at an end, in front of the lawn.
  const side = landRng.chance(0.5) ? -1 : 1;
  const margin = side < 0 ? sc.hx0 : W - sc.hx1;
  const treeX =
    side < 0
      ? Math.max(W * 0.06, sc.hx0 - Math.max(margin * 0.45, 5 * s))
      : Math.min(W * 0.94, sc.hx1 + Math.max(margin * 0.45, 5 * s));
  const treeH = landRng.range(22, 30);
  out.push(
    landRng.chance(0.3)
      ? conifer(sc, treeX, baseY + 1.2 * s, treeH * 0.85, landRng, 0)
      : deciduousTree(sc, treeX, baseY + 1.2 * s, treeH, landRng, 0),
  );
  // A smaller shrub group at the other end balances the picture.
  const otherX = side < 0 ? sc.hx1 + 3 * s : sc.hx0 - 3 * s;
  out.push(shrub(sc, otherX, baseY + 0.8 * s, 4.5, landRng));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">`,
    el('title', {}, escapeText(exteriorAlt(m))),
    `<defs>${sc.defs.join('')}</defs>`,
    ...out,
    '</svg>',
  ].join('');
}
