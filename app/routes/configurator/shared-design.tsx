// /designs/{shareToken} (issue 13): a saved design as whoever holds its link
// sees it: the pictures, every choice with its price and the total, read-only.
// Only the owner changes it (in the portal); this page can start a copy.
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { data } from 'react-router';
import {
  choicesOfCustomizations,
  chosenSelection,
  designerPath,
  optionsOf,
  searchOfChoices,
  selectionPriceText,
  standardSelection,
  visualizerPictures,
} from '../../../lib/configurator/selections.ts';
import type { Configurator } from '../../../lib/configurator/types.ts';
import { formatPrice } from '../../../lib/price.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { useSignedInAnswer } from '../../identity/signed-in-answer.ts';
import { appContext } from '../../context.ts';
import { GetConfiguratorQuery, SharedDesignQuery } from '../../graphql/documents/designs.ts';
import type { Route } from './+types/shared-design';

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { sharedDesign: design } = await app.execute(SharedDesignQuery, {
    shareToken: params.shareToken,
  });
  if (!design?.content || design.version === null) throw data(null, { status: 404 });
  const { getConfigurator } = await app.execute(GetConfiguratorQuery, {
    salesModelId: design.content.salesModelId,
    version: design.version,
  });
  const configurator = getConfigurator as Configurator;
  const choices = choicesOfCustomizations(configurator, design.content.customizations);
  return { design, configurator, choices };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    // Model names carry their article ("The Keystone").
    { title: `A design of ${loaderData.design.modelName ?? 'a home'}` },
    // A buyer's link, not a page for search engines.
    { name: 'robots', content: 'noindex' },
  ];
}

// One zone on the server and in every browser: the page hydrates as it was rendered.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function SharedDesign({ loaderData, params }: Route.ComponentProps) {
  const { design, configurator, choices } = loaderData;
  const pictures = visualizerPictures(configurator, choices, undefined, design.modelName ?? '');
  const priced = new Map(
    design.content!.customizations.map((c) => [c.configuratorOptionId, c.price]),
  );
  const copyHref = designerPath(design.modelNumber ?? '', searchOfChoices(configurator, choices));
  const yours = useOwnDesign(params.shareToken);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-800">
        A shared design · {design.status}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">
        {design.modelName} ({design.modelNumber}), as designed
      </h1>
      <p className="mt-2 text-muted">
        {design.submittedAt
          ? `Sent to the home center ${DATE.format(new Date(design.submittedAt))}.`
          : `Saved ${DATE.format(new Date(design.updatedDate))}.`}{' '}
        {yours ? (
          <>
            This is your design: whoever has this link sees it as it is here.{' '}
            {design.isLocked
              ? 'It was sent to the home center, so it stays as it was sent; '
              : 'Only you can change it, from '}
            {design.isLocked ? 'see it among ' : null}
            <SiteLink to="/portal/designs" className="font-semibold text-brand-700 underline">
              your designs
            </SiteLink>
            .
          </>
        ) : (
          'You are looking at someone’s design: only they can change it.'
        )}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {pictures.map((picture, i) => (
          <figure key={picture.sceneId}>
            <img
              src={picture.url}
              srcSet={picture.srcSet}
              sizes="(min-width: 1152px) 35rem, (min-width: 640px) 46vw, 92vw"
              width={960}
              height={600}
              alt={picture.alt}
              loading={i < 2 ? 'eager' : 'lazy'}
              className="h-auto w-full rounded-lg border border-brand-100 bg-brand-50"
            />
            <figcaption className="mt-1 text-sm text-muted">{picture.name}</figcaption>
          </figure>
        ))}
      </div>
      <section aria-labelledby="choices-title" className="mt-8">
        <h2 id="choices-title" className="text-2xl font-semibold text-brand-900">
          Every choice
        </h2>
        <table className="mt-3 w-full max-w-3xl text-left text-sm">
          <thead>
            <tr className="border-b border-brand-200">
              <th scope="col" className="py-2 pr-3">
                Option
              </th>
              <th scope="col" className="py-2 pr-3">
                Choice
              </th>
              <th scope="col" className="py-2 text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {design.content!.basePrice !== null ? (
              // The total is this and the options below: the table adds up.
              <tr className="border-b border-brand-100">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  The home
                </th>
                <td className="py-1.5 pr-3">
                  {design.modelName} ({design.modelNumber}), standard features
                </td>
                <td className="py-1.5 text-right">{formatPrice(design.content!.basePrice)}</td>
              </tr>
            ) : null}
            {optionsOf(configurator).map((option) => {
              const selection = chosenSelection(option, choices);
              const standard = selection.selectionId === standardSelection(option).selectionId;
              const price = priced.get(option.configuratorOptionId) ?? selection.price;
              return (
                <tr key={option.configuratorOptionId} className="border-b border-brand-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {option.title}
                  </th>
                  <td className="py-1.5 pr-3">{selection.title}</td>
                  <td className="py-1.5 text-right">{selectionPriceText(price, standard)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-2 pr-3 text-base">
                Total, home and options
              </th>
              <td className="py-2 text-right text-base font-bold">
                {design.totalPrice === null
                  ? 'Priced by the home center'
                  : formatPrice(design.totalPrice)}
              </td>
            </tr>
          </tfoot>
        </table>
        {design.pricedAtHomeCenter && design.content!.basePrice !== null ? (
          <p className="mt-2 max-w-3xl text-sm">
            The home is at {design.pricedAtHomeCenter}’s price to order this plan
            {configurator.basePrice !== null && configurator.basePrice < design.content!.basePrice
              ? `; it starts at ${formatPrice(configurator.basePrice)} at another home center.`
              : '.'}
          </p>
        ) : null}
        <p className="mt-2 max-w-3xl text-xs text-muted">
          Prices as saved: the home with these options, delivered within the home center’s included
          miles. Delivery beyond them, installation, the foundation, utility hook-ups, permits and
          land are extra.
        </p>
      </section>
      <p className="mt-8">
        <SiteLink to={copyHref} className="font-semibold text-brand-700 underline">
          Start your own design from these choices
        </SiteLink>
      </p>
    </div>
  );
}

/**
 * Whether the signed-in person made this design (a page every holder of the
 * link sees): they are told it is theirs, not a stranger's.
 */
function useOwnDesign(shareToken: string): boolean {
  const is = useSignedInAnswer(shareToken, async (session) =>
    (await loadChunk(() => import('../../configurator/save-design.ts'))).sharedDesignOwnership(
      session,
      shareToken,
    ),
  );
  return is === 'yours' || is === 'sent';
}
