// Typed GraphQL documents (gql.tada). graphql-env.d.ts is generated from
// schema.graphql by `npm run gen`.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string };
  // Fragments are plain field lists here: components receive the data they render.
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
