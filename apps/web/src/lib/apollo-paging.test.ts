import { gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { offsetPagedList } from './apollo-paging';
import { createCache } from './apollo-cache';

// The real InMemoryCache with the app's policies: pages are written the way fetchMore writes them
// (writeQuery with that page's variables) and read back the way the page's watched query reads.

interface Post {
  __typename: 'Post';
  _id: string;
  title: string;
}
type Saved = { getSavedPosts: Post[] };
type Searched = {
  searchMyApplications: { application: { __typename: 'Application'; _id: string } }[];
};

const SavedPosts: TypedDocumentNode<Saved, { page: number; limit: number }> = gql`
  query SavedPosts($page: Int, $limit: Int) {
    getSavedPosts(page: $page, limit: $limit) {
      _id
      title
    }
  }
`;

const SearchMyApplications: TypedDocumentNode<
  Searched,
  { search: string; page: number; limit: number }
> = gql`
  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {
    searchMyApplications(search: $search, page: $page, limit: $limit) {
      application {
        _id
      }
    }
  }
`;

const LIMIT = 2;
const post = (id: string): Post => ({ __typename: 'Post', _id: id, title: `Post ${id}` });
const posts = (...ids: string[]) => ids.map(post);

function writeSaved(cache: InMemoryCache, page: number, ids: string[]) {
  cache.writeQuery({
    query: SavedPosts,
    variables: { page, limit: LIMIT },
    data: { getSavedPosts: posts(...ids) },
  });
}

/** What the list's watched query (always page 1's variables) shows. */
const savedIds = (cache: InMemoryCache) =>
  cache
    .readQuery({ query: SavedPosts, variables: { page: 1, limit: LIMIT } })
    ?.getSavedPosts.map((p) => p._id);

describe('offsetPagedList', () => {
  it('page 1 is the list, and writing page 1 again replaces it', () => {
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    expect(savedIds(cache)).toEqual(['a', 'b']);
    writeSaved(cache, 1, ['c', 'a']);
    expect(savedIds(cache)).toEqual(['c', 'a']);
  });

  it('page 2 appends after page 1', () => {
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['c', 'd']);
    expect(savedIds(cache)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the current items and adds only the new ones, in order', () => {
    // An item that moved down a page (one was added on top meanwhile) is not shown twice.
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['b', 'c']);
    expect(savedIds(cache)).toEqual(['a', 'b', 'c']);
  });

  it('after an item left the list (a write of page 1), the page that moved up fills the gap', () => {
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['c', 'd']);
    // The unsave: the page writes the list without 'b' with page 1's variables.
    cache.updateQuery({ query: SavedPosts, variables: { page: 1, limit: LIMIT } }, (current) =>
      current ? { getSavedPosts: current.getSavedPosts.filter((p) => p._id !== 'b') } : current,
    );
    expect(savedIds(cache)).toEqual(['a', 'c', 'd']);
    // useLoadMore asks for page 2 again (3 shown); the server's page 2 is now d, e.
    writeSaved(cache, 2, ['d', 'e']);
    expect(savedIds(cache)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('a refetch of page 1 after a mutation starts the list again from the server', () => {
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['c', 'd']);
    writeSaved(cache, 1, ['new', 'a']);
    expect(savedIds(cache)).toEqual(['new', 'a']);
  });

  it('an evicted entry (a deleted post) does not count towards the offset', () => {
    const cache = createCache();
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['c', 'd']);
    cache.evict({ id: cache.identify({ __typename: 'Post', _id: 'b' }) });
    cache.gc();
    expect(savedIds(cache)).toEqual(['a', 'c', 'd']);
    // Page 2 again (3 shown): the server's page 2 is d, e.
    writeSaved(cache, 2, ['d', 'e']);
    expect(savedIds(cache)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keyArgs keep each search its own list', () => {
    const cache = createCache();
    const write = (search: string, page: number, ids: string[]) =>
      cache.writeQuery({
        query: SearchMyApplications,
        variables: { search, page, limit: LIMIT },
        data: {
          searchMyApplications: ids.map((_id) => ({
            application: { __typename: 'Application' as const, _id },
          })),
        },
      });
    const read = (search: string) =>
      cache
        .readQuery({ query: SearchMyApplications, variables: { search, page: 1, limit: LIMIT } })
        ?.searchMyApplications.map((item) => item.application._id);
    write('rover', 1, ['r1', 'r2']);
    write('chess', 1, ['c1', 'c2']);
    write('rover', 2, ['r2', 'r3']); // an item without an id of its own, told apart by its application
    expect(read('rover')).toEqual(['r1', 'r2', 'r3']);
    expect(read('chess')).toEqual(['c1', 'c2']);
  });

  it('a page written while more is held replaces only its own range', () => {
    const cache = new InMemoryCache({
      typePolicies: { Query: { fields: { getSavedPosts: offsetPagedList(false) } } },
    });
    writeSaved(cache, 1, ['a', 'b']);
    writeSaved(cache, 2, ['c', 'd']);
    writeSaved(cache, 3, ['e', 'f']);
    writeSaved(cache, 2, ['c', 'x']);
    expect(savedIds(cache)).toEqual(['a', 'b', 'c', 'x', 'e', 'f']);
  });
});
