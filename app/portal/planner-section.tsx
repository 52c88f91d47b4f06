// A planner section on its own page, or all four on the planner page: the
// planner with each item's article (getPlannerProgressService, SPEC §7),
// loaded once the buyer's planner exists (SPEC §5: a token and a planner
// type, plus a lot number when retail).
import type { PlannerSectionName } from '../../lib/planner.ts';
import { useQuery } from '../graphql/client-react.tsx';
import { GetPlannerProgressServiceQuery } from '../graphql/documents/portal.ts';
import { PlannerItems } from './planner-items.tsx';
import { plannerView } from './planner-view.ts';
import { usePortal } from './portal-data.tsx';
import { Placeholder, ProgressBar } from './progress.tsx';

export function usePlannerSections() {
  const portal = usePortal();
  const query = useQuery(
    GetPlannerProgressServiceQuery,
    { plannerType: portal.plannerType, lotNumber: portal.lotNumber },
    { skip: portal.status !== 'ready' },
  );
  const result = query.data?.getPlannerProgressService;
  return result ? plannerView(result) : null;
}

/** One section: its progress and its items. */
export function PlannerSection({
  name,
  headingLevel = 2,
  title,
}: {
  name: PlannerSectionName;
  headingLevel?: 2 | 3;
  /** The heading; default the section's own title. */
  title?: string;
}) {
  const sections = usePlannerSections();
  const section = sections?.find((s) => s.name === name) ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `section-${name}-heading`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className="text-xl font-bold text-brand-900">
          {title ?? section?.title ?? ''}
        </Heading>
        <p className="text-sm text-muted">
          {section
            ? `${section.completed} of ${section.total} done · ${section.percent}%`
            : '\u00a0'}
        </p>
      </div>
      <ProgressBar
        percent={section?.percent ?? 0}
        label={`${title ?? section?.title ?? name} progress`}
        className="mt-2"
      />
      {section ? <PlannerItems items={section.items} /> : <Placeholder className="mt-4 h-96" />}
    </section>
  );
}
