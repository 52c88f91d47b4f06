// Errors a caller caused. The API reports them with their message and the code
// BAD_USER_INPUT; anything else is masked as an internal error.
export class UserInputError extends Error {
  override name = 'UserInputError';
  readonly field: string | undefined;
  /** Every field with a problem when a form had several (its message says them all); `field` is the first. */
  readonly fields: readonly string[];
  /** Each field's own problem, when a form had several (a screen shows each beside its field). */
  readonly problems: Readonly<Record<string, string>>;

  constructor(
    message: string,
    field?: string,
    fields?: readonly string[],
    problems?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.field = field;
    this.fields = fields ?? (field ? [field] : []);
    this.problems = problems ?? (field ? { [field]: message } : {});
  }
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The caller is not signed in, or their token is not good: the API answers 401. */
export class AuthenticationError extends Error {
  override name = 'AuthenticationError';
}

/**
 * The token is good, but its sign-in is too old for this change: the person
 * must type their password again (RFC 9470 step-up: 401 with
 * insufficient_user_authentication and the max_age to ask the provider for).
 */
export class ReauthenticationRequiredError extends Error {
  override name = 'ReauthenticationRequiredError';
  readonly maxAgeSeconds: number;

  constructor(message: string, maxAgeSeconds: number) {
    super(message);
    this.maxAgeSeconds = maxAgeSeconds;
  }
}

/** The caller is signed in, but the token was not granted what this needs: the API answers 403. */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  readonly scope: string;

  constructor(message: string, scope: string) {
    super(message);
    this.scope = scope;
  }
}

/** Too many attempts for now: the API answers RATE_LIMITED (429) with when to retry. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
