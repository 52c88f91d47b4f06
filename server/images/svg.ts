// Tiny helpers for writing SVG as text. Numbers are rounded so the markup (and
// therefore the content hash) is stable and compact.

/** Escape for text content: only &, < and > matter there. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escape for attribute values (and anywhere else): also both quote characters. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Format a coordinate with at most two decimals and no "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

type AttrValue = string | number | undefined | null | false;

export function attrs(values: Record<string, AttrValue>): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(name: string, values: Record<string, AttrValue>, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(values)}/>`
    : `<${name}${attrs(values)}>${children}</${name}>`;
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rest: Record<string, AttrValue> = {},
) => el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), ...rest });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  rest: Record<string, AttrValue> = {},
) => el('line', { x1, y1, x2, y2, ...rest });

export const circle = (cx: number, cy: number, r: number, rest: Record<string, AttrValue> = {}) =>
  el('circle', { cx, cy, r, ...rest });

export const polygon = (
  points: readonly (readonly [number, number])[],
  rest: Record<string, AttrValue> = {},
) => el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...rest });

/** Path-data builder for many short segments in one element (cheap for resvg). */
export class PathData {
  private parts: string[] = [];
  move(x: number, y: number): this {
    this.parts.push(`M${n(x)} ${n(y)}`);
    return this;
  }
  lineTo(x: number, y: number): this {
    this.parts.push(`L${n(x)} ${n(y)}`);
    return this;
  }
  seg(x1: number, y1: number, x2: number, y2: number): this {
    return this.move(x1, y1).lineTo(x2, y2);
  }
  rect(x: number, y: number, w: number, h: number): this {
    this.parts.push(`M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`);
    return this;
  }
  raw(d: string): this {
    this.parts.push(d);
    return this;
  }
  close(): this {
    this.parts.push('Z');
    return this;
  }
  get empty(): boolean {
    return this.parts.length === 0;
  }
  toString(): string {
    return this.parts.join('');
  }
}
