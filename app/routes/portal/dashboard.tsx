// SPEC §2 /portal, the portal's dashboard: the four planner sections' progress,
// the next step, the home center and its people, and the lead.
import { PLANNER_SECTIONS } from '../../../lib/planner.ts';
import { useLotNumberParam, withLotNumber, Link } from '../../components/site-link.tsx';
import { HomeCenterPanel, useHomeCenter } from '../../portal/home-center.tsx';
import { LeadPanel } from '../../portal/lead-form.tsx';
import { portalMeta, SECTION_PATHS } from '../../portal/pages.ts';
import { PageHeading } from '../../portal/portal-frame.tsx';
import { usePortal } from '../../portal/portal-data.tsx';
import { usePlanner } from '../../portal/planner-section.tsx';
import { nextItem, plannerView, settledByProfile } from '../../portal/planner-view.ts';
import { Placeholder, ProgressBar } from '../../portal/progress.tsx';

export const meta = () => portalMeta('Your home plan');

export default function PortalDashboard() {
  const portal = usePortal();
  const lotNumber = useLotNumberParam();
  const homeCenter = useHomeCenter();
  const planner = usePlanner();
  const progress = portal.status === 'ready' ? (portal.progress?.plannerProgress ?? null) : null;
  const sections = plannerView(planner, progress);
  const next = nextItem(
    sections,
    settledByProfile(portal.status === 'ready' ? (portal.user?.profile ?? null) : null),
  );
  const ready = progress !== null;
  return (
    <section aria-labelledby="dashboard-heading">
      <PageHeading
        id="dashboard-heading"
        title="Your home plan"
        intro="Where you are in buying your home, what to do next, and the people who will help."
      />
      <p className="mt-3 h-6 font-semibold text-brand-800">
        {portal.user ? `Welcome, ${portal.user.preferredName || portal.user.firstName}.` : ''}
      </p>

      <h2 className="mt-8 text-xl font-bold text-brand-900">Your planner</h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {PLANNER_SECTIONS.map(({ internalName, name }) => {
          const section = sections.find((s) => s.name === internalName);
          return (
            // The counts sit at the card's foot, so a title on two lines leaves the bars in a row.
            <li key={internalName} className="flex flex-col rounded-lg border border-brand-100 p-4">
              <h3 className="font-semibold text-brand-900">
                <Link
                  to={withLotNumber(SECTION_PATHS[internalName], lotNumber)}
                  className="underline-offset-2 hover:underline"
                >
                  {name}
                </Link>
              </h3>
              <p className="mt-auto flex items-baseline justify-between pt-2 text-sm">
                <span className="text-muted">
                  {ready && section ? `${section.completed} of ${section.total} done` : '\u00a0'}
                </span>
                <span className="min-w-12 text-right text-lg font-bold text-brand-800">
                  {ready && section ? `${section.percent}%` : '\u00a0'}
                </span>
              </p>
              <ProgressBar
                percent={ready && section ? section.percent : 0}
                label={`${name} progress`}
                className="mt-2"
              />
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-xl font-bold text-brand-900">Next step</h2>
      {/* One height loading or loaded (no layout shift); a long title may take a second line. */}
      {!ready ? (
        <Placeholder className="mt-4 h-44 sm:h-40" />
      ) : next ? (
        <div className="mt-4 min-h-44 rounded-lg border-l-4 border-accent-500 bg-brand-50 p-5 sm:min-h-40">
          <p className="text-sm font-semibold text-accent-700">{next.section.title}</p>
          <h3 className="mt-1 text-lg font-semibold text-brand-900">{next.item.title}</h3>
          <p className="mt-1 text-muted">{next.item.summary}</p>
          <Link
            to={withLotNumber(`${SECTION_PATHS[next.section.name]}#${next.item.tag}`, lotNumber)}
            className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {next.item.contentType === 'question' ? 'Answer it' : 'Open this step'}
          </Link>
        </div>
      ) : (
        <p className="mt-4 min-h-44 rounded-lg bg-brand-50 p-5 font-semibold text-brand-900 sm:min-h-40">
          Every step of your planner is done. Congratulations, and welcome home.
        </p>
      )}

      <div className="mt-10 grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="home-center-heading">
          <h2 id="home-center-heading" className="text-xl font-bold text-brand-900">
            Your home center
          </h2>
          <div className="mt-4">
            <HomeCenterPanel choice={homeCenter} />
          </div>
        </section>
        <section aria-labelledby="lead-heading">
          <h2 id="lead-heading" className="text-xl font-bold text-brand-900">
            Talk to them
          </h2>
          <div className="mt-4">
            {homeCenter.status === 'loading' ? (
              <Placeholder className="h-72" />
            ) : homeCenter.homeCenter ? (
              <LeadPanel homeCenter={homeCenter.homeCenter} />
            ) : (
              <p className="rounded-lg border border-brand-100 p-5 text-muted">
                Once we know your home center, you can send them your plan from here.
              </p>
            )}
          </div>
        </section>
      </div>
    </section>
  );
}
