import { describe, expect, it } from 'vitest';
import {
  nextBootstrapStep,
  plannerKnown,
  type BootstrapInput,
  type BootstrapStep,
} from './profile-bootstrap.ts';

const base: BootstrapInput = {
  plannerType: 'retail',
  lotNumber: '1',
  load: { status: 'ready', user: { profile: { profileId: 7 } } },
  supplied: null,
  taken: new Set<BootstrapStep>(),
};
const step = (change: Partial<BootstrapInput>) => nextBootstrapStep({ ...base, ...change });

describe('plannerKnown (SPEC §5)', () => {
  it('needs a planner type, and a lot number for retail', () => {
    expect(plannerKnown(null, '1')).toBe(false);
    expect(plannerKnown('retail', null)).toBe(false);
    expect(plannerKnown('retail', '')).toBe(false);
    expect(plannerKnown('retail', '12')).toBe(true);
    expect(plannerKnown('corporate', null)).toBe(true);
  });
});

describe('nextBootstrapStep (SPEC §4 profile bootstrap)', () => {
  it('does nothing without a planner type, or for retail without a lot number', () => {
    expect(step({ plannerType: null })).toBe('skip');
    expect(step({ lotNumber: null })).toBe('skip');
  });

  it('waits for the load, and fails on a load error', () => {
    expect(step({ load: { status: 'loading', user: null } })).toBe('wait');
    expect(step({ load: { status: 'error', user: null } })).toBe('failed');
  });

  it('step 2: no data and no error → create the user and planner, once', () => {
    const none = { status: 'ready', user: null } as const;
    expect(step({ load: none })).toBe('create');
    expect(step({ load: none, plannerType: 'corporate', lotNumber: null })).toBe('create');
    expect(step({ load: none, taken: new Set(['create']) })).toBe('failed');
  });

  it('step 3: a user without a profile → initialise it, once', () => {
    const noProfile = { status: 'ready', user: { profile: null } } as const;
    expect(step({ load: noProfile })).toBe('initialize');
    expect(step({ load: noProfile, taken: new Set(['create']) })).toBe('initialize');
    expect(step({ load: noProfile, taken: new Set(['initialize']) })).toBe('failed');
  });

  it('step 4: a retail planner with a lot number patches the supplied values once', () => {
    const supplied = { preferredBeds: 3 };
    expect(step({ supplied })).toBe('patch-profile');
    expect(step({ supplied, taken: new Set(['patch-profile']) })).toBe('ready');
    expect(step({ supplied: {} })).toBe('ready');
    expect(step({ supplied, plannerType: 'corporate', lotNumber: null })).toBe('ready');
  });

  it('is ready once the profile exists and nothing is supplied', () => {
    expect(step({})).toBe('ready');
    expect(step({ plannerType: 'corporate', lotNumber: null })).toBe('ready');
  });
});
