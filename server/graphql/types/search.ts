import { MAX_DEALERS_PER_MODEL } from '../../domain/catalogue-index.ts';
import {
  DEFAULT_SEARCH_DISTANCE_MILES,
  DEFAULT_SEARCH_PAGE_SIZE,
  MAX_SEARCH_DISTANCE_MILES,
  MAX_SEARCH_PAGE_SIZE,
  modelsSearch,
  type ModelSummary,
  type ModelsSearchResult,
} from '../../domain/search.ts';
import { builder } from '../builder.ts';
import { picture, PictureType, thumbnailPictures } from './catalogue.ts';
import { DealerType } from './dealers.ts';
import { HomeListingType, TO_ORDER_AT_DESCRIPTION, toOrderAt } from './listings.ts';
import {
  MONTHLY_ESTIMATE_DESCRIPTION,
  MONTHLY_ESTIMATE_PRICE_DESCRIPTION,
  monthlyEstimateFrom,
} from './pricing.ts';

export const ModelSummaryType = builder.objectRef<ModelSummary>('ModelSummary').implement({
  description:
    'A model in search results (SPEC §3 Model summary), with what home centers within the searched distance have of it',
  fields: (t) => ({
    modelId: t.int({ resolve: (s) => s.model.id }),
    modelNumber: t.string({ resolve: (s) => s.model.modelNumber }),
    modelDescription: t.string({ resolve: (s) => s.model.description }),
    name: t.string({ resolve: (s) => s.model.name }),
    slug: t.string({ resolve: (s) => s.model.slug }),
    modelWidth: t.float({ description: 'Feet', resolve: (s) => s.model.widthFt }),
    modelLength: t.float({ description: 'Feet', resolve: (s) => s.model.lengthFt }),
    beds: t.int({ resolve: (s) => s.model.beds }),
    baths: t.float({ resolve: (s) => s.model.baths }),
    squareFeet: t.int({ resolve: (s) => s.model.squareFeet }),
    minSquareFeet: t.int({ resolve: (s) => s.model.minSquareFeet }),
    maxSquareFeet: t.int({ resolve: (s) => s.model.maxSquareFeet }),
    lowPrice: t.int({ nullable: true, resolve: (s) => s.model.lowPrice }),
    monthlyEstimateFrom: t.int({
      nullable: true,
      description: `${MONTHLY_ESTIMATE_DESCRIPTION} At the model’s nearest home center (dealers[0]): its price to order the plan where it lists it (else lowPrice), with its figures; with lotNumber, a plan that home center lists is at its price and figures (its own where it set them, else the company’s): the figure the search filters and sorts by, and the low end of the model page’s panel near the same place.`,
      resolve: (s, _args, ctx) =>
        monthlyEstimateFrom(ctx, { ...s.model, price: s.estimate.price }, s.estimate.dealerId),
    }),
    monthlyEstimatePrice: t.int({
      nullable: true,
      description: MONTHLY_ESTIMATE_PRICE_DESCRIPTION,
      resolve: (s) => s.estimate.price,
    }),
    toOrderAt: t.field({
      type: HomeListingType,
      nullable: true,
      description: TO_ORDER_AT_DESCRIPTION,
      args: { lotNumber: t.arg.string({ required: false }) },
      resolve: (s, args, ctx) => toOrderAt(ctx, s.model.modelNumber, args.lotNumber),
    }),
    highPrice: t.int({ nullable: true, resolve: (s) => s.model.highPrice }),
    startingInThePrice: t.int({ nullable: true, resolve: (s) => s.model.startingInThePrice }),
    minGeneratedPrice: t.int({ nullable: true, resolve: (s) => s.model.minGeneratedPrice }),
    maxGeneratedPrice: t.int({ nullable: true, resolve: (s) => s.model.maxGeneratedPrice }),
    lowHistoricalPrice: t.int({ nullable: true, resolve: (s) => s.model.lowHistoricalPrice }),
    highHistoricalPrice: t.int({ nullable: true, resolve: (s) => s.model.highHistoricalPrice }),
    wholesalePrice: t.int({ nullable: true, resolve: (s) => s.model.wholesalePrice }),
    twoYearSalesCount: t.int({ resolve: (s) => s.model.twoYearSalesCount }),
    tags: t.stringList({ resolve: (s) => s.model.tags }),
    thumbnail: t.field({ type: PictureType, resolve: (s) => picture(s.model, 'exterior') }),
    thumbnailImages: t.field({
      type: [PictureType],
      description: 'The model’s catalogue images as pictures, in sort order, each once',
      resolve: (s, _args, ctx) => thumbnailPictures(s.model, ctx),
    }),
    lineId: t.int({ resolve: (s) => s.model.lineId }),
    lineDescription: t.string({ resolve: (s) => s.model.lineDescription }),
    drawingId: t.int({ resolve: (s) => s.model.drawingId }),
    floorPlanId: t.int({ resolve: (s) => s.model.floorPlanId }),
    floorPlanReference: t.string({ resolve: (s) => s.model.floorPlanReference }),
    creationDate: t.field({ type: 'DateTime', resolve: (s) => s.model.createdAt }),
    modificationDate: t.field({ type: 'DateTime', resolve: (s) => s.model.updatedAt }),
    brandAcronym: t.string({ resolve: (s) => s.brandAcronym }),
    dealers: t.field({
      type: [DealerType],
      description: `Home centers within the distance with an unsold listing of the model, nearest first, at most ${MAX_DEALERS_PER_MODEL}`,
      resolve: (s) => s.dealers,
    }),
    distance: t.float({
      nullable: true,
      description: 'Miles to the nearest of those home centers',
      resolve: (s) => s.area.distance,
    }),
    lowestListingPrice: t.int({
      nullable: true,
      description: 'Lowest price of the unsold listings within the distance (null: none priced)',
      resolve: (s) => s.area.lowestListingPrice,
    }),
    listingCount: t.int({
      description: 'Unsold listings of the model within the distance',
      resolve: (s) => s.area.listingCount,
    }),
    hasIfp: t.boolean({ resolve: (s) => s.model.hasIfp }),
    hasVirtualTour: t.boolean({ resolve: (s) => s.model.hasVirtualTour }),
    has360VirtualTour: t.boolean({ resolve: (s) => s.model.has360VirtualTour }),
    hasMatterPort: t.boolean({ resolve: (s) => s.model.hasMatterport }),
    hasVideo: t.boolean({ resolve: (s) => s.model.hasVideo }),
    hasQualityPhotos: t.boolean({ resolve: (s) => s.model.hasQualityPhotos }),
    hasPhotoRealRendering: t.boolean({ resolve: (s) => s.model.hasPhotoRealRendering }),
    hasDreamHomeDesign: t.boolean({ resolve: (s) => s.model.hasDreamHomeDesign }),
    isInStockInArea: t.boolean({
      description: 'A built (serial-numbered), unsold home of the model is within the distance',
      resolve: (s) => s.area.isInStockInArea,
    }),
    isMultiSection: t.boolean({ resolve: (s) => s.model.isMultiSection }),
    isModular: t.boolean({ resolve: (s) => s.model.isModular }),
    isBuildable: t.boolean({ resolve: (s) => s.model.isBuildable }),
    isWebEnabled: t.boolean({ resolve: (s) => s.model.isWebEnabled }),
    isDealerEntered: t.boolean({ resolve: (s) => s.model.isDealerEntered }),
    isMhAdvantageHome: t.boolean({ resolve: (s) => s.model.isMhAdvantageHome }),
    isPremierFinancingEligible: t.boolean({ resolve: (s) => s.model.isPremierFinancingEligible }),
  }),
});

const ModelsSearchResultType = builder
  .objectRef<ModelsSearchResult>('ModelsSearchResult')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { description: 'Models matching, on all pages' }),
      pageNumber: t.exposeInt('pageNumber', {
        description: 'The page startingIndex falls on (1 first)',
      }),
      itemsPerPage: t.exposeInt('itemsPerPage'),
      startingIndex: t.exposeInt('startingIndex', {
        description: 'Offset of the first model (0 first)',
      }),
      sortMethodId: t.exposeInt('sortMethodId'),
      models: t.field({ type: [ModelSummaryType], resolve: (r) => r.models }),
    }),
  });

builder.queryField('modelsSearch', (t) =>
  t.field({
    type: ModelsSearchResultType,
    description: `SPEC §7 models search: web-enabled models with an unsold listing at a home center within distance miles (default ${DEFAULT_SEARCH_DISTANCE_MILES}, at most ${MAX_SEARCH_DISTANCE_MILES}) of latitude/longitude (both required). beds and baths are minimums; prices filter lowPrice (with lotNumber, a plan that home center lists by its price to order there); features is feature ids joined by | (all must be present). Page size numberOfItemsPerPage ?? itemsPerPage ?? ${DEFAULT_SEARCH_PAGE_SIZE} (at most ${MAX_SEARCH_PAGE_SIZE}); offset startingIndex ?? (pageNumber - 1) × size. sortMethodId: 1 nearest (default), 2 price low→high, 3 price high→low, 4 size large→small, 5 size small→large, 6 most bedrooms, 7 newest, 8 most popular, 9 monthly estimate low→high (issue 14); ties by model id. maxMonthlyPayment (issue 14) keeps models whose monthlyEstimateFrom is at most that many dollars. See docs/api.md.`,
    args: {
      baths: t.arg.float({ required: false }),
      beds: t.arg.int({ required: false }),
      distance: t.arg.float({ required: false }),
      hasIfp: t.arg.boolean({ required: false }),
      hasVirtualTour: t.arg.boolean({ required: false }),
      isMultiSection: t.arg.boolean({ required: false }),
      itemsPerPage: t.arg.int({ required: false }),
      latitude: t.arg.float({ required: false }),
      longitude: t.arg.float({ required: false }),
      maxPrice: t.arg.int({ required: false }),
      maxSquareFeet: t.arg.int({ required: false }),
      minPrice: t.arg.int({ required: false }),
      minSquareFeet: t.arg.int({ required: false }),
      numberOfItemsPerPage: t.arg.int({ required: false }),
      pageNumber: t.arg.int({ required: false }),
      sortMethodId: t.arg.int({ required: false }),
      startingIndex: t.arg.int({ required: false }),
      features: t.arg.string({ required: false }),
      maxMonthlyPayment: t.arg.int({ required: false }),
      lotNumber: t.arg.string({
        required: false,
        description:
          'Beyond SPEC §7: the home center whose site searches; a plan it lists is filtered and sorted by its price to order there (toOrderAt) and estimated at it (monthlyEstimateFrom), as its model page there prices it',
      }),
      pricedNearby: t.arg.boolean({
        required: false,
        description:
          'Beyond SPEC §7: true: the price filter and price sorts read what the nearest home center asks to order the plan (monthlyEstimatePrice, the price its card names under "Starting at"), not "Starting at": a budget a plan fits only far away is not met',
      }),
    },
    resolve: (_root, args, ctx) => modelsSearch(ctx, args),
  }),
);
