// A public form's submit with JavaScript (issue 12): the shared schema checks
// the form first, so a problem shows without a round trip (and without a 400
// the browser would log). The schema is loaded after the page, not with it;
// a submit before it has loaded waits for it, then goes on.
import { useCallback, useRef } from 'react';
import { useSubmit } from 'react-router';

export type FormCheck = (form: HTMLFormElement) => Partial<Record<string, string>>;

/**
 * onSubmit for a <Form method="post">: `load` gives the check (a dynamic
 * import); every check's problems go to `checked` (none: the last ones are
 * gone, so the server's answer shows), and a clean form is submitted as it is.
 */
export function useCheckedSubmit(
  load: () => Promise<FormCheck>,
  checked: (problems: Partial<Record<string, string>>, form: HTMLFormElement) => void,
  busy: boolean,
) {
  const submit = useSubmit();
  const check = useRef<FormCheck | null>(null);
  return useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const form = event.currentTarget;
      const run = (found: FormCheck) => {
        check.current = found;
        const problems = found(form);
        checked(problems, form);
        if (Object.keys(problems).length === 0) void submit(form, { method: 'post' });
      };
      if (check.current) run(check.current);
      else void load().then(run);
    },
    [busy, load, checked, submit],
  );
}

/** What the visitor typed, to keep it when the form is shown again with its problems. */
export function typedValues(
  form: HTMLFormElement,
  names: readonly string[],
): Record<string, string> {
  const data = new FormData(form);
  const named = Array.from(form.elements).map((element) => element.getAttribute('name') ?? '');
  return Object.fromEntries(
    [...new Set([...names, ...named])]
      .filter((name) => name !== '' && name !== 'website')
      .map((name) => [name, String(data.get(name) ?? '')]),
  );
}
