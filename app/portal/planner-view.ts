// The planner as pages show it: each section's items (from the planner) with
// whether the buyer has done them (from their progress), and the next thing
// to do. SPEC §3: percentCompleted is the stored fraction × 100, rounded by
// the server; pages show it as given.
import { PLANNER_SECTIONS, type PlannerSectionName } from '../../lib/planner.ts';

/** A planner item as pages read it. */
export type Content = {
  contentId: number;
  contentType: string;
  tag: string;
  title: string;
  summary: string;
  actionLabel: string | null;
  actionPath: string | null;
  body?: string;
};
type Section = {
  plannerSectionId: number;
  name: string;
  title: string;
  contents: readonly Content[];
};
type Progress = {
  section: string;
  completed: number;
  total: number;
  percentCompleted: number;
  /** Questions count as done when the profile answers them: read this, not completedContents. */
  contents: readonly { tag: string; isCompleted: boolean }[];
};

export type ItemView<C extends Content = Content> = C & { isCompleted: boolean };
export type SectionView<C extends Content = Content> = {
  name: PlannerSectionName;
  title: string;
  /** The buyer's progress is in (else the counts are not theirs yet). */
  known: boolean;
  completed: number;
  total: number;
  percent: number;
  items: ItemView<C>[];
};

/**
 * The four sections in SPEC §2's order, with their items marked done or not;
 * without progress yet (it comes with the buyer's token), nothing is done and
 * `known` is false.
 */
export function plannerView<C extends Content>(
  planner: { sections: readonly (Omit<Section, 'contents'> & { contents: readonly C[] })[] },
  progress: readonly Progress[] | null,
): SectionView<C>[] {
  return PLANNER_SECTIONS.map(({ internalName, name }) => {
    const section = planner.sections.find((s) => s.name === internalName);
    const own = progress?.find((p) => p.section === internalName);
    const done = new Set((own?.contents ?? []).filter((c) => c.isCompleted).map((c) => c.tag));
    return {
      name: internalName,
      title: section?.title ?? name,
      known: own !== undefined,
      completed: own?.completed ?? 0,
      total: own?.total ?? section?.contents.length ?? 0,
      percent: own?.percentCompleted ?? 0,
      items: (section?.contents ?? []).map((content) => ({
        ...content,
        isCompleted: done.has(content.tag),
      })),
    };
  });
}

/** The journey's task of getting pre-qualified for a loan. */
export const PREQUALIFY_TAG = 'journey-get-prequalified';

/**
 * Tasks the buyer's own answers have already settled, so they are not
 * offered as the next step (they stay open in their section for the buyer to
 * tick): a buyer pre-approved, or paying cash, needs no pre-qualification.
 */
export function settledByProfile(
  profile: { isPreApproved: boolean | null; fundingSource: string | null } | null,
): ReadonlySet<string> {
  const settled =
    profile !== null &&
    (profile.isPreApproved === true ||
      profile.fundingSource === 'pre_approved' ||
      profile.fundingSource === 'cash');
  return new Set(settled ? [PREQUALIFY_TAG] : []);
}

/** The next thing to do: the first open item of the journey, else of the other sections. */
export function nextItem<C extends Content>(
  sections: readonly SectionView<C>[],
  settled: ReadonlySet<string> = new Set(),
): { section: SectionView<C>; item: ItemView<C> } | null {
  // A settled task is still offered once nothing else is open: the buyer ticks it off.
  for (const skip of [settled, new Set<string>()]) {
    for (const section of sections) {
      const item = section.items.find(
        (candidate) => !candidate.isCompleted && !skip.has(candidate.tag),
      );
      if (item) return { section, item };
    }
  }
  return null;
}
