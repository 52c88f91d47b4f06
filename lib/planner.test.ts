import { describe, it, expect } from 'vitest';
import {
  FAVORITES_LABEL,
  IDENTITY_PROVIDER_ID,
  PLANNER_SECTIONS,
  PLANNER_TYPES,
  PLANNER_TYPE_CORPORATE,
  PLANNER_TYPE_RETAIL,
  PORTAL_NAME,
  isPlannerType,
  plannerPercent,
  plannerSectionByInternalName,
} from './planner.ts';

describe('plannerPercent', () => {
  it('multiplies the fraction by 100', () => {
    expect(plannerPercent(0)).toBe(0);
    expect(plannerPercent(0.25)).toBe(25);
    expect(plannerPercent(0.5)).toBe(50);
    expect(plannerPercent(1)).toBe(100);
  });

  it('rounds to a whole percent', () => {
    expect(plannerPercent(1 / 3)).toBe(33);
    expect(plannerPercent(2 / 3)).toBe(67);
    expect(plannerPercent(0.125)).toBe(13);
    expect(plannerPercent(0.004)).toBe(0);
    expect(plannerPercent(0.005)).toBe(1);
    expect(plannerPercent(0.999)).toBe(100);
  });

  it('clamps out-of-range values', () => {
    expect(plannerPercent(1.5)).toBe(100);
    expect(plannerPercent(42)).toBe(100);
    expect(plannerPercent(-0.2)).toBe(0);
    expect(plannerPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(plannerPercent(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('never gives -0', () => {
    expect(Object.is(plannerPercent(-0.001), 0)).toBe(true);
    expect(Object.is(plannerPercent(-0), 0)).toBe(true);
  });

  it('treats null, undefined and NaN as 0', () => {
    expect(plannerPercent(null)).toBe(0);
    expect(plannerPercent(undefined)).toBe(0);
    expect(plannerPercent(Number.NaN)).toBe(0);
  });
});

describe('planner sections', () => {
  it('lists the four sections in order', () => {
    expect(PLANNER_SECTIONS).toEqual([
      { name: 'Home Buying Journey', internalName: 'journey' },
      { name: 'Budget', internalName: 'budget' },
      { name: 'Land', internalName: 'land' },
      { name: 'Home Aspirations', internalName: 'aspirations' },
    ]);
  });

  it('finds a section by internal name', () => {
    expect(plannerSectionByInternalName('land')?.name).toBe('Land');
    expect(plannerSectionByInternalName('aspirations')?.name).toBe('Home Aspirations');
    expect(plannerSectionByInternalName('Land')).toBeUndefined();
    expect(plannerSectionByInternalName(null)).toBeUndefined();
  });
});

describe('planner constants', () => {
  it('pins the planner types', () => {
    expect(PLANNER_TYPES).toEqual(['retail', 'corporate']);
    expect(PLANNER_TYPE_RETAIL).toBe('retail');
    expect(PLANNER_TYPE_CORPORATE).toBe('corporate');
    expect(isPlannerType('retail')).toBe(true);
    expect(isPlannerType('corporate')).toBe(true);
    expect(isPlannerType('Retail')).toBe(false);
    expect(isPlannerType(null)).toBe(false);
  });

  it('pins the portal, identity provider and favourites label', () => {
    expect(PORTAL_NAME).toBe('Retail');
    expect(IDENTITY_PROVIDER_ID).toBe(1);
    expect(FAVORITES_LABEL).toBe('Favorites');
  });
});
