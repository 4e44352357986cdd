import { Link } from 'react-router-dom';
import { displayName } from '@squadup/shared';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { EventProposalFieldsFragment as Proposal, ProposalAnswer } from '@/gql/graphql';
import { ANSWER_TEXTS, coverageText, levelRangeText, timeZoneSpreadText } from '../lib/event-texts';

const ANSWER_TONES = {
  pending: 'neutral',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
} as const satisfies Record<ProposalAnswer, string>;

interface ProposalMembersProps {
  members: Proposal['members'];
  /** The viewer, marked "(you)". */
  viewerId?: string;
  label?: string;
}

/** A proposed team's members: face, name, the role they cover and their answer. */
export function ProposalMembers({
  members,
  viewerId,
  label = 'Team members',
}: ProposalMembersProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border/70">
      {members.map((member) => (
        <li
          key={member.user_id}
          data-testid="proposed-member"
          className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0"
        >
          <MemberAvatar member={member} size="sm" />
          <div className="min-w-0 flex-1 leading-tight">
            <Link
              to={`/profile/${member.user_id}`}
              className="block truncate text-sm font-semibold hover:underline"
            >
              {displayName(member)}
              {member.user_id === viewerId ? (
                <span className="font-normal text-muted-foreground"> (you)</span>
              ) : null}
            </Link>
            <p className="mt-0.5 truncate text-xs text-muted-foreground">
              {member.role ?? 'No needed role'}
            </p>
          </div>
          <Badge tone={ANSWER_TONES[member.answer]}>{ANSWER_TEXTS[member.answer]}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** What a proposed team covers and lacks, its time zones and its levels. */
export function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const coverage = coverageText(proposal.covered, proposal.missing);
  const facts = [
    coverage,
    timeZoneSpreadText(proposal.time_zones, proposal.time_zone_spread_minutes),
    `Levels: ${levelRangeText(proposal.level_lowest, proposal.level_highest)}`,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <ul aria-label="About this team" className="flex flex-col gap-1 text-sm text-foreground/90">
      {facts.map((fact) => (
        <li key={fact} className="flex gap-2 before:text-muted-foreground before:content-['·']">
          {fact}
        </li>
      ))}
    </ul>
  );
}
