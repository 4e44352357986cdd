// Event rules: pure, over the rows the service loaded (lib/policy.ts, docs/decisions/0055). An
// event is public; its organiser alone runs and edits it (rounds, the registrations' view, the
// export, announcements), and a proposal is answered only by a member proposed in it.
import { conflict, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { definePolicy } from '../../lib/policy.js';

export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
  proposalNotFound: 'Proposal not found.',
  notOrganiser: 'Only the event’s organiser can do this.',
  registrationClosed: 'Registration for this event has closed.',
  eventEnded: 'This event has ended.',
  alreadyRegistered: 'You are already registered for this event.',
  squadAlreadyRegistered: 'This squad is already registered for this event.',
  inRegisteredSquad: 'You are in a squad registered for this event: its seats are in the pool.',
  squadMemberRegisteredAlone:
    'Someone in this squad is registered alone for this event: they must leave it before the squad can register.',
  notRegistered: 'You are not registered for this event.',
  notSquadOwner: 'Only the squad’s owner can register it.',
  squadNotFound: 'Squad not found.',
  proposalClosed: 'This proposal is no longer open.',
  alreadyAnswered: 'You already answered this proposal.',
  verifyFirst: 'Verify your e-mail address to create an event.',
} as const;

interface EventFacts {
  organiser_id: string;
  register_by: Date;
  ends_on: string;
}

const isOrganiser = (viewer: ViewerRef, event: Pick<EventFacts, 'organiser_id'>) =>
  viewer.id === event.organiser_id;

/** The event's last day has passed (its calendar date, read in UTC). */
export const eventEnded = (event: Pick<EventFacts, 'ends_on'>, now = new Date()) =>
  event.ends_on < now.toISOString().slice(0, 10);

export const eventPolicy = definePolicy(
  {
    /** Rounds, the organiser's view, the export, announcements, editing. */
    organise: isOrganiser,
    /** Registering (alone or a squad) until the deadline, and never once the event has ended. */
    register: (_viewer: ViewerRef, event: Pick<EventFacts, 'register_by' | 'ends_on'>) =>
      event.register_by.getTime() > Date.now() && !eventEnded(event),
    /** Rounds run, and the event is edited, while it has not ended. */
    notEnded: (_viewer: ViewerRef, event: Pick<EventFacts, 'ends_on'>) => !eventEnded(event),
    /** A squad is registered by its owner. */
    registerSquad: (viewer: ViewerRef, squad: { posted_by: string }) =>
      viewer.id === squad.posted_by,
    /** A proposal is answered by the members proposed in it, once, while it is open. */
    answer: (_viewer: ViewerRef, mine: { answer: string } | undefined) => mine !== undefined,
    answerOnce: (_viewer: ViewerRef, mine: { answer: string; status: string }) =>
      mine.status !== 'dissolved' && mine.answer === 'pending',
  },
  {
    organise: () => forbidden(EVENT_MESSAGES.notOrganiser),
    register: () => conflict(EVENT_MESSAGES.registrationClosed),
    notEnded: () => conflict(EVENT_MESSAGES.eventEnded),
    registerSquad: () => forbidden(EVENT_MESSAGES.notSquadOwner),
    answer: () => notFound(EVENT_MESSAGES.proposalNotFound),
    answerOnce: (mine) =>
      conflict(
        mine.answer === 'accepted' || mine.answer === 'declined'
          ? EVENT_MESSAGES.alreadyAnswered
          : EVENT_MESSAGES.proposalClosed,
      ),
  },
);
