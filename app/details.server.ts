// Data for the details pages and their brochures (the same operation each).
import { data, type RouterContextProvider } from 'react-router';
import {
  catalogueKey,
  MAX_MODEL_KEY_LENGTH,
  MAX_SERIAL_NUMBER_LENGTH,
} from '../lib/catalogue-keys.ts';
import { appContext, siteContext } from './context.ts';
import type { ModelCardData } from './components/model-card.tsx';
import {
  HomeDetailsQuery,
  ModelDetailsQuery,
  SimilarModelsQuery,
} from './graphql/documents/details.ts';

// SPEC §2: these look like serial numbers but are the not-found screen.
const NOT_HOMES = new Set(['new', 'used']);

export async function loadHome(context: Readonly<RouterContextProvider>, segment: string) {
  const serialNumber = catalogueKey(segment, MAX_SERIAL_NUMBER_LENGTH);
  if (!serialNumber || NOT_HOMES.has(serialNumber.toLowerCase())) {
    throw data(null, { status: 404 });
  }
  const { execute } = context.get(appContext);
  const { getHome: home } = await execute(HomeDetailsQuery, { serialNumber });
  if (!home || !home.serialNumber) throw data(null, { status: 404 });
  return home;
}

/** "Where to see it" is measured from the home center's site, else the default place. */
function modelPagePostalCode(context: Readonly<RouterContextProvider>): string {
  const { dealer } = context.get(siteContext);
  return dealer?.postalCode ?? context.get(appContext).defaultPostalCode;
}

export async function loadModel(context: Readonly<RouterContextProvider>, segment: string) {
  const modelNumber = catalogueKey(segment, MAX_MODEL_KEY_LENGTH);
  if (!modelNumber) throw data(null, { status: 404 });
  const app = context.get(appContext);
  const zipcode = modelPagePostalCode(context);
  const { getModelService: model } = await app.execute(ModelDetailsQuery, { modelNumber, zipcode });
  if (!model) throw data(null, { status: 404 });
  return model;
}

/** How far a similar floor plan's size may be from the model's, either way. */
const SIMILAR_SIZE_SHARE = 0.15;
export const SIMILAR_MODELS_SHOWN = 4;

/**
 * Floor plans a buyer looking at this model would also consider: at least as
 * many bedrooms, the same kind of build (single or multi-section), a size
 * within 15%, cheapest first.
 */
export async function loadSimilarModels(
  context: Readonly<RouterContextProvider>,
  model: {
    modelNumber: string;
    sections: number;
    dimensions: { beds: number; squareFeet: number };
  },
): Promise<(ModelCardData & { modelNumber: string })[]> {
  const { squareFeet, beds } = model.dimensions;
  const { getModelsService } = await context.get(appContext).execute(SimilarModelsQuery, {
    zipcode: modelPagePostalCode(context),
    sortBy: 'priceAsc',
    first: SIMILAR_MODELS_SHOWN + 1,
    includeThumbnail: true,
    filters: {
      beds,
      minSquareFeet: Math.floor(squareFeet * (1 - SIMILAR_SIZE_SHARE)),
      maxSquareFeet: Math.ceil(squareFeet * (1 + SIMILAR_SIZE_SHARE)),
      isMultiSection: model.sections > 1,
    },
  });
  return getModelsService.nodes
    .filter((node) => node.modelNumber !== model.modelNumber && node.thumbnail)
    .slice(0, SIMILAR_MODELS_SHOWN)
    .map((node) => ({
      modelNumber: node.modelNumber,
      name: node.name,
      beds: node.beds,
      baths: node.baths,
      squareFeet: node.squareFeet,
      lowPrice: node.lowPrice,
      isMultiSection: node.multiSection,
      isModular: node.isModular,
      isInStockInArea: node.isInStockInArea ?? false,
      distance: node.distance,
      thumbnail: node.thumbnail!,
      dealers: node.nearestDealer ? [node.nearestDealer] : [],
    }));
}
