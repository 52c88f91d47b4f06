// /staff/image-health (issue 13; SPEC §3 image health): for the company's
// staff, whether every model's pictures draw right now — its catalogue
// pictures and its configurator's, one per scene — 50 models a page.
import { Link } from '../../components/site-link.tsx';
import { appContext } from '../../context.ts';
import { ImageHealthQuery } from '../../graphql/documents/designs.ts';
import type { Route } from './+types/image-health';

const PAGE_SIZE = 50;

export async function loader({ context, url }: Route.LoaderArgs) {
  const after = url.searchParams.get('after');
  const { imageHealth } = await context
    .get(appContext)
    .execute(ImageHealthQuery, { first: PAGE_SIZE, after: after || null });
  return { health: imageHealth, after };
}

export const meta = () => [
  { title: 'Picture health | Staff' },
  { name: 'robots', content: 'noindex' },
];

const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export default function ImageHealthPage({ loaderData }: Route.ComponentProps) {
  const { health, after } = loaderData;
  const unhealthy = health.modelHealth.filter((h) => !h.isHealthy);
  const checked = health.modelHealth[0]?.healthCheckDate;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900">Picture health</h1>
      <p className="mt-1 text-sm">
        Staff pages: picture health ·{' '}
        <Link to="/staff/pricing" className="text-brand-700 underline">
          estimate figures
        </Link>
      </p>
      <p className="mt-2 max-w-prose">
        Each model’s pictures drawn just now: its catalogue pictures (exterior, floor plan) and its
        configurator’s, one per scene with the standard options.{' '}
        {checked ? `Checked ${TIME.format(new Date(checked))}; ` : ''}cache version{' '}
        {health.modelHealth[0]?.cacheVersion ?? '—'}. {health.totalCount} models in all.
      </p>
      <p role="status" className="mt-3 font-semibold">
        {unhealthy.length === 0
          ? `All ${health.modelHealth.length} models on this page are healthy.`
          : `${unhealthy.length} of ${health.modelHealth.length} models on this page miss pictures.`}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Models and their pictures</caption>
        <thead>
          <tr className="border-b border-brand-200">
            <th scope="col" className="py-2 pr-3">
              Model
            </th>
            <th scope="col" className="py-2 pr-3">
              Sales model id
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Expected
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Drawn
            </th>
            <th scope="col" className="py-2">
              Health
            </th>
          </tr>
        </thead>
        <tbody>
          {health.modelHealth.map((h) => (
            <tr key={h.salesModelId} className="border-b border-brand-100">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                <Link
                  to={`/homes/model/${encodeURIComponent(h.modelNumber)}/design`}
                  className="underline"
                >
                  {h.modelNumber}
                </Link>
              </th>
              <td className="py-1.5 pr-3">{h.salesModelId}</td>
              <td className="py-1.5 pr-3 text-right">{h.expectedImageCount}</td>
              <td className="py-1.5 pr-3 text-right">{h.actualImageCount}</td>
              <td
                className={`py-1.5 font-semibold ${h.isHealthy ? 'text-green-800' : 'text-red-800'}`}
              >
                {h.isHealthy ? 'Healthy' : 'Missing pictures'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 flex gap-4">
        {after ? (
          <Link to="/staff/image-health" className="font-semibold underline">
            First page
          </Link>
        ) : null}
        {health.hasNextPage && health.endCursor ? (
          <Link
            to={`/staff/image-health?after=${encodeURIComponent(health.endCursor)}`}
            className="font-semibold underline"
          >
            Next {PAGE_SIZE} models
          </Link>
        ) : null}
      </p>
    </div>
  );
}
