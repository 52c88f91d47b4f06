// SPEC §4 "Profile bootstrap" as a pure decision: given what the profile load
// says and which steps this page already took, what happens next. The portal
// (app/routes/portal/) runs the step, reloads, and asks again.
import { PLANNER_TYPE_RETAIL, type PlannerType } from './planner.ts';

export type BootstrapLoad = {
  status: 'loading' | 'ready' | 'error';
  /** The user as loaded: null when the load answered "no such user" (no data, no error). */
  user: { profile: { profileId: number } | null } | null;
};

export type BootstrapInput = {
  plannerType: PlannerType | null;
  lotNumber: string | null;
  load: BootstrapLoad;
  /** Profile values supplied before the profile existed (the retail planner's step 4), or null. */
  supplied: Readonly<Record<string, unknown>> | null;
  /** Steps already sent on this page: each runs at most once, so a failing call cannot loop. */
  taken: ReadonlySet<BootstrapStep>;
};

export type BootstrapStep =
  /** No planner type (or retail without a lot number): nothing to load. */
  | 'skip'
  | 'wait'
  /** Step 2: no user yet: create the user and planner, post the sign-up form, reload. */
  | 'create'
  /** Step 3: a user without a profile: initialise it and reload. */
  | 'initialize'
  /** Step 4: a retail planner with a lot number: patch the profile with the supplied values. */
  | 'patch-profile'
  | 'ready'
  /** A load failed, or a step ran and the load still shows what it should have changed. */
  | 'failed';

/** SPEC §5: the profile is included only with a planner type, and a lot number for retail. */
export function plannerKnown(plannerType: PlannerType | null, lotNumber: string | null): boolean {
  if (!plannerType) return false;
  return plannerType !== PLANNER_TYPE_RETAIL || Boolean(lotNumber);
}

export function nextBootstrapStep(input: BootstrapInput): BootstrapStep {
  const { load, taken } = input;
  if (!plannerKnown(input.plannerType, input.lotNumber)) return 'skip';
  if (load.status === 'loading') return 'wait';
  if (load.status === 'error') return 'failed';
  if (!load.user) return taken.has('create') ? 'failed' : 'create';
  if (!load.user.profile) return taken.has('initialize') ? 'failed' : 'initialize';
  const hasSupplied = input.supplied !== null && Object.keys(input.supplied).length > 0;
  if (
    input.plannerType === PLANNER_TYPE_RETAIL &&
    input.lotNumber &&
    hasSupplied &&
    !taken.has('patch-profile')
  ) {
    return 'patch-profile';
  }
  return 'ready';
}
