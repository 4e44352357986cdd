import { stringify } from 'csv-stringify/sync';
import {
  dateRange,
  deadlineAhead,
  displayName,
  eventAnnouncementSchema,
  eventFormSchema,
  eventRegistrationSchema,
  type EventFormValues,
  REGISTRATION_CLOSED_MESSAGE,
  SKILL_PROFICIENCY,
  squadRegistrationSchema,
  POST_LIMITS,
  teamSizeText,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { joinParts, oneLine, type ShareMeta } from '../../lib/share-meta.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { assertEmailVerified } from '../auth/index.js';
import { insertFormedSquadPost, requirePost } from '../posts/index.js';
import { joinSquad } from '../squads/index.js';
import { matchTeams, type MatchEvent } from './events.matcher.js';
import { EVENT_MESSAGES, eventPolicy } from './events.policy.js';
import {
  presentAnnouncement,
  presentEvent,
  presentProposal,
  presentRegistrant,
} from './events.present.js';
import * as repo from './events.repo.js';

// Events (docs/decisions/0055): an organiser's event, registrations alone or as a squad, and the
// rounds that propose teams. Every operation loads the event (NOT_FOUND for an unknown id) and
// asks the policy; a round and an answer each run in one transaction that locks the event or the
// proposal first, so two rounds, or a round and an answer, never interleave.

/**
 * The event, NOT_FOUND for an unknown id. With `viewerId`, also while its organiser is suspended
 * (unless the viewer organises it): what a member may act on, as they may read it.
 */
export async function requireEvent(
  db: Database,
  eventId: string,
  viewerId?: string,
): Promise<EventRow> {
  const event = isUuid(eventId) ? await repo.findEvent(db, eventId, viewerId) : undefined;
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** The event as the viewer reads it (a visitor too): its page, and their own place in it. */
export async function loadEvent(ctx: ServiceContext, eventId: string) {
  const [event] = isUuid(eventId) ? await loadEvents(ctx, [eventId]) : [];
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** The events the viewer organises or takes part in (those not ended first), as loadEvent reads each. */
export async function myEvents(ctx: ServiceContext) {
  return loadEvents(ctx, await repo.eventIdsOf(ctx.db, ctx.viewer.id));
}

/**
 * The events of `eventIds` the viewer may read, in that order, with the viewer's proposal and the
 * announcements: three statements however many events.
 */
async function loadEvents(ctx: ServiceContext, eventIds: readonly string[]) {
  const rows = await repo.eventViews(ctx.db, eventIds, ctx.viewer.id);
  const proposalIds = rows.flatMap((row) => (row.my_proposal_id ? [row.my_proposal_id] : []));
  const [proposals, announcements] = await Promise.all([
    repo.proposalViewsById(ctx.db, proposalIds),
    repo.announcementsFor(
      ctx.db,
      rows.map((row) => row.id),
      ctx.viewer.id,
    ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return eventIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const mine = proposals.find((proposal) => proposal.id === row.my_proposal_id);
    const said = announcements.filter((announcement) => announcement.event_id === id);
    return [presentEvent(ctx.viewer, row, mine, said)];
  });
}

/**
 * What a shared link to the event unfurls as (lib/share-meta.ts), or null when it cannot be read:
 * the page's HTML is built for a signed-out visitor (ctx.viewer is VISITOR).
 */
export async function eventShareMeta(
  ctx: ServiceContext,
  eventId: string,
): Promise<ShareMeta | null> {
  const event = isUuid(eventId) ? await repo.findEvent(ctx.db, eventId, ctx.viewer.id) : undefined;
  if (!event) return null;
  return {
    title: event.name,
    description: oneLine(
      joinParts([
        dateRange(event.starts_on, event.ends_on),
        teamSizeText(event.min_team_size, event.max_team_size),
        event.description,
      ]),
    ),
    // No image: the organiser's photo is theirs to show, and may be kept to members.
    type: 'article',
  };
}

/** Everyone registered, for the organiser's view. */
export async function eventRegistrations(ctx: ServiceContext, eventId: string) {
  const event = await requireEvent(ctx.db, eventId);
  eventPolicy.authorize(ctx.viewer, 'organise', event);
  return (await repo.registrantsOf(ctx.db, event.id)).map(presentRegistrant);
}

/**
 * The teams as CSV for the organiser's spreadsheet: a row per proposed member of every team that
 * formed or is still open. Cells that a spreadsheet would read as a formula are escaped.
 */
export async function eventTeamsCsv(ctx: ServiceContext, eventId: string) {
  const event = await requireEvent(ctx.db, eventId);
  eventPolicy.authorize(ctx.viewer, 'organise', event);
  const rows = await repo.teamRows(ctx.db, event.id);
  return stringify(
    rows.map((row) => [
      row.round,
      row.status,
      row.squad_title ?? '',
      displayName(row),
      row.role ?? '',
      row.answer,
    ]),
    {
      header: true,
      columns: ['Round', 'Team status', 'Squad', 'Member', 'Role', 'Answer'],
      escape_formulas: true,
    },
  );
}

/**
 * The organiser's announcement: kept on the event page and told to every participant (their
 * bell, and mail as their Events setting says).
 */
export async function announceToEvent(ctx: ServiceContext, eventId: string, input: unknown) {
  const message = parseWith(eventAnnouncementSchema, input);
  const event = await requireEvent(ctx.db, eventId);
  eventPolicy.authorize(ctx.viewer, 'organise', event);
  const row = await transact(ctx, async (tx) => {
    const announcement = await repo.insertAnnouncement(tx, {
      event_id: event.id,
      author_id: ctx.viewer.id,
      message,
    });
    record(tx, {
      type: 'event.announced',
      event: { id: event.id, name: event.name },
      organiserId: event.organiser_id,
      memberIds: await repo.participantsOf(tx, event.id),
    });
    return announcement;
  });
  return presentAnnouncement(row);
}

/** Every proposal of the event, latest round first, for its organiser. */
export async function eventProposals(ctx: ServiceContext, eventId: string) {
  const event = await requireEvent(ctx.db, eventId);
  eventPolicy.authorize(ctx.viewer, 'organise', event);
  return (await repo.proposalViews(ctx.db, event.id)).map(presentProposal);
}

/** The form's values as the events table stores them. */
function eventColumns(values: EventFormValues) {
  const { time_zone_window_hours: hours, register_by, ...rest } = values;
  return { ...rest, register_by: new Date(register_by), time_zone_window_minutes: hours * 60 };
}

const registrationClosed = () =>
  badInput(REGISTRATION_CLOSED_MESSAGE, { register_by: REGISTRATION_CLOSED_MESSAGE });

export async function createEvent(ctx: ServiceContext, input: unknown) {
  const values = parseWith(eventFormSchema, input);
  if (!deadlineAhead(values.register_by)) throw registrationClosed();
  await assertEmailVerified(ctx.db, ctx.viewer.id, EVENT_MESSAGES.verifyFirst);
  const event = await repo.insertEvent(ctx.db, {
    ...eventColumns(values),
    organiser_id: ctx.viewer.id,
  });
  return loadEvent(ctx, event.id);
}

/**
 * The organiser edits the event while it has not ended. A deadline that changes must be ahead
 * (one sent back unchanged passes, so a typo can be fixed after registration closed); rounds
 * already run keep their teams, and the next round matches with the new sizes and roles.
 */
export async function updateEvent(ctx: ServiceContext, eventId: string, input: unknown) {
  const values = parseWith(eventFormSchema, input);
  const event = await requireEvent(ctx.db, eventId);
  eventPolicy.authorize(ctx.viewer, 'organise', event);
  eventPolicy.authorize(ctx.viewer, 'notEnded', event);
  const columns = eventColumns(values);
  const moved = columns.register_by.getTime() !== event.register_by.getTime();
  if (moved && !deadlineAhead(values.register_by)) throw registrationClosed();
  await repo.updateEvent(ctx.db, event.id, columns);
  return loadEvent(ctx, event.id);
}

/** Registers the viewer alone: the roles they can take, their level, time zone and hours. */
export async function registerForEvent(ctx: ServiceContext, eventId: string, input: unknown) {
  const values = parseWith(eventRegistrationSchema, input);
  const event = await requireEvent(ctx.db, eventId, ctx.viewer.id);
  eventPolicy.authorize(ctx.viewer, 'register', event);
  await transact(ctx, async (tx) => {
    if (await repo.inRegisteredSquad(tx, event.id, ctx.viewer.id))
      throw conflict(EVENT_MESSAGES.inRegisteredSquad);
    const row = await repo.insertRegistration(tx, {
      event_id: event.id,
      user_id: ctx.viewer.id,
      roles: values.roles,
      level: SKILL_PROFICIENCY.indexOf(values.level),
      utc_offset_minutes: values.utc_offset_minutes,
      hours_per_week: values.hours_per_week,
      not_with: values.not_with.filter((id) => id !== ctx.viewer.id),
    });
    if (!row) throw conflict(EVENT_MESSAGES.alreadyRegistered);
  });
  return loadEvent(ctx, event.id);
}

/** Registers the viewer's squad: its open seats join the event's pool. */
export async function registerSquadForEvent(
  ctx: ServiceContext,
  eventId: string,
  squadId: string,
  input: unknown,
) {
  const values = parseWith(squadRegistrationSchema, input);
  const event = await requireEvent(ctx.db, eventId, ctx.viewer.id);
  eventPolicy.authorize(ctx.viewer, 'register', event);
  const post = await requirePost(ctx.db, squadId).catch(() => {
    throw notFound(EVENT_MESSAGES.squadNotFound);
  });
  eventPolicy.authorize(ctx.viewer, 'registerSquad', post);
  await transact(ctx, async (tx) => {
    // A member waiting alone in the pool (or proposed) would be matched twice: once alone, once
    // as one of the squad's.
    if (await repo.squadMemberWaitingAlone(tx, event.id, post.id))
      throw conflict(EVENT_MESSAGES.squadMemberRegisteredAlone);
    const row = await repo.insertRegistration(tx, {
      event_id: event.id,
      user_id: ctx.viewer.id,
      post_id: post.id,
      level: SKILL_PROFICIENCY.indexOf(values.level),
      utc_offset_minutes: values.utc_offset_minutes,
      open_seats: Math.min(values.open_seats, event.max_team_size - 1),
      status: 'placed',
    });
    if (!row) throw conflict(EVENT_MESSAGES.squadAlreadyRegistered);
  });
  return loadEvent(ctx, event.id);
}

/**
 * The viewer leaves the event: their registration alone and any squad they registered go, and a
 * place they had not answered in an open proposal is declined (so the team settles without them).
 * Their squads' seats leave the pool: a proposal still filling them closes (formed if someone
 * joined already), its unanswered places end and those members are back in the pool. Squads
 * already formed stay: they are their members' now.
 */
export async function leaveEvent(ctx: ServiceContext, eventId: string) {
  const event = await requireEvent(ctx.db, eventId);
  await transact(ctx, async (tx) => {
    for (const proposalId of await repo.openProposalsOf(tx, event.id, ctx.viewer.id)) {
      const mine = await repo.lockProposalFor(tx, proposalId, ctx.viewer.id);
      await answerIn(ctx, tx, event, mine!, false);
    }
    const squadIds = await repo.deleteRegistrations(tx, event.id, ctx.viewer.id);
    if (squadIds === null) throw conflict(EVENT_MESSAGES.notRegistered);
    const released = await repo.closeSeatProposals(tx, event.id, squadIds);
    await repo.setRegistrationStatus(tx, event.id, released, 'pool');
  });
  return loadEvent(ctx, event.id);
}

export const matchEventOf = (event: EventRow): MatchEvent => ({
  minSize: event.min_team_size,
  maxSize: event.max_team_size,
  roles: event.roles,
  timeZoneWindowMinutes: event.time_zone_window_minutes,
});

/**
 * The organiser runs a round: the last round's places still pending end (its teams that did not
 * form dissolve; whoever was in one is back in the pool, their acceptance with it), then the pool
 * is matched and the new proposals written, each proposed member pending. Returns what the round
 * did.
 */
export async function runEventRound(ctx: ServiceContext, eventId: string) {
  if (!isUuid(eventId)) throw notFound(EVENT_MESSAGES.notFound);
  return transact(ctx, async (tx) => {
    const event = await repo.lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    eventPolicy.authorize(ctx.viewer, 'organise', event);
    eventPolicy.authorize(ctx.viewer, 'notEnded', event);
    await repo.endPendingPlaces(tx, event.id);
    const pool = await repo.poolOf(tx, event.id);
    const everyone = [
      ...pool.solos.map((m) => m.memberId),
      ...pool.squads.flatMap((s) => s.members.map((m) => m.memberId)),
    ];
    const keptApart = await repo.keptApartIn(tx, event.id, everyone);
    const result = matchTeams({ event: matchEventOf(event), ...pool, keptApart });
    const round = event.rounds + 1;
    await repo.saveRound(tx, event, round, result.teams, result.unplaced);
    record(tx, {
      type: 'event.proposed',
      event: { id: event.id, name: event.name },
      organiserId: event.organiser_id,
      memberIds: result.teams.flatMap((team) => team.proposedIds),
    });
    return {
      round,
      teams: result.teams.length,
      proposed: result.teams.reduce((sum, team) => sum + team.proposedIds.length, 0),
      unplaced: result.unplaced.length,
    };
  });
}

/** The viewer accepts or declines their place in a proposed team. */
export async function respondToProposal(ctx: ServiceContext, proposalId: string, accept: boolean) {
  if (!isUuid(proposalId)) throw notFound(EVENT_MESSAGES.proposalNotFound);
  return transact(ctx, async (tx) => {
    const mine = await repo.lockProposalFor(tx, proposalId, ctx.viewer.id);
    eventPolicy.authorize(ctx.viewer, 'answer', mine);
    const event = await requireEvent(tx, mine!.event_id);
    return answerIn(ctx, tx, event, mine!, accept);
  });
}

/**
 * Writes the answer and settles the proposal. A new team forms as a squad once as many as the
 * event's smallest team when the round ran accepted (its first acceptor owns it; later
 * acceptances join it). A
 * squad's seat is taken at each acceptance. A decline puts the member back in the pool, kept
 * apart from this team's members in later rounds (settle says what becomes of the team).
 */
async function answerIn(
  ctx: ServiceContext,
  tx: Database,
  event: EventRow,
  proposal: repo.ProposalForAnswer,
  accept: boolean,
) {
  eventPolicy.authorize(ctx.viewer, 'answerOnce', proposal);
  const proposalId = proposal.id;
  await repo.setAnswer(tx, proposal.id, ctx.viewer.id, accept ? 'accepted' : 'declined');
  if (!accept) {
    await repo.setRegistrationStatus(tx, event.id, [ctx.viewer.id], 'pool');
    await settle(tx, event, proposal);
    return { proposal_id: proposalId, answer: 'declined' as const, squad_id: null };
  }

  const answers = await repo.answersOf(tx, proposal.id);
  const role = answers.find((a) => a.user_id === ctx.viewer.id)?.role ?? null;
  if (proposal.post_id) {
    const post = await requirePost(tx, proposal.post_id);
    await joinSquad(tx, post, ctx.viewer.id, role);
    if (!proposal.new_squad) await repo.takeSquadSeat(tx, event.id, post.id);
    await repo.setRegistrationStatus(tx, event.id, [ctx.viewer.id], 'placed');
    await settle(tx, event, proposal);
    return { proposal_id: proposalId, answer: 'accepted' as const, squad_id: post.id };
  }

  const accepted = answers.filter((a) => a.answer === 'accepted');
  if (accepted.length < proposal.min_size)
    return { proposal_id: proposalId, answer: 'accepted' as const, squad_id: null };
  const squadId = await formSquad(tx, event, proposal, accepted);
  await repo.setRegistrationStatus(
    tx,
    event.id,
    accepted.map((a) => a.user_id),
    'placed',
  );
  return { proposal_id: proposalId, answer: 'accepted' as const, squad_id: squadId };
}

/** The new team's squad: a post owned by its first acceptor, every acceptor seated in it. */
async function formSquad(
  tx: Database,
  event: EventRow,
  proposal: repo.ProposalForAnswer,
  accepted: readonly { user_id: string; role: string | null }[],
) {
  const [owner, ...members] = accepted;
  const number = (await repo.formedSquadsCount(tx, event.id)) + 1;
  const suffix = ` · Team ${number}`;
  const missing = proposal.missing.length
    ? `\n\nStill looking for: ${proposal.missing.join(', ')}.`
    : '';
  const postId = await insertFormedSquadPost(tx, owner!.user_id, {
    title: `${event.name.slice(0, POST_LIMITS.titleMax - suffix.length)}${suffix}`,
    description: `A team formed at ${event.name} on Squadup.${missing}`,
    project_type: 'Hackathon',
    starts_on: event.starts_on,
    ends_on: event.ends_on,
    open_seats: event.max_team_size - 1,
    auto_close: true,
  });
  await repo.setProposal(tx, proposal.id, { status: 'formed', post_id: postId });
  const post = await requirePost(tx, postId);
  for (const member of members) await joinSquad(tx, post, member.user_id, member.role);
  return postId;
}

/**
 * Where the proposal stands after an answer. A team with a squad (a registered squad's seats, or
 * a new team that formed) is formed once nobody is pending and someone joined, dissolved if
 * nobody did. A new team that can no longer reach its smallest size (too many declined)
 * dissolves at once: its acceptors and those still pending go back to the pool.
 */
async function settle(tx: Database, event: EventRow, proposal: repo.ProposalForAnswer) {
  const answers = await repo.answersOf(tx, proposal.id);
  const accepted = answers.filter((a) => a.answer === 'accepted');
  const pending = answers.filter((a) => a.answer === 'pending');
  if (proposal.post_id) {
    if (pending.length > 0) return;
    const joined = proposal.new_squad || accepted.length > 0;
    await repo.setProposal(tx, proposal.id, { status: joined ? 'formed' : 'dissolved' });
    return;
  }
  if (accepted.length + pending.length >= proposal.min_size) return;
  await repo.expirePending(tx, proposal.id);
  await repo.setProposal(tx, proposal.id, { status: 'dissolved' });
  await repo.setRegistrationStatus(
    tx,
    event.id,
    [...accepted, ...pending].map((a) => a.user_id),
    'pool',
  );
}
