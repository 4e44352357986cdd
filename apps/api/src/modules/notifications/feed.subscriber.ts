import type { Database } from '../../db/client.js';
import {
  record,
  type DomainEvent,
  type DomainEventType,
  type InTransactionSubscriber,
} from '../../lib/domain-events.js';
import * as repo from './feed.repo.js';

// Who is told of what (docs/decisions/0029's table), as items written in the change's own
// transaction: they are the durable part of an event, and the mail outbox the minute sweep drains
// (docs/decisions/0030, 0038).

const HANDLED: readonly DomainEventType[] = [
  'application.received',
  'application.decided',
  'squad.memberJoined',
  'squad.memberLeft',
  'recruitment.reopened',
  'squad.mentioned',
  'connection.accepted',
  'report.resolved',
  'event.proposed',
  'event.announced',
];

/** The items one event makes (none when nobody is told). */
function itemsOf(event: DomainEvent): repo.NewActivity[] {
  switch (event.type) {
    case 'application.received':
      return [
        {
          recipientId: event.ownerId,
          actorId: event.applicantId,
          type: 'application_received',
          post: event.post,
          link: `/myposts/${event.post.id}`,
          groupKey: `application_received:${event.post.id}`,
        },
      ];
    case 'application.decided': {
      const type = event.status === 'accepted' ? 'application_accepted' : 'application_rejected';
      return [
        {
          recipientId: event.applicantId,
          actorId: event.deciderId,
          type,
          post: event.post,
          link: event.status === 'accepted' ? `/squads/${event.post.id}` : `/post/${event.post.id}`,
          groupKey: `${type}:${event.post.id}`,
        },
      ];
    }
    case 'squad.memberJoined':
      // The squad's other members meet the newcomer; the owner, who decided, is not told.
      return event.memberIds
        .filter((id) => id !== event.ownerId && id !== event.userId)
        .map((recipientId) => ({
          recipientId,
          actorId: event.userId,
          type: 'squad_member_joined' as const,
          post: event.post,
          link: `/squads/${event.post.id}`,
          groupKey: `squad_member_joined:${event.post.id}`,
        }));
    case 'squad.memberLeft':
      // A removal is news to the one who went (a rejection is its own item); a departure is
      // news to the owner, who decided neither.
      if (event.how === 'removed') {
        return [
          {
            recipientId: event.userId,
            actorId: event.ownerId,
            type: 'squad_removed',
            post: event.post,
            link: '/my-applications',
            groupKey: `squad_removed:${event.post.id}`,
          },
        ];
      }
      return event.how === 'left'
        ? [
            {
              recipientId: event.ownerId,
              actorId: event.userId,
              type: 'squad_member_left',
              post: event.post,
              link: `/squads/${event.post.id}`,
              groupKey: `squad_member_left:${event.post.id}`,
            },
          ]
        : [];
    case 'recruitment.reopened':
      // The owner's own change (an edit, a removal) needs no telling: they saw it happen.
      return event.actorId === event.ownerId
        ? []
        : [
            {
              recipientId: event.ownerId,
              actorId: event.actorId,
              type: 'recruitment_reopened',
              post: event.post,
              link: `/myposts/${event.post.id}`,
              groupKey: `recruitment_reopened:${event.post.id}`,
            },
          ];
    case 'squad.mentioned':
      return event.userIds.map((recipientId) => ({
        recipientId,
        actorId: event.actorId,
        type: 'squad_mention' as const,
        post: event.post,
        link: `/squads/${event.post.id}`,
        groupKey: `squad_mention:${event.post.id}`,
      }));
    case 'connection.accepted':
      return [
        {
          recipientId: event.requesterId,
          actorId: event.accepterId,
          type: 'connection_accepted',
          post: null,
          link: `/profile/${event.accepterId}`,
          groupKey: 'connection_accepted',
        },
      ];
    case 'report.resolved':
      // The reporter is the item's actor: it names neither the operator nor what was done.
      return [
        {
          recipientId: event.reporterId,
          actorId: event.reporterId,
          type: 'report_resolved',
          post: null,
          link: '/notifications',
          groupKey: `report_resolved:${event.reportId}`,
        },
      ];
    case 'event.proposed':
    case 'event.announced': {
      const type = event.type === 'event.proposed' ? 'event_proposal' : 'event_announcement';
      return event.memberIds.map((recipientId) => ({
        recipientId,
        actorId: event.organiserId,
        type,
        post: null,
        title: event.event.name,
        link: `/events/${event.event.id}`,
        groupKey: `${type}:${event.event.id}`,
      }));
    }
    default:
      return [];
  }
}

/**
 * Writes the items of a transaction's events in ONE statement before its commit, then records
 * `activity.changed` for the members who got one (their bell is recounted after the commit).
 */
export const activitySubscriber: InTransactionSubscriber<Database> = {
  types: new Set(HANDLED),
  async handle(tx, events) {
    const told = await repo.insertActivities(tx, events.flatMap(itemsOf));
    if (told.length > 0) record(tx, { type: 'activity.changed', userIds: told });
  },
};
