// What the host server hands every request (DESIGN §3). The key objects are
// re-exported by entry.server.tsx so the Express host sets the very same keys
// the bundled routes read.
import { createContext } from 'react-router';
import type { ResultOf, TadaDocumentNode } from 'gql.tada';
import type { GetDealerQuery } from './graphql/documents/site.ts';
import type { PublicConfig } from '../server/env.ts';

export type Execute = <TData, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

export type AppContext = {
  requestId: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  publicConfig: PublicConfig;
  /** Where the corporate site centres "homes near you" before the visitor says. */
  defaultPostalCode: string;
  /** Runs a named GraphQL operation in-process. */
  execute: Execute;
  /**
   * SPEC §2 `{path}/page-data.json`: run the page's middleware and loaders as
   * usual, but answer their data as JSON instead of HTML.
   */
  pageData: boolean;
};

export const appContext = createContext<AppContext>();

export type SiteDealer = NonNullable<ResultOf<typeof GetDealerQuery>['getDealer']>;

/** Site mode of this request (DESIGN §1): a home center's site, or the corporate site. */
export type Site = {
  dealer: SiteDealer | null;
  /** SPEC §6: derived from the dealer; the corporate client when none applies. */
  signInClientId: string;
};

export const siteContext = createContext<Site>();
