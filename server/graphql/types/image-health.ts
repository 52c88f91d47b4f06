import {
  imageHealth,
  MAX_IMAGE_HEALTH_PAGE_SIZE,
  type ImageHealth,
  type ImageHealthResult,
} from '../../domain/image-health.ts';
import { builder } from '../builder.ts';

const ImageHealthType = builder.objectRef<ImageHealth>('ImageHealth').implement({
  description: 'SPEC §3 image health per model',
  fields: (t) => ({
    modelNumber: t.exposeString('modelNumber'),
    salesModelId: t.exposeString('salesModelId'),
    isHealthy: t.exposeBoolean('isHealthy', {
      description: 'Every image row of the model renders (actual = expected)',
    }),
    healthCheckDate: t.expose('healthCheckDate', { type: 'DateTime' }),
    cacheVersion: t.exposeString('cacheVersion'),
    expectedImageCount: t.exposeInt('expectedImageCount', {
      description:
        'The model’s catalogue image rows and its configurator’s pictures (one per scene, standard options)',
    }),
    actualImageCount: t.exposeInt('actualImageCount', {
      description: 'How many of them the picture renderer produced just now',
    }),
  }),
});

const ImageHealthResultType = builder.objectRef<ImageHealthResult>('ImageHealthResult').implement({
  fields: (t) => ({
    modelHealth: t.field({ type: [ImageHealthType], resolve: (r) => r.modelHealth }),
    totalCount: t.exposeInt('totalCount', { description: 'Models on all pages' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Pass as after for the next page',
    }),
  }),
});

// The contract names the query both ways; one implementation serves both.
for (const name of ['imageHealth', 'getImageHealth'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: ImageHealthResultType,
      description: `SPEC §7 ${name}: for one model (salesModelId) or every model by id, first (1–${MAX_IMAGE_HEALTH_PAGE_SIZE}, default 20) after the cursor after, whether each catalogue image renders now. cacheVersion is echoed (default: the server's).`,
      args: {
        salesModelId: t.arg.string({ required: false }),
        cacheVersion: t.arg.string({ required: false }),
        first: t.arg.int({ required: false }),
        after: t.arg.string({ required: false }),
      },
      resolve: (_root, args, ctx) => imageHealth(ctx, args),
    }),
  );
}
