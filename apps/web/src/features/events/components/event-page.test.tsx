import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { signIn, signOut } from '@/test/auth';
import { renderRoute } from '@/test/router';
import {
  AnnounceToEventMutation,
  EventTeamsCsvQuery,
  LeaveEventMutation,
  LoadEventQuery,
  RegisterForEventMutation,
  RegisterSquadForEventMutation,
  RespondToProposalMutation,
  RunEventRoundMutation,
} from '../api/event-operations';
import { browserUtcOffset, formatUtcOffset } from '../lib/utc-offsets';
import {
  buildEvent,
  buildProposal,
  buildRegistrant,
  buildRegistration,
  loadEventMock,
  ownedSquadsMock,
  proposalsMock,
  registrationsMock,
} from '../test/event-fixtures';
import { EVENT_NOT_FOUND, EventPage } from './event-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderEvent(mocks: Mocks) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <EventPage />
    </MockedProvider>,
    { path: '/events/event-1', pattern: '/events/:eventId' },
  );
}

const EVENT_NAME = 'Campus climate hackathon';
const heading = () => screen.findByRole('heading', { level: 1, name: EVENT_NAME });

describe('Event page', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('shows a visitor the event with Sign up to register, both ways coming back here', async () => {
    signOut();
    renderEvent([loadEventMock(buildEvent())]);
    expect(screen.getByRole('status', { name: 'Loading event...' })).toBeInTheDocument();
    await heading();

    expect(screen.getByText('Registration open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute(
      'href',
      '/profile/user-9',
    );
    expect(screen.getByText('A weekend to build something for the campus.')).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'Roles teams need' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Frontend', 'Backend', 'Design']);
    expect(screen.getByText('Mar 6 – 8, 2031')).toBeInTheDocument();
    expect(screen.getByText('Teams of 3 to 5')).toBeInTheDocument();
    expect(screen.getByText('Within 3 hours')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();

    const back = encodeURIComponent('/events/event-1');
    expect(screen.getByRole('link', { name: 'Sign up to register' })).toHaveAttribute(
      'href',
      `/signup?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organiser' })).not.toBeInTheDocument();
  });

  it('says an unknown event is not found, and a failed load can be tried again', async () => {
    const user = userEvent.setup();
    renderEvent([
      {
        request: { query: LoadEventQuery, variables: { eventId: 'event-1' } },
        result: {
          errors: [
            new GraphQLError('Server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
          ],
        },
      },
      loadEventMock(buildEvent(), { once: true }),
      ownedSquadsMock(),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the event.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });

  it('says an event that does not exist is not found', async () => {
    renderEvent([
      {
        request: { query: LoadEventQuery, variables: { eventId: 'event-1' } },
        result: {
          errors: [new GraphQLError('Event not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByText(EVENT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your events' })).toHaveAttribute('href', '/events');
  });

  it('registers a member with their roles, level and the time zone their browser gives', async () => {
    const user = userEvent.setup();
    const offset = browserUtcOffset();
    const registered = buildEvent({
      my_registration: buildRegistration({ roles: ['Frontend'], status: 'pool' }),
    });
    renderEvent([
      loadEventMock(buildEvent(), { once: true }),
      ownedSquadsMock(),
      {
        request: {
          query: RegisterForEventMutation,
          variables: {
            eventId: 'event-1',
            input: {
              roles: ['Frontend'],
              level: 'advanced',
              utc_offset_minutes: offset,
              hours_per_week: 10,
              not_with: [],
            },
          },
        },
        result: { data: { registerForEvent: registered } },
      },
    ]);
    await heading();
    const timeZone = screen.getByLabelText('Time zone');
    expect(timeZone).toHaveValue(String(offset));
    expect(within(timeZone).getByRole('option', { selected: true })).toHaveTextContent(
      formatUtcOffset(offset),
    );

    // Nothing chosen yet: the shared schema's messages, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name at least one role you can take.')).toBeInTheDocument();
    expect(screen.getByLabelText('Level')).toHaveAttribute('aria-invalid', 'true');

    const suggestions = screen.getByRole('group', { name: 'Roles you can take suggestions' });
    await user.click(within(suggestions).getByRole('button', { name: 'Frontend' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    await user.type(screen.getByLabelText(/^Hours a week/), '10');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Your registration' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the next round')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('You are registered');
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });

  it("lets a squad's owner register it with its open seats instead", async () => {
    const user = userEvent.setup();
    const offset = browserUtcOffset();
    const register = vi.fn(() => ({
      data: {
        registerSquadForEvent: buildEvent({
          my_squads: [{ squad_id: 'post-4', title: 'Robotics club site', open_seats: 2 }],
        }),
      },
    }));
    renderEvent([
      loadEventMock(buildEvent()),
      ownedSquadsMock([
        { _id: 'post-4', title: 'Robotics club site', spots_total: 4, spots_filled: 2 },
      ]),
      {
        request: {
          query: RegisterSquadForEventMutation,
          variables: {
            eventId: 'event-1',
            squadId: 'post-4',
            input: { open_seats: 2, level: 'beginner', utc_offset_minutes: offset },
          },
        },
        result: register,
      },
    ]);
    await heading();
    await user.click(await screen.findByRole('radio', { name: 'A squad I own' }));
    expect(screen.getByLabelText('Squad')).toHaveValue('post-4');
    expect(screen.getByLabelText('Open seats')).toHaveValue(2);
    expect(screen.getByLabelText('Open seats')).toHaveAccessibleDescription(
      'Up to 4: a team at this event has at most 5 members.',
    );
    await user.selectOptions(screen.getByLabelText("Squad's level"), 'Beginner');
    await user.click(screen.getByRole('button', { name: 'Register squad' }));

    const card = await screen.findByRole('heading', { name: 'Your registered squad' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robotics club site' })).toHaveAttribute(
      'href',
      '/squads/post-4',
    );
    expect(screen.getByText('Offers 2 open seats to the pool')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register squad' })).not.toBeInTheDocument();
    expect(register).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith(
      'Robotics club site is registered: its open seats are in the pool',
    );
  });

  it('offers an owner with a squad registered only their other squads', async () => {
    renderEvent([
      loadEventMock(
        buildEvent({
          my_squads: [{ squad_id: 'post-4', title: 'Robotics club site', open_seats: 2 }],
        }),
      ),
      ownedSquadsMock([
        { _id: 'post-4', title: 'Robotics club site', spots_total: 4, spots_filled: 2 },
        { _id: 'post-5', title: 'Campus radio app', spots_total: 3, spots_filled: 1 },
      ]),
    ]);
    await heading();
    expect(
      await screen.findByRole('heading', { name: 'Register another squad' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Just me' })).not.toBeInTheDocument();
    const squad = screen.getByLabelText('Squad');
    expect(squad).toHaveValue('post-5');
    expect(
      Array.from((squad as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Campus radio app']);
  });

  it('lets the owner of a registered squad withdraw it', async () => {
    const user = userEvent.setup();
    renderEvent([
      loadEventMock(
        buildEvent({
          my_squads: [{ squad_id: 'post-4', title: 'Robotics club site', open_seats: 0 }],
        }),
        { once: true },
      ),
      {
        request: { query: LeaveEventMutation, variables: { eventId: 'event-1' } },
        result: { data: { leaveEvent: buildEvent() } },
      },
      ownedSquadsMock(),
    ]);
    await heading();
    expect(screen.getByText('Its offered seats are taken')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw from the event' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw from this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your registered squad' }),
    ).not.toBeInTheDocument();
  });

  it('says an event has ended and where its squads went, with no way to register', async () => {
    renderEvent([
      loadEventMock(
        buildEvent({
          ended: true,
          registration_open: false,
          register_by: new Date(Date.now() - 9 * 86_400_000).toISOString(),
          my_registration: buildRegistration({ status: 'placed' }),
        }),
      ),
    ]);
    await heading();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This event has ended' })).toBeInTheDocument();
    expect(
      screen.getByText(/carry on as projects of their own, under My Squads for their members/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your squads' })).toHaveAttribute('href', '/squads');
    expect(screen.queryByRole('link', { name: /Squads recruiting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave event' })).not.toBeInTheDocument();
  });

  it('links a member to the squads recruiting for the event in Discover', async () => {
    renderEvent([loadEventMock(buildEvent()), ownedSquadsMock()]);
    await heading();
    expect(screen.getByRole('link', { name: 'Squads recruiting for it' })).toHaveAttribute(
      'href',
      '/projects?event=event-1',
    );
  });

  it('tells a registered member why the last round left them alone, and lets them leave', async () => {
    const user = userEvent.setup();
    renderEvent([
      loadEventMock(
        buildEvent({
          rounds: 1,
          my_registration: buildRegistration({ unplaced_reason: 'time_zone_far' }),
          announcements: [
            {
              _id: 'announcement-1',
              message: 'Doors open at 9.',
              created_at: new Date(Date.now() - 3600_000).toISOString(),
            },
          ],
        }),
        { once: true },
      ),
      {
        request: { query: LeaveEventMutation, variables: { eventId: 'event-1' } },
        result: { data: { leaveEvent: buildEvent({ rounds: 1 }) } },
      },
      ownedSquadsMock(),
    ]);
    await heading();
    expect(screen.getByText('Waiting for the next round')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nobody registered within the time-zone window of yours yet. You stay in the pool for the next round.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('UTC+01:00')).toBeInTheDocument();
    const announcements = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(announcements).getByText('Doors open at 9.')).toBeInTheDocument();
    expect(within(announcements).getByText('1 hour ago')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave event' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave event' }));

    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your registration' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('You left the event');
  });

  it('shows the proposed team; accepting forms the squad and opens it', async () => {
    const user = userEvent.setup();
    const proposed = buildEvent({
      rounds: 1,
      my_registration: buildRegistration({ status: 'proposed' }),
      my_proposal: buildProposal(),
    });
    const formed = buildEvent({
      rounds: 1,
      my_registration: buildRegistration({ status: 'placed' }),
      my_proposal: buildProposal({
        status: 'formed',
        squad_id: 'post-7',
        viewerAnswer: 'accepted',
      }),
    });
    renderEvent([
      loadEventMock(proposed, { once: true }),
      {
        request: {
          query: RespondToProposalMutation,
          variables: { proposalId: 'proposal-1', accept: true },
        },
        result: {
          data: {
            respondToProposal: {
              __typename: 'ProposalResponse',
              proposal_id: 'proposal-1',
              answer: 'accepted',
              squad_id: 'post-7',
            },
          },
        },
      },
      loadEventMock(formed),
    ]);
    const card = await screen.findByTestId('proposal-card');
    expect(within(card).getByRole('heading', { name: 'Your proposed team' })).toBeInTheDocument();
    const members = within(card).getAllByTestId('proposed-member');
    expect(members.map((member) => member.textContent)).toEqual([
      'MAMaya Alvarez (you)DesignNot answered',
      'ALAna LopezFrontendAccepted',
      'LCLiam ChenNo needed roleNot answered',
    ]);
    expect(within(card).getByText('Covers Frontend, Design; missing Backend')).toBeInTheDocument();
    expect(within(card).getByText('2 time zones within 2 hours')).toBeInTheDocument();
    expect(within(card).getByText('Levels: Beginner to Advanced')).toBeInTheDocument();
    expect(screen.getByText('Proposed to a team')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    const open = await screen.findByRole('link', { name: 'Open your squad' });
    expect(open).toHaveAttribute('href', '/squads/post-7');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('In a team')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Your team formed: its squad is ready');
  });

  it('asks before declining a proposed team', async () => {
    const user = userEvent.setup();
    const decline = vi.fn(() => ({
      data: {
        respondToProposal: {
          __typename: 'ProposalResponse',
          proposal_id: 'proposal-1',
          answer: 'declined',
          squad_id: null,
        },
      },
    }));
    renderEvent([
      loadEventMock(
        buildEvent({
          my_registration: buildRegistration({ status: 'proposed' }),
          my_proposal: buildProposal(),
        }),
        { once: true },
      ),
      {
        request: {
          query: RespondToProposalMutation,
          variables: { proposalId: 'proposal-1', accept: false },
        },
        result: decline,
      },
      loadEventMock(buildEvent({ my_registration: buildRegistration() })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(decline).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Waiting for the next round')).toBeInTheDocument();
    expect(screen.queryByTestId('proposal-card')).not.toBeInTheDocument();
    expect(decline).toHaveBeenCalledOnce();
  });

  describe('for its organiser', () => {
    const organised = (rounds = 0) => buildEvent({ is_organiser: true, rounds });
    const registrants = [
      buildRegistrant({ unplaced_reason: 'time_zone_far' }),
      buildRegistrant({
        _id: 'registrant-2',
        user_id: 'user-9',
        first_name: 'Omar',
        last_name: 'Haddad',
        roles: [],
        status: 'placed',
        squad_id: 'post-4',
        squad_title: 'Robotics club site',
        open_seats: 2,
        utc_offset_minutes: 330,
      }),
    ];
    const organiserMocks = (rounds = 0): Mocks => [
      loadEventMock(organised(rounds)),
      ownedSquadsMock(),
      registrationsMock(registrants),
      proposalsMock([buildProposal({ status: 'formed', squad_id: 'post-8' })]),
    ];

    it('lists the registrations and the proposed teams', async () => {
      renderEvent(organiserMocks(1));
      expect(await screen.findByRole('heading', { name: 'Organiser' })).toBeInTheDocument();
      expect(screen.getByText('You organise this event')).toBeInTheDocument();

      const rows = await screen.findAllByTestId('registrant-row');
      expect(within(rows[0]!).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
        'href',
        '/profile/user-2',
      );
      expect(rows[0]).toHaveTextContent('Frontend, Design');
      expect(rows[0]).toHaveTextContent('Intermediate');
      expect(rows[0]).toHaveTextContent('UTC-05:00');
      expect(rows[0]).toHaveTextContent('Waiting for the next round');
      expect(rows[0]).toHaveTextContent('Nobody registered within the time-zone window of theirs');
      expect(within(rows[1]!).getByRole('link', { name: 'Robotics club site' })).toHaveAttribute(
        'href',
        '/post/post-4',
      );
      expect(rows[1]).toHaveTextContent('Squad registered by Omar Haddad');
      expect(rows[1]).toHaveTextContent('2 open seats');
      expect(rows[1]).toHaveTextContent('UTC+05:30');
      expect(screen.getByText('1 alone, 1 squad')).toBeInTheDocument();

      const round = await screen.findByRole('list', { name: 'Round 1 teams' });
      const team = within(round).getByTestId('proposed-team');
      expect(within(team).getByText('Formed')).toBeInTheDocument();
      expect(within(team).getAllByTestId('proposed-member')).toHaveLength(3);
      expect(within(team).getByRole('link', { name: "Open the squad's post" })).toHaveAttribute(
        'href',
        '/post/post-8',
      );
    });

    it('runs a round and says what it did', async () => {
      const user = userEvent.setup();
      renderEvent([
        ...organiserMocks(),
        {
          request: { query: RunEventRoundMutation, variables: { eventId: 'event-1' } },
          result: {
            data: {
              runEventRound: {
                __typename: 'EventRound',
                round: 1,
                teams: 12,
                proposed: 41,
                unplaced: 3,
              },
            },
          },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Run a round' }));
      expect(
        await screen.findByText('Round 1: Proposed 12 teams (41 members); 3 left alone'),
      ).toBeInTheDocument();
    });

    it('offers no round and no edit once the event has ended, and keeps the export', async () => {
      renderEvent([
        loadEventMock(buildEvent({ is_organiser: true, rounds: 2, ended: true })),
        ownedSquadsMock(),
        registrationsMock(registrants),
        proposalsMock([buildProposal({ status: 'formed', squad_id: 'post-8' })]),
      ]);
      expect(
        await screen.findByText('The event has ended: no more rounds. Rounds run: 2.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Run a round' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit event' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export teams (CSV)' })).toBeInTheDocument();
    });

    it('asks before a later round, whose unanswered places expire', async () => {
      const user = userEvent.setup();
      const run = vi.fn(() => ({
        data: {
          runEventRound: { __typename: 'EventRound', round: 3, teams: 1, proposed: 3, unplaced: 0 },
        },
      }));
      renderEvent([
        ...organiserMocks(2),
        {
          request: { query: RunEventRoundMutation, variables: { eventId: 'event-1' } },
          result: run,
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Run a round' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Run round 3?' });
      expect(run).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Run the round' }));
      expect(
        await screen.findByText('Round 3: Proposed 1 team (3 members); nobody left alone'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('announces to everyone taking part', async () => {
      const user = userEvent.setup();
      const created_at = new Date().toISOString();
      const announced = { _id: 'announcement-2', message: 'Teams are proposed.', created_at };
      renderEvent([
        loadEventMock(organised(), { once: true }),
        ownedSquadsMock(),
        registrationsMock(registrants),
        proposalsMock([]),
        {
          request: {
            query: AnnounceToEventMutation,
            variables: { eventId: 'event-1', message: 'Teams are proposed.' },
          },
          result: {
            data: { announceToEvent: { __typename: 'EventAnnouncement', ...announced } },
          },
        },
        loadEventMock(buildEvent({ is_organiser: true, announcements: [announced] })),
      ]);
      expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
      expect(
        await screen.findByText(
          'No teams yet. Run a round to propose teams from the registrations.',
        ),
      ).toBeInTheDocument();
      const box = screen.getByLabelText('Announcement');
      expect(box).toHaveAccessibleDescription('0/1000 characters');
      await user.click(screen.getByRole('button', { name: 'Announce' }));
      expect(await screen.findByText('Announcement is required.')).toBeInTheDocument();

      await user.type(box, '  Teams are proposed.');
      expect(box).toHaveAccessibleDescription(/^19\/1000 characters/);
      await user.click(screen.getByRole('button', { name: 'Announce' }));

      const list = await screen.findByRole('list', { name: 'Announcements' });
      expect(within(list).getByText('Teams are proposed.')).toBeInTheDocument();
      expect(box).toHaveValue('');
      expect(toast.success).toHaveBeenCalledWith('Announcement sent to everyone taking part');
    });

    it('exports the teams as a CSV file named after the event', async () => {
      const user = userEvent.setup();
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:teams');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const names: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        names.push(this.download);
      });
      renderEvent([
        ...organiserMocks(),
        {
          request: { query: EventTeamsCsvQuery, variables: { eventId: 'event-1' } },
          result: { data: { eventTeamsCsv: 'Round,Team status,Squad,Member,Role,Answer\n' } },
        },
        {
          request: { query: EventTeamsCsvQuery, variables: { eventId: 'event-1' } },
          result: {
            errors: [
              new GraphQLError('Only the event’s organiser can do this.', {
                extensions: { code: 'FORBIDDEN' },
              }),
            ],
          },
        },
      ]);

      const exportButton = await screen.findByRole('button', { name: 'Export teams (CSV)' });
      await user.click(exportButton);
      await vi.waitFor(() => expect(names).toEqual(['campus-climate-hackathon-teams.csv']));
      // The download starts before the button leaves its busy state: wait for that render.
      await vi.waitFor(() => expect(exportButton).toBeEnabled());

      // A refused export says why, and downloads nothing.
      await user.click(exportButton);
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Only the event’s organiser can do this.'),
      );
      expect(names).toHaveLength(1);
    });
  });
});
