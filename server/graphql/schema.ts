// Builds the one GraphQL schema. Importing a types module registers its types.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './types/catalogue.ts';
import './types/collections.ts';
import './types/configurator.ts';
import './types/designs.ts';
import './types/content.ts';
import './types/dealers.ts';
import './types/events.ts';
import './types/features.ts';
import './types/identity.ts';
import './types/image-health.ts';
import './types/land.ts';
import './types/leads.ts';
import './types/listings.ts';
import './types/places.ts';
import './types/pricing.ts';
import './types/planner.ts';
import './types/redirects.ts';
import './types/search.ts';
import './types/tracking.ts';
import './types/users.ts';
import './types/welcome-home.ts';

export const schema = builder.toSchema();

/** The SDL committed as schema.graphql (sorted, so diffs stay readable). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
