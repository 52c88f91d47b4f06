import { describe, expect, it } from 'vitest';
import { signInProblemText } from './user-manager.ts';

describe('signInProblemText', () => {
  it('says SPEC §8’s “Invalid state” for the library’s state mismatch, and other failures as they are', () => {
    expect(signInProblemText(new Error('No matching state found in storage'))).toBe(
      'Invalid state',
    );
    expect(signInProblemText(new Error('invalid_grant'))).toBe('invalid_grant');
    expect(signInProblemText('login_required')).toBe('login_required');
  });
});
