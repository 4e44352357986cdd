import type { Database } from '../../src/db/client.js';
import {
  eventProposalMembers,
  eventProposals,
  eventRegistrations,
  events,
  type EventRow,
} from '../../src/db/schema/index.js';
import { userIdOr } from './users.js';

type NewEvent = typeof events.$inferInsert;
const DAY_MS = 86_400_000;

/** An event open for registration for a week, teams of 2 to 4 needing Frontend and Backend. */
export async function buildEvent(
  db: Database,
  overrides: Partial<NewEvent> = {},
): Promise<EventRow> {
  const organiserId = await userIdOr(db, overrides.organiser_id);
  const [row] = await db
    .insert(events)
    .values({
      name: 'Test Hackathon',
      starts_on: '2031-03-01',
      ends_on: '2031-03-03',
      register_by: new Date(Date.now() + 7 * DAY_MS),
      min_team_size: 2,
      max_team_size: 4,
      roles: ['Frontend', 'Backend'],
      ...overrides,
      organiser_id: organiserId,
    })
    .returning();
  return row!;
}

/** A member registered alone, in the pool unless `status` says otherwise. */
export async function buildRegistration(
  db: Database,
  eventId: string,
  userId: string,
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(eventRegistrations)
    .values({ roles: ['Frontend'], ...overrides, event_id: eventId, user_id: userId })
    .returning();
  return row!;
}

/** An open proposal of a new team holding `memberIds`, each registered and pending. */
export async function buildProposal(db: Database, eventId: string, memberIds: string[]) {
  const [proposal] = await db
    .insert(eventProposals)
    .values({
      event_id: eventId,
      round: 1,
      new_squad: true,
      time_zones: 1,
      time_zone_spread_minutes: 0,
      level_lowest: 0,
      level_highest: 0,
    })
    .returning();
  for (const userId of memberIds) {
    await buildRegistration(db, eventId, userId, { status: 'proposed' });
    await db.insert(eventProposalMembers).values({ proposal_id: proposal!.id, user_id: userId });
  }
  return proposal!;
}
