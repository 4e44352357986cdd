import type {
  EventRegistrationStatus,
  ProposalAnswer,
  ProposalStatus,
  SkillProficiency,
  UnplacedReason,
} from '@/gql/graphql';
import { testUser } from '@/test/auth';
import {
  EventProposalsQuery,
  EventRegistrationsQuery,
  LoadEventQuery,
  MyEventsQuery,
  SquadsToRegisterQuery,
} from '../api/event-operations';

const DAY = 24 * 3600_000;
const ALWAYS = Number.POSITIVE_INFINITY;

export function buildRegistration(
  overrides: {
    status?: EventRegistrationStatus;
    unplaced_reason?: UnplacedReason | null;
    roles?: string[];
  } = {},
) {
  return {
    __typename: 'EventRegistration' as const,
    _id: 'registration-1',
    roles: ['Frontend'],
    level: 'advanced' as SkillProficiency,
    utc_offset_minutes: 60,
    hours_per_week: 10 as number | null,
    status: 'pool' as EventRegistrationStatus,
    unplaced_reason: null as UnplacedReason | null,
    ...overrides,
  };
}

export function proposedMember(
  overrides: Partial<{
    user_id: string;
    first_name: string;
    last_name: string;
    role: string | null;
    answer: ProposalAnswer;
  }> = {},
) {
  return {
    __typename: 'ProposedMember' as const,
    user_id: 'user-2',
    first_name: 'Ana',
    last_name: 'Lopez',
    photo: null as string | null,
    role: 'Frontend' as string | null,
    answer: 'accepted' as ProposalAnswer,
    ...overrides,
  };
}

/** Round 1's team: the viewer (Design, not answered yet), Ana (Frontend, accepted), Liam (no role). */
export function buildProposal(
  overrides: Partial<{
    _id: string;
    round: number;
    status: ProposalStatus;
    squad_id: string | null;
    new_squad: boolean;
    viewerAnswer: ProposalAnswer;
  }> = {},
) {
  const { viewerAnswer = 'pending', ...rest } = overrides;
  return {
    __typename: 'EventProposal' as const,
    _id: 'proposal-1',
    round: 1,
    status: 'open' as ProposalStatus,
    new_squad: true,
    squad_id: null as string | null,
    covered: ['Frontend', 'Design'],
    missing: ['Backend'],
    time_zones: 2,
    time_zone_spread_minutes: 120,
    level_lowest: 'beginner' as SkillProficiency,
    level_highest: 'advanced' as SkillProficiency,
    members: [
      proposedMember({
        user_id: testUser._id,
        first_name: testUser.first_name ?? '',
        last_name: testUser.last_name ?? '',
        role: 'Design',
        answer: viewerAnswer,
      }),
      proposedMember(),
      proposedMember({
        user_id: 'user-3',
        first_name: 'Liam',
        last_name: 'Chen',
        role: null,
        answer: 'pending',
      }),
    ],
    ...rest,
  };
}

export function buildEvent(
  overrides: Partial<{
    register_by: string;
    registration_open: boolean;
    is_organiser: boolean;
    rounds: number;
    roles: string[];
    my_registration: ReturnType<typeof buildRegistration> | null;
    my_proposal: ReturnType<typeof buildProposal> | null;
    ended: boolean;
    my_squads: { squad_id: string; title: string; open_seats: number }[];
    announcements: { _id: string; message: string; created_at: string }[];
  }> = {},
) {
  const { announcements = [], my_squads = [], ...rest } = overrides;
  return {
    __typename: 'Event' as const,
    _id: 'event-1',
    name: 'Campus climate hackathon',
    description: 'A weekend to build something for the campus.',
    starts_on: '2031-03-06',
    ends_on: '2031-03-08',
    register_by: new Date(Date.now() + 5 * DAY).toISOString(),
    min_team_size: 3,
    max_team_size: 5,
    roles: ['Frontend', 'Backend', 'Design'],
    time_zone_window_hours: 3,
    organiser: {
      __typename: 'EventOrganiser' as const,
      user_id: 'user-9',
      first_name: 'Omar',
      last_name: 'Haddad',
      photo: null as string | null,
    },
    registered_count: 41,
    rounds: 0,
    registration_open: true,
    ended: false,
    is_organiser: false,
    my_registration: null as ReturnType<typeof buildRegistration> | null,
    my_proposal: null as ReturnType<typeof buildProposal> | null,
    my_squads: my_squads.map((squad) => ({ __typename: 'EventSquad' as const, ...squad })),
    announcements: announcements.map((a) => ({ __typename: 'EventAnnouncement' as const, ...a })),
    ...rest,
  };
}

export type EventFixture = ReturnType<typeof buildEvent>;

/** loadEvent answering `event` (every time, unless `once`). */
export const loadEventMock = (event: EventFixture, { once = false } = {}) => ({
  request: { query: LoadEventQuery, variables: { eventId: event._id } },
  result: { data: { loadEvent: event } },
  maxUsageCount: once ? 1 : ALWAYS,
});

export const ownedSquadsMock = (
  squads: { _id: string; title: string; spots_total: number; spots_filled: number }[] = [],
) => ({
  request: { query: SquadsToRegisterQuery },
  result: {
    data: {
      getMySquads: squads.map(({ _id, title, spots_total, spots_filled }) => ({
        __typename: 'Squad' as const,
        _id,
        is_owner: true,
        spots_total,
        spots_filled,
        post: { __typename: 'Post' as const, _id, title, status: 'open' },
      })),
    },
  },
  maxUsageCount: ALWAYS,
});

export function buildRegistrant(
  overrides: Partial<{
    _id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    roles: string[];
    status: EventRegistrationStatus;
    unplaced_reason: UnplacedReason | null;
    squad_id: string | null;
    squad_title: string | null;
    open_seats: number;
    utc_offset_minutes: number;
  }> = {},
) {
  return {
    __typename: 'EventRegistrant' as const,
    _id: 'registrant-1',
    user_id: 'user-2',
    first_name: 'Ana',
    last_name: 'Lopez',
    photo: null as string | null,
    roles: ['Frontend', 'Design'],
    level: 'intermediate' as SkillProficiency,
    utc_offset_minutes: -300,
    hours_per_week: null as number | null,
    status: 'pool' as EventRegistrationStatus,
    unplaced_reason: null as UnplacedReason | null,
    squad_id: null as string | null,
    squad_title: null as string | null,
    open_seats: 0,
    registered_at: new Date(Date.now() - DAY).toISOString(),
    ...overrides,
  };
}

export const registrationsMock = (registrants: ReturnType<typeof buildRegistrant>[]) => ({
  request: { query: EventRegistrationsQuery, variables: { eventId: 'event-1' } },
  result: { data: { eventRegistrations: registrants } },
  maxUsageCount: ALWAYS,
});

export const proposalsMock = (proposals: ReturnType<typeof buildProposal>[]) => ({
  request: { query: EventProposalsQuery, variables: { eventId: 'event-1' } },
  result: { data: { eventProposals: proposals } },
  maxUsageCount: ALWAYS,
});

export function buildMyEvent(
  overrides: Partial<{
    _id: string;
    name: string;
    is_organiser: boolean;
    registration_open: boolean;
    status: EventRegistrationStatus | null;
  }> = {},
) {
  const { status = null, ...rest } = overrides;
  return {
    __typename: 'Event' as const,
    _id: 'event-1',
    name: 'Campus climate hackathon',
    starts_on: '2031-03-06',
    ends_on: '2031-03-08',
    register_by: new Date(Date.now() + 5 * DAY).toISOString(),
    registration_open: true,
    registered_count: 41,
    is_organiser: false,
    my_registration: status
      ? { __typename: 'EventRegistration' as const, _id: `registration-${rest._id ?? 1}`, status }
      : null,
    ...rest,
  };
}

export const myEventsMock = (events: ReturnType<typeof buildMyEvent>[]) => ({
  request: { query: MyEventsQuery },
  result: { data: { myEvents: events } },
});
