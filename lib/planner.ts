/** The planner's sections: display name and the internal name stored with progress. */
export const PLANNER_SECTIONS = [
  { name: 'Home Buying Journey', internalName: 'journey' },
  { name: 'Budget', internalName: 'budget' },
  { name: 'Land', internalName: 'land' },
  { name: 'Home Aspirations', internalName: 'aspirations' },
] as const;
export type PlannerSection = (typeof PLANNER_SECTIONS)[number];
export type PlannerSectionName = PlannerSection['internalName'];

export const PLANNER_TYPES = ['retail', 'corporate'] as const;
export type PlannerType = (typeof PLANNER_TYPES)[number];
export const PLANNER_TYPE_RETAIL = 'retail';
export const PLANNER_TYPE_CORPORATE = 'corporate';

export const PORTAL_NAME = 'Retail';
export const IDENTITY_PROVIDER_ID = 1;
export const FAVORITES_LABEL = 'Favorites';

/**
 * Progress is stored as a fraction (0–1) and shown as a whole percent.
 * Missing or NaN counts as no progress; out-of-range values are clamped to 0–100.
 */
export function plannerPercent(fraction: number | null | undefined): number {
  if (typeof fraction !== 'number' || Number.isNaN(fraction)) return 0;
  // Math.max(0, -0) is +0, so a tiny negative never shows as -0.
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

export function plannerSectionByInternalName(
  internalName: string | null | undefined,
): PlannerSection | undefined {
  return PLANNER_SECTIONS.find((section) => section.internalName === internalName);
}

export function isPlannerType(value: unknown): value is PlannerType {
  return (PLANNER_TYPES as readonly unknown[]).includes(value);
}
