// SPEC §4 bootstrap step 4: "for a retail planner with a lot number, once the
// profile exists, patch the profile with the supplied profile values". Ours
// come from the signed-out portal page of a home center, where a visitor can
// say what they look for before creating the account; they wait in this
// tab's sessionStorage (never sent anywhere before the account exists) and
// are patched once, for that home center only.
const KEY = 'portal_supplied_profile';

type Stored = { lotNumber: string; values: Record<string, unknown> };

function read(): Stored | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { lotNumber, values } = value as Partial<Stored>;
    if (typeof lotNumber !== 'string' || !values || typeof values !== 'object') return null;
    return { lotNumber, values };
  } catch {
    return null;
  }
}

/** Keeps what a visitor told this home center, for their profile once it exists. */
export function supplyProfile(lotNumber: string, values: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ lotNumber, values }));
  } catch {
    // Storage off (private mode): the answers are asked again in the portal.
  }
}

/** The values supplied for this lot number, or null; `remove` forgets them (they are being sent). */
export function takeSuppliedProfile(
  lotNumber: string | null,
  remove: boolean,
): Record<string, unknown> | null {
  if (typeof window === 'undefined' || !lotNumber) return null;
  const stored = read();
  if (!stored || stored.lotNumber !== lotNumber) return null;
  if (remove) {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to forget.
    }
  }
  return stored.values;
}
