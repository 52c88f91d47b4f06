// Trusted documents by hash (decision 0006) on a production-like site: the
// browser's data client sends { operationName, variables, extensions:
// { persistedQuery: { version: 1, sha256Hash } } } and no text, with a real
// token from a real sign-up. Every operation of operations.json is taken that
// way, an unknown hash is refused, and texts keep today's rules (page loaders
// and other callers): a trusted text runs, any other is refused.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_HASHES } from '../../app/graphql/operation-hashes.ts';
import { startTestSite, TEST_CLIENT, type TestSite } from '../identity/test-site.ts';
import { schema } from './schema.ts';
import { documentHash, readOperations, readPersistedDocuments } from './trusted-documents.ts';
import { createGraphQL } from './yoga.ts';

let site: TestSite;
let token: string;
let email: string;
let operations: Record<string, string>;

beforeAll(async () => {
  site = await startTestSite({}, { trustedDocuments: true });
  const signedUp = await site.signUp();
  token = signedUp.tokens.access_token;
  email = signedUp.email;
  operations = await readOperations();
});

afterAll(async () => {
  await site?.close();
});

type Body = {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** `withToken`: the signed-up person's token, none, or another's. */
async function post(
  body: unknown,
  withToken: boolean | string = true,
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(withToken
        ? { authorization: `Bearer ${typeof withToken === 'string' ? withToken : token}` }
        : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const byHash = (operationName: string, sha256Hash: string, variables: object = {}) => ({
  operationName,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash } },
});

/** A value of the variable's type, so the operation runs (what it answers is other tests' matter). */
function valueFor(name: string, type: GraphQLInputType): unknown {
  const hints: Record<string, unknown> = {
    email,
    newEmail: `hash.${Date.now()}@example.com`,
    clientId: TEST_CLIENT,
    lotNumber: '1',
    postalCode: '37918',
    zipcode: '37918',
    latitude: 35.96,
    longitude: -83.92,
  };
  if (isNonNullType(type)) return valueFor(name, type.ofType);
  if (name in hints) return hints[name];
  if (isListType(type)) return [valueFor(name, type.ofType as GraphQLInputType)];
  // A variable carries the enum value's name (HomeCollection's ON_DISPLAY stands for on-display).
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, valueFor(field.name, field.type)]),
    );
  }
  const scalar = getNamedType(type).name;
  return scalar === 'Int' ? 1 : scalar === 'Float' ? 1.5 : scalar === 'Boolean' ? true : 'a';
}

function variablesFor(text: string): Record<string, unknown> {
  const operation = parse(text).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((v) => v.type.kind === Kind.NON_NULL_TYPE)
      .map((v) => [
        v.variable.name.value,
        valueFor(v.variable.name.value, typeFromAST(schema, v.type as never) as GraphQLInputType),
      ]),
  );
}

describe('a production site, asked by hash', () => {
  it('runs every operation of operations.json by the hash the browser has', async () => {
    expect(Object.keys(operations).length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(operations)) {
      const hash = OPERATION_HASHES[name]!;
      expect(hash, name).toBe(documentHash(text));
      // Deleting the account would end the token every other operation and test uses.
      const as = name === 'deleteAccount' ? (await site.signUp()).tokens.access_token : true;
      const { status, body } = await post(byHash(name, hash, variablesFor(text)), as);
      // A `data` entry means the document was found, parsed, validated and
      // executed; what the resolvers answered for made-up values is not this test's matter.
      expect(body, `${name}: ${JSON.stringify(body).slice(0, 300)}`).toHaveProperty('data');
      expect(status, name).toBeLessThan(500);
      for (const error of body.errors ?? []) {
        expect(error.extensions?.code, name).not.toMatch(
          /^(PERSISTED_QUERY_NOT_FOUND|BAD_REQUEST|GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED)$/,
        );
      }
    }
  });

  it('answers as it answers the same text', async () => {
    const variables = { lotNumber: '1' };
    const hashed = await post(byHash('getDealer', OPERATION_HASHES.getDealer!, variables));
    const text = await post({ operationName: 'getDealer', variables, query: operations.getDealer });
    expect(hashed).toEqual(text);
    expect(hashed.status).toBe(200);
    expect(hashed.body.data).toMatchObject({ getDealer: { lotNumber: '1' } });
  });

  it('runs a signed-in mutation by hash with the Bearer token, and refuses it without', async () => {
    const variables = { email, clientId: TEST_CLIENT };
    const signedIn = await post(
      byHash('updatePasswordService', OPERATION_HASHES.updatePasswordService!, variables),
    );
    expect(signedIn).toEqual({ status: 200, body: { data: { updatePasswordService: true } } });
    const anonymous = await post(
      byHash('updatePasswordService', OPERATION_HASHES.updatePasswordService!, variables),
      false,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a hash it does not know with PERSISTED_QUERY_NOT_FOUND (400)', async () => {
    // What a client that rewrites documents would send: the hash of a text with __typename added.
    const rewritten = operations.getDealer!.replace('dealerId', '__typename\n    dealerId');
    for (const hash of [documentHash(rewritten), '0'.repeat(64)]) {
      const { status, body } = await post(byHash('getDealer', hash));
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
  });

  it('refuses a malformed persistedQuery with BAD_REQUEST (400)', async () => {
    const hash = OPERATION_HASHES.getDealer!;
    for (const persistedQuery of [
      { version: 2, sha256Hash: hash },
      { sha256Hash: hash },
      { version: 1, sha256Hash: hash.toUpperCase() },
      { version: 1, sha256Hash: `${hash}0` },
      { version: 1, sha256Hash: 12 },
      { version: 1 },
      'x',
      [hash],
    ]) {
      const { status, body } = await post({
        operationName: 'getDealer',
        extensions: { persistedQuery },
      });
      expect(status, JSON.stringify(persistedQuery)).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('takes a query by hash over GET too (no mutation: GET never changes anything)', async () => {
    const url = new URL(`${site.base}/graphql`);
    url.searchParams.set('operationName', 'getDealer');
    url.searchParams.set('variables', JSON.stringify({ lotNumber: '1' }));
    url.searchParams.set(
      'extensions',
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: OPERATION_HASHES.getDealer } }),
    );
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Body).data).toMatchObject({ getDealer: { lotNumber: '1' } });

    url.searchParams.set('operationName', 'updatePasswordService');
    url.searchParams.set(
      'extensions',
      JSON.stringify({
        persistedQuery: { version: 1, sha256Hash: OPERATION_HASHES.updatePasswordService },
      }),
    );
    expect((await fetch(url, { headers: { accept: 'application/json' } })).status).toBe(405);
  });
});

describe('a production site, sent text', () => {
  it('still runs the trusted texts (page loaders, callers that send text)', async () => {
    const { status, body } = await post({
      operationName: 'getDealer',
      variables: { lotNumber: '1' },
      query: operations.getDealer,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ getDealer: { lotNumber: '1' } });
  });

  it('refuses any other text, even beside a known hash: the text is what would run', async () => {
    const rewritten = operations.getDealer!.replace('dealerId', '__typename\n    dealerId');
    for (const body of [
      { operationName: 'getDealer', query: rewritten },
      { ...byHash('getDealer', OPERATION_HASHES.getDealer!), query: rewritten },
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
  });
});

describe('development', () => {
  it('takes hashes too, and a text beside a hash runs as the text (an edit before npm run gen)', async () => {
    const yoga = createGraphQL({
      db: site.database.db,
      logger: pino({ level: 'silent' }),
      production: false,
      persistedDocuments: await readPersistedDocuments(),
    });
    const ask = async (body: object) => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Body };
    };
    const hashed = await ask(byHash('getDealer', OPERATION_HASHES.getDealer!, { lotNumber: '1' }));
    expect(hashed.status).toBe(200);
    expect(hashed.body.data).toMatchObject({ getDealer: { lotNumber: '1', dealerId: 1 } });

    const edited = await ask({
      ...byHash('getDealer', OPERATION_HASHES.getDealer!, { lotNumber: '1' }),
      query: 'query getDealer($lotNumber: String) { getDealer(lotNumber: $lotNumber) { name } }',
    });
    expect(edited.status).toBe(200);
    expect(Object.keys((edited.body.data as { getDealer: object }).getDealer)).toEqual(['name']);

    const unknown = await ask(byHash('getDealer', 'f'.repeat(64)));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
