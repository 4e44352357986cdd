// A synthetic hackathon pool for measuring the matcher (`npm run bench:events`) and for its tests:
// registrants with the spreads a real open event sees (mostly developers, few designers and ML
// people, levels skewed towards beginners, time zones in the Americas, Europe, India and East
// Asia), some registered squads with open seats, and a few blocks. Deterministic for a seed.
import { seededRandom } from '../../lib/seeded-random.js';
import type { MatchInput, PoolMember, PoolSquad } from './events.matcher.js';

export const SYNTHETIC_ROLES = ['Frontend', 'Backend', 'Design', 'ML'] as const;

/** Role shares among registrants (a second role is drawn the same way). */
const ROLE_WEIGHTS: [string, number][] = [
  ['Frontend', 34],
  ['Backend', 30],
  ['Design', 11],
  ['ML', 10],
  ['Product', 8],
  ['Marketing', 7],
];
const LEVEL_WEIGHTS: [number, number][] = [
  [0, 32],
  [1, 38],
  [2, 22],
  [3, 8],
];
/** UTC offsets in minutes, weighted by how many registrants an online event draws from each. */
const OFFSET_WEIGHTS: [number, number][] = [
  [-480, 8],
  [-420, 3],
  [-360, 5],
  [-300, 12],
  [-180, 4],
  [0, 9],
  [60, 18],
  [120, 8],
  [180, 3],
  [330, 14],
  [480, 7],
  [540, 5],
  [600, 4],
];

export interface SyntheticEvent extends MatchInput {
  /** Every registrant alone and in squads, with the squad each belongs to (null alone). */
  registrants: (PoolMember & { squadId: string | null })[];
}

/** `count` registrants (about a tenth of them in squads with open seats), for `seed`. */
export function syntheticEvent(count: number, seed = 2026): SyntheticEvent {
  const random = seededRandom(seed);
  const pick = <T>(weights: [T, number][]): T => {
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let at = random() * total;
    for (const [value, weight] of weights) if ((at -= weight) < 0) return value;
    return weights[weights.length - 1]![0];
  };
  const member = (index: number): PoolMember => {
    const first = pick(ROLE_WEIGHTS);
    const second = random() < 0.35 ? pick(ROLE_WEIGHTS) : first;
    return {
      memberId: `member-${String(index).padStart(4, '0')}`,
      roles: [...new Set([first, second])],
      level: pick(LEVEL_WEIGHTS),
      utcOffsetMinutes: pick(OFFSET_WEIGHTS),
      registeredAt: index,
    };
  };

  const registrants: SyntheticEvent['registrants'] = [];
  const squads: PoolSquad[] = [];
  let index = 0;
  while (registrants.length < count) {
    const inSquad = random() < 0.1 && count - registrants.length >= 2;
    if (!inSquad) {
      registrants.push({ ...member(index++), squadId: null });
      continue;
    }
    const squadId = `squad-${String(squads.length).padStart(3, '0')}`;
    const founder = member(index++);
    const size = Math.min(count - registrants.length, 2 + Math.floor(random() * 2));
    const team = [founder];
    // A squad is usually people near one another.
    while (team.length < size)
      team.push({ ...member(index++), utcOffsetMinutes: founder.utcOffsetMinutes });
    squads.push({ squadId, members: team, openSeats: 1 + Math.floor(random() * 2) });
    for (const one of team) registrants.push({ ...one, squadId });
  }

  const solos = registrants.filter((r) => r.squadId === null);
  const keptApart: [string, string][] = [];
  for (let i = 0; i < Math.floor(count / 15); i += 1) {
    const a = solos[Math.floor(random() * solos.length)]!;
    const b = solos[Math.floor(random() * solos.length)]!;
    if (a.memberId !== b.memberId) keptApart.push([a.memberId, b.memberId]);
  }

  return {
    event: { minSize: 3, maxSize: 5, roles: SYNTHETIC_ROLES, timeZoneWindowMinutes: 180 },
    solos: solos.map(({ squadId: _squad, ...rest }) => rest),
    squads,
    keptApart,
    registrants,
  };
}
