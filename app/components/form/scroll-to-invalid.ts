// SPEC §2: on a form error, the first invalid field (found by name) is
// scrolled to the centre of the view. "First" is the form's own order, not
// the order the errors came in; the field also takes focus, so a keyboard or
// screen-reader user lands where the problem is.

/** The first control of the form whose name is one of `names`, in document order. */
export function firstNamedControl(
  form: HTMLFormElement,
  names: Iterable<string>,
): HTMLElement | null {
  const wanted = new Set(names);
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && wanted.has(name) && element instanceof HTMLElement) return element;
  }
  return null;
}

export function scrollToFirstInvalid(form: HTMLFormElement | null, names: Iterable<string>): void {
  if (!form) return;
  const control = firstNamedControl(form, names);
  if (!control) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  control.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  control.focus({ preventScroll: true });
}
