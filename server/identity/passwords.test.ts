import { argon2id, hash } from 'argon2';
import { describe, expect, it } from 'vitest';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsNewHash,
  newPasswordProblem,
  passwordMatches,
  PASSWORD_HASH_OPTIONS,
} from './passwords.ts';

describe('newPasswordProblem', () => {
  const email = 'Jane.Buyer1980@Homes.example';

  it.each([
    'correct horse battery',
    'tr0ub4dor&3x',
    '  abc  def  ', // spaces count, nothing is trimmed
    'ünïcödé wörds',
    'x'.repeat(9) + 'y',
    '🏠🏡🏘️🏚️🏗️🏠🏡', // ten code points, fewer than 20 UTF-16 units
  ])('accepts %j', (password) => {
    expect(newPasswordProblem(password, email)).toBeNull();
  });

  it.each([
    ['short1234', 'Use at least 10 characters for your password.'],
    ['🏠🏡🏘🏚🏗', 'Use at least 10 characters for your password.'],
    ['a'.repeat(128) + 'b', 'Use at most 128 characters for your password.'],
    ['ab'.repeat(100_000), 'Use at most 128 characters for your password.'],
    ['jane.buyer1980@homes.example', 'Choose a password that is not your email address.'],
    [' Jane.Buyer1980@Homes.example ', 'Choose a password that is not your email address.'],
    ['JANE.BUYER1980', 'Choose a password that is not your email address.'],
    ['1234567890', 'This password is too common and easy to guess: choose another.'],
    [' Password123 ', 'This password is too common and easy to guess: choose another.'],
    ['QWERTYUIOP', 'This password is too common and easy to guess: choose another.'],
    ['HearthstoneHomes', 'This password is too common and easy to guess: choose another.'],
    ['zzzzzzzzzzzz', 'One character repeated is easy to guess: mix in other characters or words.'],
    ['x'.repeat(128), 'One character repeated is easy to guess: mix in other characters or words.'],
    // Issue 9: spaces alone, and common passwords padded to the length.
    [' '.repeat(10), 'A password needs more than spaces.'],
    ['\t \u3000'.repeat(4), 'A password needs more than spaces.'],
    ['password  ', 'This password is too common and easy to guess: choose another.'],
    ['  qwerty    ', 'This password is too common and easy to guess: choose another.'],
    ['pass word 123', 'This password is too common and easy to guess: choose another.'],
    ['iloveyou!!!!', 'This password is too common and easy to guess: choose another.'],
    ['1111password', 'This password is too common and easy to guess: choose another.'],
    ['jane.buyer1980 ', 'Choose a password that is not your email address.'],
  ])('%j → %j', (password, problem) => {
    expect(newPasswordProblem(password, email)).toBe(problem);
  });

  it('accepts 128 characters and counts characters, not UTF-16 units', () => {
    expect(newPasswordProblem('a'.repeat(127) + 'b', email)).toBeNull();
    expect(newPasswordProblem('🏠'.repeat(64) + 'ab'.repeat(32), email)).toBeNull();
  });
});

describe('password hashes', () => {
  it('are argon2id with 19 MiB, 2 passes, 1 lane, salted', async () => {
    const first = await hashPassword('correct horse battery');
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await hashPassword('correct horse battery')).not.toBe(first);
    expect(await passwordMatches(first, 'correct horse battery')).toBe(true);
    expect(await passwordMatches(first, 'correct horse batterY')).toBe(false);
    expect(needsNewHash(first)).toBe(false);
  });

  it('match the same password however its accents were composed (NFKC)', async () => {
    const composed = 'caf\u00e9 au lait!';
    const decomposed = 'cafe\u0301 au lait!';
    expect(composed).not.toBe(decomposed);
    expect(await passwordMatches(await hashPassword(composed), decomposed)).toBe(true);
  });

  it('keep every space: nothing is trimmed', async () => {
    const spaced = await hashPassword('  abc  def  ');
    expect(await passwordMatches(spaced, '  abc  def  ')).toBe(true);
    expect(await passwordMatches(spaced, 'abc  def')).toBe(false);
  });

  it('treat a malformed hash as no match', async () => {
    expect(await passwordMatches('not a hash', 'anything at all')).toBe(false);
  });

  it('need renewing when made with other settings or another algorithm', async () => {
    const weaker = await hash('correct horse battery', { ...PASSWORD_HASH_OPTIONS, timeCost: 1 });
    expect(needsNewHash(weaker)).toBe(true);
    const argon2i = await hash('correct horse battery', { ...PASSWORD_HASH_OPTIONS, type: 1 });
    expect(needsNewHash(argon2i)).toBe(true);
  });

  it('the dummy hash has the current settings, so an unknown email costs the same', async () => {
    expect(PASSWORD_HASH_OPTIONS.type).toBe(argon2id);
    expect(needsNewHash(DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await passwordMatches(DUMMY_PASSWORD_HASH, 'correct horse battery')).toBe(false);
  });
});
