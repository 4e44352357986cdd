import { and, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_LIMITS } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { suspendedNow } from '../../db/moderation.js';
import { selectRows } from '../../db/raw.js';
import type { RawTimestamps } from '../../lib/dates.js';
import {
  eventAnnouncements,
  type EventAnnouncementRow,
  eventProposalMembers,
  eventProposals,
  eventRegistrations,
  events,
  type EventRow,
} from '../../db/schema/index.js';
import type { PoolMember, PoolSquad, ProposedTeam, UnplacedReason } from './events.matcher.js';

// Events' SQL (docs/decisions/0055). Drizzle and SQL only: no decisions here.

export type NewEvent = typeof events.$inferInsert;
export type NewRegistration = typeof eventRegistrations.$inferInsert;

export async function insertEvent(tx: Database, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(
  tx: Database,
  eventId: string,
  values: Omit<NewEvent, 'id' | 'organiser_id'>,
) {
  await tx.update(events).set(values).where(eq(events.id, eventId));
}

/** The event, its row locked until the transaction ends: one round at a time. */
export async function lockEvent(tx: Database, eventId: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function insertRegistration(tx: Database, values: NewRegistration) {
  const [row] = await tx
    .insert(eventRegistrations)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The pool a round matches: members registered alone and waiting (suspended members left out),
 * in registration order, and the registered squads still offering seats, each with its members
 * (the owner and everyone seated; they share the squad's registered time zone and level).
 */
export async function poolOf(
  tx: Database,
  eventId: string,
): Promise<{ solos: PoolMember[]; squads: PoolSquad[] }> {
  const solos = await selectRows<{
    user_id: string;
    roles: string[];
    level: number;
    utc_offset_minutes: number;
    registered_at: string;
  }>(
    tx,
    sql`select r.user_id, r.roles, r.level, r.utc_offset_minutes,
          (extract(epoch from r.created_at) * 1000)::float8 as registered_at
        from event_registrations r
        where r.event_id = ${eventId} and r.post_id is null and r.status = 'pool'
          and not ${suspendedNow(sql`r.user_id`)}
        order by r.created_at, r.id`,
  );
  const squads = await selectRows<{
    post_id: string;
    open_seats: number;
    level: number;
    utc_offset_minutes: number;
    registered_at: string;
    members: { user_id: string; role: string | null }[];
  }>(
    tx,
    sql`select r.post_id, r.open_seats, r.level, r.utc_offset_minutes,
          (extract(epoch from r.created_at) * 1000)::float8 as registered_at,
          (select json_agg(json_build_object('user_id', t.user_id, 'role', t.role))
             from (select p.posted_by as user_id, null::text as role
                   union
                   select m.user_id, m.role from squad_members m
                   where m.post_id = r.post_id and not m.is_owner) t) as members
        from event_registrations r
        join posts p on p.id = r.post_id
        where r.event_id = ${eventId} and r.post_id is not null and r.open_seats > 0
        order by r.created_at, r.id`,
  );
  return {
    solos: solos.map((row) => ({
      memberId: row.user_id,
      roles: row.roles,
      level: row.level,
      utcOffsetMinutes: row.utc_offset_minutes,
      registeredAt: Number(row.registered_at),
    })),
    squads: squads.map((row) => ({
      squadId: row.post_id,
      openSeats: row.open_seats,
      members: row.members.map((member) => ({
        memberId: member.user_id,
        roles: member.role ? [member.role] : [],
        level: row.level,
        utcOffsetMinutes: row.utc_offset_minutes,
        registeredAt: Number(row.registered_at),
      })),
    })),
  };
}

/**
 * Pairs among `memberIds` never to be teamed: a block either way, a registrant's "not with", and
 * each member who declined a proposal of this event with the others proposed with them.
 */
export async function keptApartIn(
  tx: Database,
  eventId: string,
  memberIds: readonly string[],
): Promise<[string, string][]> {
  if (memberIds.length === 0) return [];
  const ids = sql`${sql.param(memberIds)}::uuid[]`;
  const rows = await selectRows<{ a: string; b: string }>(
    tx,
    sql`select b.blocker_id as a, b.blocked_id as b from user_blocks b
          where b.blocker_id = any(${ids}) and b.blocked_id = any(${ids})
        union
        select r.user_id, w.other from event_registrations r, unnest(r.not_with) as w(other)
          where r.event_id = ${eventId} and r.user_id = any(${ids})
        union
        select d.user_id, o.user_id from event_proposals p
          join event_proposal_members d on d.proposal_id = p.id and d.answer = 'declined'
          join event_proposal_members o on o.proposal_id = p.id and o.user_id <> d.user_id
          where p.event_id = ${eventId} and d.user_id = any(${ids})`,
  );
  return rows.map((row) => [row.a, row.b]);
}

/**
 * Ends the last round's pending places: a team that has not formed dissolves, a place nobody
 * answered expires (without keeping anyone apart), and everyone still proposed is back in the
 * pool (acceptors of a team that never formed too).
 */
export async function endPendingPlaces(tx: Database, eventId: string) {
  await tx.execute(sql`
    update event_proposal_members m set answer = 'expired', answered_at = now()
    from event_proposals p
    where p.id = m.proposal_id and p.event_id = ${eventId} and p.status <> 'dissolved'
      and m.answer = 'pending'`);
  await tx
    .update(eventProposals)
    .set({ status: 'dissolved' })
    .where(and(eq(eventProposals.event_id, eventId), eq(eventProposals.status, 'open')));
  await tx
    .update(eventRegistrations)
    .set({ status: 'pool' })
    .where(
      and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.status, 'proposed')),
    );
}

/**
 * Writes a round's proposals with their members (pending), marks those registrants proposed and
 * the others left alone with their reason, and counts the round on the event.
 */
export async function saveRound(
  tx: Database,
  event: Pick<EventRow, 'id' | 'min_team_size'>,
  round: number,
  teams: readonly ProposedTeam[],
  unplaced: readonly { memberId: string; reason: UnplacedReason }[],
) {
  const eventId = event.id;
  if (teams.length > 0) {
    const proposals = await tx
      .insert(eventProposals)
      .values(
        teams.map((team) => ({
          event_id: eventId,
          round,
          post_id: team.squadId,
          new_squad: team.squadId === null,
          covered: team.covered,
          missing: team.missing,
          time_zones: team.timeZones,
          time_zone_spread_minutes: team.timeZoneSpreadMinutes,
          level_lowest: team.levels.lowest,
          level_highest: team.levels.highest,
          min_size: event.min_team_size,
        })),
      )
      .returning({ id: eventProposals.id });
    await tx.insert(eventProposalMembers).values(
      teams.flatMap((team, index) =>
        team.proposedIds.map((userId) => ({
          proposal_id: proposals[index]!.id,
          user_id: userId,
          role: team.roleOf[userId] ?? null,
        })),
      ),
    );
    await tx
      .update(eventRegistrations)
      .set({ status: 'proposed', unplaced_reason: null })
      .where(
        and(
          eq(eventRegistrations.event_id, eventId),
          sql`${eventRegistrations.post_id} is null`,
          inArray(
            eventRegistrations.user_id,
            teams.flatMap((team) => team.proposedIds),
          ),
        ),
      );
  }
  if (unplaced.length > 0) {
    await tx.execute(sql`
      update event_registrations r set unplaced_reason = u.reason
      from unnest(${sql.param(unplaced.map((u) => u.memberId))}::uuid[],
                  ${sql.param(unplaced.map((u) => u.reason))}::text[]) as u(user_id, reason)
      where r.event_id = ${eventId} and r.post_id is null and r.user_id = u.user_id`);
  }
  await tx.update(events).set({ rounds: round }).where(eq(events.id, eventId));
}

/**
 * The event; with `viewerId`, only while the viewer may read it: not while its organiser is
 * suspended, unless the viewer is the organiser.
 */
export async function findEvent(
  db: Database,
  eventId: string,
  viewerId?: string,
): Promise<EventRow | undefined> {
  const readable =
    viewerId === undefined
      ? sql`true`
      : sql`(${events.organiser_id} = ${viewerId} or not ${suspendedNow(sql`${events.organiser_id}`)})`;
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), readable));
  return row;
}

/** Whether the member is in a squad (its owner or seated) registered for the event. */
export async function inRegisteredSquad(tx: Database, eventId: string, userId: string) {
  const rows = await selectRows<{ found: number }>(
    tx,
    sql`select 1 as found from event_registrations r join posts p on p.id = r.post_id
        where r.event_id = ${eventId}
          and (p.posted_by = ${userId} or exists (
            select 1 from squad_members m where m.post_id = r.post_id and m.user_id = ${userId}))
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Whether someone in the squad (its owner or seated) is registered alone for the event and not
 * yet placed in a team: still waiting in the pool, or proposed.
 */
export async function squadMemberWaitingAlone(tx: Database, eventId: string, postId: string) {
  const rows = await selectRows<{ found: number }>(
    tx,
    sql`select 1 as found from event_registrations r
        where r.event_id = ${eventId} and r.post_id is null and r.status <> 'placed'
          and (r.user_id = (select p.posted_by from posts p where p.id = ${postId})
            or exists (select 1 from squad_members m
                       where m.post_id = ${postId} and m.user_id = r.user_id))
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Removes the member's registration alone and those of the squads they registered: the squads'
 * ids (null when they had no registration at all).
 */
export async function deleteRegistrations(tx: Database, eventId: string, userId: string) {
  const rows = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)))
    .returning({ post_id: eventRegistrations.post_id });
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.post_id ? [row.post_id] : []));
}

/**
 * Closes the open proposals filling the seats of `postIds` (squads withdrawn from the event):
 * their unanswered places expire, and each is formed when someone joined already, else
 * dissolved. Returns the members whose places expired.
 */
export async function closeSeatProposals(tx: Database, eventId: string, postIds: string[]) {
  if (postIds.length === 0) return [];
  const squads = sql`${sql.param(postIds)}::uuid[]`;
  const expired = await selectRows<{ user_id: string }>(
    tx,
    sql`update event_proposal_members m set answer = 'expired', answered_at = now()
        from event_proposals p
        where p.id = m.proposal_id and p.event_id = ${eventId} and not p.new_squad
          and p.status = 'open' and p.post_id = any(${squads}) and m.answer = 'pending'
        returning m.user_id`,
  );
  await tx.execute(sql`
    update event_proposals p set status = case when exists (
        select 1 from event_proposal_members m
        where m.proposal_id = p.id and m.answer = 'accepted') then 'formed' else 'dissolved' end
    where p.event_id = ${eventId} and not p.new_squad and p.status = 'open'
      and p.post_id = any(${squads})`);
  return expired.map((row) => row.user_id);
}

/** The member's still-pending places in the event's open proposals. */
export async function openProposalsOf(tx: Database, eventId: string, userId: string) {
  const rows = await selectRows<{ proposal_id: string }>(
    tx,
    sql`select m.proposal_id from event_proposal_members m
        join event_proposals p on p.id = m.proposal_id
        where p.event_id = ${eventId} and p.status in ('open', 'formed')
          and m.user_id = ${userId} and m.answer = 'pending'`,
  );
  return rows.map((row) => row.proposal_id);
}

export interface ProposalForAnswer {
  id: string;
  event_id: string;
  post_id: string | null;
  new_squad: boolean;
  status: string;
  covered: string[];
  missing: string[];
  min_size: number;
  answer: string;
}

/** The proposal with the member's place in it (undefined: not proposed there), its row locked. */
export async function lockProposalFor(
  tx: Database,
  proposalId: string,
  userId: string,
): Promise<ProposalForAnswer | undefined> {
  const rows = await selectRows<ProposalForAnswer>(
    tx,
    sql`select p.id, p.event_id, p.post_id, p.new_squad, p.status, p.covered, p.missing,
          p.min_size, m.answer
        from event_proposals p
        join event_proposal_members m on m.proposal_id = p.id and m.user_id = ${userId}
        where p.id = ${proposalId}
        for update of p`,
  );
  return rows[0];
}

export async function setAnswer(
  tx: Database,
  proposalId: string,
  userId: string,
  answer: 'accepted' | 'declined',
) {
  await tx
    .update(eventProposalMembers)
    .set({ answer, answered_at: new Date() })
    .where(
      and(
        eq(eventProposalMembers.proposal_id, proposalId),
        eq(eventProposalMembers.user_id, userId),
      ),
    );
}

/** Every proposed member's answer: those answered in the order they answered, then the rest. */
export async function answersOf(tx: Database, proposalId: string) {
  return (
    tx
      .select({
        user_id: eventProposalMembers.user_id,
        role: eventProposalMembers.role,
        answer: eventProposalMembers.answer,
      })
      .from(eventProposalMembers)
      .where(eq(eventProposalMembers.proposal_id, proposalId))
      // The first acceptor owns the squad that forms (decision 0055).
      .orderBy(
        sql`${eventProposalMembers.answered_at} asc nulls last`,
        eventProposalMembers.user_id,
      )
  );
}

/** The places of a proposal nobody answered end unanswered (its team cannot form). */
export async function expirePending(tx: Database, proposalId: string) {
  await tx
    .update(eventProposalMembers)
    .set({ answer: 'expired', answered_at: new Date() })
    .where(
      and(
        eq(eventProposalMembers.proposal_id, proposalId),
        eq(eventProposalMembers.answer, 'pending'),
      ),
    );
}

export async function setProposal(
  tx: Database,
  proposalId: string,
  values: { status: 'formed' | 'dissolved'; post_id?: string },
) {
  await tx.update(eventProposals).set(values).where(eq(eventProposals.id, proposalId));
}

export async function setRegistrationStatus(
  tx: Database,
  eventId: string,
  userIds: readonly string[],
  status: 'pool' | 'placed',
) {
  if (userIds.length === 0) return;
  await tx
    .update(eventRegistrations)
    .set({ status })
    .where(
      and(
        eq(eventRegistrations.event_id, eventId),
        sql`${eventRegistrations.post_id} is null`,
        inArray(eventRegistrations.user_id, [...userIds]),
      ),
    );
}

/** A registered squad's seat taken by an accepted proposal: one fewer offered to the pool. */
export async function takeSquadSeat(tx: Database, eventId: string, postId: string) {
  await tx
    .update(eventRegistrations)
    .set({ open_seats: sql`greatest(${eventRegistrations.open_seats} - 1, 0)` })
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.post_id, postId)));
}

/** Proposals of the event that formed a new squad: the next team's number. */
export async function formedSquadsCount(tx: Database, eventId: string) {
  const rows = await selectRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from event_proposals
        where event_id = ${eventId} and new_squad and post_id is not null`,
  );
  return rows[0]?.count ?? 0;
}

export interface EventView extends EventRow {
  organiser: {
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    photo: string | null;
  };
  registered_count: number;
  my_registration: {
    id: string;
    roles: string[];
    level: number;
    utc_offset_minutes: number;
    hours_per_week: number | null;
    status: string;
    unplaced_reason: string | null;
  } | null;
  my_proposal_id: string | null;
  my_squads: { squad_id: string; title: string; open_seats: number }[];
}

/**
 * The events of `eventIds` as `viewerId` reads them, in one statement: each with its organiser's
 * face, counts and the viewer's own place. An event whose organiser is suspended is left out for
 * everyone but the organiser, as their posts are (db/moderation.ts).
 */
export async function eventViews(
  db: Database,
  eventIds: readonly string[],
  viewerId: string,
): Promise<EventView[]> {
  if (eventIds.length === 0) return [];
  return selectRows<EventView>(
    db,
    sql`select e.*,
          json_build_object('user_id', u.id, 'first_name', u.first_name,
                            'last_name', u.last_name, 'photo', u.photo) as organiser,
          (select count(*)::int from event_registrations r where r.event_id = e.id)
            as registered_count,
          (select json_build_object('id', r.id, 'roles', r.roles, 'level', r.level,
                    'utc_offset_minutes', r.utc_offset_minutes,
                    'hours_per_week', r.hours_per_week, 'status', r.status,
                    'unplaced_reason', r.unplaced_reason)
             from event_registrations r
             where r.event_id = e.id and r.user_id = ${viewerId} and r.post_id is null)
            as my_registration,
          (select p.id from event_proposals p
             join event_proposal_members m on m.proposal_id = p.id and m.user_id = ${viewerId}
             where p.event_id = e.id
             order by p.round desc, p.created_at desc limit 1) as my_proposal_id,
          coalesce((select json_agg(json_build_object('squad_id', s.id, 'title', s.title,
                      'open_seats', r.open_seats) order by r.created_at, r.id)
             from event_registrations r join posts s on s.id = r.post_id
             where r.event_id = e.id and r.user_id = ${viewerId}), '[]'::json) as my_squads
        from events e join users u on u.id = e.organiser_id
        where e.id = any(${sql.param([...eventIds])}::uuid[])
          and (e.organiser_id = ${viewerId} or not ${suspendedNow(sql`e.organiser_id`)})`,
  );
}

export interface ProposalView {
  id: string;
  round: number;
  status: string;
  new_squad: boolean;
  post_id: string | null;
  covered: string[];
  missing: string[];
  time_zones: number;
  time_zone_spread_minutes: number;
  level_lowest: number;
  level_highest: number;
  members: {
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    photo: string | null;
    role: string | null;
    answer: string;
  }[];
}

const PROPOSAL_VIEW = sql`select p.id, p.round, p.status, p.new_squad, p.post_id, p.covered,
    p.missing, p.time_zones, p.time_zone_spread_minutes, p.level_lowest, p.level_highest,
    (select json_agg(json_build_object('user_id', u.id, 'first_name', u.first_name,
              'last_name', u.last_name, 'photo', u.photo, 'role', m.role,
              'answer', m.answer) order by u.first_name, u.id)
       from event_proposal_members m join users u on u.id = m.user_id
       where m.proposal_id = p.id) as members
  from event_proposals p`;

/** The event's proposals, latest round first, each with its members. */
export async function proposalViews(db: Database, eventId: string): Promise<ProposalView[]> {
  return selectRows<ProposalView>(
    db,
    sql`${PROPOSAL_VIEW} where p.event_id = ${eventId}
        order by p.round desc, p.created_at, p.id`,
  );
}

/** The proposals of `proposalIds` (of any events), each with its members. */
export async function proposalViewsById(
  db: Database,
  proposalIds: readonly string[],
): Promise<ProposalView[]> {
  if (proposalIds.length === 0) return [];
  return selectRows<ProposalView>(
    db,
    sql`${PROPOSAL_VIEW} where p.id = any(${sql.param([...proposalIds])}::uuid[])`,
  );
}

/** Everyone taking part: registered alone, or in a registered squad (its owner and members). */
export async function participantsOf(tx: Database, eventId: string): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`select r.user_id from event_registrations r where r.event_id = ${eventId}
        union
        select m.user_id from event_registrations r
          join squad_members m on m.post_id = r.post_id
          where r.event_id = ${eventId} and r.post_id is not null`,
  );
  return rows.map((row) => row.user_id);
}

export async function insertAnnouncement(
  tx: Database,
  values: { event_id: string; author_id: string; message: string },
) {
  const [row] = await tx.insert(eventAnnouncements).values(values).returning();
  return row!;
}

/**
 * The newest announcements of each of `eventIds` the viewer organises or takes part in (none of the
 * others'), at most EVENT_LIMITS.announcementsShown an event, newest first.
 */
export async function announcementsFor(
  db: Database,
  eventIds: readonly string[],
  viewerId: string,
): Promise<RawTimestamps<EventAnnouncementRow>[]> {
  if (eventIds.length === 0) return [];
  return selectRows<RawTimestamps<EventAnnouncementRow>>(
    db,
    sql`select a.* from events e
        cross join lateral (
          select x.* from event_announcements x where x.event_id = e.id
          order by x.created_at desc, x.id desc limit ${EVENT_LIMITS.announcementsShown}) a
        where e.id = any(${sql.param([...eventIds])}::uuid[])
          and (e.organiser_id = ${viewerId} or exists (
            select 1 from event_registrations r where r.event_id = e.id
              and (r.user_id = ${viewerId} or exists (select 1 from squad_members m
                where m.post_id = r.post_id and m.user_id = ${viewerId}))))
        order by a.created_at desc, a.id desc`,
  );
}

export interface RegistrantRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  roles: string[];
  level: number;
  utc_offset_minutes: number;
  hours_per_week: number | null;
  status: string;
  unplaced_reason: string | null;
  post_id: string | null;
  squad_title: string | null;
  open_seats: number;
  created_at: Date | string;
}

/** Everyone registered for the event, in registration order, with their face and squad. */
export async function registrantsOf(db: Database, eventId: string): Promise<RegistrantRow[]> {
  return selectRows<RegistrantRow>(
    db,
    sql`select r.id, r.user_id, u.first_name, u.last_name, u.photo, r.roles, r.level,
          r.utc_offset_minutes, r.hours_per_week, r.status, r.unplaced_reason, r.post_id,
          p.title as squad_title, r.open_seats, r.created_at
        from event_registrations r
        join users u on u.id = r.user_id
        left join posts p on p.id = r.post_id
        where r.event_id = ${eventId}
        order by r.created_at, r.id`,
  );
}

/** The events the member organises or is registered for (alone or as a squad's owner). */
export async function eventIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select e.id from events e
        where e.organiser_id = ${userId}
           or exists (select 1 from event_registrations r
                      where r.event_id = e.id and r.user_id = ${userId})
        order by e.ends_on < (now() at time zone 'utc')::date, e.starts_on, e.id
        limit 50`,
  );
  return rows.map((row) => row.id);
}

/** The teams formed or proposed, for the organiser's export: one row per member. */
export async function teamRows(db: Database, eventId: string) {
  return selectRows<{
    round: number;
    status: string;
    squad_title: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string;
    role: string | null;
    answer: string;
  }>(
    db,
    sql`select p.round, p.status, s.title as squad_title, u.first_name, u.last_name, u.email,
          m.role, m.answer
        from event_proposals p
        join event_proposal_members m on m.proposal_id = p.id
        join users u on u.id = m.user_id
        left join posts s on s.id = p.post_id
        where p.event_id = ${eventId} and p.status <> 'dissolved'
        order by p.round, p.created_at, p.id, u.first_name, u.id`,
  );
}
