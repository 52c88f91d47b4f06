// Small text helpers shared by the generators.

/** Lower-case letters, digits and single hyphens: usable as a URL segment and a DNS label. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['"’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Stainless steel appliances" → "stainless steel appliances", but "LED mirrors" stays. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1164 → "1,164". */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** "a", "b", and "c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Fills `{key}` slots of a template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );
}
