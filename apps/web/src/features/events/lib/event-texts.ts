// What the event screens say about registrations, proposals and rounds, in one place so the
// member's view and the organiser's read alike.
import { SKILL_PROFICIENCY_LABELS, type SkillProficiency } from '@squadup/shared';
import type {
  EventRegistrationStatus,
  ProposalAnswer,
  ProposalStatus,
  UnplacedReason,
} from '@/gql/graphql';

const UNPLACED_REASON_TEXTS: Record<UnplacedReason, string> = {
  role_not_needed: 'None of your roles is one this event needs',
  time_zone_far: 'Nobody registered within the time-zone window of yours yet',
  kept_apart: 'The teams near you include someone you are kept apart from',
  teams_full: 'The teams near your time zone are full',
  too_few_registrants: 'Too few people have registered yet',
};

// The same reasons as the organiser reads them, about someone else.
const ORGANISER_REASON_TEXTS: Record<UnplacedReason, string> = {
  role_not_needed: 'None of their roles is one the event needs',
  time_zone_far: 'Nobody registered within the time-zone window of theirs',
  kept_apart: 'The teams near them include someone they are kept apart from',
  teams_full: 'The teams near their time zone are full',
  too_few_registrants: 'Too few people had registered',
};

/**
 * Why the last round left someone alone: in the member's own words ("None of your roles..."), or
 * the organiser's about them; null for no reason.
 */
export function unplacedReasonText(
  reason: UnplacedReason | null | undefined,
  reader: 'member' | 'organiser' = 'member',
): string | null {
  if (!reason) return null;
  return (reader === 'member' ? UNPLACED_REASON_TEXTS : ORGANISER_REASON_TEXTS)[reason];
}

export const REGISTRATION_STATUS_TEXTS: Record<EventRegistrationStatus, string> = {
  pool: 'Waiting for the next round',
  proposed: 'Proposed to a team',
  placed: 'In a team',
};

export const ANSWER_TEXTS: Record<ProposalAnswer, string> = {
  pending: 'Not answered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export const PROPOSAL_STATUS_TEXTS: Record<ProposalStatus, string> = {
  open: 'Open',
  formed: 'Formed',
  dissolved: 'Dissolved',
};

/** "1 team", "3 teams". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "Covers Frontend, Backend; missing Design"; null when the event names no roles. */
export function coverageText(
  covered: readonly string[],
  missing: readonly string[],
): string | null {
  const covers = covered.length > 0 ? `Covers ${covered.join(', ')}` : null;
  const lacks = missing.length > 0 ? missing.join(', ') : null;
  if (covers && lacks) return `${covers}; missing ${lacks}`;
  if (lacks) return `Missing ${lacks}`;
  return covers;
}

/** "3 hours", "1 hour 30 minutes", "45 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** "2 time zones within 3 hours", or "One time zone". */
export function timeZoneSpreadText(zones: number, spreadMinutes: number): string {
  if (zones <= 1) return 'One time zone';
  return `${zones} time zones within ${durationText(spreadMinutes)}`;
}

/** "Beginner to Advanced", or one level when the team shares it. */
export function levelRangeText(lowest: SkillProficiency, highest: SkillProficiency): string {
  if (lowest === highest) return SKILL_PROFICIENCY_LABELS[lowest];
  return `${SKILL_PROFICIENCY_LABELS[lowest]} to ${SKILL_PROFICIENCY_LABELS[highest]}`;
}

/** What a round did: "Proposed 12 teams (41 members); 3 left alone". */
export function roundSummaryText(round: { teams: number; proposed: number; unplaced: number }) {
  const proposed =
    round.teams === 0
      ? 'No teams proposed'
      : `Proposed ${plural(round.teams, 'team')} (${plural(round.proposed, 'member')})`;
  const alone = round.unplaced === 0 ? 'nobody left alone' : `${round.unplaced} left alone`;
  return `${proposed}; ${alone}`;
}

/** "Mar 1, 2031, 11:59 PM GMT+1": a moment as the viewer's clock reads it, with the zone. */
export function momentText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
