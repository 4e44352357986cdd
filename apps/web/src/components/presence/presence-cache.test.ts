import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { setPresence } from './presence-cache';

// The shapes the features cache: the chat list (chat), a person card (people), a profile (profile).
const Chats = gql`
  query Chats {
    getChatListForUser {
      _id
      other_user_id
      is_online
      last_seen
    }
  }
`;
const Person = gql`
  query Person {
    person {
      _id
      is_online
    }
  }
`;
const Profile = gql`
  query Profile {
    loadUserById {
      _id
      is_online
      last_seen
    }
  }
`;

const chat = (id: string, other: string | null) => ({
  __typename: 'ChatListItem',
  _id: id,
  other_user_id: other,
  is_online: false,
  last_seen: null,
});

function seededCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: Chats,
    data: {
      getChatListForUser: [chat('chat-1', 'user-2'), chat('chat-2', 'user-3'), chat('squad', null)],
    },
  });
  cache.writeQuery({
    query: Person,
    data: { person: { __typename: 'Person', _id: 'user-2', is_online: false } },
  });
  cache.writeQuery({
    query: Profile,
    data: {
      loadUserById: { __typename: 'User', _id: 'user-2', is_online: false, last_seen: null },
    },
  });
  return cache;
}

describe('setPresence', () => {
  it("updates the member's card, profile and chat row, and no one else's", () => {
    const cache = seededCache();
    const seen = '2026-11-26T21:00:00.000Z';
    setPresence(cache, { userId: 'user-2', online: true, last_seen: seen });
    const entries = cache.extract();
    expect(entries['Person:user-2']).toMatchObject({ is_online: true });
    expect(entries['User:user-2']).toMatchObject({ is_online: true, last_seen: seen });
    expect(entries['ChatListItem:chat-1']).toMatchObject({ is_online: true, last_seen: seen });
    expect(entries['ChatListItem:chat-2']).toMatchObject({ is_online: false, last_seen: null });
    expect(entries['ChatListItem:squad']).toMatchObject({ is_online: false });
    // A Person never selects last_seen: it is not added.
    expect(entries['Person:user-2']).not.toHaveProperty('last_seen');
  });

  it('does nothing for a member the cache does not hold', () => {
    const cache = seededCache();
    const before = JSON.stringify(cache.extract());
    setPresence(cache, { userId: 'user-9', online: true, last_seen: null });
    expect(JSON.stringify(cache.extract())).toBe(before);
  });
});
