// How bedroom and bathroom counts read on a page ("2.5 baths", "1 bed").

/** 2 → "2", 2.5 → "2.5": half baths keep their half, whole ones no ".0". */
export function bathsNumber(baths: number): string {
  return Number.isInteger(baths) ? String(baths) : baths.toFixed(1);
}

export function bathsLabel(baths: number): string {
  return `${bathsNumber(baths)} bath${baths === 1 ? '' : 's'}`;
}

export function bedsLabel(beds: number): string {
  return `${beds} bed${beds === 1 ? '' : 's'}`;
}
