// A planner section on its own page, or all four on the planner page. The
// items' words come with the page (the portal layout's loader, rendered on the
// server, the same for every buyer); the buyer's progress comes after, with
// their token (getPlannerProgressService, SPEC §7; SPEC §5: a token and a
// planner type, plus a lot number when retail). So the page never moves: only
// checkboxes and counts fill in.
import { useRouteLoaderData } from 'react-router';
import type { PlannerSectionName } from '../../lib/planner.ts';
import { useQuery } from '../graphql/client-react.tsx';
import { GetPlannerProgressServiceQuery } from '../graphql/documents/portal.ts';
import type { loader as portalLoader } from '../routes/portal/layout.tsx';
import { PlannerItems } from './planner-items.tsx';
import { plannerView } from './planner-view.ts';
import { usePortal } from './portal-data.tsx';
import { ProgressBar } from './progress.tsx';

/** The planner's sections and items, as the portal layout loaded them. */
export function usePlanner() {
  const data = useRouteLoaderData<typeof portalLoader>('portal');
  if (!data) throw new Error('planner pages render inside the portal layout');
  return data.planner;
}

export function usePlannerSections() {
  const portal = usePortal();
  const planner = usePlanner();
  const query = useQuery(
    GetPlannerProgressServiceQuery,
    { plannerType: portal.plannerType, lotNumber: portal.lotNumber },
    { skip: portal.status !== 'ready' },
  );
  return plannerView(planner, query.data?.getPlannerProgressService?.plannerProgress ?? null);
}

/** One section: its progress and its items. */
export function PlannerSection({
  name,
  title,
}: {
  name: PlannerSectionName;
  /** The heading; default the section's own title. */
  title?: string;
}) {
  const section = usePlannerSections().find((s) => s.name === name)!;
  const id = `section-${name}-heading`;
  const heading = title ?? section.title;
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-brand-900">
          {heading}
        </h2>
        <p className="text-sm text-muted">
          {section.known
            ? `${section.completed} of ${section.total} done · ${section.percent}%`
            : '\u00a0'}
        </p>
      </div>
      <ProgressBar percent={section.percent} label={`${heading} progress`} className="mt-2" />
      <PlannerItems items={section.items} known={section.known} />
    </section>
  );
}
