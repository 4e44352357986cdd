// The team matcher of an event's round (docs/decisions/0055-event-team-matching.md): from the
// members registered alone and the squads with open seats, it proposes teams inside the event's
// size range that cover its needed roles where the pool allows, mix levels, keep every team's
// time zones within the window and never put two members who are kept apart (a block either way,
// a "not with" wish, a proposal one of them declined) in one team. Pure and deterministic: the
// same pool in any order gives the same teams, so a round can be explained and replayed.

export interface MatchEvent {
  minSize: number;
  maxSize: number;
  /** The roles every team needs, in the organiser's order. */
  roles: readonly string[];
  /** The largest gap, in minutes, between the UTC offsets of two members of one team. */
  timeZoneWindowMinutes: number;
}

export interface PoolMember {
  memberId: string;
  /** The roles they can take (any spelling; compared without case). */
  roles: readonly string[];
  /** 0 (beginner) to 3 (expert): the index of their level in SKILL_PROFICIENCY. */
  level: number;
  utcOffsetMinutes: number;
  /** Registration order: earlier registrations win ties. */
  registeredAt: number;
}

export interface PoolSquad {
  squadId: string;
  /** Its members now: they stay together and count towards the size range. */
  members: readonly PoolMember[];
  openSeats: number;
}

export interface MatchInput {
  event: MatchEvent;
  solos: readonly PoolMember[];
  squads: readonly PoolSquad[];
  /** Pairs of members who are never proposed into one team. */
  keptApart: readonly (readonly [string, string])[];
}

export interface ProposedTeam {
  /** The registered squad whose open seats this team fills, or null for a new squad. */
  squadId: string | null;
  /** The squad's members already in it (none for a new squad). */
  memberIds: string[];
  /** The members proposed to join, in the order they were chosen. */
  proposedIds: string[];
  covered: string[];
  missing: string[];
  /** Distinct UTC offsets in the team, and the largest gap between two of them, in minutes. */
  timeZones: number;
  timeZoneSpreadMinutes: number;
  levels: { lowest: number; highest: number };
  /** The needed role each proposed member covers in the team (null: none left for them). */
  roleOf: Record<string, string | null>;
}

/** Why a member alone was not placed, for the organiser's view and the member's event page. */
export type UnplacedReason =
  /** None of their roles is one the event needs, and every team near them was full. */
  | 'role_not_needed'
  /** No team and too few others within the window of their time zone. */
  | 'time_zone_far'
  /** The teams near them with room each hold someone they are kept apart from. */
  | 'kept_apart'
  /** The teams near them are full, and too few are left to start another. */
  | 'teams_full'
  /** The event has fewer solo registrants than its smallest team. */
  | 'too_few_registrants';

export interface MatchResult {
  teams: ProposedTeam[];
  unplaced: { memberId: string; reason: UnplacedReason }[];
}

interface Team {
  squadId: string | null;
  fixed: PoolMember[];
  chosen: PoolMember[];
  capacity: number;
}

const members = (team: Team) => [...team.fixed, ...team.chosen];
const byId = (a: { memberId: string }, b: { memberId: string }) =>
  a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;
const inPoolOrder = (a: PoolMember, b: PoolMember) =>
  a.utcOffsetMinutes - b.utcOffsetMinutes || a.registeredAt - b.registeredAt || byId(a, b);

/** Proposes teams for one round. */
export function matchTeams(input: MatchInput): MatchResult {
  const { event } = input;
  const needed = canonicalRoles(event.roles);
  const rolesOf = memoRoles(needed);
  const apart = pairsOf(input.keptApart);
  const pool = [...input.solos].sort(inPoolOrder);
  const placed = new Set<string>();
  const supply = roleSupply(pool, needed, rolesOf);

  const fits = (team: Team, candidate: PoolMember) =>
    !placed.has(candidate.memberId) &&
    members(team).every((member) => !apart.get(member.memberId)?.has(candidate.memberId)) &&
    spread(members(team), candidate) <= event.timeZoneWindowMinutes;

  /** Whether `candidate` may take `leaving`'s place in `team`. */
  const fitsWithout = (team: Team, leaving: PoolMember, candidate: PoolMember) => {
    const others = members(team).filter((m) => m !== leaving);
    return (
      others.every((member) => !apart.get(member.memberId)?.has(candidate.memberId)) &&
      spread(others, candidate) <= event.timeZoneWindowMinutes
    );
  };

  const take = (team: Team, candidates: readonly PoolMember[]) => {
    const best = bestCandidate(
      team,
      candidates.filter((c) => fits(team, c)),
      needed,
      rolesOf,
      supply,
    );
    if (!best) return false;
    team.chosen.push(best);
    placed.add(best.memberId);
    return true;
  };

  /** Adds the best fitting candidates to `team` until it has `size` members or none fits. */
  const fill = (team: Team, candidates: readonly PoolMember[], size: number) => {
    while (members(team).length < size) if (!take(team, candidates)) return;
  };

  // Squads first: their members are already a team, and their seats are the pool's anchors.
  const teams: Team[] = [...input.squads]
    .sort((a, b) => (a.squadId < b.squadId ? -1 : a.squadId > b.squadId ? 1 : 0))
    .map((squad) => ({
      squadId: squad.squadId,
      fixed: [...squad.members].sort(byId),
      chosen: [],
      capacity: Math.min(event.maxSize, squad.members.length + Math.max(0, squad.openSeats)),
    }));
  for (const team of teams) fill(team, pool, team.capacity);

  // New teams, swept from the westernmost member left: each seed takes the best of the members
  // within the window of it, to a size that leaves the rest of that window a whole team. A seed
  // with too few around it waits for the last pass.
  for (const seed of pool) {
    if (placed.has(seed.memberId)) continue;
    const window = pool.filter(
      (c) =>
        !placed.has(c.memberId) &&
        Math.abs(c.utcOffsetMinutes - seed.utcOffsetMinutes) <= event.timeZoneWindowMinutes &&
        !apart.get(seed.memberId)?.has(c.memberId),
    );
    if (window.length < event.minSize) continue;
    const team: Team = { squadId: null, fixed: [], chosen: [seed], capacity: event.maxSize };
    placed.add(seed.memberId);
    fill(team, window, targetSize(window.length, event));
    if (team.chosen.length < event.minSize) {
      for (const member of team.chosen) placed.delete(member.memberId);
      continue;
    }
    teams.push(team);
  }

  improveBySwaps(teams, fitsWithout, event.timeZoneWindowMinutes, needed, rolesOf);

  // Whoever is left joins a team with room where they fit, preferring one that lacks their role.
  const unplaced: MatchResult['unplaced'] = [];
  const left = pool.filter((m) => !placed.has(m.memberId));
  for (const member of left.sort((a, b) => neededFirst(a, b, rolesOf) || inPoolOrder(a, b))) {
    const open = teams.filter((team) => members(team).length < team.capacity);
    const team = open
      .filter((t) => fits(t, member))
      .sort(
        (a, b) =>
          coverageGain(b, member, needed, rolesOf) - coverageGain(a, member, needed, rolesOf) ||
          members(a).length - members(b).length ||
          spread(members(a), member) - spread(members(b), member),
      )[0];
    if (team) {
      team.chosen.push(member);
      placed.add(member.memberId);
    } else unplaced.push({ memberId: member.memberId, reason: reasonFor(member, open) });
  }

  function reasonFor(member: PoolMember, open: Team[]): UnplacedReason {
    if (pool.length < event.minSize && teams.length === 0) return 'too_few_registrants';
    if (needed.keys.length > 0 && rolesOf(member).length === 0) return 'role_not_needed';
    const near = teams.filter((t) => spread(members(t), member) <= event.timeZoneWindowMinutes);
    if (near.length === 0) {
      // Nobody to team with nearby, or only members they are kept apart from.
      const around = pool.filter(
        (other) =>
          other !== member &&
          Math.abs(other.utcOffsetMinutes - member.utcOffsetMinutes) <= event.timeZoneWindowMinutes,
      );
      const allowed = around.filter((other) => !apart.get(member.memberId)?.has(other.memberId));
      return around.length + 1 >= event.minSize && allowed.length + 1 < event.minSize
        ? 'kept_apart'
        : 'time_zone_far';
    }
    if (open.some((t) => near.includes(t))) return 'kept_apart';
    return 'teams_full';
  }

  return {
    teams: teams
      .filter((team) => team.chosen.length > 0)
      .map((team) => describe(team, needed, rolesOf)),
    unplaced: unplaced.sort(byId),
  };
}

/**
 * Greedy teams built one after another leave some with two designers and a neighbour with none:
 * exchanging two proposed members between teams whenever that makes more teams whole (or, as
 * many whole, more roles covered) mends it. Each exchange strictly improves the pair, so it ends;
 * the passes are bounded all the same.
 */
function improveBySwaps(
  teams: Team[],
  fitsWithout: (team: Team, leaving: PoolMember, candidate: PoolMember) => boolean,
  window: number,
  needed: Needed,
  rolesOf: RolesOf,
) {
  const worth = (team: readonly PoolMember[]) => {
    const covered = coveredRoles(team, needed, rolesOf).length;
    return (covered === needed.keys.length ? 100 : 0) + covered;
  };
  // Two teams whose time zones lie further apart than the window can never exchange anyone.
  const overlaps = (first: Team, second: Team) =>
    spread(members(first), members(second)[0]!) <= window * 2 &&
    spread(members(second), members(first)[0]!) <= window * 2;
  for (let pass = 0; pass < 4; pass += 1) {
    let swapped = false;
    for (const [i, first] of teams.entries()) {
      if (worth(members(first)) >= 100 + needed.keys.length) continue;
      for (const second of teams.slice(i + 1)) {
        swapped = trySwap(first, second) || swapped;
      }
    }
    if (!swapped) return;
  }

  function trySwap(first: Team, second: Team): boolean {
    if (!overlaps(first, second)) return false;
    const before = worth(members(first)) + worth(members(second));
    for (const [a, mine] of first.chosen.entries()) {
      for (const [b, theirs] of second.chosen.entries()) {
        if (!fitsWithout(first, mine, theirs) || !fitsWithout(second, theirs, mine)) continue;
        const firstAfter = members(first).map((m) => (m === mine ? theirs : m));
        const secondAfter = members(second).map((m) => (m === theirs ? mine : m));
        if (worth(firstAfter) + worth(secondAfter) <= before) continue;
        first.chosen[a] = theirs;
        second.chosen[b] = mine;
        return true;
      }
    }
    return false;
  }
}

/** The size a new team aims for when `available` members are within its window. */
function targetSize(available: number, event: MatchEvent): number {
  if (available <= event.maxSize) return available;
  const teams = Math.ceil(available / event.maxSize);
  return Math.max(event.minSize, Math.min(event.maxSize, Math.ceil(available / teams)));
}

/**
 * The candidate that adds most to the team: needed roles it did not cover yet, then a level it
 * lacks, then (when it adds no role) the member whose roles are least scarce, so the rare ones
 * stay for teams that need them, then the nearest time zone, then registration order.
 */
function bestCandidate(
  team: Team,
  candidates: readonly PoolMember[],
  needed: Needed,
  rolesOf: RolesOf,
  supply: Map<string, number>,
): PoolMember | undefined {
  const current = members(team);
  const levels = new Set(current.map((m) => m.level));
  const anchor = current[0]?.utcOffsetMinutes ?? 0;
  const covered = coveredRoles(current, needed, rolesOf).length;
  const scored = candidates.map((candidate) => ({
    candidate,
    roles:
      rolesOf(candidate).length === 0
        ? 0
        : coveredRoles([...current, candidate], needed, rolesOf).length - covered,
    level: levels.has(candidate.level) ? 0 : 1,
    plenty: Math.min(...rolesOf(candidate).map((role) => supply.get(role) ?? 0), Infinity),
    distance: Math.abs(candidate.utcOffsetMinutes - anchor),
  }));
  scored.sort(
    (a, b) =>
      b.roles - a.roles ||
      b.level - a.level ||
      b.plenty - a.plenty ||
      a.distance - b.distance ||
      inPoolOrder(a.candidate, b.candidate),
  );
  return scored[0]?.candidate;
}

function coverageGain(team: Team, candidate: PoolMember, needed: Needed, rolesOf: RolesOf) {
  const current = members(team);
  return (
    coveredRoles([...current, candidate], needed, rolesOf).length -
    coveredRoles(current, needed, rolesOf).length
  );
}

/**
 * The needed roles a team covers, each by a different member: a maximum matching of members to
 * roles (augmenting paths; a team is a handful of members), so a member who can take Frontend or
 * Design is counted where the team needs them.
 */
function coveredRoles(team: readonly PoolMember[], needed: Needed, rolesOf: RolesOf): string[] {
  const holder = roleHolders(team, rolesOf);
  return needed.keys.filter((role) => holder.has(role));
}

/** Each covered needed role (lower-cased) and the index in `team` of the member who takes it. */
function roleHolders(team: readonly PoolMember[], rolesOf: RolesOf): Map<string, number> {
  const holder = new Map<string, number>();
  const assign = (index: number, seen: Set<string>): boolean => {
    for (const role of rolesOf(team[index]!)) {
      if (seen.has(role)) continue;
      seen.add(role);
      const current = holder.get(role);
      if (current === undefined || assign(current, seen)) {
        holder.set(role, index);
        return true;
      }
    }
    return false;
  };
  team.forEach((_, index) => assign(index, new Set()));
  return holder;
}

/** A team as proposed: who, the roles it covers and lacks, its time zones and levels. */
export function describeTeam(
  event: MatchEvent,
  squadId: string | null,
  fixed: PoolMember[],
  chosen: PoolMember[],
): ProposedTeam {
  const needed = canonicalRoles(event.roles);
  return describe({ squadId, fixed, chosen, capacity: event.maxSize }, needed, memoRoles(needed));
}

function describe(team: Team, needed: Needed, rolesOf: RolesOf): ProposedTeam {
  const all = members(team);
  const holders = roleHolders(all, rolesOf);
  const covered = new Set(holders.keys());
  const roleOf = new Map([...holders].map(([role, index]) => [all[index]!.memberId, role]));
  const offsets = all.map((m) => m.utcOffsetMinutes);
  const levels = all.map((m) => m.level);
  return {
    squadId: team.squadId,
    memberIds: team.fixed.map((m) => m.memberId),
    proposedIds: team.chosen.map((m) => m.memberId),
    covered: needed.keys.filter((role) => covered.has(role)).map((role) => needed.names.get(role)!),
    missing: needed.keys
      .filter((role) => !covered.has(role))
      .map((role) => needed.names.get(role)!),
    timeZones: new Set(offsets).size,
    timeZoneSpreadMinutes: Math.max(...offsets) - Math.min(...offsets),
    levels: { lowest: Math.min(...levels), highest: Math.max(...levels) },
    roleOf: Object.fromEntries(
      team.chosen.map((m) => [m.memberId, needed.names.get(roleOf.get(m.memberId) ?? '') ?? null]),
    ),
  };
}

/** Members whose roles the event needs go first when the last places are handed out. */
function neededFirst(a: PoolMember, b: PoolMember, rolesOf: RolesOf) {
  return Number(rolesOf(a).length === 0) - Number(rolesOf(b).length === 0);
}

function spread(team: readonly PoolMember[], candidate: PoolMember) {
  const offsets = [...team, candidate].map((m) => m.utcOffsetMinutes);
  return Math.max(...offsets) - Math.min(...offsets);
}

interface Needed {
  /** Lower-cased, in the organiser's order. */
  keys: string[];
  names: Map<string, string>;
}
type RolesOf = (member: PoolMember) => string[];

function canonicalRoles(roles: readonly string[]): Needed {
  const names = new Map<string, string>();
  for (const role of roles) {
    const key = role.trim().toLowerCase();
    if (key && !names.has(key)) names.set(key, role.trim());
  }
  return { keys: [...names.keys()], names };
}

/** A member's needed roles (lower-cased, rarest concerns aside), computed once per member. */
function memoRoles(needed: Needed): RolesOf {
  const cache = new Map<PoolMember, string[]>();
  return (member) => {
    let roles = cache.get(member);
    if (!roles) {
      const theirs = new Set(member.roles.map((role) => role.trim().toLowerCase()));
      roles = needed.keys.filter((role) => theirs.has(role));
      cache.set(member, roles);
    }
    return roles;
  };
}

function roleSupply(pool: readonly PoolMember[], needed: Needed, rolesOf: RolesOf) {
  const supply = new Map(needed.keys.map((role) => [role, 0]));
  for (const member of pool)
    for (const role of rolesOf(member)) supply.set(role, (supply.get(role) ?? 0) + 1);
  return supply;
}

function pairsOf(pairs: MatchInput['keptApart']) {
  const apart = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    if (!apart.has(a)) apart.set(a, new Set());
    if (!apart.has(b)) apart.set(b, new Set());
    apart.get(a)!.add(b);
    apart.get(b)!.add(a);
  }
  return apart;
}
