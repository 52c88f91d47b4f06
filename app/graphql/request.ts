// The browser's own GraphQL calls (the account screen's changes), sent as
// SPEC §7 says: POST /graphql with operationName, variables and query, and the
// user's Bearer token. The query is the document printed by gql.tada's own
// printer, which prints exactly what app/graphql/operations.json holds (a test
// proves it), so a production server, which runs only those texts, accepts it.
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { IDENTITY_TIMINGS } from '../../lib/identity-session.ts';

/** A refusal the screen can show: the server's sentence, and the field it is about. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string | null;
  readonly field: string | null;
  constructor(message: string, code: string | null, field: string | null) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

type GraphQLResponse<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

export function operationText(document: TadaDocumentNode<unknown, never>): {
  operationName: string;
  query: string;
} {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const operationName = operation && 'name' in operation ? operation.name?.value : undefined;
  if (!operationName) throw new Error('every operation the site sends has a name');
  return { operationName, query: print(document) };
}

export async function requestApi<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  accessToken: string | null,
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({
        ...operationText(document as TadaDocumentNode<unknown, never>),
        variables,
      }),
      signal: AbortSignal.timeout(IDENTITY_TIMINGS.httpTimeoutMs),
    });
  } catch {
    throw new ApiError('The site did not answer. Check your connection and try again.', null, null);
  }
  const body = (await response.json().catch(() => null)) as GraphQLResponse<TResult> | null;
  const error = body?.errors?.[0];
  if (error) {
    throw new ApiError(
      error.message,
      error.extensions?.code ?? null,
      error.extensions?.field ?? null,
    );
  }
  if (!response.ok || !body?.data) {
    throw new ApiError('Something went wrong on our side. Try again in a minute.', null, null);
  }
  return body.data;
}
