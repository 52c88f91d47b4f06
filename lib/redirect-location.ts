// Where a redirected page sends its visitor (SPEC §2 redirect targets): the
// target, with the visitor's own query kept (a shared search, ?lotNumber).
// Where both name a parameter, the target's value wins; the target's #part is kept.
export function redirectLocation(target: string, requestSearch: URLSearchParams): string {
  const url = new URL(target, 'http://site.invalid');
  for (const [name, value] of requestSearch) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
