import { Brochure } from '../components/brochure.tsx';
import { onItsLandOf } from '../components/cost-estimate.tsx';
import { builtHomeBadges, WasPrice } from '../components/price-marks.tsx';
import { appContext, siteContext } from '../context.ts';
import { useLotNumberParam, withLotNumber } from '../components/site-link.tsx';
import { loadHome, milesFrom, pagePlace } from '../details.server.ts';
import { loadEstimate } from '../estimate.server.ts';
import { qrCode } from '../qr-code.server.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/home-brochure';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const [home, place] = await Promise.all([
    loadHome(context, params.serialNumber, url),
    pagePlace(context, url),
  ]);
  const { publicUrl } = context.get(appContext).publicConfig;
  return {
    home,
    estimate: await loadEstimate(context, url, home.dealer, milesFrom(place, home), place.chosen),
    // On a home center's site, the home's page there, as the brochure is branded.
    online: qrCode(
      `${publicUrl}${withLotNumber(`/homes/${encodeURIComponent(home.serialNumber!)}`, context.get(siteContext).dealer?.lotNumber)}`,
    ),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { home } = loaderData;
  return seoMeta({
    matches,
    title: `Brochure: ${home.model.name}, serial ${home.serialNumber}`,
    description: `Printable brochure of ${home.model.name} for sale at ${home.dealer.name}.`,
    path: `/homes/${encodeURIComponent(home.serialNumber ?? '')}/brochure`,
    noindex: true,
  });
}

export default function HomeBrochure({ loaderData }: Route.ComponentProps) {
  const { home, online, estimate } = loaderData;
  const { model } = home;
  const lotNumber = useLotNumberParam();
  return (
    <Brochure
      online={online}
      model={home.model}
      price={home.priceLabel}
      priceNote={onItsLandOf(home) && home.priceSort !== null ? 'with its land' : null}
      priceDetail={home.stickerTypeId === -1 ? null : <WasPrice home={home} />}
      subtitle={`Serial ${home.serialNumber} · Stock ${home.stockNumber} · ${home.isNew ? 'New' : 'Pre-owned'}`}
      dealer={home.dealer}
      backHref={withLotNumber(`/homes/${encodeURIComponent(home.serialNumber ?? '')}`, lotNumber)}
      badges={builtHomeBadges(home)}
      costs={
        home.priceSort !== null && home.stickerTypeId !== -1
          ? {
              home: {
                price: home.priceSort,
                priced: home.isNew ? 'built' : 'pre-owned',
                sections: model.sections,
                isModular: model.isModular,
                onItsLand: onItsLandOf(home),
              },
              estimate,
            }
          : null
      }
    />
  );
}
