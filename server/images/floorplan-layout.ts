// Room layout for a manufactured/modular home, in feet. The exterior drawing
// reuses the same front-wall windows and door, so the two pictures agree.
//
// Coordinates: x runs along the length (0 = left end), y across the width
// (0 = back wall, widthFt = front wall, where the front door is). Rooms are
// axis-aligned rectangles that tile the footprint exactly, so their areas add
// up to the footprint by construction.
//
// Every home is a "split" plan: primary suite at one end, living areas in the
// middle, secondary bedrooms at the other end, joined by a hall.
import type { ModelArtInput, PorchStyle } from './model-art.ts';
import { createRng, subSeed, type Rng } from './random.ts';

export type RoomKind =
  | 'living'
  | 'kitchen'
  | 'dining'
  | 'primary-bedroom'
  | 'bedroom'
  | 'primary-bath'
  | 'bath'
  | 'half-bath'
  | 'wic'
  | 'closet'
  | 'linen'
  | 'pantry'
  | 'laundry'
  | 'mudroom'
  | 'hall'
  | 'open'
  | 'passage';

export type Room = {
  id: string;
  kind: RoomKind;
  /** Empty for circulation space that plans leave unlabelled. */
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Rooms in the same zone are open to each other (no wall drawn between them). */
  zone: string;
};

/** A stretch of wall: horizontal ('h') walls lie at y=at from x=from to x=to. */
export type WallSpan = { orientation: 'h' | 'v'; at: number; from: number; to: number };

export type Door = WallSpan & {
  /** Room the leaf swings into (null: an exterior door drawn swinging inward to `into`). */
  into: string;
  hinge: 'start' | 'end';
  /** +1 if the room it swings into lies on the increasing-coordinate side of the wall. */
  side: 1 | -1;
  exterior: boolean;
};

export type WallSide = 'front' | 'back' | 'left' | 'right';

export type WindowSpec = WallSpan & { side: WallSide; roomKind: RoomKind };

export type PorchGeometry = {
  kind: PorchStyle;
  /** Span along the front wall. */
  x: number;
  w: number;
  /** How far it projects in front of the front wall (for 'none': the steps). */
  depth: number;
  /** A wraparound porch also runs along this end wall. */
  wrap: 'left' | 'right' | null;
  /** Where the wrap starts along the end wall (y, from the back). */
  wrapFromY: number;
};

export type FloorplanLayout = {
  lengthFt: number;
  widthFt: number;
  rooms: Room[];
  doors: Door[];
  windows: WindowSpec[];
  frontDoor: { x: number; w: number };
  porch: PorchGeometry;
  /** y positions of marriage lines between sections (dashed on the plan). */
  marriageLines: number[];
  /** Which end the primary suite is at. */
  primaryEnd: 'left' | 'right';
  hasSecondaryWing: boolean;
};

const EPS = 0.01;
const COMMON_KINDS: ReadonlySet<RoomKind> = new Set([
  'living',
  'kitchen',
  'dining',
  'hall',
  'open',
]);

type Span = { min: number; pref: number; max: number; grow: number };

const snap = (v: number) => Math.round(v * 2) / 2;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Share `total` between spans: shrink toward minimums or grow by weight toward
 * maximums, then snap edges to half feet while keeping the exact total.
 */
export function distribute(total: number, spans: readonly Span[]): number[] {
  const sizes = spans.map((s) => s.pref);
  const prefSum = sum(sizes);
  if (prefSum > total) {
    const slack = sum(spans.map((s) => s.pref - s.min));
    const need = prefSum - total;
    if (slack >= need && slack > 0) {
      spans.forEach((s, i) => (sizes[i] = s.pref - ((s.pref - s.min) * need) / slack));
    } else {
      const minSum = sum(spans.map((s) => s.min));
      spans.forEach((s, i) => (sizes[i] = (s.min * total) / minSum));
    }
  } else if (prefSum < total) {
    let extra = total - prefSum;
    for (let iter = 0; iter < 12 && extra > 1e-6; iter++) {
      const open = spans
        .map((s, i) => i)
        .filter((i) => (spans[i]?.grow ?? 0) > 0 && (sizes[i] ?? 0) < (spans[i]?.max ?? 0) - 1e-6);
      if (open.length === 0) break;
      const weight = sum(open.map((i) => spans[i]?.grow ?? 0));
      let used = 0;
      for (const i of open) {
        const s = spans[i];
        const cur = sizes[i];
        if (!s || cur === undefined) continue;
        const add = Math.min((extra * s.grow) / weight, s.max - cur);
        sizes[i] = cur + add;
        used += add;
      }
      extra -= used;
    }
    if (extra > 1e-6) {
      const weight = sum(spans.map((s) => s.grow)) || spans.length;
      spans.forEach((s, i) => (sizes[i] = (sizes[i] ?? 0) + (extra * (s.grow || 1)) / weight));
    }
  }
  const out: number[] = [];
  let acc = 0;
  let prev = 0;
  sizes.forEach((size, i) => {
    acc += size;
    const edge = i === sizes.length - 1 ? total : snap(acc);
    out.push(edge - prev);
    prev = edge;
  });
  return out;
}

type BathPlan = {
  secondaryBeds: number;
  /** What the primary suite gets: its own full or half bath, the home's only bath, or none. */
  ensuite: 'full' | 'half' | 'shared' | 'none';
  wingBaths: number;
  powder: number;
  /** Full baths with no secondary wing to live in (e.g. 1 bed / 2 bath). */
  extraBaths: number;
};

export function planBaths(beds: number, baths: number): BathPlan {
  const full = Math.max(1, Math.floor(baths));
  const half = baths - Math.floor(baths) >= 0.5 ? 1 : 0;
  const secondaryBeds = Math.max(0, beds - 1);
  let ensuite: BathPlan['ensuite'];
  let wingBaths: number;
  let powder = half;
  if (full >= 2) {
    ensuite = 'full';
    wingBaths = full - 1;
  } else if (secondaryBeds === 0) {
    ensuite = 'shared';
    wingBaths = 0;
  } else if (half) {
    // One full bath for the kids/guests, and the half bath goes to the primary.
    ensuite = 'half';
    wingBaths = 1;
    powder = 0;
  } else {
    ensuite = 'none';
    wingBaths = 1;
  }
  let extraBaths = 0;
  if (secondaryBeds === 0 && wingBaths > 0) {
    extraBaths = wingBaths;
    wingBaths = 0;
  }
  return { secondaryBeds, ensuite, wingBaths, powder, extraBaths };
}

class PlanBuilder {
  rooms: Room[] = [];
  links: { into: Room; from: Room }[] = [];
  private count = 0;

  add(
    kind: RoomKind,
    label: string,
    x: number,
    y: number,
    w: number,
    h: number,
    zone?: string,
  ): Room {
    const id = `r${this.count++}`;
    const room: Room = {
      id,
      kind,
      label,
      x,
      y,
      w,
      h,
      zone: zone ?? (COMMON_KINDS.has(kind) ? 'common' : id),
    };
    if (w > EPS && h > EPS) this.rooms.push(room);
    return room;
  }

  /** A door between two rooms, swinging into `into`. */
  link(into: Room, from: Room): void {
    // Zero-size rooms are never added (see add), so they get no doors either.
    if (this.rooms.includes(into) && this.rooms.includes(from)) this.links.push({ into, from });
  }

  /** Stack rooms top-to-bottom in a column; one entry may have h = null to take the rest. */
  column(
    x: number,
    w: number,
    y0: number,
    y1: number,
    items: readonly { kind: RoomKind; label: string; h: number | null; zone?: string }[],
  ): Room[] {
    const fixed = sum(items.map((it) => it.h ?? 0));
    const rest = Math.max(0, y1 - y0 - fixed);
    let y = y0;
    return items.map((it) => {
      const h = it.h ?? rest;
      const r = this.add(it.kind, it.label, x, y, w, h, it.zone);
      y += h;
      return r;
    });
  }

  /** Lay rooms left-to-right in a row. */
  row(
    x0: number,
    y: number,
    h: number,
    items: readonly { kind: RoomKind; label: string; w: number; zone?: string }[],
  ): Room[] {
    let x = x0;
    return items.map((it) => {
      const r = this.add(it.kind, it.label, x, y, it.w, h, it.zone);
      x += it.w;
      return r;
    });
  }
}

type WingItem = { kind: 'bedroom' | 'bath'; label: string };

function wingLabels(plan: BathPlan): { beds: WingItem[]; baths: WingItem[] } {
  const beds: WingItem[] = [];
  for (let i = 0; i < plan.secondaryBeds; i++)
    beds.push({ kind: 'bedroom', label: `Bedroom ${i + 2}` });
  const baths: WingItem[] = [];
  for (let i = 0; i < plan.wingBaths; i++) {
    baths.push({ kind: 'bath', label: plan.wingBaths === 1 ? 'Bath' : `Bath ${i + 2}` });
  }
  return { beds, baths };
}

const BED_SPAN: Span = { min: 9.5, pref: 11.5, max: 13.5, grow: 1 };
const BATH_SPAN: Span = { min: 5, pref: 6.5, max: 9, grow: 0.3 };
const spanOf = (it: WingItem): Span => (it.kind === 'bath' ? BATH_SPAN : BED_SPAN);

function ensuiteLabel(plan: BathPlan): { kind: RoomKind; label: string } | null {
  switch (plan.ensuite) {
    case 'full':
      return { kind: 'primary-bath', label: 'Primary Bath' };
    case 'half':
      return { kind: 'half-bath', label: 'Half Bath' };
    case 'shared':
      return { kind: 'bath', label: 'Bath' };
    case 'none':
      return null;
  }
}

type Ctx = { L: number; W: number; plan: BathPlan; rng: Rng; p: PlanBuilder };

/**
 * Single section (about 12–18 ft wide): every room spans the width or shares
 * it with a hall that runs along the back wall, so bedrooms keep front windows.
 */
function layoutSingle({ L, W, plan, rng, p }: Ctx): {
  living: Room;
  laundry: Room;
  backDoorRoom: Room;
} {
  const hd = 3.5;
  const ensuite = ensuiteLabel(plan);
  const { beds, baths } = wingLabels(plan);
  // Order in the wing, from the living room outward: Bed 2, bath(s), …, last bedroom at the end.
  // With two or more, the seed decides whether the bath sits between bedrooms or before them.
  const wing: WingItem[] = [];
  if (beds.length === 1 || (beds.length > 1 && rng.chance(0.4))) wing.push(...baths, ...beds);
  else if (beds.length > 1) wing.push(beds[0] as WingItem, ...baths, ...beds.slice(1));
  const uRows = plan.powder + plan.extraBaths;

  const spans: Span[] = [{ min: 10, pref: 12.5, max: 15, grow: 1 }];
  if (ensuite) spans.push({ min: 5.5, pref: 7.5, max: 9, grow: 0.3 });
  spans.push({ min: 5.5, pref: 6, max: 8, grow: 0.2 });
  spans.push({ min: 9, pref: 12.5, max: 18, grow: 1.5 });
  spans.push({ min: 11, pref: 15, max: 22, grow: 2 });
  wing.forEach((it, i) =>
    spans.push(
      i === wing.length - 1 && it.kind === 'bedroom' ? { ...BED_SPAN, pref: 12 } : spanOf(it),
    ),
  );
  const widths = distribute(L, spans);
  let wi = 0;
  let x = 0;
  const next = () => {
    const w = widths[wi++] ?? 0;
    const at = x;
    x += w;
    return [at, w] as const;
  };

  const [pbx, pbw] = next();
  const primary = p.add('primary-bedroom', 'Primary Bedroom', pbx, 0, pbw, W);
  let primaryHall: Room | null = null;
  if (ensuite) {
    const [sx, sw] = next();
    const inner = W - hd;
    const bathH = ensuite.kind === 'half-bath' ? Math.min(5.5, inner - 3.5) : snap(inner * 0.58);
    const [hall, a, b] = p.column(
      sx,
      sw,
      0,
      W,
      ensuite.kind === 'bath'
        ? // The home's only bath must open onto the hall too, so it sits next to it.
          [
            { kind: 'hall', label: '', h: hd },
            { kind: 'bath', label: 'Bath', h: bathH },
            { kind: 'wic', label: 'Walk-in Closet', h: null },
          ]
        : [
            { kind: 'hall', label: '', h: hd },
            { kind: 'wic', label: 'Walk-in Closet', h: null },
            { kind: ensuite.kind, label: ensuite.label, h: bathH },
          ],
    );
    if (hall && a && b) {
      primaryHall = hall;
      p.link(primary, hall);
      p.link(a, primary);
      p.link(b, primary);
      if (ensuite.kind === 'bath') p.link(a, hall);
    }
  }

  const [ux, uw] = next();
  const laundryH = Math.min(8, W - hd - uRows * 5);
  const uItems: { kind: RoomKind; label: string; h: number | null }[] = [
    { kind: 'open', label: '', h: null },
  ];
  for (let i = 0; i < plan.extraBaths; i++)
    uItems.push({ kind: 'bath', label: `Bath ${i + 2}`, h: 5 });
  if (plan.powder) uItems.push({ kind: 'half-bath', label: 'Half Bath', h: 5 });
  uItems.push({ kind: 'laundry', label: 'Laundry', h: laundryH });
  const uRooms = p.column(ux, uw, 0, W, uItems);
  const open = uRooms[0] as Room;
  const laundry = uRooms[uRooms.length - 1] as Room;
  uRooms.slice(1, -1).forEach((r) => p.link(r, open));
  if (!primaryHall) p.link(primary, open);

  const [kx, kw] = next();
  const kitchenH = clamp(snap(W * 0.56), 8, 11);
  const [, kitchen] = p.column(kx, kw, 0, W, [
    { kind: 'dining', label: 'Dining', h: null },
    { kind: 'kitchen', label: 'Kitchen', h: kitchenH },
  ]);
  if (kitchen) p.link(laundry, kitchen);

  const [lx, lw] = next();
  const living = p.add('living', 'Living Room', lx, 0, lw, W);

  let prevHall: Room | null = null;
  wing.forEach((it, i) => {
    const [wx, ww] = next();
    if (i === wing.length - 1 && it.kind === 'bedroom') {
      const r = p.add('bedroom', it.label, wx, 0, ww, W);
      p.link(r, prevHall ?? living);
      return;
    }
    const [hall, room] = p.column(wx, ww, 0, W, [
      { kind: 'hall', label: '', h: hd },
      { kind: it.kind, label: it.label, h: null },
    ]);
    if (hall && room) p.link(room, hall);
    prevHall = hall ?? prevHall;
  });
  return { living, laundry, backDoorRoom: open };
}

/**
 * Double and triple sections: a back row (kitchen, dining, baths, bedrooms), a
 * hall band through the bedroom wing, and a front row (living, bedrooms).
 * Triple-section rows are deep, so rooms there give up a strip on the hall
 * side to closets and a passage, which is what real triple-wides do.
 */
function layoutMulti({ L, W, plan, rng, p }: Ctx): {
  living: Room;
  laundry: Room;
  backDoorRoom: Room;
} {
  const triple = W >= 36;
  const hd = 4;
  const backD = Math.floor(((W - hd) / 2) * 2) / 2;
  const frontD = W - hd - backD;
  const deep = backD > 15.5;
  const ensuite = ensuiteLabel(plan);
  const { beds, baths } = wingLabels(plan);

  // Secondary wing rows, listed from the living area outward.
  const nFront = Math.ceil(beds.length / 2);
  const front: WingItem[] = beds.slice(0, nFront);
  const back: WingItem[] = [];
  // In deep rows extra baths tuck into a bedroom's closet strip instead of taking a slot.
  const embedBaths = deep ? baths.slice(1) : [];
  back.push(...baths.slice(0, 1), ...beds.slice(nFront));
  if (!deep) back.push(...baths.slice(1));
  const rowMin = (items: WingItem[]) => sum(items.map((it) => spanOf(it).min));
  const rowPref = (items: WingItem[]) => sum(items.map((it) => spanOf(it).pref));
  const hasWing = beds.length > 0;

  const laundryInPrimary = plan.ensuite === 'none' && !triple;
  const needU = !triple && (!laundryInPrimary || plan.powder + plan.extraBaths > 0);

  const spans: Span[] = [{ min: 11.5, pref: triple ? 15 : 14, max: 16.5, grow: 0.8 }];
  if (needU) spans.push({ min: 5.5, pref: 6.5, max: 8, grow: 0.2 });
  spans.push({ min: 18, pref: 24, max: 40, grow: 2 });
  if (hasWing) {
    const pref = Math.max(rowPref(back), rowPref(front));
    spans.push({ min: Math.max(rowMin(back), rowMin(front)), pref, max: pref + 3, grow: 0.6 });
  }
  const widths = distribute(L, spans);
  let wi = 0;
  let x = 0;
  const next = () => {
    const w = widths[wi++] ?? 0;
    const at = x;
    x += w;
    return [at, w] as const;
  };

  // Primary suite: bedroom on the front, bath + walk-in closet behind it.
  const [px, pw] = next();
  const pbD = triple ? clamp(snap(W * 0.45), 14, 19) : clamp(snap(W * 0.52), 11, 16);
  const pBack = W - pbD;
  const primary = p.add('primary-bedroom', 'Primary Bedroom', px, pBack, pw, pbD);
  let laundry: Room | null = null;
  if (triple && ensuite) {
    const bathH = snap(pBack * 0.5);
    const bath = p.add(ensuite.kind, ensuite.label, px, 0, pw, bathH);
    const passW = 4;
    const [wic, passage] = p.row(px, bathH, pBack - bathH, [
      { kind: 'wic', label: 'Walk-in Closet', w: pw - passW },
      // Same zone as the bedroom: an open dressing passage, not a separate room.
      { kind: 'passage', label: '', w: passW, zone: primary.zone },
    ]);
    if (wic && passage) {
      p.link(bath, passage);
      p.link(wic, primary);
    }
  } else if (ensuite) {
    const bw = ensuite.kind === 'half-bath' ? Math.min(6, pw - 5) : snap(pw * 0.58);
    const [bath, wic] = p.row(px, 0, pBack, [
      { kind: ensuite.kind, label: ensuite.label, w: bw },
      { kind: 'wic', label: 'Walk-in Closet', w: pw - bw },
    ]);
    if (bath && wic) {
      p.link(bath, primary);
      p.link(wic, primary);
    }
  } else if (triple) {
    const ww = snap(pw / 2);
    const [wic, closet] = p.row(px, 0, pBack, [
      { kind: 'wic', label: 'Walk-in Closet', w: ww },
      { kind: 'closet', label: 'Closet', w: pw - ww },
    ]);
    if (wic && closet) {
      p.link(wic, primary);
      p.link(closet, primary);
    }
  } else {
    const ww = Math.min(6, pw - 5);
    const [wic, l] = p.row(px, 0, pBack, [
      { kind: 'wic', label: 'Walk-in Closet', w: ww },
      { kind: 'laundry', label: 'Laundry', w: pw - ww },
    ]);
    if (wic && l) {
      p.link(wic, primary);
      laundry = l;
    }
  }

  // Utility column between the primary suite and the kitchen (doubles only).
  let uOpen: Room | null = null;
  let uLinks: { room: Room; toOpen: boolean }[] = [];
  if (needU) {
    const [ux, uw] = next();
    const items: { kind: RoomKind; label: string; h: number | null }[] = [];
    if (!laundryInPrimary)
      items.push({ kind: 'laundry', label: 'Laundry', h: Math.min(backD, 8.5) });
    if (plan.powder) items.push({ kind: 'half-bath', label: 'Half Bath', h: 5 });
    for (let i = 0; i < plan.extraBaths; i++)
      items.push({ kind: 'bath', label: `Bath ${i + 2}`, h: 6.5 });
    items.push({ kind: 'open', label: '', h: null });
    const rooms = p.column(ux, uw, 0, W, items);
    uOpen = rooms[rooms.length - 1] as Room;
    if (!laundryInPrimary) laundry = rooms[0] as Room;
    // Rooms right above the open cell open onto it; ones stacked further back open onto the kitchen.
    uLinks = rooms.slice(0, -1).map((r, i, all) => ({ room: r, toOpen: i === all.length - 1 }));
  }

  // Secondary wing geometry: each row ends at the far wall; the shorter row
  // leaves room for the centre to reach further along.
  const [cx] = next();
  const [, sw] = hasWing ? next() : [L, 0];
  const fit = (items: WingItem[]): number[] => {
    if (items.length === 0) return [];
    const ws = distribute(
      sw,
      items.map((it) => spanOf(it)),
    );
    // A row shorter than the wing keeps its preferred sizes (stretched up to max).
    const prefs = items.map((it) => spanOf(it));
    const maxTotal = sum(prefs.map((s) => s.max));
    if (maxTotal >= sw) return ws;
    return prefs.map((s) => s.max);
  };
  const backW = fit(back);
  const frontW = fit(front);
  // Rows that nearly match are made to match: a 1 ft strip of open floor is just a drafting error.
  const gap = sum(backW) - sum(frontW);
  if (Math.abs(gap) > EPS && Math.abs(gap) < 3.5) {
    const shorter = gap > 0 ? frontW : backW;
    const items = gap > 0 ? front : back;
    let widest = -1;
    shorter.forEach((w, i) => {
      if (items[i]?.kind === 'bedroom' && (widest < 0 || w > (shorter[widest] ?? 0))) widest = i;
    });
    if (widest < 0) widest = shorter.length - 1;
    if (widest >= 0) shorter[widest] = (shorter[widest] ?? 0) + Math.abs(gap);
  }
  const backStart = L - sum(backW);
  const frontStart = L - sum(frontW);
  const hallStart = hasWing ? Math.min(backStart, frontStart) : L;

  // Centre: kitchen + dining on the back row, living room in front.
  const centreBackEnd = hasWing ? backStart : L;
  const backRowW = centreBackEnd - cx;
  const kitchenW = clamp(snap(backRowW * 0.55), Math.min(10, backRowW - 8), 16);
  const kitchenFirst = rng.chance(0.7);
  let mudroom: Room | null = null;
  if (triple) {
    // Deep back row: a strip along the back wall for laundry, pantry, half bath.
    const stripH = clamp(snap(backD - 13), 5.5, 8);
    const items: { kind: RoomKind; label: string; w: number }[] = [];
    items.push({ kind: 'laundry', label: 'Laundry', w: clamp(snap(backRowW * 0.32), 7, 9.5) });
    if (plan.powder) items.push({ kind: 'half-bath', label: 'Half Bath', w: 5.5 });
    for (let i = 0; i < plan.extraBaths; i++)
      items.push({ kind: 'bath', label: `Bath ${i + 2}`, w: 7 });
    let rest = backRowW - sum(items.map((it) => it.w));
    if (rest >= 4) {
      const pantryW = Math.min(rest, 5.5);
      items.push({ kind: 'pantry', label: 'Pantry', w: pantryW });
      rest -= pantryW;
    }
    // Whatever is left becomes a mudroom with the back door, not an ever-wider laundry.
    if (rest >= 4.5) items.push({ kind: 'mudroom', label: 'Mudroom', w: rest });
    else if (items[0]) items[0].w += rest;
    if (!kitchenFirst) items.reverse();
    const stripRooms = p.row(cx, 0, stripH, items);
    laundry = stripRooms.find((r) => r.kind === 'laundry') ?? laundry;
    mudroom = stripRooms.find((r) => r.kind === 'mudroom') ?? null;
    // Linked to the kitchen/dining below once those exist.
    const kd = p.row(cx, stripH, backD - stripH, [
      kitchenFirst
        ? { kind: 'kitchen', label: 'Kitchen', w: kitchenW }
        : { kind: 'dining', label: 'Dining', w: backRowW - kitchenW },
      kitchenFirst
        ? { kind: 'dining', label: 'Dining', w: backRowW - kitchenW }
        : { kind: 'kitchen', label: 'Kitchen', w: kitchenW },
    ]);
    for (const s of stripRooms) {
      const overlap = (k: Room) => Math.min(k.x + k.w, s.x + s.w) - Math.max(k.x, s.x);
      const below = [...kd].sort((a, b) => overlap(b) - overlap(a))[0];
      if (below && overlap(below) >= 2.4) p.link(s, below);
    }
  } else {
    p.row(cx, 0, backD, [
      kitchenFirst
        ? { kind: 'kitchen', label: 'Kitchen', w: kitchenW }
        : { kind: 'dining', label: 'Dining', w: backRowW - kitchenW },
      kitchenFirst
        ? { kind: 'dining', label: 'Dining', w: backRowW - kitchenW }
        : { kind: 'kitchen', label: 'Kitchen', w: kitchenW },
    ]);
  }
  const livingEnd = hallStart;
  const living = p.add('living', 'Living Room', cx, backD, livingEnd - cx, W - backD);
  if (hasWing && frontStart > hallStart + EPS) {
    p.add('open', '', hallStart, backD + hd, frontStart - hallStart, frontD);
  }
  const backRowFirst = p.rooms.find((r) => Math.abs(r.x - cx) < EPS && r.y < EPS);
  if (laundry && laundryInPrimary && backRowFirst) p.link(laundry, backRowFirst);
  for (const { room, toOpen } of uLinks) {
    if (toOpen && uOpen) p.link(room, uOpen);
    else if (backRowFirst && room.y < backD) p.link(room, backRowFirst);
  }
  p.link(primary, uOpen ?? living);

  if (hasWing) {
    // A linen closet closes the end of the hall, if the end rooms still get a door onto it.
    const lastBack = backW[backW.length - 1] ?? 0;
    const lastFront = frontW[frontW.length - 1] ?? 0;
    const roomForLinen =
      (back.length === 0 || lastBack >= 6.5) && (front.length === 0 || lastFront >= 6.5);
    const hallEnd = roomForLinen ? L - 2.5 : L;
    const hall = p.add('hall', '', hallStart, backD, hallEnd - hallStart, hd);
    if (roomForLinen) p.link(p.add('linen', 'Linen', hallEnd, backD, L - hallEnd, hd), hall);
    const pending = [...embedBaths];
    const placeRow = (
      items: WingItem[],
      ws: number[],
      start: number,
      y: number,
      h: number,
      hallBelow: boolean,
    ) => {
      let rx = start;
      items.forEach((it, i) => {
        const w = ws[i] ?? 0;
        const kind: RoomKind = it.kind === 'bath' ? 'bath' : 'bedroom';
        if (!deep || h <= 15.5) {
          const r = p.add(kind, it.label, rx, y, w, h);
          p.link(r, hall);
        } else {
          const mainH = it.kind === 'bath' ? Math.min(h - 5, 10) : Math.min(h - 5, 13.5);
          const stripHgt = h - mainH;
          const mainY = hallBelow ? y : y + stripHgt;
          const stripY = hallBelow ? y + mainH : y;
          const main = p.add(kind, it.label, rx, mainY, w, mainH);
          // Narrow rooms give the whole strip to the passage rather than leave a sliver closet.
          const passW = w - 3.5 >= 2.5 ? 3.5 : w;
          const bath = it.kind === 'bedroom' && w - passW >= 5 ? pending.shift() : undefined;
          const [pass, store] = p.row(rx, stripY, stripHgt, [
            { kind: 'passage', label: '', w: passW, zone: 'common' },
            bath
              ? { kind: 'bath', label: bath.label, w: w - passW }
              : it.kind === 'bath'
                ? { kind: 'linen', label: 'Linen', w: w - passW }
                : { kind: 'closet', label: 'Closet', w: w - passW },
          ]);
          if (pass) p.link(main, pass);
          if (pass && store) p.link(store, it.kind === 'bath' ? pass : main);
        }
        rx += w;
      });
    };
    placeRow(back, backW, backStart, 0, backD, true);
    placeRow(front, frontW, frontStart, backD + hd, frontD, false);
  }
  // A centre strip (triple) already holds the laundry; doubles put it in the utility column.
  const backDoorRoom = mudroom ?? laundry ?? living;
  return { living, laundry: laundry ?? living, backDoorRoom };
}

function sharedEdge(a: Room, b: Room): WallSpan | null {
  const overlap = (a0: number, a1: number, b0: number, b1: number) =>
    [Math.max(a0, b0), Math.min(a1, b1)] as const;
  for (const [xa, xb] of [
    [a.x + a.w, b.x],
    [a.x, b.x + b.w],
  ] as const) {
    if (Math.abs(xa - xb) < EPS) {
      const [from, to] = overlap(a.y, a.y + a.h, b.y, b.y + b.h);
      if (to - from > EPS) return { orientation: 'v', at: xa, from, to };
    }
  }
  for (const [ya, yb] of [
    [a.y + a.h, b.y],
    [a.y, b.y + b.h],
  ] as const) {
    if (Math.abs(ya - yb) < EPS) {
      const [from, to] = overlap(a.x, a.x + a.w, b.x, b.x + b.w);
      if (to - from > EPS) return { orientation: 'h', at: ya, from, to };
    }
  }
  return null;
}

function doorWidth(kind: RoomKind): number {
  switch (kind) {
    case 'primary-bedroom':
    case 'bedroom':
    case 'laundry':
      return 2.67;
    case 'bath':
    case 'primary-bath':
      return 2.5;
    default:
      return 2.17;
  }
}

type Rect = { x: number; y: number; w: number; h: number };
const rectsOverlap = (a: Rect, b: Rect, pad = 0) =>
  a.x < b.x + b.w - pad && b.x < a.x + a.w - pad && a.y < b.y + b.h - pad && b.y < a.y + a.h - pad;

/** The square a door leaf sweeps, inside the room it opens into. */
export function doorSwingRect(d: Door): Rect {
  const w = d.to - d.from;
  if (d.orientation === 'v') return { x: d.side > 0 ? d.at : d.at - w, y: d.from, w, h: w };
  return { x: d.from, y: d.side > 0 ? d.at : d.at - w, w, h: w };
}

function placeDoors(links: { into: Room; from: Room }[]): Door[] {
  const doors: Door[] = [];
  for (const { into, from } of links) {
    const edge = sharedEdge(into, from);
    if (!edge) continue;
    const len = edge.to - edge.from;
    const width = Math.min(doorWidth(into.kind), len - 0.5);
    if (width < 1.6) continue;
    const side: 1 | -1 =
      edge.orientation === 'v'
        ? into.x >= edge.at - EPS
          ? 1
          : -1
        : into.y >= edge.at - EPS
          ? 1
          : -1;
    const margin = Math.min(0.4, (len - width) / 2);
    const candidates: { pos: number; hinge: 'start' | 'end' }[] = [
      { pos: edge.from + margin, hinge: 'start' },
      { pos: edge.to - margin - width, hinge: 'end' },
      { pos: edge.from + (len - width) / 2, hinge: 'start' },
    ];
    const make = (c: { pos: number; hinge: 'start' | 'end' }): Door => ({
      orientation: edge.orientation,
      at: edge.at,
      from: c.pos,
      to: c.pos + width,
      into: into.id,
      hinge: c.hinge,
      side,
      exterior: false,
    });
    const conflicts = (d: Door) =>
      doors.some((o) => {
        const sameLine = o.orientation === d.orientation && Math.abs(o.at - d.at) < EPS;
        if (sameLine && o.from < d.to + 0.3 && d.from < o.to + 0.3) return true;
        return rectsOverlap(doorSwingRect(o), doorSwingRect(d), 0.05);
      });
    const chosen =
      candidates.map(make).find((d) => !conflicts(d)) ??
      make(candidates[0] as (typeof candidates)[0]);
    doors.push(chosen);
  }
  return doors;
}

/** Window sizes by room; front windows also become the exterior's windows. */
function windowPlan(kind: RoomKind, side: WallSide, len: number, rng: Rng): number[] {
  const end = side === 'left' || side === 'right';
  switch (kind) {
    case 'primary-bedroom':
      return len >= 12.5 && !end ? [3, 3] : [3];
    case 'bedroom':
      return len >= 8 ? [3] : [];
    case 'living':
      if (side === 'front') return len >= 13 ? (rng.chance(0.35) ? [5] : [3, 3]) : [3];
      return len >= 12 ? [3, 3] : [3];
    case 'dining':
      return len >= 7 ? (rng.chance(0.5) ? [4] : [3]) : [];
    case 'kitchen':
      return len >= 6 ? [3] : [];
    case 'bath':
    case 'primary-bath':
    case 'half-bath':
      return len >= 4 ? [2] : [];
    case 'open':
      return side === 'front' && len >= 6 ? [3] : [];
    default:
      return [];
  }
}

function placeWindows(rooms: Room[], doors: Door[], L: number, W: number, rng: Rng): WindowSpec[] {
  const windows: WindowSpec[] = [];
  for (const room of rooms) {
    const edges: (WallSpan & { side: WallSide })[] = [];
    if (room.y < EPS)
      edges.push({ orientation: 'h', at: 0, from: room.x, to: room.x + room.w, side: 'back' });
    if (room.y + room.h > W - EPS)
      edges.push({ orientation: 'h', at: W, from: room.x, to: room.x + room.w, side: 'front' });
    if (room.x < EPS)
      edges.push({ orientation: 'v', at: 0, from: room.y, to: room.y + room.h, side: 'left' });
    if (room.x + room.w > L - EPS)
      edges.push({ orientation: 'v', at: L, from: room.y, to: room.y + room.h, side: 'right' });
    for (const edge of edges) {
      const sizes = windowPlan(room.kind, edge.side, edge.to - edge.from, rng);
      if (sizes.length === 0) continue;
      // Free stretches of this wall, keeping clear of corners and doors.
      let free: [number, number][] = [[edge.from + 0.75, edge.to - 0.75]];
      for (const d of doors) {
        if (d.orientation !== edge.orientation || Math.abs(d.at - edge.at) > EPS) continue;
        free = free.flatMap(([a, b]): [number, number][] => {
          if (d.to + 1 <= a || d.from - 1 >= b) return [[a, b]];
          return [
            [a, d.from - 1],
            [d.to + 1, b],
          ];
        });
      }
      free = free.filter(([a, b]) => b - a > 1.5).sort((p, q) => q[1] - q[0] - (p[1] - p[0]));
      const total = sum(sizes);
      const put = (center: number, w: number) =>
        windows.push({
          orientation: edge.orientation,
          at: edge.at,
          from: center - w / 2,
          to: center + w / 2,
          side: edge.side,
          roomKind: room.kind,
        });
      const [a0, b0] = free[0] ?? [0, -1];
      if (
        sizes.length === 2 &&
        free.length >= 2 &&
        (free[1]?.[1] ?? 0) - (free[1]?.[0] ?? 0) >= (sizes[1] ?? 3)
      ) {
        // One window either side of the front door.
        for (let i = 0; i < 2; i++) {
          const [a, b] = free[i] as [number, number];
          put((a + b) / 2, sizes[i] ?? 3);
        }
      } else if (sizes.length === 2 && b0 - a0 >= total + 2) {
        const len = b0 - a0;
        put(a0 + len * 0.28, sizes[0] ?? 3);
        put(a0 + len * 0.72, sizes[1] ?? 3);
      } else if (b0 - a0 >= (sizes[0] ?? 3)) {
        put((a0 + b0) / 2, sizes[0] ?? 3);
      }
    }
  }
  return windows;
}

function porchFor(
  kind: PorchStyle,
  door: { x: number; w: number },
  L: number,
  W: number,
  modular: boolean,
): PorchGeometry {
  const c = door.x + door.w / 2;
  const none = { wrap: null, wrapFromY: 0 } as const;
  switch (kind) {
    case 'none':
      return { kind, x: door.x - 0.5, w: door.w + 1, depth: 2.5, ...none };
    case 'stoop':
      return { kind, x: c - 3, w: 6, depth: 5, ...none };
    case 'covered': {
      const w = clamp(snap(L * 0.22), 10, 18);
      return { kind, x: clamp(snap(c - w / 2), 0, L - w), w, depth: modular ? 7 : 6, ...none };
    }
    case 'wrap': {
      const right = c >= L / 2;
      const x = right ? clamp(snap(c - 7), 0, L - 10) : 0;
      const end = right ? L : clamp(snap(c + 7), 10, L);
      return {
        kind,
        x,
        w: end - x,
        depth: 6,
        wrap: right ? 'right' : 'left',
        wrapFromY: snap(W * 0.35),
      };
    }
  }
}

/** The whole plan for a model, in feet. Pure: same input, same layout. */
export function computeLayout(input: ModelArtInput): FloorplanLayout {
  const L = input.lengthFt;
  const W = input.widthFt;
  const plan = planBaths(input.beds, input.baths);
  const rng = createRng(subSeed(input.seed, 'layout'));
  const p = new PlanBuilder();
  const ctx: Ctx = { L, W, plan, rng, p };
  const { living, backDoorRoom } = W < 20 ? layoutSingle(ctx) : layoutMulti(ctx);

  const doors = placeDoors(p.links);

  // Front door: into the living room, off-centre by the seed for variety.
  const fdW = 3;
  const t = rng.pick([0.35, 0.5, 0.62]);
  const fdX = clamp(
    snap(living.x + living.w * t - fdW / 2),
    living.x + 1.5,
    living.x + living.w - fdW - 1.5,
  );
  doors.push({
    orientation: 'h',
    at: W,
    from: fdX,
    to: fdX + fdW,
    into: living.id,
    hinge: 'start',
    side: -1,
    exterior: true,
  });
  if (backDoorRoom.y < EPS && backDoorRoom.w >= 4) {
    const bw = 2.67;
    const bx = backDoorRoom.x + Math.min(1, (backDoorRoom.w - bw) / 2);
    doors.push({
      orientation: 'h',
      at: 0,
      from: bx,
      to: bx + bw,
      into: backDoorRoom.id,
      hinge: 'start',
      side: 1,
      exterior: true,
    });
  }
  const windows = placeWindows(p.rooms, doors, L, W, rng);
  const porch = porchFor(input.style.porch, { x: fdX, w: fdW }, L, W, input.isModular);

  const marriageLines: number[] = [];
  for (let i = 1; i < input.sections; i++) marriageLines.push((W * i) / input.sections);

  const layout: FloorplanLayout = {
    lengthFt: L,
    widthFt: W,
    rooms: p.rooms,
    doors,
    windows,
    frontDoor: { x: fdX, w: fdW },
    porch,
    marriageLines,
    primaryEnd: 'left',
    hasSecondaryWing: plan.secondaryBeds > 0,
  };
  // Mirror half the homes so the catalogue is not all primary-suite-on-the-left.
  return createRng(subSeed(input.seed, 'mirror')).chance(0.5) ? mirrorLayout(layout) : layout;
}

export function mirrorLayout(layout: FloorplanLayout): FloorplanLayout {
  const L = layout.lengthFt;
  const flipSpan = <T extends WallSpan>(s: T): T =>
    s.orientation === 'h' ? { ...s, from: L - s.to, to: L - s.from } : { ...s, at: L - s.at };
  const flipSide = (side: WallSide): WallSide =>
    side === 'left' ? 'right' : side === 'right' ? 'left' : side;
  return {
    ...layout,
    rooms: layout.rooms.map((r) => ({ ...r, x: L - r.x - r.w })),
    doors: layout.doors.map((d) => {
      const f = flipSpan(d);
      return d.orientation === 'h'
        ? { ...f, hinge: d.hinge === 'start' ? 'end' : 'start' }
        : { ...f, side: d.side === 1 ? -1 : 1 };
    }),
    windows: layout.windows.map((w) => ({ ...flipSpan(w), side: flipSide(w.side) })),
    frontDoor: { x: L - layout.frontDoor.x - layout.frontDoor.w, w: layout.frontDoor.w },
    porch: {
      ...layout.porch,
      x: L - layout.porch.x - layout.porch.w,
      wrap: layout.porch.wrap === 'left' ? 'right' : layout.porch.wrap === 'right' ? 'left' : null,
    },
    primaryEnd: layout.primaryEnd === 'left' ? 'right' : 'left',
  };
}
