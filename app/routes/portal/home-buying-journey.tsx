// SPEC §2 /portal/home-buying-journey: the planner's journey section, from the
// first look to move-in, each step with its article and a way to mark it done.
import { portalMeta, sectionTitle } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { PlannerSection } from '../../portal/planner-section.tsx';

export const meta = () => portalMeta(sectionTitle('journey'));

export default function HomeBuyingJourneyPage() {
  return (
    <section aria-labelledby="journey-heading">
      <PageHeading
        id="journey-heading"
        title={sectionTitle('journey')}
        intro="The steps from your first look to the day you get your keys. Read each one when you get to it, and mark it done."
      />
      <PlannerSection name="journey" title="Your steps" />
    </section>
  );
}
