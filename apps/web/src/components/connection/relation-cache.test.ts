import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { setRelation } from './relation-cache';

// The shapes the features cache: applicant rows (posts), person cards (people), profile headers.
const Applicants = gql`
  query Applicants($postId: ID!) {
    loadApplicationsByPostId(postId: $postId) {
      _id
      applicant_id
      is_connection
      chat_id
    }
  }
`;
const Person = gql`
  query Person {
    person {
      _id
      is_connection
      chat_id
    }
  }
`;

const row = (id: string, applicantId: string) => ({
  __typename: 'Application',
  _id: id,
  applicant_id: applicantId,
  is_connection: 'none',
  chat_id: null,
});

function seededCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: Applicants,
    variables: { postId: 'post-1' },
    data: { loadApplicationsByPostId: [row('app-1', 'user-2'), row('app-2', 'user-3')] },
  });
  cache.writeQuery({
    query: Applicants,
    variables: { postId: 'post-2' },
    data: { loadApplicationsByPostId: [row('app-3', 'user-2')] },
  });
  cache.writeQuery({
    query: Person,
    data: { person: { __typename: 'Person', _id: 'user-2', is_connection: 'none', chat_id: null } },
  });
  return cache;
}

const relationOf = (cache: InMemoryCache, id: string) => {
  const entry = cache.extract()[id];
  return { is_connection: entry?.is_connection, chat_id: entry?.chat_id };
};

describe('setRelation', () => {
  it("updates the member's applicant rows in every post's list, and their person entry", () => {
    const cache = seededCache();
    setRelation(cache, 'user-2', 'accepted', 'chat-9');
    const accepted = { is_connection: 'accepted', chat_id: 'chat-9' };
    expect(relationOf(cache, 'Application:app-1')).toEqual(accepted);
    expect(relationOf(cache, 'Application:app-3')).toEqual(accepted);
    expect(relationOf(cache, 'Person:user-2')).toEqual(accepted);
    // Another applicant is left alone.
    expect(relationOf(cache, 'Application:app-2')).toEqual({
      is_connection: 'none',
      chat_id: null,
    });
  });

  it('lets a watched applicants list see the change', () => {
    const cache = seededCache();
    const seen: unknown[] = [];
    const stop = cache.watch({
      query: Applicants,
      variables: { postId: 'post-1' },
      optimistic: false,
      callback: (diff) => seen.push(diff.result),
    });
    setRelation(cache, 'user-2', 'pending', null);
    stop();
    expect(seen.at(-1)).toEqual({
      loadApplicationsByPostId: [
        { ...row('app-1', 'user-2'), is_connection: 'pending' },
        row('app-2', 'user-3'),
      ],
    });
  });

  it("updates a cached post detail by the member (the viewer's relation to its poster)", () => {
    const cache = seededCache();
    const PostDetail = gql`
      query PostDetail($postId: ID!) {
        loadPostById(postId: $postId) {
          _id
          posted_by
          is_connection
          chat_id
        }
      }
    `;
    const post = (id: string, by: string) => ({
      __typename: 'Post',
      _id: id,
      posted_by: by,
      is_connection: 'none',
      chat_id: null,
    });
    cache.writeQuery({
      query: PostDetail,
      variables: { postId: 'p-1' },
      data: { loadPostById: post('p-1', 'user-2') },
    });
    cache.writeQuery({
      query: PostDetail,
      variables: { postId: 'p-2' },
      data: { loadPostById: post('p-2', 'user-3') },
    });
    setRelation(cache, 'user-2', 'pending', null);
    expect(relationOf(cache, 'Post:p-1')).toEqual({ is_connection: 'pending', chat_id: null });
    expect(relationOf(cache, 'Post:p-2')).toEqual({ is_connection: 'none', chat_id: null });
  });

  it('does nothing when nothing about the member is cached', () => {
    const cache = seededCache();
    const before = cache.extract();
    setRelation(cache, 'user-7', 'accepted', 'chat-1');
    expect(cache.extract()).toEqual(before);
  });
});
