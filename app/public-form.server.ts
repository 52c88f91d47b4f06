// What every public form's action shares (issue 11's "Ask about this home",
// issue 12's contact, feedback and promotion forms): reading the posted
// fields, bounded, and turning the API's refusal into words for the form.
import { formField } from './account/form.tsx';

/** The posted fields, each cut to `max` characters (the schema then says what is too long). */
export function postedFields<const N extends readonly string[]>(
  form: FormData,
  names: N,
  max: number,
): Record<N[number], string> {
  return Object.fromEntries(
    names.map((name) => [name, formField(form, name).slice(0, max)]),
  ) as Record<N[number], string>;
}

/** The API's refusal sentence, when the error is one (a 400 from the in-process API, or a rate limit). */
export function refusalOf(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const answer = error as { data?: { message?: unknown }; init?: { status?: number } };
    if (answer.init?.status === 400 && typeof answer.data?.message === 'string') {
      return answer.data.message;
    }
    const failed = error as { errors?: { message?: string; extensions?: { code?: unknown } }[] };
    const first = failed.errors?.[0];
    if (first?.extensions?.code === 'RATE_LIMITED' && first.message) return first.message;
  }
  return null;
}
