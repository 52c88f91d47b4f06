// The Pothos schema builder. Types live in ./types/<area>.ts; resolvers stay
// thin and call server/domain.
import SchemaBuilder, { type InputFieldBuilder } from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ValidationPlugin from '@pothos/plugin-validation';
import type { AfterAnswer } from '../after-answer.ts';
import type { DomainContext } from '../domain/context.ts';
import type { AccountFlows } from '../identity/account-flows.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { IpLocationProvider } from '../places/ip-location.ts';

export type GraphQLContext = DomainContext & {
  requestId: string;
  /** The caller's address (Express req.ip, which honours trust proxy); null in-process. */
  ip: string | null;
  ipLocation: IpLocationProvider;
  /** The Authorization scheme word of a verified token; null without a token. */
  authScheme: string | null;
  /** Home accounts' mailed-link flows (reset password, change email); null without identity. */
  accounts: AccountFlows | null;
  /** The site's mail (a lead to a home center); null where none is set up. */
  mailer: Mailer | null;
  /** Runs work after the answer, tracked by app.idle(); null: the work runs before answering. */
  afterAnswer: AfterAnswer | null;
  /** The site's address, for links in mail; null where none is known (tests of the schema). */
  publicUrl: string | null;
};

export type GraphQLTypes = {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
};

/** The field builder of an input type's fields (to share fields between input types). */
export type InputFields = InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<GraphQLTypes>,
  'InputObject'
>;

export const builder = new SchemaBuilder<GraphQLTypes>({
  plugins: [DataloaderPlugin, ValidationPlugin],
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string',
  serialize: (value) =>
    value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});
