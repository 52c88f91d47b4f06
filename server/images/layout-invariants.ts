// Structural checks for a floorplan layout, shared by the tests and the sample
// script: the rooms must tile the footprint, and every room must be reachable
// from the front door through open plan or doors.
import type { FloorplanLayout, Room } from './floorplan-layout.ts';

const EPS = 0.01;

function shared(a: Room, b: Room): number {
  const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  const touchX = Math.abs(a.x + a.w - b.x) < EPS || Math.abs(b.x + b.w - a.x) < EPS;
  const touchY = Math.abs(a.y + a.h - b.y) < EPS || Math.abs(b.y + b.h - a.y) < EPS;
  if (touchX && oy > EPS) return oy;
  if (touchY && ox > EPS) return ox;
  return 0;
}

/** Problems found, as readable strings (empty when the layout is sound). */
export function layoutProblems(layout: FloorplanLayout): string[] {
  const { rooms, lengthFt: L, widthFt: W } = layout;
  const problems: string[] = [];
  const name = (r: Room) => `${r.label || r.kind}@${r.x.toFixed(1)},${r.y.toFixed(1)}`;
  let area = 0;
  for (const r of rooms) {
    area += r.w * r.h;
    if (r.w < 1.5 - EPS || r.h < 1.5 - EPS) problems.push(`${name(r)} is a sliver (${r.w}x${r.h})`);
    if (r.x < -EPS || r.y < -EPS || r.x + r.w > L + EPS || r.y + r.h > W + EPS)
      problems.push(`${name(r)} is outside`);
  }
  if (Math.abs(area - L * W) > 0.05)
    problems.push(`rooms cover ${area.toFixed(2)} of ${L * W} sq ft`);
  for (let i = 0; i < rooms.length; i++) {
    for (let j = i + 1; j < rooms.length; j++) {
      const a = rooms[i] as Room;
      const b = rooms[j] as Room;
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > EPS && oy > EPS) problems.push(`${name(a)} overlaps ${name(b)}`);
    }
  }
  // Reachability from the living room: open plan (same zone, ≥ 2.5 ft shared) or a door.
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const living = rooms.find((r) => r.kind === 'living');
  if (!living) return [...problems, 'no living room'];
  const seen = new Set([living.id]);
  const queue = [living];
  while (queue.length > 0) {
    const cur = queue.shift() as Room;
    for (const other of rooms) {
      if (seen.has(other.id)) continue;
      const open = other.zone === cur.zone && shared(cur, other) >= 2.5;
      const door = layout.doors.some(
        (d) =>
          !d.exterior &&
          ((d.into === other.id && doorBetween(d, other, cur)) ||
            (d.into === cur.id && doorBetween(d, cur, other))),
      );
      if (open || door) {
        seen.add(other.id);
        queue.push(other);
      }
    }
  }
  for (const r of rooms) if (!seen.has(r.id)) problems.push(`${name(r)} is unreachable`);
  for (const d of layout.doors) {
    if (!byId.has(d.into)) problems.push(`door into unknown room ${d.into}`);
    if (d.to - d.from < 1.5) problems.push(`door too narrow at ${d.from.toFixed(1)}`);
  }
  return problems;
}

function doorBetween(
  d: { orientation: 'h' | 'v'; at: number; from: number; to: number },
  a: Room,
  b: Room,
): boolean {
  const onEdge = (r: Room) =>
    d.orientation === 'v'
      ? (Math.abs(r.x - d.at) < EPS || Math.abs(r.x + r.w - d.at) < EPS) &&
        d.from >= r.y - EPS &&
        d.to <= r.y + r.h + EPS
      : (Math.abs(r.y - d.at) < EPS || Math.abs(r.y + r.h - d.at) < EPS) &&
        d.from >= r.x - EPS &&
        d.to <= r.x + r.w + EPS;
  return onEdge(a) && onEdge(b);
}
