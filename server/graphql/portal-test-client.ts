// For the portal's integration tests: the browser's own documents
// (app/graphql/documents/portal.ts), printed as the browser prints them and
// sent over HTTP to a test site with a real access token, as SPEC §7 says.
import { print, type DocumentNode } from 'graphql';
import type { TadaDocumentNode } from 'gql.tada';
import { expect } from 'vitest';
import type { PLANNER_TYPE_CORPORATE, PLANNER_TYPE_RETAIL } from '../../lib/planner.ts';
import { CreateUserAndPlannerMutation, GetUserQuery } from '../../app/graphql/documents/portal.ts';
import type { TestSite } from '../identity/test-site.ts';

export type ApiAnswer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: { message: string; path?: string[]; extensions: Record<string, unknown> }[] | undefined;
};

/** The operation's name, as the browser sends it with the document. */
function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('a document the browser sends has a named operation');
}

/**
 * POST /graphql with the document's text, its operation name and variables,
 * and `Authorization: {scheme} {token}` when a token is given.
 */
export async function send<TResult, TVariables>(
  site: TestSite,
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  token?: string | null,
  { scheme = 'Bearer' }: { scheme?: string } = {},
): Promise<ApiAnswer<TResult>> {
  const response = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `${scheme} ${token}` } : {}),
    },
    body: JSON.stringify({
      operationName: operationName(document as DocumentNode),
      query: print(document as DocumentNode),
      variables,
    }),
  });
  const body = (await response.json()) as {
    data?: TResult | null;
    errors?: ApiAnswer['errors'];
  };
  return {
    status: response.status,
    headers: response.headers,
    data: body.data,
    errors: body.errors,
  };
}

/** The answer's data, after checking it has no errors. */
export function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.data as T;
}

/** The answer's single error code and field (for refusals). */
export function refusal(answer: ApiAnswer<unknown>): {
  code: unknown;
  field: unknown;
  message: string;
} {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  const [error] = answer.errors!;
  return { code: error!.extensions.code, field: error!.extensions.field, message: error!.message };
}

export type PlannerChoice =
  | { plannerType: typeof PLANNER_TYPE_RETAIL; lotNumber: string }
  | { plannerType: typeof PLANNER_TYPE_CORPORATE; lotNumber?: null };

/** getUser's variables for a planner, everything included (SPEC §5). */
export function getUserVariables(choice: PlannerChoice, userId: string | null = null) {
  return {
    includeProfile: true,
    includePlannerProgress: true,
    includeRetailCollections: true,
    includeCorpCollections: true,
    profileType: choice.plannerType,
    lotNumber: choice.lotNumber ?? null,
    userId,
  };
}

/** SPEC §4 bootstrap steps 1–2 as the browser runs them; answers the user, profile and progress. */
export async function bootstrap(site: TestSite, token: string, choice: PlannerChoice) {
  const first = ok(await send(site, GetUserQuery, getUserVariables(choice), token));
  if (first.getUser === null) {
    ok(
      await send(
        site,
        CreateUserAndPlannerMutation,
        {
          user: {},
          plannerType: choice.plannerType,
          lotNumber: choice.lotNumber ?? null,
          includeRetailCollections: false,
          includeCorpCollections: false,
        },
        token,
      ),
    );
  }
  const { getUser } = ok(await send(site, GetUserQuery, getUserVariables(choice), token));
  expect(getUser).not.toBeNull();
  expect(getUser!.profile).not.toBeNull();
  expect(getUser!.plannerProgress).not.toBeNull();
  return getUser!;
}
