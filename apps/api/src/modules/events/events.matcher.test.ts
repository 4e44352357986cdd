import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random.js';
import { matchTeams, type MatchEvent, type MatchInput, type PoolMember } from './events.matcher.js';
import { firstComeTeams, roundFigures } from './events.measure.js';
import { syntheticEvent } from './events.synthetic.js';

const EVENT: MatchEvent = {
  minSize: 3,
  maxSize: 4,
  roles: ['Frontend', 'Backend', 'Design'],
  timeZoneWindowMinutes: 180,
};

let order = 0;
const solo = (
  memberId: string,
  roles: string[],
  { offset = 0, level = 1 }: { offset?: number; level?: number } = {},
): PoolMember => ({ memberId, roles, level, utcOffsetMinutes: offset, registeredAt: order++ });

const pool = (solos: PoolMember[], more: Partial<MatchInput> = {}): MatchInput => ({
  event: EVENT,
  solos,
  squads: [],
  keptApart: [],
  ...more,
});

const teamOf = (result: ReturnType<typeof matchTeams>, memberId: string) =>
  result.teams.find((t) => [...t.memberIds, ...t.proposedIds].includes(memberId));
const sizes = (result: ReturnType<typeof matchTeams>) =>
  result.teams.map((t) => t.memberIds.length + t.proposedIds.length);

describe('matchTeams', () => {
  it('keeps every new team within the size range, and leaves out whoever would make one too small', () => {
    const result = matchTeams(
      pool(Array.from({ length: 9 }, (_, i) => solo(`m${i}`, ['Frontend']))),
    );
    expect(sizes(result).every((size) => size >= 3 && size <= 4)).toBe(true);
    expect(sizes(result).reduce((a, b) => a + b, 0)).toBe(9);

    const two = matchTeams(pool([solo('a', ['Frontend']), solo('b', ['Backend'])]));
    expect(two.teams).toEqual([]);
    expect(two.unplaced.map((u) => u.reason)).toEqual([
      'too_few_registrants',
      'too_few_registrants',
    ]);
  });

  it('fills a squad only up to its open seats and the largest size', () => {
    const squadMembers = [solo('s1', ['Frontend']), solo('s2', ['Backend'])];
    const result = matchTeams(
      pool([solo('d', ['Design']), solo('f', ['Frontend']), solo('b', ['Backend'])], {
        squads: [{ squadId: 'squad', members: squadMembers, openSeats: 1 }],
      }),
    );
    const squad = result.teams.find((t) => t.squadId === 'squad')!;
    expect(squad.memberIds).toEqual(['s1', 's2']);
    // The seat goes to the role the squad lacks.
    expect(squad.proposedIds).toEqual(['d']);
    expect(squad.missing).toEqual([]);
    expect(result.unplaced.map((u) => u.memberId)).toEqual(['b', 'f']);
  });

  it('covers the needed roles across teams where a first-come grouping would not', () => {
    const solos = [
      ...['f1', 'f2', 'f3'].map((id) => solo(id, ['Frontend'])),
      ...['b1', 'b2', 'b3'].map((id) => solo(id, ['Backend'])),
      ...['d1', 'd2', 'd3'].map((id) => solo(id, ['Design'])),
    ];
    const input = pool(solos, { event: { ...EVENT, maxSize: 3 } });
    const result = matchTeams(input);
    expect(result.teams).toHaveLength(3);
    expect(result.teams.every((t) => t.missing.length === 0)).toBe(true);
    expect(roundFigures(input, firstComeTeams(input)).fullCoverageShare).toBe(0);
  });

  it('counts a member who can take two roles where the team needs them', () => {
    const result = matchTeams(
      pool([solo('fd', ['Frontend', 'Design']), solo('f', ['frontend']), solo('b', ['Backend'])]),
    );
    expect(result.teams).toHaveLength(1);
    expect(result.teams[0]!.covered).toEqual(['Frontend', 'Backend', 'Design']);
  });

  it('never proposes two members kept apart into one team, whichever way the pair is written', () => {
    const solos = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => solo(id, ['Frontend']));
    const result = matchTeams(
      pool(solos, {
        event: { ...EVENT, maxSize: 3 },
        keptApart: [
          ['a', 'b'],
          ['c', 'a'],
        ],
      }),
    );
    expect(result.teams).toHaveLength(2);
    const withA = teamOf(result, 'a')!;
    expect([...withA.proposedIds]).not.toContain('b');
    expect([...withA.proposedIds]).not.toContain('c');
  });

  it('says a member is kept apart when the only team with room holds someone they block', () => {
    const solos = [solo('a', ['Frontend']), solo('b', ['Backend']), solo('c', ['Design'])];
    const result = matchTeams(
      pool([...solos, solo('x', ['Backend'])], { keptApart: [['x', 'a']] }),
    );
    expect(result.unplaced).toEqual([{ memberId: 'x', reason: 'kept_apart' }]);
  });

  it('keeps each team within the time-zone window and says why a far member is alone', () => {
    const result = matchTeams(
      pool([
        solo('ny1', ['Frontend'], { offset: -300 }),
        solo('ny2', ['Backend'], { offset: -300 }),
        solo('chi', ['Design'], { offset: -360 }),
        solo('lon', ['Backend'], { offset: 0 }),
        solo('ber1', ['Frontend'], { offset: 60 }),
        solo('ber2', ['Design'], { offset: 60 }),
        solo('tokyo', ['Frontend'], { offset: 540 }),
      ]),
    );
    expect(result.teams.every((t) => t.timeZoneSpreadMinutes <= 180)).toBe(true);
    expect(teamOf(result, 'ny1')!.proposedIds.sort()).toEqual(['chi', 'ny1', 'ny2']);
    expect(teamOf(result, 'lon')!.proposedIds.sort()).toEqual(['ber1', 'ber2', 'lon']);
    expect(result.unplaced).toEqual([{ memberId: 'tokyo', reason: 'time_zone_far' }]);
  });

  it('mixes levels when roles are equal', () => {
    const result = matchTeams(
      pool(
        [
          solo('b1', ['Frontend'], { level: 0 }),
          solo('b2', ['Frontend'], { level: 0 }),
          solo('b3', ['Frontend'], { level: 0 }),
          solo('e1', ['Frontend'], { level: 3 }),
          solo('e2', ['Frontend'], { level: 3 }),
          solo('e3', ['Frontend'], { level: 3 }),
        ],
        { event: { ...EVENT, maxSize: 3 } },
      ),
    );
    expect(result.teams).toHaveLength(2);
    for (const team of result.teams) expect(team.levels).toEqual({ lowest: 0, highest: 3 });
  });

  it('places members whose roles are needed first, and says when a role is needed by no one', () => {
    const result = matchTeams(
      pool([
        solo('f', ['Frontend']),
        solo('b', ['Backend']),
        solo('d', ['Design']),
        solo('f2', ['Frontend']),
        solo('mk', ['Marketing']),
      ]),
    );
    expect(sizes(result)).toEqual([4]);
    expect(result.unplaced).toEqual([{ memberId: 'mk', reason: 'role_not_needed' }]);
  });

  it('gives the same teams for the same pool, in whatever order it is read', () => {
    const event = syntheticEvent(120, 7);
    const first = matchTeams(event);
    const random = seededRandom(11);
    const shuffled = [...event.solos].sort(() => random() - 0.5);
    const squads = [...event.squads].reverse();
    const again = matchTeams({ ...event, solos: shuffled, squads });
    expect(again).toEqual(first);
    expect(matchTeams(event)).toEqual(first);
  });

  it('on a synthetic event, holds every rule and beats first-come grouping on roles and time zones', () => {
    const event = syntheticEvent(300);
    const figures = roundFigures(event, matchTeams(event));
    const naive = roundFigures(event, firstComeTeams(event));
    expect(figures.outOfRange).toBe(0);
    expect(figures.keptApartBroken).toBe(0);
    expect(figures.largestSpreadHours).toBeLessThanOrEqual(3);
    expect(figures.placedShare).toBeGreaterThanOrEqual(naive.placedShare - 0.05);
    expect(figures.fullCoverageShare).toBeGreaterThan(naive.fullCoverageShare * 2);
  });
});
