// Font files and text measurement. Labels on the floorplan must fit inside
// their rooms, so we measure with the real DejaVu advance widths (read from the
// TTF hmtx table) rather than guessing an average character width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const FONT_FAMILY = 'DejaVu Sans';

function fontDir(): string {
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

export const FONT_FILES = {
  regular: () => path.join(fontDir(), 'DejaVuSans.ttf'),
  bold: () => path.join(fontDir(), 'DejaVuSans-Bold.ttf'),
};

/** The faces the renderer loads; only what the SVGs use, since each face costs load time. */
export function fontFiles(): string[] {
  return [FONT_FILES.regular(), FONT_FILES.bold()];
}

type FontMetrics = { unitsPerEm: number; advance: (codePoint: number) => number };

function parseMetrics(buf: Buffer): FontMetrics {
  const numTables = buf.readUInt16BE(4);
  const tables = new Map<string, number>();
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const table = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font is missing ${tag} table`);
    return offset;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  const unitsPerEm = buf.readUInt16BE(head + 18);
  const numberOfHMetrics = buf.readUInt16BE(hhea + 34);

  // Find the Windows Unicode BMP subtable (format 4); DejaVu always has one.
  let sub = -1;
  const numSub = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < numSub; i++) {
    const rec = cmap + 4 + i * 8;
    if (buf.readUInt16BE(rec) === 3 && buf.readUInt16BE(rec + 2) === 1) {
      sub = cmap + buf.readUInt32BE(rec + 4);
    }
  }
  if (sub < 0 || buf.readUInt16BE(sub) !== 4) throw new Error('font has no format-4 cmap');
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;

  const glyphOf = (cp: number): number => {
    if (cp > 0xffff) return 0;
    for (let i = 0; i < segX2; i += 2) {
      if (buf.readUInt16BE(ends + i) < cp) continue;
      const start = buf.readUInt16BE(starts + i);
      if (start > cp) return 0;
      const delta = buf.readInt16BE(deltas + i);
      const ro = buf.readUInt16BE(rangeOffsets + i);
      if (ro === 0) return (cp + delta) & 0xffff;
      const g = buf.readUInt16BE(rangeOffsets + i + ro + (cp - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  const advance = (cp: number): number => {
    let w = cache.get(cp);
    if (w === undefined) {
      const g = Math.min(glyphOf(cp), numberOfHMetrics - 1);
      w = buf.readUInt16BE(hmtx + g * 4);
      cache.set(cp, w);
    }
    return w;
  };
  return { unitsPerEm, advance };
}

const metrics: { regular?: FontMetrics; bold?: FontMetrics } = {};

function getMetrics(bold: boolean): FontMetrics {
  const key = bold ? 'bold' : 'regular';
  let m = metrics[key];
  if (!m) {
    m = parseMetrics(readFileSync(FONT_FILES[key]()));
    metrics[key] = m;
  }
  return m;
}

/** Advance width of `text` in px at `fontSize` (no kerning; callers keep a margin). */
export function measureText(text: string, fontSize: number, bold = false): number {
  const m = getMetrics(bold);
  let units = 0;
  for (const ch of text) units += m.advance(ch.codePointAt(0) ?? 0);
  return (units / m.unitsPerEm) * fontSize;
}
