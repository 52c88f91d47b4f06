// Issue 9: bad input of every kind is the caller's mistake, answered with a
// 4xx (or the page with the value dropped), never a 5xx. A schema-aware fuzz:
// - every trusted operation (app/graphql/operations.json) and every root field
//   of the schema, each variable in turn given NUL, huge, negative, denormal,
//   wrong-typed, very long and odd unicode values, with and without a token,
//   and the trusted operations once more by hash, as the browser sends them;
// - odd persistedQuery extensions and odd request bodies;
// - every route of app/routes.ts with such values in each path segment, and
//   every query parameter a page reads (lib/page-query.ts) on the pages that
//   read them, as pages, page-data.json and React Router data requests;
// - the account forms and the sign-in screen with such fields.
// A 5xx, an INTERNAL_SERVER_ERROR or anything the site logs at error level
// fails it. Deterministic: the same values every run.
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { PAGE_QUERY_PARAMETERS } from '../lib/page-query.ts';
import { schema } from './graphql/schema.ts';
import { documentHash, readOperations } from './graphql/trusted-documents.ts';
import { GRAPHQL_MAX_BODY_BYTES } from './http/request-guard.ts';
import {
  CookieJar,
  form,
  startTestSite,
  TEST_CLIENT,
  type TestSite,
} from './identity/test-site.ts';

let site: TestSite;
const problems: Record<string, unknown>[] = [];
let token: string;
let email: string;
/** Real keys of the seeded catalogue, so a fuzzed variable meets real rows in the others. */
const known = {
  serialNumber: '',
  modelNumber: '',
  stockNumber: '',
  lotNumber: '',
  dealerNumber: '',
  featureId: 0,
  // The signed-up person's portal user, so the portal's ids are their own.
  userId: '',
  profileId: 0,
};

beforeAll(async () => {
  site = await startTestSite({}, { onProblem: (line) => problems.push(line) });
  const signedUp = await site.signUp();
  token = signedUp.tokens.access_token;
  email = signedUp.email;
  const db = site.database.db;
  const first = async (query: ReturnType<typeof sql>) =>
    String(((await db.execute(query)) as unknown as { rows: { value: unknown }[] }).rows[0]!.value);
  known.serialNumber = await first(
    sql`select serial_number as value from home_listings where serial_number is not null limit 1`,
  );
  known.modelNumber = await first(sql`select model_number as value from models limit 1`);
  known.stockNumber = await first(sql`select stock_number as value from land_listings limit 1`);
  known.lotNumber = await first(sql`select lot_number as value from dealers limit 1`);
  known.dealerNumber = await first(
    sql`select dealer_number as value from dealers where lot_number = ${known.lotNumber}`,
  );
  known.featureId = Number(await first(sql`select feature_id as value from features limit 1`));
  const created = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation ($lotNumber: String) { createUserAndPlanner(user: {}, plannerType: retail, lotNumber: $lotNumber) { userId profile(profileType: retail, lotNumber: $lotNumber) { profileId } } }`,
      variables: { lotNumber: known.lotNumber },
    }),
  });
  const { data } = (await created.json()) as {
    data: { createUserAndPlanner: { userId: string; profile: { profileId: number } } };
  };
  known.userId = data.createUserAndPlanner.userId;
  known.profileId = data.createUserAndPlanner.profile.profileId;
});

afterAll(async () => {
  await site?.close();
});

// ---- bad values, by kind ----

const LONG = 'x'.repeat(4000);
const BAD_STRINGS: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  LONG,
  '\uD800',
  '\u202Eevil',
  '🏠'.repeat(300),
  'Ａｂｃ１２３',
  '%00',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '1e308',
  'NaN',
  '\\',
];
const BAD_INTS: unknown[] = [0, -1, 2147483647, -2147483648, 2147483648, 1.5, -0];
const BAD_FLOATS: unknown[] = [0, -0, 5e-324, -5e-324, 1e308, -1e308, -1, 1234567.891];
const WRONG_TYPES: unknown[] = [null, true, 'x', 12.5, [], {}, [1, 2], { a: 1 }];

/** A plausible value for a variable, so the others reach past validation to the database. */
function goodValue(name: string, type: GraphQLInputType): unknown {
  const hints: Record<string, unknown> = {
    latitude: 35.96,
    longitude: -83.92,
    postalCode: '37918',
    zipcode: '37918',
    zipCode: '37918',
    lotNumber: known.lotNumber,
    host: 'knoxville.localhost',
    search: 'Knoxville, TN',
    path: '/homes',
    serialNumber: known.serialNumber,
    modelNumber: known.modelNumber,
    stockNumber: known.stockNumber,
    slug: known.modelNumber.toLowerCase(),
    email,
    newEmail: 'new.address@example.com',
    clientId: TEST_CLIENT,
    name: TEST_CLIENT,
    // The portal's (issue 10).
    userId: known.userId,
    myHomeAccountId: known.userId,
    profileId: known.profileId,
    featureId: known.featureId,
    contentTag: 'journey-how-it-works',
    dealerNumber: known.dealerNumber,
    content: '{"firstName":"Dana"}',
    FirstName: 'Dana',
    LastName: 'Buyer',
    EmailAddress: email,
    PortalName: 'Retail',
    DealerNumber: known.dealerNumber,
    MarketingMeta: '{"utm_source":"fuzz"}',
    SubmissionId: '6f1c2a52-3f0e-4a55-9d43-2b9a1c7e0f11',
    key: 'section',
    value: 'journey',
  };
  const named = getNamedType(type);
  // A hint is a scalar's value: an enum or an input object of the same name gets its own.
  if (name in hints && !isEnumType(named) && !isInputObjectType(named)) return hints[name];
  if (isNonNullType(type)) return goodValue(name, type.ofType);
  if (isListType(type)) return [goodValue(name, type.ofType as GraphQLInputType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, goodValue(field.name, field.type)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    default:
      return 'a';
  }
}

/** Bad values for a variable of this type: its kind's, and every wrong type. */
function badValues(name: string, type: GraphQLInputType): unknown[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = goodValue(name, inner.ofType as GraphQLInputType);
    return [Array<unknown>(1000).fill(item), [null], ...WRONG_TYPES];
  }
  if (isEnumType(inner)) return ['NOT_A_VALUE', ...WRONG_TYPES];
  if (isInputObjectType(inner)) {
    const good = goodValue(name, inner) as Record<string, unknown>;
    const perField = Object.values(inner.getFields()).flatMap((field) =>
      badValues(field.name, field.type).map((value) => ({ ...good, [field.name]: value })),
    );
    return [...perField, { ...good, notAField: 1 }, ...WRONG_TYPES];
  }
  switch (getNamedType(inner).name) {
    case 'Int':
      return [...BAD_INTS, ...WRONG_TYPES];
    case 'Float':
      return [...BAD_FLOATS, ...WRONG_TYPES];
    case 'Boolean':
      return WRONG_TYPES;
    default:
      return [...BAD_STRINGS, ...WRONG_TYPES];
  }
}

// ---- running many requests, a few at a time ----

type Failure = { what: string; status: number; detail: string };

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(each));
  }
}

/** A request's problem, if it has one: a 5xx or an internal error in a GraphQL answer. */
async function check(what: string, response: Response): Promise<Failure | null> {
  const text = await response.text();
  if (response.status >= 500 || text.includes('INTERNAL_SERVER_ERROR')) {
    return { what, status: response.status, detail: text.slice(0, 300) };
  }
  return null;
}

/** What the site logged at error level since the last look, short: the start of each line and its end (the query's parameters). */
function loggedErrors() {
  return problems
    .splice(0)
    .filter((line) => Number(line.level) >= 50)
    .map((line) => {
      const text = JSON.stringify(line);
      return text.length > 800 ? `${text.slice(0, 300)} … ${text.slice(-500)}` : text;
    });
}

// ---- GraphQL ----

type Case = {
  what: string;
  query: string;
  operationName?: string;
  variables: object;
  /** Sent as the browser's data client sends it: the hash of the text, without the text. */
  byHash?: boolean;
};

function operationCases(name: string, document: string): Case[] {
  const operation = parse(document).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const variables = (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(schema, definition.type as never) as GraphQLInputType,
  }));
  const good = Object.fromEntries(variables.map((v) => [v.name, goodValue(v.name, v.type)]));
  return [
    { what: `${name} (plausible)`, query: document, operationName: name, variables: good },
    ...variables.flatMap((variable) =>
      badValues(variable.name, variable.type).map((value) => ({
        what: `${name} $${variable.name}=${JSON.stringify(value)?.slice(0, 60)}`,
        query: document,
        operationName: name,
        variables: { ...good, [variable.name]: value },
      })),
    ),
  ];
}

/** A document for one root field, every argument a variable; the result's type name only. */
function fieldDocument(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args: readonly GraphQLArgument[] = field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const selection =
    isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  const head = definitions ? `${kind} Fuzz(${definitions})` : `${kind} Fuzz`;
  return { document: `${head} { ${field.name}${call}${selection} }`, args };
}

function schemaCases(): Case[] {
  const cases: Case[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const { document, args } = fieldDocument(kind, field);
      const good = Object.fromEntries(args.map((arg) => [arg.name, goodValue(arg.name, arg.type)]));
      cases.push({ what: `${field.name} (plausible)`, query: document, variables: good });
      for (const arg of args) {
        for (const value of badValues(arg.name, arg.type)) {
          cases.push({
            what: `${field.name}(${arg.name}: ${JSON.stringify(value)?.slice(0, 60)})`,
            query: document,
            variables: { ...good, [arg.name]: value },
          });
        }
      }
    }
  }
  return cases;
}

async function runGraphQL(cases: Case[], withToken: boolean): Promise<Failure[]> {
  const failures: Failure[] = [];
  await inBatches(cases, 8, async (item) => {
    const response = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        ...(item.byHash
          ? {
              extensions: {
                persistedQuery: { version: 1, sha256Hash: documentHash(item.query) },
              },
            }
          : { query: item.query }),
        variables: item.variables,
        ...(item.operationName ? { operationName: item.operationName } : {}),
      }),
    });
    const failure = await check(item.what, response);
    if (failure) failures.push(failure);
  });
  return failures;
}

describe('GraphQL with bad variables', () => {
  it('answers every trusted operation’s bad variables with a 4xx or a caller’s error', async () => {
    const cases = Object.entries(await readOperations()).flatMap(([name, document]) =>
      operationCases(name, document),
    );
    expect(cases.length).toBeGreaterThan(300);
    expect([...(await runGraphQL(cases, false)), ...(await runGraphQL(cases, true))]).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });

  it('answers them the same way when they come by hash', async () => {
    const cases = Object.entries(await readOperations()).flatMap(([name, document]) =>
      operationCases(name, document).map((item) => ({ ...item, byHash: true })),
    );
    expect(await runGraphQL(cases, true)).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });

  it('answers every root field of the schema the same way', async () => {
    const cases = schemaCases();
    expect(cases.length).toBeGreaterThan(500);
    expect(await runGraphQL(cases, true)).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });
});

describe('GraphQL with odd hashes and bodies', () => {
  async function postRaw(what: string, body: string): Promise<Failure | null> {
    const response = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    return check(what, response);
  }

  it('answers odd persistedQuery values and bodies without a 5xx', async () => {
    const [name, text] = Object.entries(await readOperations())[0]!;
    const hash = documentHash(text);
    const persistedQueries: unknown[] = [
      null,
      {},
      [],
      'x',
      1,
      true,
      { version: 1 },
      { version: 2, sha256Hash: hash },
      { version: '1', sha256Hash: hash },
      { version: 1, sha256Hash: hash.toUpperCase() },
      { version: 1, sha256Hash: hash.slice(1) },
      { version: 1, sha256Hash: `${hash}\u0000` },
      { version: 1, sha256Hash: '\u0000'.repeat(64) },
      { version: 1, sha256Hash: '🏠'.repeat(32) },
      { version: 1, sha256Hash: 'f'.repeat(64) },
      { version: 1, sha256Hash: LONG },
      { version: 1, sha256Hash: [hash] },
      { version: 1, sha256Hash: { hash } },
      { version: 1, sha256Hash: null },
      { version: 1e308, sha256Hash: hash },
    ];
    const bodies: [string, string][] = [
      ...persistedQueries.map((persistedQuery): [string, string] => [
        `persistedQuery ${JSON.stringify(persistedQuery)?.slice(0, 60)}`,
        JSON.stringify({ operationName: name, variables: {}, extensions: { persistedQuery } }),
      ]),
      ...(['x', 1, [], null, true] as unknown[]).map((extensions): [string, string] => [
        `extensions ${JSON.stringify(extensions)}`,
        JSON.stringify({ operationName: name, extensions }),
      ]),
      ['body null', 'null'],
      ['body []', '[]'],
      ['body "x"', '"x"'],
      ['body 1', '1'],
      ['body {}', '{}'],
      ['body not JSON', '{"extensions":'],
      [
        'a hash with operationName of another operation',
        JSON.stringify({
          operationName: 'notThisOne',
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      ],
      [
        'a hash with variables of the wrong type',
        JSON.stringify({
          operationName: name,
          variables: 'x',
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      ],
      [
        'a hash in a body over the limit',
        JSON.stringify({
          operationName: name,
          variables: { padding: 'x'.repeat(GRAPHQL_MAX_BODY_BYTES) },
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      ],
    ];
    const failures: Failure[] = [];
    await inBatches(bodies, 8, async ([what, body]) => {
      const failure = await postRaw(what, body);
      if (failure) failures.push(failure);
    });
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });
});

// ---- pages ----

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function routePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [`/${path}`, ...routePaths(entry.children ?? [], path)];
  });
}

const BAD_SEGMENTS = [
  '%00',
  'x'.repeat(900),
  '%F0%9F%8F%A0',
  '..',
  '%2e%2e',
  '%2F',
  '%25',
  '-1',
  '0',
  '99999999999999999999',
  "'",
  '%3Cscript%3E',
  '%E2%80%AE',
  '%C0%80',
  '%ZZ',
  '%20',
  'NEW',
  '%EF%BC%A1',
];

const BAD_QUERY_VALUES = [
  '%00',
  'x'.repeat(2000),
  '-1',
  '1e308',
  '5e-324',
  '%F0%9F%8F%A0',
  '%E2%80%AE',
  '%3Cx%3E',
  '%ZZ',
  '2147483648',
];

async function getAll(paths: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  await inBatches(paths, 6, async (path) => {
    const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
    const failure = await check(`GET ${path.slice(0, 120)}`, response);
    if (failure) failures.push(failure);
  });
  return failures;
}

/** A page and its data forms: page-data.json and React Router's .data. */
function variants(path: string, query = ''): string[] {
  const base = path === '/' ? '' : path;
  return [`${path}${query}`, `${base}/page-data.json${query}`, `${base || '/_root'}.data${query}`];
}

describe('pages with bad addresses', () => {
  it('answers every route with a bad value in each path segment without a 5xx', async () => {
    const paths = routePaths(routes as RouteEntry[]).flatMap((route) => {
      const segments = route.split('/');
      const positions = segments
        .map((segment, index) => (segment.startsWith(':') || segment === '*' ? index : -1))
        .filter((index) => index >= 0);
      if (positions.length === 0) return variants(route);
      return positions.flatMap((position) =>
        BAD_SEGMENTS.flatMap((bad) => {
          const filled = segments.map((segment, index) =>
            index === position ? bad : segment.startsWith(':') ? 'x1' : segment,
          );
          return variants(filled.join('/'));
        }),
      );
    });
    expect(paths.length).toBeGreaterThan(400);
    expect(await getAll(paths)).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });

  it('answers every page query parameter with bad values without a 5xx', async () => {
    const pages = ['/', '/homes', '/land', `/homes/model/${known.modelNumber}`];
    const paths = pages.flatMap((page) =>
      [...PAGE_QUERY_PARAMETERS].flatMap((name) => [
        // The page alone: its page-data.json and .data run the same loaders (the routes' test covers them).
        ...BAD_QUERY_VALUES.map((value) => `${page}?${name}=${value}`),
        variants(page, `?${`${name}=1&`.repeat(200)}`)[0]!,
      ]),
    );
    // A thank-you's parameter read only beside a real `sent`, with names objects inherit too.
    const thanks = [...BAD_QUERY_VALUES, '__proto__', 'constructor', 'toString'].map(
      (value) => `/contact-us?sent=1&team=${value}`,
    );
    expect(await getAll([...paths, ...thanks])).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });
});

describe('forms with bad fields', () => {
  const fields = (value: string) => ({
    email: value,
    password: value,
    confirmPassword: value,
    firstName: value,
    lastName: value,
    client: value,
  });
  const values = ['\u0000', 'a\u0000b@example.com', LONG, '\uD800', '🏠'.repeat(300), ''];

  it('answers the account forms without a 5xx', async () => {
    const failures: Failure[] = [];
    const targets = [
      '/oidc/account/forgot-password',
      `/oidc/account/reset-password/${'a'.repeat(43)}`,
      '/oidc/account/reset-password/%F0%9F%8F%A0',
      `/oidc/account/confirm-email/${'a'.repeat(43)}`,
    ];
    for (const target of targets) {
      for (const value of values) {
        const response = await fetch(`${site.base}${target}`, form(fields(value)));
        const failure = await check(
          `POST ${target} ${JSON.stringify(value).slice(0, 30)}`,
          response,
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });

  it('answers the sign-in screen’s sign-in and sign-up without a 5xx', async () => {
    const failures: Failure[] = [];
    const jar = new CookieJar();
    const { screen } = await site.startSignIn(jar);
    const interaction = (screen as Response).url;
    for (const intent of ['sign-in', 'sign-up', 'consent', '\u0000', LONG]) {
      for (const value of values) {
        const response = await site.visit(jar, interaction, form({ intent, ...fields(value) }));
        const failure = await check(
          `POST sign-in ${intent.slice(0, 10)} ${JSON.stringify(value).slice(0, 30)}`,
          response,
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  });
});
