import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchQuery, printWithTypenames, takePrefetched } from './graphql-prefetch';

const normalised = (text: string) => print(parse(text));

describe('printWithTypenames', () => {
  it('prints arguments, aliases, inline fragments, directives and defaults', () => {
    const text = `query Q($a: [ID!]! = ["x"], $b: Boolean) {
      one: post(id: "1", n: 2, f: 1.5, e: OPEN, o: {k: null, l: [true]}) @include(if: $b) {
        _id
        ... on Post { title }
      }
    }`;
    expect(normalised(printWithTypenames(parse(text)))).toBe(
      print(addTypenameToDocument(parse(text))),
    );
  });
});

const POSTS = parse(
  'query LoadPosts($page: Int, $limit: Int) { loadPosts(page: $page, limit: $limit) { _id } }',
);

describe('prefetchQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('hands a clean answer once, to the same operation, variables and token', async () => {
    const fetch = answer(200, { data: { loadPosts: [] } });
    vi.stubGlobal('fetch', fetch);
    prefetchQuery(POSTS, { page: 1, limit: 4 }, 'token-1');
    expect(fetch).toHaveBeenCalledOnce();
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(takePrefetched('LoadPosts', { page: 1, limit: 4 }, 'token-2')).toBeUndefined();
    expect(takePrefetched('LoadPosts', { page: 2, limit: 4 }, 'token-1')).toBeUndefined();
    // The same variables in another order.
    await expect(takePrefetched('LoadPosts', { limit: 4, page: 1 }, 'token-1')).resolves.toEqual({
      data: { loadPosts: [] },
    });
    expect(takePrefetched('LoadPosts', { page: 1, limit: 4 }, 'token-1')).toBeUndefined();
  });

  it('drops a refused or failed answer (the client asks again)', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthorized' }));
    prefetchQuery(POSTS, { page: 3, limit: 4 }, 'token-1');
    await expect(takePrefetched('LoadPosts', { page: 3, limit: 4 }, 'token-1')).resolves.toBeNull();
    vi.stubGlobal('fetch', answer(200, { errors: [{ message: 'UNAUTHENTICATED' }], data: null }));
    prefetchQuery(POSTS, { page: 4, limit: 4 }, 'token-1');
    await expect(takePrefetched('LoadPosts', { page: 4, limit: 4 }, 'token-1')).resolves.toBeNull();
  });
});
