import { describe, it, expect } from 'vitest';
import { mulberry32 } from './random.ts';
import { AGENT_TITLES, OTHER_TITLE_RANK, orderTeam, shuffle, teamRank } from './team-order.ts';

/** Deterministic, so shuffles are reproducible. */
const seeded = mulberry32;

/** Replays the given values in order. */
function scripted(values: number[]): () => number {
  let i = 0;
  return () => {
    const value = values[i++];
    if (value === undefined) throw new Error('random called too often');
    return value;
  };
}

describe('AGENT_TITLES', () => {
  it('lists the canonical titles in rank order', () => {
    expect(AGENT_TITLES).toEqual([
      'Home Center Manager',
      'Manager in Training',
      'Sales Manager',
      'Sales Professional',
      'Project Manager',
      'Admin',
    ]);
  });
});

describe('teamRank', () => {
  it.each([
    ['Home Center Manager', 1],
    ['Manager in Training', 2],
    ['Sales Manager', 3],
    ['Sales Professional', 4],
    ['Project Manager', 5],
    ['Admin', 6],
  ])('%s ranks %i', (title, rank) => {
    expect(teamRank(title)).toBe(rank);
  });

  it('ignores case, surrounding whitespace and repeated inner spaces', () => {
    expect(teamRank('home center manager')).toBe(1);
    expect(teamRank('  MANAGER IN TRAINING ')).toBe(2);
    expect(teamRank('Sales  Manager')).toBe(3);
    expect(teamRank('admin\n')).toBe(6);
  });

  it('ranks any other title 100', () => {
    expect(OTHER_TITLE_RANK).toBe(100);
    expect(teamRank('Receptionist')).toBe(100);
    expect(teamRank('Sales')).toBe(100);
    expect(teamRank('Manager')).toBe(100);
    expect(teamRank('Administrator')).toBe(100);
    expect(teamRank('')).toBe(100);
    expect(teamRank(null)).toBe(100);
    expect(teamRank(undefined)).toBe(100);
  });
});

describe('shuffle', () => {
  it('runs Fisher–Yates from the end, one random draw per position', () => {
    // Always drawing 0 swaps each last element with the first: a rotation.
    expect(shuffle(['a', 'b', 'c', 'd', 'e'], () => 0)).toEqual(['b', 'c', 'd', 'e', 'a']);
    // Drawing just under 1 swaps each element with itself.
    expect(shuffle(['a', 'b', 'c', 'd', 'e'], () => 0.999999)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // i=2: j=floor(0.5*3)=1 → a c b; i=1: j=floor(0.6*2)=1 → a c b.
    expect(shuffle(['a', 'b', 'c'], scripted([0.5, 0.6]))).toEqual(['a', 'c', 'b']);
  });

  it('draws exactly n - 1 random numbers', () => {
    let calls = 0;
    shuffle([1, 2, 3, 4], () => {
      calls++;
      return 0.3;
    });
    expect(calls).toBe(3);
  });

  it('keeps every item exactly once and leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffle(input, seeded(42));
    expect([...result].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result).not.toBe(input);
  });

  it('tolerates a random that returns 1', () => {
    expect(shuffle(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
  });

  it('handles empty and single-item lists without drawing', () => {
    const never = () => {
      throw new Error('should not draw');
    };
    expect(shuffle([], never)).toEqual([]);
    expect(shuffle(['x'], never)).toEqual(['x']);
  });

  it('reaches every permutation of three items', () => {
    const seen = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 200; i++) seen.add(shuffle(['a', 'b', 'c'], random).join(''));
    expect(seen.size).toBe(6);
  });
});

describe('orderTeam', () => {
  const agent = (name: string, salesAgentTitle: string | null) => ({ name, salesAgentTitle });

  it('sorts by rank', () => {
    const team = [
      agent('admin', 'Admin'),
      agent('other', 'Receptionist'),
      agent('pm', 'Project Manager'),
      agent('sp', 'Sales Professional'),
      agent('sm', 'Sales Manager'),
      agent('mit', 'Manager in Training'),
      agent('hcm', 'Home Center Manager'),
    ];
    const names = orderTeam(team, seeded(1)).map((a) => a.name);
    expect(names).toEqual(['hcm', 'mit', 'sm', 'sp', 'pm', 'admin', 'other']);
  });

  it('keeps equal ranks in shuffled order (stable sort after the shuffle)', () => {
    const team = [
      agent('p1', 'Sales Professional'),
      agent('p2', 'Sales Professional'),
      agent('p3', 'Sales Professional'),
      agent('boss', 'Home Center Manager'),
      agent('x1', 'Receptionist'),
      agent('x2', null),
    ];
    for (const seed of [1, 2, 3, 4, 5]) {
      const shuffled = shuffle(team, seeded(seed)).map((a) => a.name);
      const ordered = orderTeam(team, seeded(seed)).map((a) => a.name);
      const inShuffleOrder = (names: string[]) => shuffled.filter((n) => names.includes(n));
      expect(ordered[0]).toBe('boss');
      expect(ordered.slice(1, 4)).toEqual(inShuffleOrder(['p1', 'p2', 'p3']));
      expect(ordered.slice(4)).toEqual(inShuffleOrder(['x1', 'x2']));
    }
  });

  it('pins the order for a scripted random', () => {
    const team = [
      agent('p1', 'Sales Professional'),
      agent('p2', 'Sales Professional'),
      agent('p3', 'Sales Professional'),
      agent('boss', 'Home Center Manager'),
    ];
    // Always 0 rotates: p2 p3 boss p1; the sort lifts boss and keeps p2 p3 p1.
    expect(orderTeam(team, () => 0).map((a) => a.name)).toEqual(['boss', 'p2', 'p3', 'p1']);
    // Identity shuffle keeps input order within the rank.
    expect(orderTeam(team, () => 0.999999).map((a) => a.name)).toEqual(['boss', 'p1', 'p2', 'p3']);
  });

  it('varies the order of equal ranks between shuffles', () => {
    const team = ['a', 'b', 'c', 'd'].map((name) => agent(name, 'Sales Professional'));
    const random = seeded(99);
    const firsts = new Set<string>();
    for (let i = 0; i < 50; i++) firsts.add(orderTeam(team, random)[0]?.name ?? '');
    expect(firsts.size).toBe(4);
  });

  it('returns a new array and leaves the input untouched', () => {
    const team = [agent('a', 'Admin'), agent('b', 'Home Center Manager')];
    const copy = [...team];
    const result = orderTeam(team, seeded(3));
    expect(team).toEqual(copy);
    expect(result).not.toBe(team);
    expect(result.map((a) => a.name)).toEqual(['b', 'a']);
  });

  it('handles an empty team', () => {
    expect(orderTeam([], seeded(1))).toEqual([]);
  });

  it('uses Math.random by default', () => {
    const team = [agent('a', 'Admin'), agent('b', 'Home Center Manager')];
    expect(orderTeam(team).map((a) => a.name)).toEqual(['b', 'a']);
  });
});
