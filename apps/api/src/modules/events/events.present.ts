import { SKILL_PROFICIENCY } from '@squadup/shared';
import type {
  Event,
  EventAnnouncement,
  EventProposal,
  EventRegistrant,
} from '../../graphql/generated/resolvers.js';
import { iso, type RawTimestamps } from '../../lib/dates.js';
import { eventEnded, eventPolicy } from './events.policy.js';
import type { EventAnnouncementRow } from '../../db/schema/index.js';
import type { EventView, ProposalView, RegistrantRow } from './events.repo.js';
import type { ViewerRef } from '../../lib/viewer.js';

// One presenter per model: the Event and EventProposal types as the API answers them.

type Enum<T> = T extends string ? T : never;
const level = (index: number) => SKILL_PROFICIENCY[index] ?? SKILL_PROFICIENCY[0];

export function presentProposal(row: ProposalView): EventProposal {
  return {
    _id: row.id,
    round: row.round,
    status: row.status as Enum<EventProposal['status']>,
    new_squad: row.new_squad,
    squad_id: row.post_id,
    covered: row.covered,
    missing: row.missing,
    time_zones: row.time_zones,
    time_zone_spread_minutes: row.time_zone_spread_minutes,
    level_lowest: level(row.level_lowest),
    level_highest: level(row.level_highest),
    members: (row.members ?? []).map((m) => ({
      ...m,
      answer: m.answer as Enum<EventProposal['members'][number]['answer']>,
    })),
  };
}

export const presentAnnouncement = (
  row: RawTimestamps<EventAnnouncementRow>,
): EventAnnouncement => ({
  _id: row.id,
  message: row.message,
  created_at: iso(row.created_at),
});

export function presentRegistrant(row: RegistrantRow): EventRegistrant {
  return {
    _id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    roles: row.roles,
    level: level(row.level),
    utc_offset_minutes: row.utc_offset_minutes,
    hours_per_week: row.hours_per_week,
    status: row.status as Enum<EventRegistrant['status']>,
    unplaced_reason: row.unplaced_reason as EventRegistrant['unplaced_reason'],
    squad_id: row.post_id,
    squad_title: row.squad_title,
    open_seats: row.open_seats,
    registered_at: iso(row.created_at),
  };
}

export function presentEvent(
  viewer: ViewerRef,
  row: EventView,
  myProposal: ProposalView | undefined,
  announcements: readonly RawTimestamps<EventAnnouncementRow>[],
): Event {
  const mine = row.my_registration;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    register_by: iso(row.register_by),
    min_team_size: row.min_team_size,
    max_team_size: row.max_team_size,
    roles: row.roles,
    time_zone_window_hours: Math.round(row.time_zone_window_minutes / 60),
    organiser: row.organiser,
    registered_count: row.registered_count,
    rounds: row.rounds,
    registration_open: eventPolicy.can(viewer, 'register', {
      register_by: new Date(row.register_by),
      ends_on: row.ends_on,
    }),
    ended: eventEnded(row),
    is_organiser: eventPolicy.can(viewer, 'organise', row),
    my_registration: mine && {
      _id: mine.id,
      roles: mine.roles,
      level: level(mine.level),
      utc_offset_minutes: mine.utc_offset_minutes,
      hours_per_week: mine.hours_per_week,
      status: mine.status as Enum<NonNullable<Event['my_registration']>['status']>,
      unplaced_reason: mine.unplaced_reason as NonNullable<
        Event['my_registration']
      >['unplaced_reason'],
    },
    my_proposal: myProposal ? presentProposal(myProposal) : null,
    my_squads: row.my_squads,
    announcements: announcements.map(presentAnnouncement),
  };
}
