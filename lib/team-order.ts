/** Home-center titles in the order the team is shown. */
export const AGENT_TITLES = [
  'Home Center Manager',
  'Manager in Training',
  'Sales Manager',
  'Sales Professional',
  'Project Manager',
  'Admin',
] as const;
export type AgentTitle = (typeof AGENT_TITLES)[number];

/** Rank of any title not listed in `AGENT_TITLES`: after everyone listed. */
export const OTHER_TITLE_RANK = 100;

const normalize = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
const RANKS = new Map<string, number>(AGENT_TITLES.map((title, i) => [normalize(title), i + 1]));

/** 1 for Home Center Manager … 6 for Admin; 100 for anything else. Case and spacing are ignored. */
export function teamRank(title: string | null | undefined): number {
  return RANKS.get(normalize(title ?? '')) ?? OTHER_TITLE_RANK;
}

/** Fisher–Yates shuffle into a new array; `random` must return values in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // The clamp keeps a misbehaving random() === 1 from indexing past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Team order: shuffled, then sorted by title rank. The sort is stable, so people
 * with the same rank keep their shuffled order and no one is always listed first.
 */
export function orderTeam<T extends { salesAgentTitle?: string | null }>(
  agents: readonly T[],
  random: () => number = Math.random,
): T[] {
  return shuffle(agents, random)
    .map((agent) => ({ agent, rank: teamRank(agent.salesAgentTitle) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ agent }) => agent);
}
