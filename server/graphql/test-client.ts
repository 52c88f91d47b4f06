// POST /graphql against a Yoga instance in-process, as integration tests do.
import type { Yoga } from './yoga.ts';

export type GraphQLTestResult = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export async function postGraphQL(
  server: Yoga,
  query: string,
  variables: Record<string, unknown> = {},
  options: { ip?: string | null } = {},
): Promise<{ status: number; body: GraphQLTestResult }> {
  const response = await server.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      body: JSON.stringify({ query, variables }),
    },
    // What server/app.ts hands Yoga: the request's IP (Express req.ip).
    { ip: options.ip ?? null },
  );
  return { status: response.status, body: (await response.json()) as GraphQLTestResult };
}
