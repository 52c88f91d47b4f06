/** localStorage key remembering which home centers and profiles saved a planner. */
export const PLANNER_FS_KEY = 'planner_fs';

/**
 * sessionStorage key of what the buyer said they can pay a month on the
 * budget page ({ subject, figure }): kept through a reload in that tab, not
 * after it closes or after sign-out, and read only by the same person (a
 * shared computer shows no one's figure to another).
 */
export const MONTHLY_BUDGET_KEY = 'monthly_budget';

export interface PlannerFs {
  homeCenters: string[];
  profileIds: string[];
}

type Id = string | number;

/** Ids are kept as strings so `123` and `'123'` are the same dealer. */
function toId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id === '' ? null : id;
}

function idList(value: unknown, extra?: Id | null): string[] {
  const items = Array.isArray(value) ? [...value, extra] : [extra];
  const ids = items.map(toId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** Reads any value (object or JSON text) as a clean PlannerFs; anything malformed is empty. */
function toPlannerFs(
  value: unknown,
  add: { homeCenter?: Id | null; profileId?: Id | null } = {},
): PlannerFs {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = null;
    }
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    homeCenters: idList(record['homeCenters'], add.homeCenter),
    profileIds: idList(record['profileIds'], add.profileId),
  };
}

/** The stored value, or empty lists when missing or malformed. */
export function parsePlannerFs(json: string | null | undefined): PlannerFs {
  return toPlannerFs(json ?? null);
}

/** A new value with the ids added (no duplicates); `current` may be anything. */
export function addToPlannerFs(
  current: unknown,
  add: { homeCenter?: Id | null; profileId?: Id | null },
): PlannerFs {
  return toPlannerFs(current, add);
}

export function serializePlannerFs(value: PlannerFs): string {
  return JSON.stringify(toPlannerFs(value));
}

/**
 * The planner counts as saved right after a successful lead submit, or when this
 * browser stored both the current dealer and the current profile.
 */
export function isPlannerSaved(input: {
  leadSubmitted?: boolean | null;
  stored?: unknown;
  dealerId?: Id | null;
  profileId?: Id | null;
}): boolean {
  if (input.leadSubmitted === true) return true;
  const dealerId = toId(input.dealerId);
  const profileId = toId(input.profileId);
  if (dealerId === null || profileId === null) return false;
  const stored = toPlannerFs(input.stored ?? null);
  return stored.homeCenters.includes(dealerId) && stored.profileIds.includes(profileId);
}
