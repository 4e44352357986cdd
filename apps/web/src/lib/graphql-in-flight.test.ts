import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch';
import { createApolloClient } from './apollo';
import { whenGraphQLIdle } from './graphql-in-flight';

// fetch is mocked (src/test/fetch.ts): the app's own link chain, with answers the test releases.
const ME = parse('query Me { me }');
const OTHER = parse('query Other { other }');

/** Whether the promise has settled once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenGraphQLIdle', () => {
  it('resolves at once when nothing is in flight', async () => {
    expect(await settled(whenGraphQLIdle())).toBe(true);
  });

  it('waits for the last answer in flight, whether it succeeds or fails', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    mockFetch(() => answers.shift()!.promise);
    const client = createApolloClient();
    const queries = [
      client.query({ query: ME, fetchPolicy: 'network-only' }),
      client.query({
        query: OTHER,
        fetchPolicy: 'network-only',
        context: { skipErrorToast: true },
      }),
    ];
    const idle = whenGraphQLIdle();

    first.resolve(json(200, { data: { me: 'ok' } }));
    await queries[0];
    expect(await settled(idle)).toBe(false);

    second.resolve(json(500, { errors: [{ message: 'down' }] }));
    await expect(queries[1]).rejects.toThrow();
    expect(await settled(idle)).toBe(true);
  });
});
