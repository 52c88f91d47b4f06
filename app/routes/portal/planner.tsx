// SPEC §2 /portal/planner: the four sections (SPEC §2: Home Buying Journey,
// Budget, Land and Home Aspirations), each with its progress and items.
import { PLANNER_SECTIONS } from '../../../lib/planner.ts';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { portalMeta, SECTION_PATHS } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { PlannerSection } from '../../portal/planner-section.tsx';

export const meta = () => portalMeta('Planner');

export default function PlannerPage() {
  const lotNumber = useLotNumberParam();
  return (
    <section aria-labelledby="planner-heading">
      <PageHeading
        id="planner-heading"
        title="Planner"
        intro="Everything between you and your new home, in four parts. Work through them in any order; mark each step done as you go."
      />
      {PLANNER_SECTIONS.map(({ internalName, name }) => (
        <div key={internalName}>
          <PlannerSection name={internalName} title={name} />
          <p className="mt-3">
            <Link
              to={withLotNumber(SECTION_PATHS[internalName], lotNumber)}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Open {name}
            </Link>
          </p>
        </div>
      ))}
    </section>
  );
}
