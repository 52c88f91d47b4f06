// Data for the details pages and their brochures (the same operation each).
import { data, type RouterContextProvider } from 'react-router';
import { appContext, siteContext } from './context.ts';
import { HomeDetailsQuery, ModelDetailsQuery } from './graphql/documents/details.ts';

// SPEC §2: these look like serial numbers but are the not-found screen.
const NOT_HOMES = new Set(['new', 'used']);

export async function loadHome(context: Readonly<RouterContextProvider>, serialNumber: string) {
  if (NOT_HOMES.has(serialNumber.toLowerCase())) throw data(null, { status: 404 });
  const { execute } = context.get(appContext);
  const { getHome: home } = await execute(HomeDetailsQuery, { serialNumber });
  if (!home || !home.serialNumber) throw data(null, { status: 404 });
  return home;
}

export async function loadModel(context: Readonly<RouterContextProvider>, modelNumber: string) {
  const app = context.get(appContext);
  const { dealer } = context.get(siteContext);
  // "Where to see it" is measured from the home center's site, else the default place.
  const zipcode = dealer?.postalCode ?? app.defaultPostalCode;
  const { getModelService: model } = await app.execute(ModelDetailsQuery, { modelNumber, zipcode });
  if (!model) throw data(null, { status: 404 });
  return model;
}
