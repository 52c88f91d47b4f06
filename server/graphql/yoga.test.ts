import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NotFoundError, RateLimitedError, UserInputError } from '../domain/errors.ts';
import { AuthenticationError } from '../identity/bearer.ts';
import { callerCaused, maskError, parserCaches } from './yoga.ts';

const located = (original: Error) =>
  new GraphQLError(original.message, { path: ['updateEmail'], originalError: original });

describe('callerCaused', () => {
  it("knows the caller's mistakes, however deeply the resolver wrapped them", () => {
    expect(callerCaused(located(new UserInputError('This is already your email address.')))).toBe(
      true,
    );
    expect(callerCaused(located(located(new RateLimitedError('Too many', 60))))).toBe(true);
    expect(callerCaused(new AuthenticationError('Sign in first.'))).toBe(true);
    expect(callerCaused(located(new NotFoundError('No such home.')))).toBe(true);
  });

  it('counts GraphQL’s own request errors (a variable of the wrong type) as the caller’s', () => {
    const variable = new GraphQLError(
      'Variable "$x" got invalid value "three"; Int cannot represent non-integer value: "three"',
      { originalError: new GraphQLError('Int cannot represent non-integer value: "three"') },
    );
    expect(callerCaused(variable)).toBe(true);
  });

  it('leaves our own faults to be logged as errors', () => {
    expect(callerCaused(located(new Error('connection reset')))).toBe(false);
    expect(
      callerCaused(new GraphQLError('Unexpected error.', { originalError: new Error('db down') })),
    ).toBe(false);
    expect(callerCaused('a string')).toBe(false);
  });

  it('matches what maskError answers with its own sentence', () => {
    const mistake = located(new UserInputError('This is already your email address.', 'newEmail'));
    expect(maskError(mistake, 'Unexpected error.').message).toBe(
      'This is already your email address.',
    );
    expect(maskError(located(new Error('secret detail')), 'Unexpected error.').message).toBe(
      'Unexpected error.',
    );
  });

  it('codes a variable the schema cannot take, or a required one missing or null, BAD_USER_INPUT', () => {
    for (const message of [
      'Variable "$x" got invalid value "three"; Int cannot represent non-integer value: "three"',
      'Variable "$serialNumber" of required type "String!" was not provided.',
      'Variable "$serialNumber" of non-null type "String!" must not be null.',
    ]) {
      expect(
        (maskError(new GraphQLError(message), 'Unexpected error.') as GraphQLError).extensions.code,
      ).toBe('BAD_USER_INPUT');
    }
  });

  it('removes "Did you mean" hints in production only', () => {
    const hinted = new GraphQLError(
      'Variable "$sort" got invalid value "AS"; Value "AS" does not exist in "SortOrder" enum. Did you mean the enum value "ASC"?',
    );
    expect(maskError(hinted, 'Unexpected error.', true).message).toBe(
      'Variable "$sort" got invalid value "AS"; Value "AS" does not exist in "SortOrder" enum.',
    );
    expect(maskError(hinted, 'Unexpected error.', false).message).toContain('Did you mean');
  });

  it('answers a value PostgreSQL refuses (SQLSTATE class 22) as the caller’s input', () => {
    const overflow = Object.assign(new Error('value overflows numeric format'), { code: '22003' });
    const wrapped = located(new Error('Failed query', { cause: overflow }));
    expect(maskError(wrapped, 'Unexpected error.')).toMatchObject({
      message: 'A value is out of range or in a form we cannot use.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const other = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(maskError(located(other), 'Unexpected error.').message).toBe('Unexpected error.');
  });
});

describe('parserCaches', () => {
  it('keep up to 10000 documents and parse errors each (SPEC §9), the least recently used going first', () => {
    const { documentCache, errorCache } = parserCaches();
    const document = parse('{ __typename }');
    for (let index = 0; index <= 10_000; index += 1) {
      documentCache.set(`query Q${index} { __typename }`, document);
      errorCache.set(`query Q${index} {`, new GraphQLError('Syntax Error'));
    }
    expect(documentCache.size).toBe(10_000);
    expect(errorCache.size).toBe(10_000);
    expect(documentCache.get('query Q0 { __typename }')).toBeUndefined();
    expect(documentCache.get('query Q1 { __typename }')).toBe(document);
  });
});
