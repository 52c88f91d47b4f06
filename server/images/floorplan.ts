// Architectural floorplan drawing. Layout comes from floorplan-layout.ts (in
// feet); this file scales it into the picture, draws walls with door and
// window openings, light fixtures, and fits every label inside its room.
import { FONT_FAMILY, measureText } from './fonts.ts';
import {
  computeLayout,
  doorSwingRect,
  type Door,
  type FloorplanLayout,
  type Room,
  type RoomKind,
  type WallSpan,
} from './floorplan-layout.ts';
import {
  formatBaths,
  formatSquareFeet,
  normalizeInput,
  sectionWord,
  type ModelArtInput,
  type ModelArtSource,
  type SvgSize,
} from './model-art.ts';
import { floorplanAltFor } from './alt-text.ts';
import { PathData, circle, el, escapeText, line, n, rect } from './svg.ts';

type Rect = { x: number; y: number; w: number; h: number };

const EPS = 0.01;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const INK = '#34393f';
const FIXTURE = '#8d949b';
const COMMON_FILL = '#f7f1e6';
const BED_FILL = '#eaeff4';
const WET_FILL = '#e2efee';
const STORE_FILL = '#efece6';
const PORCH_FILL = '#ece3d2';

function fillFor(room: Room): string {
  switch (room.kind) {
    case 'primary-bedroom':
    case 'bedroom':
      return BED_FILL;
    case 'primary-bath':
    case 'bath':
    case 'half-bath':
    case 'laundry':
      return WET_FILL;
    case 'wic':
    case 'closet':
    case 'linen':
    case 'pantry':
    case 'mudroom':
      return STORE_FILL;
    case 'passage':
      return room.zone === 'common' ? COMMON_FILL : BED_FILL;
    default:
      return COMMON_FILL;
  }
}

/** Shorter forms tried when a full label does not fit its room. */
const ABBREVIATIONS: Record<string, string> = {
  'Primary Bedroom': 'Primary',
  'Walk-in Closet': 'W.I.C.',
  'Living Room': 'Living',
  'Primary Bath': 'Bath',
  'Half Bath': '½ Bath',
  Laundry: 'Laund.',
  Kitchen: 'Kit.',
  Dining: 'Din.',
  Closet: 'Cl.',
  Linen: 'Lin.',
  Pantry: 'Pan.',
};
const abbreviate = (label: string) =>
  ABBREVIATIONS[label] ??
  label.replace(/^Bedroom (\d)$/, 'Bed $1').replace(/^Bath (\d)$/, 'Bath $1');

/** Rooms that get their size printed; closets and halls never do. */
const DIMENSIONED: ReadonlySet<RoomKind> = new Set([
  'living',
  'kitchen',
  'dining',
  'primary-bedroom',
  'bedroom',
  'primary-bath',
  'bath',
  'laundry',
]);

export function formatDims(w: number, h: number): string {
  return `${Math.round(w)}'×${Math.round(h)}'`;
}

type Frame = {
  s: number;
  ox: number;
  oy: number;
  X: (ft: number) => number;
  Y: (ft: number) => number;
  fs: number;
  wallExt: number;
  wallInt: number;
  thin: number;
};

// ---------------------------------------------------------------------------
// Walls, doors, windows

type WallPiece = WallSpan & { thickness: number; startsAtEnd: boolean; endsAtEnd: boolean };

function wallSpans(layout: FloorplanLayout): { interior: WallSpan[]; exterior: WallSpan[] } {
  const { rooms, lengthFt: L, widthFt: W } = layout;
  const interior: WallSpan[] = [];
  for (let i = 0; i < rooms.length; i++) {
    for (let j = i + 1; j < rooms.length; j++) {
      const a = rooms[i] as Room;
      const b = rooms[j] as Room;
      if (a.zone === b.zone) continue;
      if (Math.abs(a.x + a.w - b.x) < EPS || Math.abs(b.x + b.w - a.x) < EPS) {
        const at = Math.abs(a.x + a.w - b.x) < EPS ? b.x : a.x;
        const from = Math.max(a.y, b.y);
        const to = Math.min(a.y + a.h, b.y + b.h);
        if (to - from > EPS) interior.push({ orientation: 'v', at, from, to });
      }
      if (Math.abs(a.y + a.h - b.y) < EPS || Math.abs(b.y + b.h - a.y) < EPS) {
        const at = Math.abs(a.y + a.h - b.y) < EPS ? b.y : a.y;
        const from = Math.max(a.x, b.x);
        const to = Math.min(a.x + a.w, b.x + b.w);
        if (to - from > EPS) interior.push({ orientation: 'h', at, from, to });
      }
    }
  }
  const exterior: WallSpan[] = [
    { orientation: 'h', at: 0, from: 0, to: L },
    { orientation: 'h', at: W, from: 0, to: L },
    { orientation: 'v', at: 0, from: 0, to: W },
    { orientation: 'v', at: L, from: 0, to: W },
  ];
  return { interior, exterior };
}

function cut(span: WallSpan, openings: readonly WallSpan[], thickness: number): WallPiece[] {
  let pieces: [number, number][] = [[span.from, span.to]];
  for (const o of openings) {
    if (o.orientation !== span.orientation || Math.abs(o.at - span.at) > EPS) continue;
    pieces = pieces.flatMap(([a, b]): [number, number][] => {
      if (o.to <= a || o.from >= b) return [[a, b]];
      const out: [number, number][] = [];
      if (o.from > a) out.push([a, o.from]);
      if (o.to < b) out.push([o.to, b]);
      return out;
    });
  }
  return pieces
    .filter(([a, b]) => b - a > EPS)
    .map(([a, b]) => ({
      orientation: span.orientation,
      at: span.at,
      from: a,
      to: b,
      thickness,
      startsAtEnd: Math.abs(a - span.from) < EPS,
      endsAtEnd: Math.abs(b - span.to) < EPS,
    }));
}

function drawWalls(layout: FloorplanLayout, f: Frame): string {
  const { interior, exterior } = wallSpans(layout);
  const openings: WallSpan[] = [...layout.doors, ...layout.windows];
  const path = new PathData();
  const add = (p: WallPiece) => {
    const t = p.thickness;
    // Extend true ends by half a wall so corners and T-junctions close up.
    if (p.orientation === 'h') {
      const x0 = f.X(p.from) - (p.startsAtEnd ? t / 2 : 0);
      const x1 = f.X(p.to) + (p.endsAtEnd ? t / 2 : 0);
      path.rect(x0, f.Y(p.at) - t / 2, x1 - x0, t);
    } else {
      const y0 = f.Y(p.from) - (p.startsAtEnd ? t / 2 : 0);
      const y1 = f.Y(p.to) + (p.endsAtEnd ? t / 2 : 0);
      path.rect(f.X(p.at) - t / 2, y0, t, y1 - y0);
    }
  };
  for (const s of interior) cut(s, openings, f.wallInt).forEach(add);
  for (const s of exterior) cut(s, openings, f.wallExt).forEach(add);
  return el('path', { d: path.toString(), fill: INK });
}

function drawWindows(layout: FloorplanLayout, f: Frame): string {
  const frames = new PathData();
  const glass = new PathData();
  const t = f.wallExt;
  for (const w of layout.windows) {
    if (w.orientation === 'h') {
      const x0 = f.X(w.from);
      const x1 = f.X(w.to);
      const y = f.Y(w.at);
      frames.rect(x0, y - t / 2, x1 - x0, t);
      glass.seg(x0, y, x1, y);
    } else {
      const y0 = f.Y(w.from);
      const y1 = f.Y(w.to);
      const x = f.X(w.at);
      frames.rect(x - t / 2, y0, t, y1 - y0);
      glass.seg(x, y0, x, y1);
    }
  }
  return (
    el('path', { d: frames.toString(), fill: '#ffffff', stroke: INK, 'stroke-width': f.thin }) +
    el('path', {
      d: glass.toString(),
      stroke: '#5b8db8',
      'stroke-width': f.thin * 1.2,
      fill: 'none',
    })
  );
}

function drawDoors(layout: FloorplanLayout, f: Frame): string {
  const leaves = new PathData();
  const arcs = new PathData();
  for (const d of layout.doors) {
    const w = d.to - d.from;
    const hinge = d.hinge === 'start' ? d.from : d.to;
    const other = d.hinge === 'start' ? d.to : d.from;
    let hx: number, hy: number, tx: number, ty: number, ex: number, ey: number;
    if (d.orientation === 'h') {
      hx = f.X(hinge);
      hy = f.Y(d.at);
      tx = hx;
      ty = f.Y(d.at + d.side * w);
      ex = f.X(other);
      ey = hy;
    } else {
      hx = f.X(d.at);
      hy = f.Y(hinge);
      tx = f.X(d.at + d.side * w);
      ty = hy;
      ex = hx;
      ey = f.Y(other);
    }
    const r = w * f.s;
    const cross = (tx - hx) * (ey - hy) - (ty - hy) * (ex - hx);
    leaves.seg(hx, hy, tx, ty);
    arcs.move(tx, ty).raw(`A${n(r)} ${n(r)} 0 0 ${cross > 0 ? 1 : 0} ${n(ex)} ${n(ey)}`);
  }
  return (
    el('path', {
      d: arcs.toString(),
      fill: 'none',
      stroke: FIXTURE,
      'stroke-width': f.thin,
      'stroke-dasharray': `${n(f.thin * 4)} ${n(f.thin * 3)}`,
    }) +
    el('path', {
      d: leaves.toString(),
      stroke: INK,
      'stroke-width': f.thin * 1.6,
      'stroke-linecap': 'round',
      fill: 'none',
    })
  );
}

// ---------------------------------------------------------------------------
// Fixtures (kitchen counters, beds, bath fixtures …). Each also returns the
// rectangles it occupies so labels can avoid them.

type Fixtures = { svg: string[]; obstacles: Map<string, Rect[]> };

const overlaps = (a: Rect, b: Rect, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
const inside = (a: Rect, outer: Rect) =>
  a.x >= outer.x - EPS &&
  a.y >= outer.y - EPS &&
  a.x + a.w <= outer.x + outer.w + EPS &&
  a.y + a.h <= outer.y + outer.h + EPS;

type Edge = 'top' | 'bottom' | 'left' | 'right';

/** Clearances a room must keep free: door swings into it and walkways in front of doors out of it. */
function keepClear(room: Room, doors: readonly Door[]): Rect[] {
  const out: Rect[] = [];
  for (const d of doors) {
    const onBoundary =
      d.orientation === 'h'
        ? (Math.abs(d.at - room.y) < EPS || Math.abs(d.at - room.y - room.h) < EPS) &&
          d.from >= room.x - EPS &&
          d.to <= room.x + room.w + EPS
        : (Math.abs(d.at - room.x) < EPS || Math.abs(d.at - room.x - room.w) < EPS) &&
          d.from >= room.y - EPS &&
          d.to <= room.y + room.h + EPS;
    if (!onBoundary) continue;
    if (d.into === room.id) {
      out.push(doorSwingRect(d));
    } else {
      // Walkway on this side of a door that swings away from us.
      const w = d.to - d.from;
      const depth = Math.min(2.5, w);
      if (d.orientation === 'h') {
        const down = Math.abs(d.at - room.y) < EPS;
        out.push({ x: d.from, y: down ? d.at : d.at - depth, w, h: depth });
      } else {
        const right = Math.abs(d.at - room.x) < EPS;
        out.push({ x: right ? d.at : d.at - depth, y: d.from, w: depth, h: w });
      }
    }
  }
  return out;
}

/** A rectangle flush against one wall of the room, slid along it to dodge obstacles. */
function alongWall(
  room: Room,
  edge: Edge,
  length: number,
  depth: number,
  prefer: 'start' | 'end' | 'center',
  avoid: readonly Rect[],
): Rect | null {
  const inset = 0.25;
  const horizontal = edge === 'top' || edge === 'bottom';
  const span = (horizontal ? room.w : room.h) - 2 * inset;
  if (length > span || depth > (horizontal ? room.h : room.w) - 2 * inset) return null;
  const slots: number[] = [];
  for (let t = 0; t <= span - length + EPS; t += 0.25) slots.push(t);
  const target = prefer === 'start' ? 0 : prefer === 'end' ? span - length : (span - length) / 2;
  slots.sort((a, b) => Math.abs(a - target) - Math.abs(b - target));
  for (const t of slots) {
    let r: Rect;
    if (edge === 'top') r = { x: room.x + inset + t, y: room.y + inset, w: length, h: depth };
    else if (edge === 'bottom')
      r = { x: room.x + inset + t, y: room.y + room.h - inset - depth, w: length, h: depth };
    else if (edge === 'left') r = { x: room.x + inset, y: room.y + inset + t, w: depth, h: length };
    else r = { x: room.x + room.w - inset - depth, y: room.y + inset + t, w: depth, h: length };
    if (!avoid.some((a) => overlaps(a, r, -0.02))) return r;
  }
  return null;
}

function isExterior(room: Room, edge: Edge, layout: FloorplanLayout): boolean {
  if (edge === 'top') return room.y < EPS;
  if (edge === 'bottom') return room.y + room.h > layout.widthFt - EPS;
  if (edge === 'left') return room.x < EPS;
  return room.x + room.w > layout.lengthFt - EPS;
}

/** Stretches of an edge that open onto a room of the same zone (no wall to put things against). */
function openSpans(room: Room, edge: Edge, layout: FloorplanLayout): [number, number][] {
  const horizontal = edge === 'top' || edge === 'bottom';
  const at =
    edge === 'top'
      ? room.y
      : edge === 'bottom'
        ? room.y + room.h
        : edge === 'left'
          ? room.x
          : room.x + room.w;
  const out: [number, number][] = [];
  for (const o of layout.rooms) {
    if (o.id === room.id || o.zone !== room.zone) continue;
    const oAt =
      edge === 'top' ? o.y + o.h : edge === 'bottom' ? o.y : edge === 'left' ? o.x + o.w : o.x;
    if (Math.abs(oAt - at) > EPS) continue;
    const lo = Math.max(horizontal ? room.x : room.y, horizontal ? o.x : o.y);
    const hi = Math.min(
      horizontal ? room.x + room.w : room.y + room.h,
      horizontal ? o.x + o.w : o.y + o.h,
    );
    if (hi > lo + EPS) out.push([lo, hi]);
  }
  return out;
}

/** The longest strip of `depth` along a wall that avoids obstacles and open stretches. */
function longestRun(
  room: Room,
  edge: Edge,
  depth: number,
  avoid: readonly Rect[],
  open: readonly [number, number][],
): { rect: Rect; len: number } | null {
  const inset = 0.25;
  const horizontal = edge === 'top' || edge === 'bottom';
  const lo = (horizontal ? room.x : room.y) + inset;
  const hi = (horizontal ? room.x + room.w : room.y + room.h) - inset;
  const step = 0.25;
  const stripAt = (a: number, b: number): Rect =>
    edge === 'top'
      ? { x: a, y: room.y + inset, w: b - a, h: depth }
      : edge === 'bottom'
        ? { x: a, y: room.y + room.h - inset - depth, w: b - a, h: depth }
        : edge === 'left'
          ? { x: room.x + inset, y: a, w: depth, h: b - a }
          : { x: room.x + room.w - inset - depth, y: a, w: depth, h: b - a };
  let best: [number, number] | null = null;
  let runStart: number | null = null;
  for (let t = lo; t < hi - EPS; t += step) {
    const t1 = Math.min(hi, t + step);
    const blocked =
      open.some(([a, b]) => t < b && t1 > a) ||
      avoid.some((r) => overlaps(r, stripAt(t, t1), -0.02));
    if (!blocked && runStart === null) runStart = t;
    if ((blocked || t1 >= hi - EPS) && runStart !== null) {
      const end = blocked ? t : t1;
      if (!best || end - runStart > best[1] - best[0]) best = [runStart, end];
      runStart = null;
    }
  }
  if (!best) return null;
  return { rect: stripAt(best[0], best[1]), len: best[1] - best[0] };
}

function windowOn(room: Room, edge: Edge, layout: FloorplanLayout): number | null {
  for (const w of layout.windows) {
    const c = (w.from + w.to) / 2;
    if (
      edge === 'top' &&
      w.orientation === 'h' &&
      Math.abs(w.at - room.y) < EPS &&
      c > room.x &&
      c < room.x + room.w
    )
      return c;
    if (
      edge === 'bottom' &&
      w.orientation === 'h' &&
      Math.abs(w.at - room.y - room.h) < EPS &&
      c > room.x &&
      c < room.x + room.w
    )
      return c;
  }
  return null;
}

function buildFixtures(layout: FloorplanLayout, f: Frame): Fixtures {
  const line1 = new PathData(); // fixture outlines
  const fills: string[] = [];
  const detail = new PathData(); // thin inner lines
  const obstacles = new Map<string, Rect[]>();
  const sw = f.thin;
  const box = (r: Rect, fill = '#ffffff', radius = 0) =>
    fills.push(
      rect(f.X(r.x), f.Y(r.y), r.w * f.s, r.h * f.s, {
        fill,
        stroke: FIXTURE,
        'stroke-width': sw,
        rx: radius ? radius * f.s : undefined,
      }),
    );
  const ell = (cx: number, cy: number, rx: number, ry: number) =>
    fills.push(
      el('ellipse', {
        cx: f.X(cx),
        cy: f.Y(cy),
        rx: rx * f.s,
        ry: ry * f.s,
        fill: '#ffffff',
        stroke: FIXTURE,
        'stroke-width': sw,
      }),
    );

  for (const room of layout.rooms) {
    const avoid = keepClear(room, layout.doors);
    const used: Rect[] = [];
    const blockers = () => [...avoid, ...used];
    const horizontal = room.w >= room.h;
    switch (room.kind) {
      case 'kitchen': {
        // Counters on the longest free run of solid wall (exterior preferred, for the sink window),
        // then an island parallel to it when there is room for aisles.
        let best: { edge: Edge; counter: Rect; len: number; score: number } | null = null;
        for (const edge of ['top', 'bottom', 'left', 'right'] as const) {
          const run = longestRun(room, edge, 2, avoid, openSpans(room, edge, layout));
          if (!run || run.len < 6) continue;
          const score = run.len + (isExterior(room, edge, layout) ? 6 : 0);
          if (!best || score > best.score) best = { edge, counter: run.rect, len: run.len, score };
        }
        if (!best) break;
        const { edge, counter, len } = best;
        used.push(counter);
        box(counter, '#f4f1ea');
        // Local frame: u runs along the counter, v away from the wall.
        const at = (u: number, v: number, du: number, dv: number): Rect =>
          edge === 'top'
            ? { x: counter.x + u, y: counter.y + v, w: du, h: dv }
            : edge === 'bottom'
              ? { x: counter.x + u, y: counter.y + counter.h - v - dv, w: du, h: dv }
              : edge === 'left'
                ? { x: counter.x + v, y: counter.y + u, w: dv, h: du }
                : { x: counter.x + counter.w - v - dv, y: counter.y + u, w: dv, h: du };
        const along = edge === 'top' || edge === 'bottom';
        const win = windowOn(room, edge, layout);
        const start = along ? counter.x : counter.y;
        const sinkU = clamp(win !== null && along ? win - start : len * 0.45, 1.6, len - 1.6);
        const sink = at(sinkU - 1.3, 0.3, 2.6, 1.4);
        box(sink, '#ffffff', 0.2);
        const mid = at(sinkU - 0.02, 0.3, 0.04, 1.4);
        detail.seg(f.X(mid.x), f.Y(mid.y), f.X(mid.x + mid.w), f.Y(mid.y + mid.h));
        // Fridge at the end away from the sink, range between them.
        const sinkFirst = sinkU < len / 2;
        if (len >= 10) box(at(sinkFirst ? len - 3 : 0, -0.05, 3, 2.6), '#ecebe6');
        const rangeU = sinkFirst
          ? Math.max(sinkU + 2, len - (len >= 10 ? 3 : 0) - 4.5)
          : Math.min(sinkU - 4.5, (len >= 10 ? 3 : 0) + 2);
        if (
          len >= 8 &&
          rangeU >= 0 &&
          rangeU + 2.5 <= len &&
          Math.abs(rangeU + 1.25 - sinkU) > 2.4
        ) {
          const range = at(rangeU, 0.1, 2.5, 1.8);
          box(range, '#f4f1ea');
          for (const [du, dv] of [
            [0.6, 0.5],
            [1.9, 0.5],
            [0.6, 1.3],
            [1.9, 1.3],
          ] as const) {
            const c = at(rangeU + du, 0.1 + dv, 0, 0);
            fills.push(
              circle(f.X(c.x), f.Y(c.y), 0.32 * f.s, {
                fill: 'none',
                stroke: FIXTURE,
                'stroke-width': sw,
              }),
            );
          }
        }
        const depthAvail = along ? room.h : room.w;
        const islandL = Math.min(len - 3, 8);
        if (depthAvail >= 2 + 3.5 + 2.6 + 2.5 && islandL >= 4) {
          const island = at((len - islandL) / 2, 2 + 3.5, islandL, 2.6);
          if (inside(island, room) && !blockers().some((a) => overlaps(a, island))) {
            used.push(island);
            box(island, '#f4f1ea');
          }
        }
        break;
      }
      case 'dining': {
        const long = horizontal ? room.w : room.h;
        const short = horizontal ? room.h : room.w;
        if (short < 6.5) break;
        const tl = clamp(long - 6, 3.5, 6);
        const tw = 3.2;
        if (long < 8) break;
        const c = 1.5;
        const nSide = tl >= 5.5 ? 2 : 1;
        const setAt = (cx: number, cy: number) => {
          const table = horizontal
            ? { x: cx - tl / 2, y: cy - tw / 2, w: tl, h: tw }
            : { x: cx - tw / 2, y: cy - tl / 2, w: tw, h: tl };
          const chairs: Rect[] = [];
          for (let i = 0; i < nSide; i++) {
            const t = (i + 0.5) / nSide;
            if (horizontal) {
              chairs.push({ x: table.x + t * tl - c / 2, y: table.y - c - 0.1, w: c, h: c });
              chairs.push({ x: table.x + t * tl - c / 2, y: table.y + tw + 0.1, w: c, h: c });
            } else {
              chairs.push({ x: table.x - c - 0.1, y: table.y + t * tl - c / 2, w: c, h: c });
              chairs.push({ x: table.x + tw + 0.1, y: table.y + t * tl - c / 2, w: c, h: c });
            }
          }
          const all = horizontal
            ? { x: table.x - 0.2, y: table.y - c - 0.2, w: table.w + 0.4, h: table.h + 2 * c + 0.4 }
            : {
                x: table.x - c - 0.2,
                y: table.y - 0.2,
                w: table.w + 2 * c + 0.4,
                h: table.h + 0.4,
              };
          return { table, chairs, all };
        };
        // Table in the middle, or pulled toward a wall when that frees space for the label.
        const mx = room.x + room.w / 2;
        const my = room.y + room.h / 2;
        const halfW = (horizontal ? tl : tw + 2 * c) / 2 + 0.6;
        const halfH = (horizontal ? tw + 2 * c : tl) / 2 + 0.6;
        const spots: [number, number][] = [
          [mx, my],
          [mx, room.y + halfH],
          [mx, room.y + room.h - halfH],
          [room.x + halfW, my],
          [room.x + room.w - halfW, my],
        ];
        let best: { set: ReturnType<typeof setAt>; rank: number } | null = null;
        for (const [x, y] of spots) {
          const set = setAt(x, y);
          if (!inside(set.all, room) || avoid.some((a) => overlaps(a, set.all))) continue;
          const rank = chooseLabel(room, f, [...avoid, set.all])?.rank ?? 9999;
          if (!best || rank < best.rank) best = { set, rank };
        }
        if (!best) break;
        best.set.chairs.forEach((ch) => box(ch, '#ffffff', 0.3));
        box(best.set.table, '#f1e8d8', 0.3);
        used.push(best.set.all);
        break;
      }
      case 'primary-bedroom':
      case 'bedroom': {
        const primary = room.kind === 'primary-bedroom';
        const minDim = Math.min(room.w, room.h);
        const bw = primary ? (minDim >= 12 ? 6.3 : 5) : minDim >= 10.5 ? 4.6 : 3.4;
        const bl = primary ? 6.8 : 6.4;
        // Try the headboard on each wall; keep the spot that leaves the room's name most readable,
        // preferring interior walls (beds under windows are fine, just less usual).
        const order: Edge[] = (['top', 'bottom', 'left', 'right'] as const)
          .slice()
          .sort(
            (a, b) => Number(isExterior(room, a, layout)) - Number(isExterior(room, b, layout)),
          );
        let best: { bed: Rect; edge: Edge; rank: number } | null = null;
        for (const edge of order) {
          const across = edge === 'top' || edge === 'bottom' ? room.h : room.w;
          if (across < bl + 3) continue;
          for (const prefer of ['center', 'start', 'end'] as const) {
            const bed = alongWall(room, edge, bw, bl, prefer, blockers());
            if (!bed) continue;
            const rank = chooseLabel(room, f, [...blockers(), bed])?.rank ?? 9999;
            if (!best || rank < best.rank) best = { bed, edge, rank };
          }
        }
        if (!best) break;
        const { bed, edge } = best;
        used.push(bed);
        box(bed, '#ffffff', 0.25);
        // Pillows at the headboard end, fold line of the covers.
        const pw = bw > 4 ? bw / 2 - 0.35 : bw - 0.7;
        const pillows = bw > 4 ? 2 : 1;
        for (let i = 0; i < pillows; i++) {
          const off = 0.3 + i * (pw + 0.15);
          const p =
            edge === 'top'
              ? { x: bed.x + off, y: bed.y + 0.3, w: pw, h: 1.1 }
              : edge === 'bottom'
                ? { x: bed.x + off, y: bed.y + bed.h - 1.4, w: pw, h: 1.1 }
                : edge === 'left'
                  ? { x: bed.x + 0.3, y: bed.y + off, w: 1.1, h: pw }
                  : { x: bed.x + bed.w - 1.4, y: bed.y + off, w: 1.1, h: pw };
          box(p, '#f3f3f3', 0.25);
        }
        if (edge === 'top')
          detail.seg(f.X(bed.x), f.Y(bed.y + 2.2), f.X(bed.x + bed.w), f.Y(bed.y + 2.2));
        if (edge === 'bottom')
          detail.seg(
            f.X(bed.x),
            f.Y(bed.y + bed.h - 2.2),
            f.X(bed.x + bed.w),
            f.Y(bed.y + bed.h - 2.2),
          );
        if (edge === 'left')
          detail.seg(f.X(bed.x + 2.2), f.Y(bed.y), f.X(bed.x + 2.2), f.Y(bed.y + bed.h));
        if (edge === 'right')
          detail.seg(
            f.X(bed.x + bed.w - 2.2),
            f.Y(bed.y),
            f.X(bed.x + bed.w - 2.2),
            f.Y(bed.y + bed.h),
          );
        break;
      }
      case 'primary-bath':
      case 'bath':
      case 'half-bath': {
        const full = room.kind !== 'half-bath';
        // Tub across the short wall furthest from the door, then toilet and vanity along a long wall.
        const doorRect = avoid[0];
        const farEdge: Edge = horizontal
          ? doorRect && doorRect.x + doorRect.w / 2 < room.x + room.w / 2
            ? 'right'
            : 'left'
          : doorRect && doorRect.y + doorRect.h / 2 < room.y + room.h / 2
            ? 'bottom'
            : 'top';
        const short = horizontal ? room.h : room.w;
        if (full) {
          const tubL = Math.min(5, short - 0.5);
          const tub =
            tubL >= 4.5
              ? alongWall(room, farEdge, tubL, 2.6, 'center', blockers())
              : alongWall(room, farEdge, Math.min(3.2, short - 0.5), 3.2, 'start', blockers());
          if (tub) {
            used.push(tub);
            box(tub, '#ffffff', 0.4);
            const inset = 0.35;
            box(
              { x: tub.x + inset, y: tub.y + inset, w: tub.w - 2 * inset, h: tub.h - 2 * inset },
              '#f2f7f8',
              0.6,
            );
          }
        }
        const longEdges: Edge[] = horizontal ? ['top', 'bottom'] : ['left', 'right'];
        const nearTub = farEdge === 'right' || farEdge === 'bottom' ? 'end' : 'start';
        for (const edge of longEdges) {
          const toilet = alongWall(room, edge, 1.7, 2.4, nearTub, blockers());
          if (!toilet) continue;
          used.push(toilet);
          const vert = edge === 'left' || edge === 'right';
          // Tank against the wall, bowl projecting into the room.
          const tank =
            edge === 'top'
              ? { x: toilet.x, y: toilet.y, w: 1.7, h: 0.7 }
              : edge === 'bottom'
                ? { x: toilet.x, y: toilet.y + toilet.h - 0.7, w: 1.7, h: 0.7 }
                : edge === 'left'
                  ? { x: toilet.x, y: toilet.y, w: 0.7, h: 1.7 }
                  : { x: toilet.x + toilet.w - 0.7, y: toilet.y, w: 0.7, h: 1.7 };
          const bowlC =
            edge === 'top'
              ? [toilet.x + 0.85, toilet.y + 1.55]
              : edge === 'bottom'
                ? [toilet.x + 0.85, toilet.y + toilet.h - 1.55]
                : edge === 'left'
                  ? [toilet.x + 1.55, toilet.y + 0.85]
                  : [toilet.x + toilet.w - 1.55, toilet.y + 0.85];
          ell(bowlC[0] as number, bowlC[1] as number, vert ? 0.85 : 0.65, vert ? 0.65 : 0.85);
          box(tank, '#ffffff', 0.1);
          const vanityL =
            room.kind === 'primary-bath' && (horizontal ? room.w : room.h) >= 10 ? 5 : full ? 3 : 2;
          const vanity = alongWall(
            room,
            edge,
            vanityL,
            1.8,
            nearTub === 'end' ? 'start' : 'end',
            blockers(),
          );
          if (vanity) {
            used.push(vanity);
            box(vanity, '#f4f1ea');
            const basins = vanityL >= 5 ? 2 : 1;
            for (let i = 0; i < basins; i++) {
              const t = (i + 0.5) / basins;
              const vx = vert ? vanity.x + vanity.w / 2 : vanity.x + vanity.w * t;
              const vy = vert ? vanity.y + vanity.h * t : vanity.y + vanity.h / 2;
              ell(vx, vy, vert ? 0.5 : 0.65, vert ? 0.65 : 0.5);
            }
          }
          break;
        }
        break;
      }
      case 'laundry': {
        for (const edge of ['top', 'left', 'right', 'bottom'] as const) {
          const pair = alongWall(room, edge, 5.2, 2.5, 'center', blockers());
          if (!pair) continue;
          used.push(pair);
          const vert = edge === 'left' || edge === 'right';
          const a = vert ? { ...pair, h: 2.5 } : { ...pair, w: 2.5 };
          const b = vert
            ? { ...pair, y: pair.y + 2.7, h: 2.5 }
            : { ...pair, x: pair.x + 2.7, w: 2.5 };
          box(a, '#ffffff', 0.2);
          box(b, '#ffffff', 0.2);
          fills.push(
            circle(f.X(a.x + a.w / 2), f.Y(a.y + a.h / 2), 0.85 * f.s, {
              fill: 'none',
              stroke: FIXTURE,
              'stroke-width': sw,
            }),
          );
          break;
        }
        break;
      }
      case 'wic':
      case 'closet':
      case 'linen':
      case 'pantry': {
        // Shelf/rod lines (dashed) along the long walls that have no door.
        const depth = room.kind === 'wic' ? 1.8 : Math.min(1.6, Math.min(room.w, room.h) / 2 - 0.3);
        if (depth < 0.8) break;
        const edges: Edge[] = horizontal ? ['top', 'bottom'] : ['left', 'right'];
        for (const edge of edges) {
          const len = (horizontal ? room.w : room.h) - 0.5;
          const shelf = alongWall(room, edge, len, depth, 'center', blockers());
          if (!shelf) continue;
          used.push(shelf);
          const vert = !horizontal;
          const rx = vert ? shelf.x + shelf.w / 2 : shelf.x;
          const ry = vert ? shelf.y : shelf.y + shelf.h / 2;
          line1.seg(
            f.X(rx),
            f.Y(ry),
            f.X(vert ? rx : shelf.x + shelf.w),
            f.Y(vert ? shelf.y + shelf.h : ry),
          );
          if (room.kind !== 'wic' || Math.min(room.w, room.h) < 2 * depth + 2.5) break;
        }
        break;
      }
      default:
        break;
    }
    obstacles.set(room.id, [...used, ...avoid]);
  }
  const svg = [
    ...fills,
    el('path', { d: detail.toString(), stroke: FIXTURE, 'stroke-width': sw, fill: 'none' }),
    el('path', {
      d: line1.toString(),
      stroke: FIXTURE,
      'stroke-width': sw,
      'stroke-dasharray': `${n(sw * 5)} ${n(sw * 3)}`,
      fill: 'none',
    }),
  ];
  return { svg, obstacles };
}

// ---------------------------------------------------------------------------
// Labels

type LabelChoice = {
  lines: { text: string; size: number; bold: boolean; color: string }[];
  cx: number;
  cy: number;
  /** Lower is better: 0 = full name and size at full font size. */
  rank: number;
};

/** "Primary Bedroom" may wrap onto two lines; "Bedroom 3" should not. */
function splitTwo(label: string): string[] | null {
  if (/^(Bedroom|Bath) \d$/.test(label)) return null;
  const i = label.indexOf(' ');
  return i > 0 ? [label.slice(0, i), label.slice(i + 1)] : null;
}

function chooseLabel(room: Room, f: Frame, obstacles: readonly Rect[]): LabelChoice | null {
  if (!room.label) return null;
  const small = !DIMENSIONED.has(room.kind) || room.w * room.h < 45;
  const base = small ? f.fs * 0.82 : f.fs;
  const dims = DIMENSIONED.has(room.kind) ? formatDims(room.w, room.h) : null;
  const pad = f.wallInt / 2 + Math.max(1.5, f.fs * 0.2);
  const boxW = room.w * f.s - 2 * pad;
  const boxH = room.h * f.s - 2 * pad;
  if (boxW <= 0 || boxH <= 0) return null;

  const full = [room.label];
  const split = splitTwo(room.label);
  const short = abbreviate(room.label) === room.label ? null : [abbreviate(room.label)];
  const minSize = Math.max(5.5, base * 0.72);
  // Prefer the real name (on one or two lines) at a slightly smaller size over an abbreviation.
  const attempts: { names: string[]; withDims: boolean; size: number }[] = [];
  const scales = [1, 0.88, 0.76];
  for (const scale of scales) {
    const size = Math.max(minSize, base * scale);
    attempts.push({ names: full, withDims: true, size });
    if (split) attempts.push({ names: split, withDims: true, size });
  }
  if (short)
    for (const scale of scales)
      attempts.push({ names: short, withDims: true, size: Math.max(minSize, base * scale) });
  for (const v of [full, split, short])
    if (v) attempts.push({ names: v, withDims: false, size: Math.max(minSize, base * 0.88) });
  for (const v of [full, split, short])
    if (v) attempts.push({ names: v, withDims: false, size: minSize });

  for (let rank = 0; rank < attempts.length; rank++) {
    const a = attempts[rank] as (typeof attempts)[number];
    if (a.withDims && !dims) continue;
    const dimSize = a.size * 0.82;
    const lines = a.names.map((text) => ({ text, size: a.size, bold: true, color: INK }));
    if (a.withDims && dims)
      lines.push({ text: dims, size: dimSize, bold: false, color: '#5d646b' });
    const width = Math.max(...lines.map((l) => measureText(l.text, l.size, l.bold))) * 1.04;
    const height = lines.reduce((h, l) => h + l.size * 1.18, 0);
    if (width > boxW || height > boxH) continue;
    // Centre, unless fixtures are in the way: then the nearest free spot.
    const cx0 = f.X(room.x + room.w / 2);
    const cy0 = f.Y(room.y + room.h / 2);
    const free = (cx: number, cy: number) => {
      const r = {
        x: (cx - width / 2 - f.ox) / f.s,
        y: (cy - height / 2 - f.oy) / f.s,
        w: width / f.s,
        h: height / f.s,
      };
      return !obstacles.some((o) => overlaps(o, r, -0.05));
    };
    const maxDx = (boxW - width) / 2;
    const maxDy = (boxH - height) / 2;
    const spots: [number, number][] = [[0, 0]];
    const steps = 6;
    for (let i = 1; i <= steps; i++) {
      const fx = (maxDx * i) / steps;
      const fy = (maxDy * i) / steps;
      spots.push([0, fy], [0, -fy], [fx, 0], [-fx, 0], [fx, fy], [-fx, fy], [fx, -fy], [-fx, -fy]);
    }
    spots.sort((p, q) => Math.hypot(p[0], p[1] * 1.4) - Math.hypot(q[0], q[1] * 1.4));
    const spot = spots.find(([dx, dy]) => free(cx0 + dx, cy0 + dy));
    if (!spot) continue;
    return { lines, cx: cx0 + spot[0], cy: cy0 + spot[1], rank };
  }
  // Nothing fits cleanly: the shortest name on top of the fixtures beats no name at all.
  const text = abbreviate(room.label);
  const size = minSize;
  if (measureText(text, size, true) * 1.04 <= boxW && size * 1.2 <= boxH) {
    return {
      lines: [{ text, size, bold: true, color: INK }],
      cx: f.X(room.x + room.w / 2),
      cy: f.Y(room.y + room.h / 2),
      rank: 1000,
    };
  }
  return null;
}

function drawLabel(choice: Pick<LabelChoice, 'lines' | 'cx' | 'cy'>, halo: number): string {
  const total = choice.lines.reduce((h, l) => h + l.size * 1.18, 0);
  let y = choice.cy - total / 2;
  let out = '';
  for (const l of choice.lines) {
    const lh = l.size * 1.18;
    // Baseline about 0.36 em below the line's centre for DejaVu Sans capitals.
    const baseline = y + lh / 2 + l.size * 0.36;
    out += el(
      'text',
      {
        x: choice.cx,
        y: baseline,
        'font-size': l.size,
        'font-weight': l.bold ? 'bold' : undefined,
        fill: l.color,
        'text-anchor': 'middle',
        stroke: '#ffffff',
        'stroke-width': halo,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
      },
      escapeText(l.text),
    );
    y += lh;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Porch, title, dimensions

function drawPorch(layout: FloorplanLayout, f: Frame): string {
  const { porch, widthFt: W, lengthFt: L } = layout;
  const parts: string[] = [];
  const front: Rect = { x: porch.x, y: W, w: porch.w, h: porch.depth };
  const side: Rect | null =
    porch.wrap === 'right'
      ? { x: L, y: porch.wrapFromY, w: porch.depth, h: W + porch.depth - porch.wrapFromY }
      : porch.wrap === 'left'
        ? {
            x: -porch.depth,
            y: porch.wrapFromY,
            w: porch.depth,
            h: W + porch.depth - porch.wrapFromY,
          }
        : null;
  const stepsW = Math.min(5, porch.w - 1);
  const doorC = layout.frontDoor.x + layout.frontDoor.w / 2;
  const boards = new PathData();
  const deck = (r: Rect) => {
    parts.push(
      rect(f.X(r.x), f.Y(r.y), r.w * f.s, r.h * f.s, {
        fill: PORCH_FILL,
        stroke: INK,
        'stroke-width': f.thin * 1.4,
      }),
    );
  };
  if (porch.kind === 'none') {
    // Just the entry steps.
    const r = { x: doorC - stepsW / 2, y: W, w: stepsW, h: porch.depth };
    deck(r);
    for (let i = 1; i < 3; i++)
      boards.seg(
        f.X(r.x),
        f.Y(W + (porch.depth * i) / 3),
        f.X(r.x + r.w),
        f.Y(W + (porch.depth * i) / 3),
      );
  } else {
    if (side) {
      // Draw the L as one outline so no seam shows at the corner.
      const pts: [number, number][] =
        porch.wrap === 'right'
          ? [
              [front.x, W],
              [L, W],
              [L, side.y],
              [L + side.w, side.y],
              [L + side.w, W + porch.depth],
              [front.x, W + porch.depth],
            ]
          : [
              [-side.w, side.y],
              [0, side.y],
              [0, W],
              [front.x + front.w, W],
              [front.x + front.w, W + porch.depth],
              [-side.w, W + porch.depth],
            ];
      parts.push(
        el('polygon', {
          points: pts.map(([x, y]) => `${n(f.X(x))},${n(f.Y(y))}`).join(' '),
          fill: PORCH_FILL,
          stroke: INK,
          'stroke-width': f.thin * 1.4,
        }),
      );
    } else {
      deck(front);
    }
    // Decking boards, spaced for the scale rather than the real 6 inches.
    const gap = Math.max(1, 6 / f.s);
    for (let x = front.x + gap; x < front.x + front.w - 0.1; x += gap)
      boards.seg(f.X(x), f.Y(W), f.X(x), f.Y(W + porch.depth));
    if (side) {
      for (let y = side.y + gap; y < W + porch.depth - 0.1; y += gap) {
        const x0 = porch.wrap === 'right' ? L : -side.w;
        boards.seg(f.X(x0), f.Y(y), f.X(x0 + side.w), f.Y(y));
      }
    }
    // Steps down from the porch in line with the front door.
    const sx = clamp(doorC - stepsW / 2, front.x + 0.3, front.x + front.w - stepsW - 0.3);
    const sy = W + porch.depth;
    parts.push(
      rect(f.X(sx), f.Y(sy), stepsW * f.s, 2 * f.s, {
        fill: PORCH_FILL,
        stroke: INK,
        'stroke-width': f.thin,
      }),
    );
    boards.seg(f.X(sx), f.Y(sy + 1), f.X(sx + stepsW), f.Y(sy + 1));
    if (porch.kind === 'covered' || porch.kind === 'wrap') {
      // Posts that hold the porch roof.
      const post = 0.6;
      const xs: number[] = [front.x + 0.3, front.x + front.w - 0.3 - post];
      if (porch.wrap === 'right') xs[1] = L + porch.depth - 0.3 - post;
      if (porch.wrap === 'left') xs[0] = -porch.depth + 0.3;
      for (const x of xs) {
        parts.push(
          rect(f.X(x), f.Y(W + porch.depth - 0.3 - post), post * f.s, post * f.s, { fill: INK }),
        );
      }
    }
  }
  return (
    parts.join('') +
    el('path', { d: boards.toString(), stroke: '#b9ad97', 'stroke-width': f.thin, fill: 'none' })
  );
}

function porchLabel(layout: FloorplanLayout, f: Frame): string {
  const { porch, widthFt: W } = layout;
  if (porch.kind !== 'covered' && porch.kind !== 'wrap') return '';
  const size = f.fs * 0.78;
  if (size * 1.2 > porch.depth * f.s - 4) return '';
  // On the wider side of the steps, so the name never sits on the stairs.
  const doorC = layout.frontDoor.x + layout.frontDoor.w / 2;
  const leftSpan = doorC - 2.5 - porch.x;
  const rightSpan = porch.x + porch.w - (doorC + 2.5);
  const useLeft = leftSpan >= rightSpan;
  const span = useLeft ? leftSpan : rightSpan;
  const cx = useLeft ? f.X(porch.x + leftSpan / 2) : f.X(doorC + 2.5 + rightSpan / 2);
  for (const text of [porch.kind === 'wrap' ? 'Wraparound Porch' : 'Covered Porch', 'Porch']) {
    if (measureText(text, size, true) * 1.04 > span * f.s - 6) continue;
    return drawLabel(
      { lines: [{ text, size, bold: true, color: '#6b5d45' }], cx, cy: f.Y(W + porch.depth / 2) },
      Math.max(1.5, size * 0.22),
    );
  }
  return '';
}

function dimensionLine(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  text: string,
  size: number,
  vertical: boolean,
  thin: number,
): string {
  const tick = size * 0.45;
  const p = new PathData().seg(x1, y1, x2, y2);
  // Architectural slash ticks at both ends.
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const) {
    p.seg(x - tick, y + tick, x + tick, y - tick);
    if (vertical) p.seg(x - tick * 1.4, y, x + tick * 1.4, y);
    else p.seg(x, y - tick * 1.4, x, y + tick * 1.4);
  }
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  const tw = measureText(text, size) + size * 0.8;
  const bg = vertical
    ? rect(cx - size * 0.75, cy - tw / 2, size * 1.5, tw, { fill: '#ffffff' })
    : rect(cx - tw / 2, cy - size * 0.75, tw, size * 1.5, { fill: '#ffffff' });
  const label = el(
    'text',
    {
      x: cx,
      y: cy + size * 0.36,
      'font-size': size,
      fill: '#4a5158',
      'text-anchor': 'middle',
      transform: vertical ? `rotate(-90 ${n(cx)} ${n(cy)})` : undefined,
    },
    escapeText(text),
  );
  return (
    el('path', { d: p.toString(), stroke: '#6b737b', 'stroke-width': thin, fill: 'none' }) +
    bg +
    label
  );
}

function fitText(text: string, size: number, bold: boolean, maxWidth: number): string {
  if (measureText(text, size, bold) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && measureText(`${t}…`, size, bold) > maxWidth) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

function titleStrip(model: ModelArtInput, width: number, height: number, fs: number): string {
  const pad = fs * 1.3;
  const nameSize = fs * 1.3;
  const subSize = fs * 0.8;
  const beds = `${model.beds} ${model.beds === 1 ? 'Bed' : 'Beds'}`;
  const baths = `${formatBaths(model.baths)} ${model.baths === 1 ? 'Bath' : 'Baths'}`;
  const facts = [
    beds,
    baths,
    `${formatSquareFeet(model.squareFeet)} sq ft`,
    `${Math.round(model.widthFt)}'×${Math.round(model.lengthFt)}'`,
    `${sectionWord(model.sections).replace(/^./, (c) => c.toUpperCase())}${model.isModular ? ' modular' : ''}`,
  ].join('  ·  ');
  const numberW = model.modelNumber ? measureText(model.modelNumber, subSize, true) : 0;
  const nameMax = width - 2 * pad - (numberW ? numberW + fs * 1.5 : 0);
  const name = fitText(model.name || model.modelNumber || 'Home', nameSize, true, nameMax);
  const nameBase = height * 0.47;
  const subBase = height * 0.82;
  return (
    rect(0, 0, width, height, { fill: '#2f3c47' }) +
    el(
      'text',
      { x: pad, y: nameBase, 'font-size': nameSize, 'font-weight': 'bold', fill: '#ffffff' },
      escapeText(name),
    ) +
    (model.modelNumber
      ? el(
          'text',
          {
            x: width - pad,
            y: nameBase,
            'font-size': subSize,
            'font-weight': 'bold',
            fill: '#c9d3dc',
            'text-anchor': 'end',
          },
          escapeText(model.modelNumber),
        )
      : '') +
    el(
      'text',
      { x: pad, y: subBase, 'font-size': subSize, fill: '#dde4ea' },
      escapeText(fitText(facts, subSize, false, width - 2 * pad)),
    )
  );
}

// ---------------------------------------------------------------------------

export function floorplanSvg(input: ModelArtSource, size: SvgSize): string {
  const model = normalizeInput(input);
  const layout = computeLayout(model);
  return drawFloorplan(model, layout, size);
}

/** The picture's frame around the plan, for a font size (the text sets every margin). */
function frameOf(fs: number) {
  return { titleH: Math.round(fs * 3.4), pad: fs * 1.4, dimGap: fs * 2.2, footer: fs * 2.4 };
}

/** The plan's extent in feet, porch included. */
function extentOf(layout: FloorplanLayout) {
  const wrapL = layout.porch.wrap === 'left' ? layout.porch.depth : 0;
  const wrapR = layout.porch.wrap === 'right' ? layout.porch.depth : 0;
  return {
    wrapL,
    wrapR,
    extL: layout.lengthFt + wrapL + wrapR,
    extW: layout.widthFt + layout.porch.depth + (layout.porch.kind === 'none' ? 0 : 2),
  };
}

/** Text size of the floorplans drawn to scale: the same in every one, so only the homes differ. */
export const TO_SCALE_FONT_SIZE = 12;

/**
 * The floorplan drawn at `pxPerFoot` (issue 11's compare: every home at one
 * scale): the picture is as large as the home needs, with the same margins
 * and text size in each, so two of them side by side at the same zoom show
 * which home is really bigger.
 */
export function floorplanToScale(
  input: ModelArtSource,
  pxPerFoot: number,
): { svg: string; width: number; height: number } {
  const model = normalizeInput(input);
  const layout = computeLayout(model);
  const size = sizeToScale(layout, pxPerFoot);
  return { svg: drawFloorplan(model, layout, size, TO_SCALE_FONT_SIZE), ...size };
}

/** floorplanToScale's picture size alone (pages set it on the img, so nothing shifts). */
export function floorplanToScaleSize(input: ModelArtSource, pxPerFoot: number): SvgSize {
  return sizeToScale(computeLayout(normalizeInput(input)), pxPerFoot);
}

function sizeToScale(layout: FloorplanLayout, pxPerFoot: number): SvgSize {
  const { extL, extW } = extentOf(layout);
  const { titleH, pad, dimGap, footer } = frameOf(TO_SCALE_FONT_SIZE);
  return {
    width: Math.ceil(extL * pxPerFoot + 2 * pad + dimGap),
    height: Math.ceil(extW * pxPerFoot + titleH + pad * 0.6 + dimGap + footer),
  };
}

export function drawFloorplan(
  model: ModelArtInput,
  layout: FloorplanLayout,
  size: SvgSize,
  fontSize?: number,
): string {
  const { width, height } = size;
  const L = layout.lengthFt;
  const W = layout.widthFt;
  const fs = fontSize ?? clamp(width / 62, 6.5, 22);
  const { titleH, pad, dimGap, footer } = frameOf(fs);
  const { wrapL, wrapR, extL, extW } = extentOf(layout);
  const availW = width - 2 * pad - dimGap;
  const availH = height - titleH - pad * 0.6 - dimGap - footer;
  const s = Math.min(availW / extL, availH / extW);
  const planW = extL * s;
  const planH = extW * s;
  const ox = pad + (availW - planW) / 2 + wrapL * s;
  const oy = titleH + pad * 0.6 + dimGap + (availH - planH) / 2;
  const f: Frame = {
    s,
    ox,
    oy,
    X: (ft) => ox + ft * s,
    Y: (ft) => oy + ft * s,
    fs,
    wallExt: Math.max(2.4, 0.5 * s),
    wallInt: Math.max(1.3, 0.3 * s),
    thin: Math.max(0.6, Math.min(1.4, s * 0.07)),
  };

  const floors = layout.rooms
    .map((r) =>
      rect(f.X(r.x), f.Y(r.y), r.w * s, r.h * s, {
        fill: fillFor(r),
        'data-room': r.kind,
        'data-label': r.label || undefined,
      }),
    )
    .join('');
  const fixtures = buildFixtures(layout, f);
  const marriage = layout.marriageLines
    .map((y) =>
      line(f.X(0), f.Y(y), f.X(L), f.Y(y), {
        stroke: '#b5473a',
        'stroke-width': Math.max(0.8, f.thin * 1.2),
        'stroke-dasharray': `${n(fs * 0.7)} ${n(fs * 0.45)}`,
        opacity: 0.7,
      }),
    )
    .join('');
  const halo = Math.max(1.6, fs * 0.22);
  const labels = layout.rooms
    .map((r) => {
      const choice = chooseLabel(r, f, fixtures.obstacles.get(r.id) ?? []);
      return choice ? el('g', { 'data-room-label': r.kind }, drawLabel(choice, halo)) : '';
    })
    .join('');

  // Overall dimensions: length above the plan, width to the right.
  const dimSize = fs * 0.8;
  const topY = f.Y(0) - dimGap * 0.55;
  const rightX = f.X(L + wrapR) + dimGap * 0.55;
  const dims =
    dimensionLine(f.X(0), topY, f.X(L), topY, `${formatFeet(L)}`, dimSize, false, f.thin) +
    dimensionLine(rightX, f.Y(0), rightX, f.Y(W), `${formatFeet(W)}`, dimSize, true, f.thin);

  // Footer: which side is the front, what the dashed line means, and a scale bar.
  const footY = height - footer * 0.45;
  const frontLabel = el(
    'text',
    {
      x: f.X(layout.frontDoor.x + layout.frontDoor.w / 2),
      y: Math.min(footY, f.Y(W + layout.porch.depth) + fs * 2.6),
      'font-size': fs * 0.72,
      'font-weight': 'bold',
      fill: '#7b838a',
      'text-anchor': 'middle',
      'letter-spacing': fs * 0.12,
    },
    'FRONT',
  );
  let legend = '';
  if (layout.marriageLines.length > 0) {
    const lx = pad;
    legend =
      line(lx, footY - fs * 0.28, lx + fs * 2.2, footY - fs * 0.28, {
        stroke: '#b5473a',
        'stroke-width': Math.max(0.8, f.thin * 1.2),
        'stroke-dasharray': `${n(fs * 0.5)} ${n(fs * 0.3)}`,
      }) +
      el(
        'text',
        { x: lx + fs * 2.7, y: footY, 'font-size': fs * 0.7, fill: '#6b737b' },
        'Marriage line',
      );
  }
  const barFt = L > 40 ? 10 : 5;
  const bx1 = width - pad;
  const bx0 = bx1 - barFt * s;
  const scaleBar =
    el('path', {
      d: new PathData()
        .seg(bx0, footY - fs * 0.28, bx1, footY - fs * 0.28)
        .seg(bx0, footY - fs * 0.55, bx0, footY)
        .seg(bx1, footY - fs * 0.55, bx1, footY)
        .seg((bx0 + bx1) / 2, footY - fs * 0.45, (bx0 + bx1) / 2, footY - fs * 0.1)
        .toString(),
      stroke: '#6b737b',
      'stroke-width': f.thin * 1.2,
      fill: 'none',
    }) +
    el(
      'text',
      { x: bx0 - fs * 0.5, y: footY, 'font-size': fs * 0.7, fill: '#6b737b', 'text-anchor': 'end' },
      `${barFt} ft`,
    );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" role="img">`,
    el('title', {}, escapeText(floorplanAltFor(model, layout))),
    rect(0, 0, width, height, { fill: '#fbfaf7' }),
    titleStrip(model, width, titleH, fs),
    drawPorch(layout, f),
    floors,
    ...fixtures.svg,
    marriage,
    drawWalls(layout, f),
    drawWindows(layout, f),
    drawDoors(layout, f),
    labels,
    porchLabel(layout, f),
    dims,
    frontLabel,
    legend,
    scaleBar,
    '</svg>',
  ].join('');
}

function formatFeet(ft: number): string {
  const whole = Math.floor(ft + 1e-6);
  const inches = Math.round((ft - whole) * 12);
  return inches === 0 ? `${whole}'` : `${whole}'${inches}"`;
}
