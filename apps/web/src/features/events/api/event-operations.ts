import { graphql } from '@/gql';

// Events (docs/decisions/0055): an organiser's event, members and squads registered for it, and
// the teams each round proposes.

/** A proposed team as its members and the organiser read it. */
export const EventProposalFieldsFragment = graphql(`
  fragment EventProposalFields on EventProposal {
    _id
    round
    status
    new_squad
    squad_id
    covered
    missing
    time_zones
    time_zone_spread_minutes
    level_lowest
    level_highest
    members {
      user_id
      first_name
      last_name
      photo
      role
      answer
    }
  }
`);

/** Everything the event page shows, and the viewer's own place in the event. */
export const EventPageFieldsFragment = graphql(`
  fragment EventPageFields on Event {
    _id
    name
    description
    starts_on
    ends_on
    register_by
    min_team_size
    max_team_size
    roles
    time_zone_window_hours
    organiser {
      user_id
      first_name
      last_name
      photo
    }
    registered_count
    rounds
    registration_open
    ended
    is_organiser
    my_registration {
      _id
      roles
      level
      utc_offset_minutes
      hours_per_week
      status
      unplaced_reason
    }
    my_proposal {
      ...EventProposalFields
    }
    my_squads {
      squad_id
      title
      open_seats
    }
    announcements {
      _id
      message
      created_at
    }
  }
`);

/** The event page (signed out too). */
export const LoadEventQuery = graphql(`
  query LoadEvent($eventId: ID!) {
    loadEvent(eventId: $eventId) {
      _id
      ...EventPageFields
    }
  }
`);

/** The events the viewer organises or is registered for (the /events page). */
export const MyEventsQuery = graphql(`
  query MyEvents {
    myEvents {
      _id
      name
      starts_on
      ends_on
      register_by
      registration_open
      registered_count
      is_organiser
      my_registration {
        _id
        status
      }
    }
  }
`);

/** The squads the viewer owns, which they may register for an event with their open seats. */
export const SquadsToRegisterQuery = graphql(`
  query SquadsToRegister {
    getMySquads {
      _id
      is_owner
      spots_total
      spots_filled
      post {
        _id
        title
        status
      }
    }
  }
`);

/** The organiser's list of everyone registered, in registration order. */
export const EventRegistrationsQuery = graphql(`
  query EventRegistrations($eventId: ID!) {
    eventRegistrations(eventId: $eventId) {
      _id
      user_id
      first_name
      last_name
      photo
      roles
      level
      utc_offset_minutes
      hours_per_week
      status
      unplaced_reason
      squad_id
      squad_title
      open_seats
      registered_at
    }
  }
`);

/** The teams as CSV (a row per member), for the organiser's spreadsheet. */
export const EventTeamsCsvQuery = graphql(`
  query EventTeamsCsv($eventId: ID!) {
    eventTeamsCsv(eventId: $eventId)
  }
`);

/** Every proposal of the event for its organiser, latest round first. */
export const EventProposalsQuery = graphql(`
  query EventProposals($eventId: ID!) {
    eventProposals(eventId: $eventId) {
      ...EventProposalFields
    }
  }
`);

export const CreateEventMutation = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      _id
      ...EventPageFields
    }
  }
`);

/**
 * The organiser's edit: its answer is the fields an edit changes (the cached page takes them;
 * the rest of the page is as it was).
 */
export const UpdateEventMutation = graphql(`
  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {
    updateEvent(eventId: $eventId, input: $input) {
      _id
      name
      description
      starts_on
      ends_on
      register_by
      min_team_size
      max_team_size
      roles
      time_zone_window_hours
      registration_open
    }
  }
`);

export const RegisterForEventMutation = graphql(`
  mutation RegisterForEvent($eventId: ID!, $input: EventRegistrationInput!) {
    registerForEvent(eventId: $eventId, input: $input) {
      ...EventPageFields
    }
  }
`);

export const RegisterSquadForEventMutation = graphql(`
  mutation RegisterSquadForEvent($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {
    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {
      ...EventPageFields
    }
  }
`);

export const LeaveEventMutation = graphql(`
  mutation LeaveEvent($eventId: ID!) {
    leaveEvent(eventId: $eventId) {
      ...EventPageFields
    }
  }
`);

export const RespondToProposalMutation = graphql(`
  mutation RespondToProposal($proposalId: ID!, $accept: Boolean!) {
    respondToProposal(proposalId: $proposalId, accept: $accept) {
      proposal_id
      answer
      squad_id
    }
  }
`);

export const RunEventRoundMutation = graphql(`
  mutation RunEventRound($eventId: ID!) {
    runEventRound(eventId: $eventId) {
      round
      teams
      proposed
      unplaced
    }
  }
`);

export const AnnounceToEventMutation = graphql(`
  mutation AnnounceToEvent($eventId: ID!, $message: String!) {
    announceToEvent(eventId: $eventId, message: $message) {
      _id
      message
      created_at
    }
  }
`);
