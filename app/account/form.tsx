// Pieces of the account screens (/oidc/account/…), in the sign-in screen's look.
import { Link } from '../components/site-link.tsx';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../lib/account-fields.ts';
import { brandLabel } from '../../lib/brands.ts';

export const inputClass =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';
export const buttonClass =
  'w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const linkClass = 'font-semibold text-brand-700 underline';

/** One visitor's screen, with a secret in its address or its form: never stored, never indexed. */
export function accountHeaders() {
  return { 'Cache-Control': 'no-store' };
}

export function accountMeta(title: string) {
  return [
    { title: `${title} | Home account` },
    { name: 'robots', content: 'noindex' },
    // The address may hold a one-time link's secret: never send it on.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export function formField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function AccountScreen({
  id,
  brandCode = null,
  title,
  intro,
  children,
}: {
  id: string;
  brandCode?: string | null;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby={id}>
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
        {brandLabel(brandCode)} home account
      </p>
      <h1 id={id} className="mt-1 text-3xl font-bold text-brand-900">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

export function Problem({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 wrap-anywhere"
    >
      {message}
    </p>
  );
}

export function Done({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="mt-6 rounded-md border border-green-300 bg-green-50 p-4 text-green-950 wrap-anywhere"
    >
      {children}
    </div>
  );
}

/**
 * `document`: a whole page load, for the sign-in screens, whose cookie (path
 * /oidc/interaction/{uid}) React Router's {path}.data request would not carry.
 */
export function TextLink({
  to,
  children,
  document = false,
}: {
  to: string;
  children: React.ReactNode;
  document?: boolean;
}) {
  return (
    <Link to={to} className={linkClass} reloadDocument={document}>
      {children}
    </Link>
  );
}

/**
 * A new password typed twice (no JavaScript means no "show password"), with
 * the problem of the field it is about: the reset and undo-email screens.
 */
export function NewPasswordFields({
  problemField,
  problemId,
}: {
  /** The field the form's problem is about, if any. */
  problemField: string | null;
  problemId: string;
}) {
  const invalid = (name: string) => (problemField === name ? true : undefined);
  const describedBy = (name: string, help?: string) =>
    [help, problemField === name ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div>
        <label htmlFor="password" className="block text-sm font-semibold">
          New password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={invalid('password')}
          aria-describedby={describedBy('password', 'password-help')}
          className={inputClass}
        />
        <p id="password-help" className="mt-1 text-sm text-muted">
          At least {MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.
        </p>
      </div>
      <div>
        <label htmlFor="confirmPassword" className="block text-sm font-semibold">
          New password again
        </label>
        <input
          id="confirmPassword"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={invalid('confirmPassword')}
          aria-describedby={describedBy('confirmPassword')}
          className={inputClass}
        />
      </div>
    </>
  );
}

/** The two new-password fields as typed, or the problem when they differ. */
export function newPasswordOf(
  form: FormData,
): { password: string } | { error: string; field: 'confirmPassword' } {
  const password = formField(form, 'password');
  return password === formField(form, 'confirmPassword')
    ? { password }
    : { error: 'The two passwords are not the same.', field: 'confirmPassword' };
}
