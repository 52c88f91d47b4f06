import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NotFoundError, RateLimitedError, UserInputError } from '../domain/errors.ts';
import { AuthenticationError } from '../identity/bearer.ts';
import { callerCaused, maskError } from './yoga.ts';

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

  it('leaves our own faults to be logged as errors', () => {
    expect(callerCaused(located(new Error('connection reset')))).toBe(false);
    expect(callerCaused(new GraphQLError('Unexpected error.'))).toBe(false);
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
});
