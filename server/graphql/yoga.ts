// The /graphql endpoint and the in-process executor used by page loaders: both
// run documents through the same envelop plugins (limits, masking, trusted
// documents), so a page and a browser get the same answers and the same errors.
import { randomUUID } from 'node:crypto';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { InputValidationError } from '@pothos/plugin-validation';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { ROUTE_AND_COMPILE_CACHE_ENTRIES } from '../../lib/cache-limits.ts';
import type { AfterAnswer } from '../after-answer.ts';
import type { Db } from '../db/client.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import type { Viewer } from '../domain/context.ts';
import {
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ReauthenticationRequiredError,
  UserInputError,
} from '../domain/errors.ts';
import type { AccountFlows } from '../identity/account-flows.ts';
import { LruCache } from '../images/lru-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AuthenticationError, MESSAGES, schemeAccepted } from '../identity/bearer.ts';
import {
  ipLocationProviderFor,
  noIpLocation,
  type IpLocationProvider,
} from '../places/ip-location.ts';
import type { GraphQLContext } from './builder.ts';
import { schema } from './schema.ts';

export type ServerContext = {
  /**
   * A page loader's own operation (executeOperation): its variables are the
   * loader's, typed against the document, so GraphQL's own reading of them
   * (variablesReadByGraphQL) is skipped; the compiled operation still checks them.
   */
  inProcess?: boolean;
  requestId?: string;
  viewer?: Viewer | null;
  ip?: string | null;
  /** Told when an answer depends on where the caller's IP address is (page caching). */
  onCallerPlace?: () => void;
  /** The Authorization header's scheme word when a token came (and verified). */
  authScheme?: string | null;
};
export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export type YogaOptions = {
  db: Db;
  logger: Logger;
  production: boolean;
  /** Documents the server accepts in production (trusted documents), by text. */
  trustedDocuments?: ReadonlySet<string>;
  /**
   * The same documents by the SHA-256 of their text (sha256Hash → text), which
   * the browser sends instead of the text (decision 0006); taken in every environment.
   */
  persistedDocuments?: ReadonlyMap<string, string>;
  /** Path of a MaxMind-format city database (config GEOIP_DATABASE); none → no IP locations. */
  geoipDatabase?: string;
  /** Overrides the provider built from geoipDatabase (tests). */
  ipLocation?: IpLocationProvider;
  /** Home accounts' mailed-link flows; null without the identity provider. */
  accounts?: AccountFlows | null;
  /** The site's mail, for leads (server/mail/mailer.ts). */
  mailer?: Mailer | null;
  /** Where mail goes after the answer (server/after-answer.ts). */
  afterAnswer?: AfterAnswer | null;
  /** The site's address, for links in mail (a testimonial's "publish it?"). */
  publicUrl?: string | null;
};

/** Errors the caller caused keep their message; everything else is masked. */
/** Resolver errors arrive wrapped (a located GraphQLError around the thrown one). */
function unwrap(error: unknown): unknown {
  let original: unknown = error;
  while (original instanceof GraphQLError && original.originalError)
    original = original.originalError;
  return original;
}

/** PostgreSQL's SQLSTATE class 22 (data exception), wherever in the cause chain the driver put it. */
export function isDataException(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** An error the caller's request caused, answered with its own sentence: not a fault of ours to log. */
export function callerCaused(error: unknown): boolean {
  const original = unwrap(error);
  // GraphQL's own request errors (syntax, validation, a variable of the wrong
  // type) are GraphQLErrors all the way down: the request was wrong, nothing failed.
  if (original instanceof GraphQLError) return true;
  return (
    original instanceof UserInputError ||
    original instanceof PothosValidationError ||
    original instanceof AuthenticationError ||
    original instanceof RateLimitedError ||
    original instanceof ForbiddenError ||
    original instanceof ReauthenticationRequiredError ||
    original instanceof NotFoundError
  );
}

/**
 * graphql-js appends hints such as `Did you mean the enum value "ASC"?` to
 * variable errors; in production they would list the schema to a caller who
 * may not see it otherwise (introspection is off).
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean [^?]*\?/g, '');
}

export function maskError(error: unknown, message: string, production = false): Error {
  const masked = maskedError(error, message);
  if (!production || !masked.message.includes('Did you mean')) return masked;
  return new GraphQLError(withoutSuggestions(masked.message), {
    extensions: masked instanceof GraphQLError ? masked.extensions : {},
  });
}

/** The one argument an argument check refused (api.md: `extensions.field` when it is one). */
function refusedArgument(error: PothosValidationError): string | undefined {
  if (!(error instanceof InputValidationError)) return undefined;
  const names = new Set(
    error.issues.map((issue) => {
      const first = issue.path?.[0];
      return first === undefined
        ? undefined
        : String(typeof first === 'object' ? first.key : first);
    }),
  );
  const [name] = names;
  return names.size === 1 ? name : undefined;
}

function maskedError(error: unknown, message: string): Error {
  const original = unwrap(error);
  if (original instanceof UserInputError || original instanceof PothosValidationError) {
    const field = original instanceof UserInputError ? original.field : refusedArgument(original);
    return new GraphQLError(original.message.replace(/^Validation error: /, ''), {
      extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
    });
  }
  if (original instanceof AuthenticationError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: 'UNAUTHENTICATED',
        http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
      },
    });
  }
  if (original instanceof ReauthenticationRequiredError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: 'REAUTHENTICATION_REQUIRED',
        maxAgeSeconds: original.maxAgeSeconds,
        http: {
          status: 401,
          headers: {
            'WWW-Authenticate': `Bearer error="insufficient_user_authentication", error_description="A recent sign-in is needed", max_age=${original.maxAgeSeconds}`,
          },
        },
      },
    });
  }
  if (original instanceof ForbiddenError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: 'FORBIDDEN',
        http: {
          status: 403,
          headers: {
            'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${original.scope}"`,
          },
        },
      },
    });
  }
  if (original instanceof RateLimitedError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfterSeconds: original.retryAfterSeconds,
        http: { status: 429, headers: { 'Retry-After': String(original.retryAfterSeconds) } },
      },
    });
  }
  if (original instanceof NotFoundError) {
    return new GraphQLError(original.message, { extensions: { code: 'NOT_FOUND' } });
  }
  // A variable the schema cannot take (1.5 for an Int, a string for a Float,
  // a required one missing or null) is the caller's input: say which
  // variable, with the code clients branch on.
  if (
    error instanceof GraphQLError &&
    !error.path &&
    /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" (got invalid value|of (required|non-null) type )/.test(
      error.message,
    )
  ) {
    return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  // GraphQL's own errors (syntax, validation, limits) are about the request: keep them.
  if (original instanceof GraphQLError) return original;
  // Last line of defence: a value PostgreSQL cannot take (SQLSTATE class 22,
  // data exception: out of range, NUL) came from the caller, so it is a 400,
  // not a 500. It stays logged as an error (callerCaused says no): each one
  // is a missing check at the edge to add.
  if (isDatabaseUnavailable(original)) {
    return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: {
          status: 503,
          headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
        },
      },
    });
  }
  if (isDataException(original)) {
    return new GraphQLError('A value is out of range or in a form we cannot use.', {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

function noIntrospection(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** SPEC §6's misspelled scheme word is taken only on the calls that send it (server/identity/bearer.ts). */
function bearerSchemeOnly(): Plugin<GraphQLContext> {
  return {
    onExecute: ({ args }) => {
      const scheme = args.contextValue.authScheme;
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      const rootFields = (operation?.selectionSet.selections ?? [])
        .filter(
          (selection) => selection.kind !== Kind.FIELD || selection.name.value !== '__typename',
        )
        .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : ''));
      if (scheme && !schemeAccepted(scheme, rootFields)) {
        throw new AuthenticationError(MESSAGES.scheme);
      }
    },
  };
}

/** Where in a value a NUL character sits (`$email`, `$filters.name`), or null when none does. */
export function nulCharacterAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterAt(item, `${path}.${key}`) ?? nulCharacterAt(key, path);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store or compare text with a NUL character, and no field
 * of ours has a use for one: refuse it in any variable or literal before a
 * resolver runs (issue 9), for POST /graphql and page loaders alike.
 */
function noNulCharacters(): Plugin {
  // Documents are few and reused (trusted documents): look into each once.
  const literalChecked = new WeakMap<DocumentNode, boolean>();
  const hasNulLiteral = (document: DocumentNode) => {
    let found = literalChecked.get(document);
    if (found === undefined) {
      found = false;
      visit(document, {
        StringValue(node) {
          if (node.value.includes('\0')) found = true;
        },
      });
      literalChecked.set(document, found);
    }
    return found;
  };
  return {
    onExecute: ({ args }) => {
      const inVariable = nulCharacterAt(args.variableValues ?? {}, '');
      if (inVariable === null && !hasNulLiteral(args.document as DocumentNode)) return;
      throw new GraphQLError(
        `${inVariable === null ? 'The document' : `Variable "$${inVariable.slice(1)}"`} has a NUL character, which no field takes.`,
        { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
      );
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * A request may name its document by hash instead of sending it:
 * `extensions: { persistedQuery: { version: 1, sha256Hash } }` with no
 * `query` (the browser's data client, decision 0006). A known hash becomes
 * its trusted text before anything else reads the request; an unknown one is
 * PERSISTED_QUERY_NOT_FOUND, a malformed one BAD_REQUEST, both 400. A request
 * that carries a text is left alone: the text is what runs, under the same
 * rules as any text (in production, trustedDocumentsOnly's exact match).
 * Development's browser sends both, so a document edited since the last
 * `npm run gen` still runs there.
 */
export function persistedDocuments(byHash: ReadonlyMap<string, string>): Plugin {
  return {
    onParams: ({ params, setParams }) => {
      // Yoga's own checks, which run after this, answer a body that is not an object.
      if (!isRecord(params) || params.query != null) return;
      const extensions: unknown = params.extensions;
      if (!isRecord(extensions) || extensions.persistedQuery == null) return;
      const persisted = extensions.persistedQuery;
      if (
        !isRecord(persisted) ||
        persisted.version !== 1 ||
        typeof persisted.sha256Hash !== 'string' ||
        !SHA256_HEX.test(persisted.sha256Hash)
      ) {
        throw new GraphQLError(
          'extensions.persistedQuery needs version 1 and a sha256Hash of 64 lower-case hexadecimal characters.',
          { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
        );
      }
      const query = byHash.get(persisted.sha256Hash);
      if (query === undefined) {
        throw new GraphQLError('No trusted document of this site has this sha256Hash.', {
          extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
        });
      }
      setParams({ ...params, query });
    },
  };
}

/**
 * Variables are read by GraphQL's own rules before a compiled operation runs
 * (decision 0012): a refused value gets graphql-js's message, which names the
 * variable and the path inside it ('Variable "$condition" got invalid value
 * "Gadgets" at "condition.type"; …'), where the compiler's names the field.
 */
function variablesReadByGraphQL(production: boolean): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      if ((args.contextValue as ServerContext).inProcess) return;
      // A document of several operations runs on graphql-js, which reads them itself.
      if (operationCount(args.document) !== 1) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation?.variableDefinitions?.length) return;
      const coerced = getVariableValues(
        args.schema,
        operation.variableDefinitions,
        (args.variableValues ?? {}) as Record<string, unknown>,
        { maxErrors: 50 },
      );
      // Stopped here, the answer skips Yoga's masking: mask it the same way.
      if (coerced.errors) {
        setResultAndStopExecution({
          errors: coerced.errors.map(
            (error) => maskError(error, 'Unexpected error.', production) as GraphQLError,
          ),
        });
      }
    },
  };
}

function operationCount(document: DocumentNode): number {
  return document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION).length;
}

/**
 * A request that carries no operation (no query and no known hash) is the
 * caller's mistake: 400, where Yoga answers an application/json caller 200.
 */
function queryRequired(): Plugin {
  return {
    onParams: ({ params }) => {
      if (typeof params.query === 'string' && params.query !== '') return;
      throw new GraphQLError('Must provide query string.', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    },
  };
}

function trustedDocumentsOnly(trusted: ReadonlySet<string>): Plugin {
  return {
    onParams: ({ params }) => {
      if (typeof params.query === 'string' && !trusted.has(params.query)) {
        throw new GraphQLError('This operation is not a trusted document of this site', {
          extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
        });
      }
    },
  };
}

/**
 * SPEC §9: a compile cache holds up to 10000 entries (Yoga's own hold 1024):
 * parsed documents and parse errors by their text. Validation results and
 * compiled functions are kept by the parsed document, so they go when it does.
 */
export function parserCaches() {
  return {
    documentCache: new LruCache<string, DocumentNode>(ROUTE_AND_COMPILE_CACHE_ENTRIES),
    errorCache: new LruCache<string, unknown>(ROUTE_AND_COMPILE_CACHE_ENTRIES),
  };
}

export function createGraphQL(options: YogaOptions): Yoga {
  const armor = new EnvelopArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxTokens: { n: 2000 },
    // Above the costliest trusted document (homeCollectionNear, about 5,100), which
    // graphql.int.test.ts runs through these limits.
    costLimit: { maxCost: 6000 },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: options.production },
  });
  const plugins: Plugin[] = [
    // First: every later hook sees the trusted text a hash stands for.
    ...(options.persistedDocuments ? [persistedDocuments(options.persistedDocuments)] : []),
    queryRequired(),
    ...(armor.protect().plugins as Plugin[]),
    bearerSchemeOnly() as Plugin,
    noNulCharacters(),
    variablesReadByGraphQL(options.production),
    // Each document compiled once into a function (decision 0012). The compiled
    // function is kept by document alone, whatever operation was asked for: a
    // document of several operations runs on GraphQL's own executor.
    useGraphQlJit({}, { enableIf: ({ document }) => operationCount(document) === 1 }) as Plugin,
  ];
  if (options.production) plugins.push(noIntrospection());
  if (options.production && options.trustedDocuments) {
    plugins.push(trustedDocumentsOnly(options.trustedDocuments));
  }
  const domain = { db: options.db, viewer: null };
  const ipLocation =
    options.ipLocation ??
    ipLocationProviderFor(domain, options.geoipDatabase, (error) =>
      options.logger.warn({ err: error }, 'IP location database failed'),
    );
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    parserAndValidationCache: parserCaches(),
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: {
      maskError: (error, message) => maskError(error, message, options.production),
    },
    // CORS is answered before Yoga, for the registered origins only (server/app.ts).
    cors: false,
    logging: {
      debug: (...args) => options.logger.debug(args),
      info: (...args) => options.logger.info(args),
      warn: (...args) => options.logger.warn(args),
      // Yoga logs every error it masks; ours turn the caller's mistakes into their sentence.
      // A database that is away is a warning: the caller is told to try again.
      error: (...args) =>
        args.length > 0 && args.every(callerCaused)
          ? options.logger.debug(args)
          : args.length > 0 && args.every((arg) => isDatabaseUnavailable(unwrap(arg)))
            ? options.logger.warn(args)
            : options.logger.error(args),
    },
    plugins,
    context: ({ requestId, viewer, ip, onCallerPlace, authScheme }) => ({
      db: options.db,
      accounts: options.accounts ?? null,
      mailer: options.mailer ?? null,
      afterAnswer: options.afterAnswer ?? null,
      publicUrl: options.publicUrl ?? null,
      authScheme: authScheme ?? null,
      viewer: viewer ?? null,
      requestId: requestId ?? randomUUID(),
      ip: ip ?? null,
      ipLocation:
        onCallerPlace && ipLocation !== noIpLocation
          ? {
              lookup: (address: string) => {
                onCallerPlace();
                return ipLocation.lookup(address);
              },
            }
          : ipLocation,
    }),
  });
}

export class OperationError extends Error {
  override name = 'OperationError';
  readonly errors: readonly GraphQLError[];
  constructor(errors: readonly GraphQLError[]) {
    super(errors.map((e) => e.message).join('; '));
    this.errors = errors;
  }
}

/** The loader documents each schema has validated (executeOperation). */
const validDocuments = new WeakMap<object, WeakSet<DocumentNode>>();

/**
 * One page request's GraphQL, when its operations may share a context (a GET:
 * only reads): the plugins' per-request setup and the context (its data
 * loaders among it) are made once for all of them, as for one HTTP request.
 */
export type OperationSession = {
  enveloped?: ReturnType<Yoga['getEnveloped']>;
  contextValue?: Promise<unknown>;
};

/**
 * Runs a named document in-process for a page loader: same validation, same
 * limits, same error masking as POST /graphql, without an HTTP hop. With a
 * session, the request's operations share one context; without, each has its own.
 */
export async function executeOperation<TData, TVariables extends Record<string, unknown>>(
  yoga: Yoga,
  document: DocumentNode,
  variables: TVariables,
  serverContext: ServerContext,
  session: OperationSession | null = null,
): Promise<TData> {
  const enveloped = session?.enveloped ?? yoga.getEnveloped({ ...serverContext, inProcess: true });
  if (session) session.enveloped = enveloped;
  const { validate, contextFactory, execute, schema: envelopedSchema } = enveloped;
  // A loader's document object is checked once: its validity cannot change.
  let valid = validDocuments.get(envelopedSchema);
  if (!valid) {
    valid = new WeakSet();
    validDocuments.set(envelopedSchema, valid);
  }
  if (!valid.has(document)) {
    const validationErrors = validate(envelopedSchema, document);
    if (validationErrors.length > 0) throw new OperationError(validationErrors);
    valid.add(document);
  }
  let context = session?.contextValue;
  if (!context) {
    context = Promise.resolve(contextFactory());
    if (session) session.contextValue = context;
  }
  const contextValue = await context;
  const result = (await execute({
    schema: envelopedSchema,
    document,
    variableValues: variables,
    contextValue,
  })) as ExecutionResult<TData>;
  if (result.errors?.length) {
    throw new OperationError(
      result.errors.map((e) => maskError(e, 'Unexpected error.') as GraphQLError),
    );
  }
  return result.data as TData;
}
