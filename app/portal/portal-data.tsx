// The signed-in buyer's portal data (SPEC §4): the user with its profile and
// planner progress, loaded once by the portal layout for every portal page,
// and the profile bootstrap that creates what a new buyer lacks. Pages read
// it with usePortal() and reload it through the mutations they send.
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  PLANNER_TYPE_CORPORATE,
  PLANNER_TYPE_RETAIL,
  type PlannerType,
} from '../../lib/planner.ts';
import { buyersOwnZip } from '../../lib/location-source.ts';
import { nextBootstrapStep, type BootstrapStep } from '../../lib/profile-bootstrap.ts';
import { buildProfilePatch } from '../../lib/user-patch.ts';
import type { SiteDealer } from '../context.ts';
import { useMutation, useQuery } from '../graphql/client-react.tsx';
import {
  CreateUserAndPlannerMutation,
  GetUserQuery,
  InitializePlannerMutation,
  PostUserSignupFormMutation,
  UpdateProfileMutation,
} from '../graphql/documents/portal.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import type { Session } from '../identity/session.tsx';
import { signUpContent } from './sign-up-content.ts';
import { takeSuppliedProfile } from './supplied-profile.ts';
import { firstPlannerStart, usePlannerTracking, type Track } from './tracking.ts';

export type PortalUser = NonNullable<ResultOf<typeof GetUserQuery>['getUser']>;
export type PortalProfile = NonNullable<PortalUser['profile']>;
export type PortalProgress = NonNullable<PortalUser['plannerProgress']>;

/** What every portal page reads. */
export type Portal = {
  session: Session;
  /** SPEC §1: retail on a home center's site (its lot number), corporate elsewhere. */
  plannerType: PlannerType;
  lotNumber: string | null;
  /** The home center whose site this is (retail), else null. */
  dealer: SiteDealer | null;
  /** checking: the session or the user is loading; failed: the user could not be loaded or made. */
  status: 'loading' | 'ready' | 'failed';
  user: PortalUser | null;
  profile: PortalProfile | null;
  progress: PortalProgress | null;
  /** What went wrong when status is failed. */
  problem: string | null;
  retry(): void;
  track: Track;
};

/** The queries a change of the user or profile makes stale (SPEC §4 step 5, and the answered questions). */
export const AFTER_PROFILE_CHANGE = ['getUser', 'getPlannerProgressService'] as const;
/** SPEC §4 step 6: marking content reloads planner progress (both pages' views of it). */
export const AFTER_MARKING = ['getPlannerProgressService', 'getUser'] as const;

const PortalContext = createContext<Portal | null>(null);

/** Where the buyer's homes are looked for: their own place, else their home center's. */
export function buyerZip(portal: Portal): string | null {
  return buyersOwnZip(portal) || portal.dealer?.postalCode || null;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('portal pages render inside the portal layout');
  return portal;
}

/** The getUser variables of this site's planner (SPEC §5: profile and progress only with a type). */
export function userVariables(plannerType: PlannerType, lotNumber: string | null) {
  return {
    includeProfile: true,
    includePlannerProgress: true,
    includeRetailCollections: false,
    includeCorpCollections: false,
    profileType: plannerType,
    lotNumber,
    userId: null,
  };
}

export function PortalDataProvider({
  session,
  dealer,
  children,
}: {
  session: Session;
  dealer: SiteDealer | null;
  children: React.ReactNode;
}) {
  const plannerType = dealer ? PLANNER_TYPE_RETAIL : PLANNER_TYPE_CORPORATE;
  const lotNumber = dealer?.lotNumber ?? null;
  const signedIn = session.authenticated && !session.loading;
  const variables = userVariables(plannerType, lotNumber);
  const userQuery = useQuery(GetUserQuery, variables, { skip: !signedIn });
  const [createUser] = useMutation(CreateUserAndPlannerMutation);
  const [postSignUpForm] = useMutation(PostUserSignupFormMutation);
  const [initializePlanner] = useMutation(InitializePlannerMutation);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const track = usePlannerTracking(userQuery.data?.getUser?.plannerProgress ?? null);

  // Each step once per page (lib/profile-bootstrap.ts); one at a time.
  const [taken, setTaken] = useState<ReadonlySet<BootstrapStep>>(() => new Set());
  const running = useRef(false);
  // A finished step renders again, so the next step is decided from the reloaded user.
  const [, setStepsDone] = useState(0);
  const [stepProblem, setStepProblem] = useState<string | null>(null);

  const user = userQuery.data?.getUser ?? null;
  const step = signedIn
    ? nextBootstrapStep({
        plannerType,
        lotNumber,
        load: {
          status: userQuery.status,
          user:
            userQuery.status === 'ready' ? (user ? { profile: user.profile ?? null } : null) : null,
        },
        supplied:
          plannerType === PLANNER_TYPE_RETAIL ? takeSuppliedProfile(lotNumber, false) : null,
        taken,
      })
    : 'wait';

  // One "planner started" a page, whether this set-up or a heart's made it (tracking.ts).
  const plannerStartKey = `${session.user?.subject}:${plannerType}:${lotNumber}`;
  useEffect(() => {
    if (running.current) return;
    if (step !== 'create' && step !== 'initialize' && step !== 'patch-profile') return;
    running.current = true;
    void (async () => {
      setTaken((current) => new Set(current).add(step));
      try {
        if (step === 'create') {
          const created = await createUser({
            user: {
              firstName: session.user?.firstName ?? '',
              lastName: session.user?.lastName ?? '',
            },
            plannerType,
            lotNumber,
            includeRetailCollections: false,
            includeCorpCollections: false,
          });
          if (created.error) throw created.error;
          if (firstPlannerStart(plannerStartKey)) track('planner_started', { plannerType });
          // SPEC §8: a failed sign-up form post is only logged; the bootstrap goes on.
          const posted = await postSignUpForm({ content: signUpContent(session, lotNumber) });
          if (posted.error)
            console.warn('The sign-up form could not be posted:', posted.error.message);
        } else if (step === 'initialize') {
          const initialized = await initializePlanner({ plannerType, lotNumber });
          if (initialized.error) throw initialized.error;
          if (firstPlannerStart(plannerStartKey)) track('planner_started', { plannerType });
        } else if (user?.profile) {
          const supplied = takeSuppliedProfile(lotNumber, true);
          const patched = await updateProfile({
            profileId: user.profile.profileId,
            patch: buildProfilePatch(supplied),
          });
          if (patched.error) throw patched.error;
          track('profile_updated', { page: 'sign-up' });
        }
        await userQuery.refetch();
      } catch (error) {
        setStepProblem(error instanceof Error ? error.message : String(error));
      } finally {
        running.current = false;
        setStepsDone((n) => n + 1);
      }
    })();
  });

  const status: Portal['status'] =
    !signedIn || step === 'wait' || step === 'create' || step === 'initialize'
      ? 'loading'
      : step === 'failed' || (stepProblem && !user?.profile)
        ? 'failed'
        : 'ready';

  const value = useMemo<Portal>(
    () => ({
      session,
      plannerType,
      lotNumber,
      dealer,
      status,
      user,
      profile: user?.profile ?? null,
      progress: user?.plannerProgress ?? null,
      problem:
        status === 'failed'
          ? (stepProblem ?? userQuery.error?.message ?? 'Your home account could not be loaded.')
          : null,
      retry: () => {
        setTaken(new Set());
        setStepProblem(null);
        void userQuery.refetch();
      },
      track,
    }),
    [session, plannerType, lotNumber, dealer, status, user, stepProblem, userQuery, track],
  );

  return <PortalContext value={value}>{children}</PortalContext>;
}
