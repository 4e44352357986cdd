// How good a round's teams are, and the naive baseline the matcher is measured against
// (`npm run bench:events`, events.matcher.test.ts).
import {
  describeTeam,
  type MatchInput,
  type MatchResult,
  type ProposedTeam,
} from './events.matcher.js';

export interface RoundFigures {
  registrants: number;
  placed: number;
  /** Registrants in a team (squads' own members count as placed), as a share of all. */
  placedShare: number;
  teams: number;
  /** Teams that cover every needed role, as a share of the teams. */
  fullCoverageShare: number;
  /** The largest gap between two members' UTC offsets inside one team, in hours. */
  largestSpreadHours: number;
  /** Teams whose size is outside the event's range. */
  outOfRange: number;
  /** Teams holding two members who are kept apart. */
  keptApartBroken: number;
}

export function roundFigures(input: MatchInput, result: MatchResult): RoundFigures {
  const registrants =
    input.solos.length + input.squads.reduce((sum, squad) => sum + squad.members.length, 0);
  const teams = result.teams;
  const size = (team: ProposedTeam) => team.memberIds.length + team.proposedIds.length;
  const placed =
    teams.reduce((sum, team) => sum + size(team), 0) +
    input.squads
      .filter((squad) => !teams.some((team) => team.squadId === squad.squadId))
      .reduce((sum, squad) => sum + squad.members.length, 0);
  const apart = new Set(input.keptApart.map(([a, b]) => `${a} ${b}`));
  return {
    registrants,
    placed,
    placedShare: placed / registrants,
    teams: teams.length,
    fullCoverageShare: teams.filter((t) => t.missing.length === 0).length / (teams.length || 1),
    largestSpreadHours: Math.max(0, ...teams.map((t) => t.timeZoneSpreadMinutes)) / 60,
    outOfRange: teams.filter(
      (t) => t.squadId === null && (size(t) < input.event.minSize || size(t) > input.event.maxSize),
    ).length,
    keptApartBroken: teams.filter((team) => {
      const ids = [...team.memberIds, ...team.proposedIds];
      return ids.some((a) => ids.some((b) => apart.has(`${a} ${b}`)));
    }).length,
  };
}

/**
 * First come, first grouped: what an organiser's spreadsheet does. Squads fill their seats from
 * the head of the queue, then the rest is cut into teams of the largest size in registration
 * order; a last group under the smallest size is left alone. No roles, time zones or blocks.
 */
export function firstComeTeams(input: MatchInput): MatchResult {
  const queue = [...input.solos].sort((a, b) => a.registeredAt - b.registeredAt);
  const teams: ProposedTeam[] = [];
  for (const squad of input.squads) {
    const seats = Math.max(
      0,
      Math.min(squad.openSeats, input.event.maxSize - squad.members.length),
    );
    const joining = queue.splice(0, seats);
    if (joining.length > 0)
      teams.push(describeTeam(input.event, squad.squadId, [...squad.members], joining));
  }
  const unplaced: MatchResult['unplaced'] = [];
  while (queue.length > 0) {
    const group = queue.splice(0, input.event.maxSize);
    if (group.length >= input.event.minSize) teams.push(describeTeam(input.event, null, [], group));
    else for (const { memberId } of group) unplaced.push({ memberId, reason: 'teams_full' });
  }
  return { teams, unplaced };
}
