import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildEvent, buildRegistration, buildSquad, buildUser } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';
import {
  eventAnnouncements,
  eventRegistrations,
  events,
  squadMembers,
  userBlocks,
  users,
} from '../../db/schema/index.js';

// An event's team formation through the API (docs/decisions/0055): an organiser's event, members
// registering alone, a round that proposes teams, answers that form a squad or put a member back
// in the pool, and what everyone else is refused.

const CREATE = graphql(`
  mutation CreateEventTest($input: EventInput!) {
    createEvent(input: $input) {
      _id
      name
      roles
      time_zone_window_hours
      is_organiser
      registration_open
      organiser {
        user_id
      }
    }
  }
`);
const REGISTER = graphql(`
  mutation RegisterTest($eventId: ID!, $input: EventRegistrationInput!) {
    registerForEvent(eventId: $eventId, input: $input) {
      registered_count
      my_registration {
        roles
        level
        status
      }
    }
  }
`);
const LOAD = graphql(`
  query LoadEventTest($eventId: ID!) {
    loadEvent(eventId: $eventId) {
      name
      registered_count
      rounds
      is_organiser
      my_registration {
        status
        unplaced_reason
      }
      my_proposal {
        _id
        status
        squad_id
        covered
        missing
        members {
          user_id
          role
          answer
        }
      }
    }
  }
`);
const ROUND = graphql(`
  mutation RoundTest($eventId: ID!) {
    runEventRound(eventId: $eventId) {
      round
      teams
      proposed
      unplaced
    }
  }
`);
const PROPOSALS = graphql(`
  query ProposalsTest($eventId: ID!) {
    eventProposals(eventId: $eventId) {
      _id
      round
      status
      squad_id
      time_zone_spread_minutes
      members {
        user_id
        answer
      }
    }
  }
`);
const RESPOND = graphql(`
  mutation RespondTest($proposalId: ID!, $accept: Boolean!) {
    respondToProposal(proposalId: $proposalId, accept: $accept) {
      answer
      squad_id
    }
  }
`);
const LEAVE = graphql(`
  mutation LeaveEventTest($eventId: ID!) {
    leaveEvent(eventId: $eventId) {
      registered_count
      my_registration {
        status
      }
    }
  }
`);
const REGISTER_SQUAD = graphql(`
  mutation RegisterSquadTest($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {
    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {
      registered_count
      ended
      my_squads {
        squad_id
        title
        open_seats
      }
    }
  }
`);
const SQUAD = graphql(`
  query EventSquadTest($postId: ID!) {
    loadSquad(postId: $postId) {
      post {
        title
        project_type
      }
      members {
        user_id
        role
        is_owner
      }
    }
  }
`);

const IN_A_WEEK = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Hack',
  description: 'Build something in a weekend.',
  starts_on: '2031-04-10',
  ends_on: '2031-04-12',
  register_by: IN_A_WEEK(),
  min_team_size: 2,
  max_team_size: 2,
  roles: ['Frontend', 'Backend'],
  time_zone_window_hours: 3,
  ...overrides,
});
const registration = (roles: string[], utc_offset_minutes = 60, not_with: string[] = []) => ({
  roles,
  level: 'intermediate' as const,
  utc_offset_minutes,
  not_with,
});

describe('events: a round proposes teams, answers form squads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  async function membersNamed(...names: string[]) {
    return Promise.all(names.map((first_name) => buildMember(app, { first_name })));
  }

  it('runs a full round: the organiser creates, members register, a team forms as a squad', async () => {
    const [organiser, ana, ben, cleo, dev, far] = await membersNamed(
      'Organiser',
      'Ana',
      'Ben',
      'Cleo',
      'Dev',
      'Far',
    );
    const created = await organiser!.gql(CREATE, { input: eventInput() });
    expect(created.errors).toBeUndefined();
    expect(created.data.createEvent).toMatchObject({
      name: 'Spring Hack',
      time_zone_window_hours: 3,
      is_organiser: true,
      registration_open: true,
      organiser: { user_id: organiser!.user.id },
    });
    const eventId = created.data.createEvent._id;

    // Ana and Ben asked not to be teamed; Far is twelve hours from everyone.
    const signUps: [Member, string[], number, string[]][] = [
      [ana!, ['Frontend'], 60, [ben!.user.id]],
      [ben!, ['Frontend'], 60, []],
      [cleo!, ['Backend'], 0, []],
      [dev!, ['Backend'], 120, []],
      [far!, ['Backend'], 780, []],
    ];
    for (const [member, roles, offset, notWith] of signUps) {
      const registered = await member.gql(REGISTER, {
        eventId,
        input: registration(roles, offset, notWith),
      });
      expect(registered.errors).toBeUndefined();
      expect(registered.data.registerForEvent.my_registration).toMatchObject({
        roles,
        status: 'pool',
      });
    }

    const round = await organiser!.gql(ROUND, { eventId });
    expect(round.errors).toBeUndefined();
    expect(round.data.runEventRound).toEqual({ round: 1, teams: 2, proposed: 4, unplaced: 1 });

    const proposals = (await organiser!.gql(PROPOSALS, { eventId })).data.eventProposals;
    expect(proposals).toHaveLength(2);
    const teams = proposals.map((p) => p.members.map((m) => m.user_id).sort());
    // Each team pairs a Frontend with a Backend, and never Ana with Ben.
    for (const team of teams) {
      expect(team).toHaveLength(2);
      expect(team.includes(ana!.user.id) && team.includes(ben!.user.id)).toBe(false);
    }
    expect(proposals.every((p) => p.time_zone_spread_minutes <= 180)).toBe(true);
    const farView = (await far!.gql(LOAD, { eventId })).data.loadEvent;
    expect(farView.my_registration).toEqual({ status: 'pool', unplaced_reason: 'time_zone_far' });
    expect(farView.my_proposal).toBeNull();

    // Ana's team: both accept, and the squad forms with its chat and members.
    const anaView = (await ana!.gql(LOAD, { eventId })).data.loadEvent;
    expect(anaView.my_registration?.status).toBe('proposed');
    const proposal = anaView.my_proposal!;
    expect(proposal.covered).toEqual(['Frontend', 'Backend']);
    const mate = proposal.members.find((m) => m.user_id !== ana!.user.id)!;
    const mateMember = [cleo!, dev!].find((m) => m.user.id === mate.user_id)!;

    const first = await ana!.gql(RESPOND, { proposalId: proposal._id, accept: true });
    expect(first.data.respondToProposal).toEqual({ answer: 'accepted', squad_id: null });
    const second = await mateMember.gql(RESPOND, { proposalId: proposal._id, accept: true });
    const squadId = second.data.respondToProposal.squad_id;
    expect(squadId).toBeTruthy();

    const squad = (await ana!.gql(SQUAD, { postId: squadId! })).data.loadSquad;
    expect(squad.post).toEqual({ title: 'Spring Hack · Team 1', project_type: 'Hackathon' });
    expect(squad.members.map((m) => [m.user_id, m.is_owner])).toEqual([
      [ana!.user.id, true],
      [mate.user_id, false],
    ]);
    expect(squad.members[1]!.role).toBe('Backend');
    const after = (await ana!.gql(LOAD, { eventId })).data.loadEvent;
    expect(after.my_registration?.status).toBe('placed');
    expect(after.my_proposal).toMatchObject({ status: 'formed', squad_id: squadId });

    // Answering twice is refused and changes nothing.
    const again = await ana!.gql(RESPOND, { proposalId: proposal._id, accept: false });
    expect(again.code).toBe('CONFLICT');
    expect((await ana!.gql(LOAD, { eventId })).data.loadEvent.my_registration?.status).toBe(
      'placed',
    );
  });

  it('gives the squad to whoever accepted first', async () => {
    const [organiser, ana, ben] = await membersNamed('Organiser', 'Ana', 'Ben');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    await organiser!.gql(ROUND, { eventId });
    const proposalId = (await ana!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!._id;
    // Ben registered second (his id sorts after Ana's) but answers first.
    await ben!.gql(RESPOND, { proposalId, accept: true });
    const squadId = (await ana!.gql(RESPOND, { proposalId, accept: true })).data.respondToProposal
      .squad_id!;
    const squad = (await ben!.gql(SQUAD, { postId: squadId })).data.loadSquad;
    expect(squad.members.map((m) => [m.user_id, m.is_owner])).toEqual([
      [ben!.user.id, true],
      [ana!.user.id, false],
    ]);
  });

  it('puts a member who declines back in the pool, never with the same team again', async () => {
    const [organiser, ana, ben, cleo] = await membersNamed('Organiser', 'Ana', 'Ben', 'Cleo');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!, cleo!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });

    await organiser!.gql(ROUND, { eventId });
    const mine = (await ana!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!;
    const mate = mine.members.find((m) => m.user_id !== ana!.user.id)!.user_id;
    const declined = await ana!.gql(RESPOND, { proposalId: mine._id, accept: false });
    expect(declined.data.respondToProposal).toEqual({ answer: 'declined', squad_id: null });
    expect((await ana!.gql(LOAD, { eventId })).data.loadEvent.my_registration?.status).toBe('pool');

    // The next round ends the old team (the mate's place expires) and pairs Ana with the third.
    const round = await organiser!.gql(ROUND, { eventId });
    expect(round.data.runEventRound).toMatchObject({ round: 2, teams: 1, proposed: 2 });
    const next = (await ana!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!;
    expect(next._id).not.toBe(mine._id);
    const ids = next.members.map((m) => m.user_id);
    expect(ids).toContain(ana!.user.id);
    expect(ids).not.toContain(mate);
    const proposals = (await organiser!.gql(PROPOSALS, { eventId })).data.eventProposals;
    const first = proposals.find((p) => p._id === mine._id)!;
    expect(first.status).toBe('dissolved');
    expect(first.members.find((m) => m.user_id === mate)?.answer).toBe('expired');
  });

  it('never proposes two members one of whom blocked the other', async () => {
    const [organiser, ana, ben] = await membersNamed('Organiser', 'Ana', 'Ben');
    await app.db.insert(userBlocks).values({ blocker_id: ben!.user.id, blocked_id: ana!.user.id });
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    const round = await organiser!.gql(ROUND, { eventId });
    expect(round.data.runEventRound).toMatchObject({ teams: 0, unplaced: 2 });
    const view = (await ana!.gql(LOAD, { eventId })).data.loadEvent;
    expect(view.my_registration?.unplaced_reason).toBe('kept_apart');
  });

  it('fills a registered squad’s open seat from the pool', async () => {
    const [organiser, owner, joiner] = await membersNamed('Organiser', 'Owner', 'Joiner');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ max_team_size: 3 }) })).data
      .createEvent._id;
    const { post } = await buildSquad(app.db, owner!.user.id, [], { title: 'Our squad' });
    const registered = await owner!.gql(REGISTER_SQUAD, {
      eventId,
      squadId: post.id,
      input: { open_seats: 1, level: 'advanced', utc_offset_minutes: 60 },
    });
    expect(registered.data.registerSquadForEvent).toEqual({
      registered_count: 1,
      ended: false,
      my_squads: [{ squad_id: post.id, title: 'Our squad', open_seats: 1 }],
    });
    await joiner!.gql(REGISTER, { eventId, input: registration(['Backend']) });

    // Discover's event filter lists the event's squads still recruiting, and nothing else.
    const BY_EVENT = `query($filter: ProjectFilterInput!) {
      loadPostByFilter(filter: $filter, limit: 50) { _id } }`;
    const listed = await joiner!.gql<{ loadPostByFilter: { _id: string }[] }>(BY_EVENT, {
      filter: { event_id: eventId },
    });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.loadPostByFilter).toEqual([{ _id: post.id }]);
    const badFilter = await joiner!.gql(BY_EVENT, { filter: { event_id: 'nope' } });
    expect(badFilter.code).toBe('BAD_USER_INPUT');

    await organiser!.gql(ROUND, { eventId });
    const mine = (await joiner!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!;
    expect(mine.squad_id).toBe(post.id);
    const answer = await joiner!.gql(RESPOND, { proposalId: mine._id, accept: true });
    expect(answer.data.respondToProposal.squad_id).toBe(post.id);
    const squad = (await owner!.gql(SQUAD, { postId: post.id })).data.loadSquad;
    expect(squad.members.map((m) => m.user_id)).toContain(joiner!.user.id);
    const [seats] = await app.db
      .select({ open_seats: eventRegistrations.open_seats })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.post_id, post.id));
    expect(seats?.open_seats).toBe(0);
  });

  it('lets a member leave: their registration goes and an open place is declined', async () => {
    const [organiser, ana, ben] = await membersNamed('Organiser', 'Ana', 'Ben');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    await organiser!.gql(ROUND, { eventId });
    const left = await ana!.gql(LEAVE, { eventId });
    expect(left.data.leaveEvent).toEqual({ registered_count: 1, my_registration: null });
    const proposals = (await organiser!.gql(PROPOSALS, { eventId })).data.eventProposals;
    expect(proposals[0]).toMatchObject({ status: 'dissolved' });
    expect(proposals[0]!.members.find((m) => m.user_id === ana!.user.id)?.answer).toBe('declined');
    expect((await ana!.gql(LEAVE, { eventId })).code).toBe('CONFLICT');
  });

  it('tells the proposed members and the participants, and gives the organiser the registrations and a CSV', async () => {
    const [organiser, ana, ben, cleo] = await membersNamed('Organiser', 'Ana', 'Ben', 'Cleo');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!, cleo!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    await organiser!.gql(ROUND, { eventId });

    // The two proposed see it in their bell; the one left alone does not.
    const FEED = `{ getActivity { type post_title link } getUnreadActivityCount }`;
    type Feed = {
      getActivity: { type: string; post_title: string; link: string }[];
      getUnreadActivityCount: number;
    };
    const proposed = (
      await organiser!.gql(PROPOSALS, { eventId })
    ).data.eventProposals[0]!.members.map((m) => m.user_id);
    const [alone] = [ana!, ben!, cleo!].filter((m) => !proposed.includes(m.user.id));
    const told = [ana!, ben!, cleo!].find((m) => proposed.includes(m.user.id))!;
    expect((await told.gql<Feed>(FEED)).data.getActivity).toEqual([
      { type: 'event_proposal', post_title: 'Spring Hack', link: `/events/${eventId}` },
    ]);
    expect((await alone!.gql<Feed>(FEED)).data.getUnreadActivityCount).toBe(0);

    // An announcement reaches everyone taking part, and shows on the page to them only.
    const ANNOUNCE = `mutation($eventId: ID!, $message: String!) {
      announceToEvent(eventId: $eventId, message: $message) { message } }`;
    const announced = await organiser!.gql(ANNOUNCE, { eventId, message: '  Doors open at 9.  ' });
    expect(announced.data).toEqual({ announceToEvent: { message: 'Doors open at 9.' } });
    for (const member of [ana!, ben!, cleo!]) {
      const feed = (await member.gql<Feed>(FEED)).data.getActivity;
      expect(feed[0]).toEqual({
        type: 'event_announcement',
        post_title: 'Spring Hack',
        link: `/events/${eventId}`,
      });
    }
    const PAGE = `query($eventId: ID!) { loadEvent(eventId: $eventId) { announcements { message } } }`;
    type Page = { loadEvent: { announcements: { message: string }[] } };
    expect((await ana!.gql<Page>(PAGE, { eventId })).data.loadEvent.announcements).toEqual([
      { message: 'Doors open at 9.' },
    ]);
    const outsider = await buildMember(app);
    expect((await outsider.gql<Page>(PAGE, { eventId })).data.loadEvent.announcements).toEqual([]);
    expect((await ana!.gql(ANNOUNCE, { eventId, message: 'Hi' })).code).toBe('FORBIDDEN');
    expect((await organiser!.gql(ANNOUNCE, { eventId, message: '   ' })).code).toBe(
      'BAD_USER_INPUT',
    );

    const REGISTRANTS = `query($eventId: ID!) { eventRegistrations(eventId: $eventId) {
      user_id status unplaced_reason roles } }`;
    type Registrants = {
      eventRegistrations: { user_id: string; status: string; unplaced_reason: string | null }[];
    };
    const registrants = (await organiser!.gql<Registrants>(REGISTRANTS, { eventId })).data
      .eventRegistrations;
    expect(registrants.map((r) => r.user_id)).toEqual([ana!.user.id, ben!.user.id, cleo!.user.id]);
    expect(registrants.find((r) => r.user_id === alone!.user.id)).toMatchObject({
      status: 'pool',
      unplaced_reason: 'teams_full',
    });

    const csv = await organiser!.gql<{ eventTeamsCsv: string }>(
      `query($eventId: ID!) { eventTeamsCsv(eventId: $eventId) }`,
      { eventId },
    );
    const lines = csv.data.eventTeamsCsv.trim().split('\n');
    expect(lines[0]).toBe('Round,Team status,Squad,Member,Role,Answer');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,open,,(Ana|Ben|Cleo) Member,,pending$/);

    const MINE = `{ myEvents { _id is_organiser } }`;
    type Mine = { myEvents: { _id: string; is_organiser: boolean }[] };
    expect((await organiser!.gql<Mine>(MINE)).data.myEvents).toEqual([
      { _id: eventId, is_organiser: true },
    ]);
    expect((await ana!.gql<Mine>(MINE)).data.myEvents).toEqual([
      { _id: eventId, is_organiser: false },
    ]);
  });

  it('escapes a name a spreadsheet would read as a formula', async () => {
    const [organiser, ana, ben] = await membersNamed('Organiser', '=HYPERLINK("x")', 'Ben');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    await organiser!.gql(ROUND, { eventId });
    const csv = await organiser!.gql<{ eventTeamsCsv: string }>(
      `query($eventId: ID!) { eventTeamsCsv(eventId: $eventId) }`,
      { eventId },
    );
    expect(csv.data.eventTeamsCsv).toContain(`"'=HYPERLINK(""x"") Member"`);
  });

  it('refuses what the rules refuse, and bad input changes nothing', async () => {
    const [organiser, member] = await membersNamed('Organiser', 'Member');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput() })).data.createEvent._id;

    // Only the organiser runs a round or reads the proposals.
    expect((await member!.gql(ROUND, { eventId })).code).toBe('FORBIDDEN');
    expect((await member!.gql(PROPOSALS, { eventId })).code).toBe('FORBIDDEN');

    // Bad input: a size range upside down, a deadline past, a role list too long.
    const countBefore = (await app.db.select().from(events)).length;
    for (const input of [
      eventInput({ min_team_size: 4, max_team_size: 3 }),
      eventInput({ register_by: new Date(Date.now() - 60_000).toISOString() }),
      eventInput({ roles: Array.from({ length: 9 }, (_, i) => `Role ${i}`) }),
      eventInput({ ends_on: '2031-04-01' }),
    ]) {
      expect((await organiser!.gql(CREATE, { input })).code).toBe('BAD_USER_INPUT');
    }
    expect((await app.db.select().from(events)).length).toBe(countBefore);
    const badRegistration = await member!.gql(REGISTER, {
      eventId,
      input: { ...registration(['Frontend']), utc_offset_minutes: 2000 },
    });
    expect(badRegistration.code).toBe('BAD_USER_INPUT');
    expect((await member!.gql(REGISTER, { eventId, input: registration([]) })).code).toBe(
      'BAD_USER_INPUT',
    );

    // Registering twice, and after the deadline.
    await member!.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    expect((await member!.gql(REGISTER, { eventId, input: registration(['Frontend']) })).code).toBe(
      'CONFLICT',
    );
    const closed = await buildEvent(app.db, { register_by: new Date(Date.now() - 1000) });
    expect(
      (await member!.gql(REGISTER, { eventId: closed.id, input: registration(['Frontend']) })).code,
    ).toBe('CONFLICT');

    // An unverified member cannot create an event; an unknown event is not found.
    const unverified = await buildMember(app, { email_verified_at: null });
    expect((await unverified.gql(CREATE, { input: eventInput() })).code).toBe('FORBIDDEN');
    expect(
      (await member!.gql(LOAD, { eventId: '00000000-0000-7000-8000-000000000000' })).code,
    ).toBe('NOT_FOUND');
    expect((await member!.gql(LOAD, { eventId: 'not-an-id' })).code).toBe('NOT_FOUND');
  });

  it('shows the event to a visitor, without a registration of their own', async () => {
    const organiser = await buildUser(app.db, { first_name: 'Host' });
    const event = await buildEvent(app.db, { organiser_id: organiser.id, name: 'Open Hack' });
    const visitor = await gqlAs(app, undefined, LOAD, { eventId: event.id });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.loadEvent).toMatchObject({
      name: 'Open Hack',
      is_organiser: false,
      my_registration: null,
      my_proposal: null,
    });
  });

  it('refuses a squad whose member waits alone in the pool, so nobody is matched twice', async () => {
    const [organiser, owner, seated] = await membersNamed('Organiser', 'Owner', 'Seated');
    const event = await buildEvent(app.db, { organiser_id: organiser!.user.id });
    const { post } = await buildSquad(app.db, owner!.user.id, [
      { userId: seated!.user.id, role: null },
    ]);
    await buildRegistration(app.db, event.id, seated!.user.id);
    const input = { open_seats: 1, level: 'advanced', utc_offset_minutes: 0 } as const;
    const refused = await owner!.gql(REGISTER_SQUAD, {
      eventId: event.id,
      squadId: post.id,
      input,
    });
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'Someone in this squad is registered alone for this event: they must leave it before the squad can register.',
    );
    const rows = await app.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, event.id));
    expect(rows.map((row) => row.user_id)).toEqual([seated!.user.id]);

    // Placed in a team already, the member no longer waits: the squad may offer its seats.
    await app.db
      .update(eventRegistrations)
      .set({ status: 'placed' })
      .where(eq(eventRegistrations.event_id, event.id));
    const allowed = await owner!.gql(REGISTER_SQUAD, {
      eventId: event.id,
      squadId: post.id,
      input,
    });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.registerSquadForEvent.my_squads).toHaveLength(1);
  });

  it('moves an ended event’s squads out of its view and keeps them', async () => {
    const [organiser, owner, reader] = await membersNamed('Organiser', 'Owner', 'Reader');
    const event = await buildEvent(app.db, { organiser_id: organiser!.user.id });
    const { post } = await buildSquad(app.db, owner!.user.id, [], { title: 'Still building' });
    await owner!.gql(REGISTER_SQUAD, {
      eventId: event.id,
      squadId: post.id,
      input: { open_seats: 2, level: 'advanced', utc_offset_minutes: 0 },
    });
    const BY_EVENT = `query($filter: ProjectFilterInput!) {
      loadPostByFilter(filter: $filter, limit: 50) { _id } }`;
    type Listed = { loadPostByFilter: { _id: string }[] };
    const listed = (filter: Record<string, unknown>) =>
      reader!.gql<Listed>(BY_EVENT, { filter }).then((res) => res.data.loadPostByFilter);
    expect(await listed({ event_id: event.id })).toEqual([{ _id: post.id }]);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await app.db
      .update(events)
      .set({ starts_on: yesterday, ends_on: yesterday })
      .where(eq(events.id, event.id));
    const ENDED = `query($eventId: ID!) { loadEvent(eventId: $eventId) { ended } }`;
    const page = await reader!.gql<{ loadEvent: { ended: boolean } }>(ENDED, {
      eventId: event.id,
    });
    expect(page.data.loadEvent.ended).toBe(true);
    // Its deadline still ahead, an ended event takes no registration.
    const late = await reader!.gql(REGISTER, {
      eventId: event.id,
      input: registration(['Design']),
    });
    expect(late.code).toBe('CONFLICT');
    expect(await listed({ event_id: event.id })).toEqual([]);
    // The squad carries on: Discover lists it among all projects still recruiting.
    expect(await listed({ project_type: [post.project_type] })).toContainEqual({ _id: post.id });
    const round = await organiser!.gql(ROUND, { eventId: event.id });
    expect(round.code).toBe('CONFLICT');
  });

  it('hides the event of a suspended organiser from everyone but them', async () => {
    const [organiser, member] = await membersNamed('Organiser', 'Member');
    const event = await buildEvent(app.db, { organiser_id: organiser!.user.id });
    await app.db
      .update(users)
      .set({ suspended_at: new Date() })
      .where(eq(users.id, organiser!.user.id));
    expect((await member!.gql(LOAD, { eventId: event.id })).code).toBe('NOT_FOUND');
    expect((await gqlAs(app, undefined, LOAD, { eventId: event.id })).code).toBe('NOT_FOUND');
    const register = await member!.gql(REGISTER, {
      eventId: event.id,
      input: registration(['Frontend']),
    });
    expect(register.code).toBe('NOT_FOUND');
    const rows = await app.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, event.id));
    expect(rows).toEqual([]);
    const own = await organiser!.gql(LOAD, { eventId: event.id });
    expect(own.data.loadEvent.is_organiser).toBe(true);
  });

  it('reads my events in the same few statements for one event and for many (no N+1)', async () => {
    const member = await buildMember(app);
    const MINE = `{ myEvents { _id my_proposal { _id } announcements { message } } }`;
    type Mine = { myEvents: { _id: string; announcements: { message: string }[] }[] };
    const counts: number[] = [];
    for (const total of [1, 6]) {
      while (
        (
          await app.db
            .select()
            .from(eventRegistrations)
            .where(eq(eventRegistrations.user_id, member.user.id))
        ).length < total
      ) {
        const event = await buildEvent(app.db);
        await buildRegistration(app.db, event.id, member.user.id);
        await app.db
          .insert(eventAnnouncements)
          .values({ event_id: event.id, author_id: event.organiser_id, message: `To ${event.id}` });
      }
      await member.gql('{ __typename }'); // the bearer check kept: only the operation is counted
      const { result, statements } = await countStatements(app.db, () => member.gql<Mine>(MINE));
      expect(result.data.myEvents).toHaveLength(total);
      for (const event of result.data.myEvents)
        expect(event.announcements).toEqual([{ message: `To ${event._id}` }]);
      counts.push(statements);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('lets the organiser edit the event until it ends, a moved deadline ahead only', async () => {
    const [organiser, member] = await membersNamed('Organiser', 'Member');
    const created = (await organiser!.gql(CREATE, { input: eventInput() })).data.createEvent;
    const eventId = created._id;
    const UPDATE = `mutation($eventId: ID!, $input: EventInput!) {
      updateEvent(eventId: $eventId, input: $input) { name roles max_team_size register_by } }`;
    type Updated = {
      updateEvent: { name: string; roles: string[]; max_team_size: number; register_by: string };
    };
    const [stored] = await app.db.select().from(events).where(eq(events.id, eventId));
    const same = { register_by: stored!.register_by.toISOString() };

    const edited = await organiser!.gql<Updated>(UPDATE, {
      eventId,
      input: eventInput({ ...same, name: 'Spring Hack 2031', roles: ['Design'], max_team_size: 4 }),
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateEvent).toEqual({
      name: 'Spring Hack 2031',
      roles: ['Design'],
      max_team_size: 4,
      register_by: same.register_by,
    });

    // Someone else is refused; bad input and a deadline moved into the past change nothing.
    const input = eventInput({ ...same, name: 'Taken over' });
    expect((await member!.gql(UPDATE, { eventId, input })).code).toBe('FORBIDDEN');
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const bad of [
      eventInput({ register_by: past }),
      eventInput({ ...same, min_team_size: 5, max_team_size: 3 }),
      eventInput({ ...same, name: '   ' }),
    ]) {
      const refused = await organiser!.gql(UPDATE, { eventId, input: bad });
      expect(refused.code).toBe('BAD_USER_INPUT');
    }
    const [after] = await app.db.select().from(events).where(eq(events.id, eventId));
    expect(after).toMatchObject({ name: 'Spring Hack 2031', min_team_size: 2, max_team_size: 4 });

    // Once its registration closed, the unchanged deadline still passes (a typo fixed late).
    await app.db
      .update(events)
      .set({ register_by: new Date(past) })
      .where(eq(events.id, eventId));
    const late = await organiser!.gql<Updated>(UPDATE, {
      eventId,
      input: eventInput({ register_by: past, name: 'Spring Hack, fixed' }),
    });
    expect(late.data.updateEvent.name).toBe('Spring Hack, fixed');

    // An ended event is not edited.
    await app.db
      .update(events)
      .set({ starts_on: '2020-01-01', ends_on: '2020-01-02' })
      .where(eq(events.id, eventId));
    const ended = await organiser!.gql(UPDATE, {
      eventId,
      input: eventInput({ register_by: past }),
    });
    expect(ended.code).toBe('CONFLICT');
    expect((await organiser!.gql(UPDATE, { eventId: 'not-an-id', input: eventInput() })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps a proposed team to the smallest size of its round when the organiser edits it', async () => {
    const [organiser, ana, ben] = await membersNamed('Organiser', 'Ana', 'Ben');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ roles: [] }) })).data
      .createEvent._id;
    for (const member of [ana!, ben!])
      await member.gql(REGISTER, { eventId, input: registration(['Frontend']) });
    await organiser!.gql(ROUND, { eventId });
    const [stored] = await app.db.select().from(events).where(eq(events.id, eventId));
    const UPDATE = `mutation($eventId: ID!, $input: EventInput!) {
      updateEvent(eventId: $eventId, input: $input) { min_team_size } }`;
    const edited = await organiser!.gql(UPDATE, {
      eventId,
      input: eventInput({
        roles: [],
        min_team_size: 3,
        max_team_size: 4,
        register_by: stored!.register_by.toISOString(),
      }),
    });
    expect(edited.errors).toBeUndefined();

    // The pair proposed under the old sizes still forms once both accept.
    const proposal = (await ana!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!;
    await ana!.gql(RESPOND, { proposalId: proposal._id, accept: true });
    const formed = await ben!.gql(RESPOND, { proposalId: proposal._id, accept: true });
    expect(formed.data.respondToProposal.squad_id).not.toBeNull();
  });

  it('closes the proposals filling a squad’s seats when its owner withdraws it', async () => {
    const [organiser, owner, joiner] = await membersNamed('Organiser', 'Owner', 'Joiner');
    const eventId = (await organiser!.gql(CREATE, { input: eventInput({ max_team_size: 3 }) })).data
      .createEvent._id;
    const { post } = await buildSquad(app.db, owner!.user.id, []);
    await owner!.gql(REGISTER_SQUAD, {
      eventId,
      squadId: post.id,
      input: { open_seats: 1, level: 'advanced', utc_offset_minutes: 60 },
    });
    await joiner!.gql(REGISTER, { eventId, input: registration(['Backend']) });
    await organiser!.gql(ROUND, { eventId });
    const offered = (await joiner!.gql(LOAD, { eventId })).data.loadEvent.my_proposal!;
    expect(offered.squad_id).toBe(post.id);

    const withdrawn = await owner!.gql(LEAVE, { eventId });
    expect(withdrawn.data.leaveEvent.registered_count).toBe(1);
    const view = (await joiner!.gql(LOAD, { eventId })).data.loadEvent;
    expect(view.my_proposal).toMatchObject({
      status: 'dissolved',
      members: [{ user_id: joiner!.user.id, answer: 'expired' }],
    });
    expect(view.my_registration?.status).toBe('pool');
    const late = await joiner!.gql(RESPOND, { proposalId: offered._id, accept: true });
    expect(late.code).toBe('CONFLICT');
    const seated = await app.db
      .select()
      .from(squadMembers)
      .where(eq(squadMembers.user_id, joiner!.user.id));
    expect(seated).toEqual([]);
  });
});
