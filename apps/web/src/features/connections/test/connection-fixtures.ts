import type { ConnectionsListQuery, PendingRequestFieldsFragment } from '@/gql/graphql';

type Pending = PendingRequestFieldsFragment & { __typename: 'Connection' };
type Contact = ConnectionsListQuery['loadConnectionsList'][number] & { __typename: 'Connection' };

/** A pending request to the viewer (the other member is the requester). */
export function buildRequest(overrides: Partial<Pending> = {}): Pending {
  return {
    __typename: 'Connection',
    _id: 'conn-1',
    status: 'pending',
    message: 'Loved your hackathon project!',
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    other_user_id: 'user-2',
    first_name: 'Ada',
    last_name: 'Okafor',
    photo: null,
    title: 'Frontend developer',
    ...overrides,
  };
}

/** An accepted connection of the viewer. */
export function buildContact(overrides: Partial<Contact> = {}): Contact {
  return {
    __typename: 'Connection',
    _id: 'conn-9',
    status: 'accepted',
    chat_id: 'chat-9',
    other_user_id: 'user-3',
    first_name: 'Liam',
    last_name: 'Chen',
    photo: null,
    title: 'Data engineer',
    ...overrides,
  };
}
