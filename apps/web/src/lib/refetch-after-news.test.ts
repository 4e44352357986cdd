import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { refetchAfterNews } from './refetch-after-news';

// Built with parse(), not a gql tag, so codegen leaves this made-up operation alone.
const PIN = parse('query Pin { pin }');

/**
 * A server whose answers the test releases one by one: each request is answered with the pin as
 * it stands when the request ARRIVED, as a database read would be.
 */
function slowServer() {
  let pin = 'Nothing pinned yet.';
  const waiting: (() => void)[] = [];
  let sent = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        sent += 1;
        const read = pin;
        waiting.push(() => {
          observer.next({ data: { pin: read } });
          observer.complete();
        });
      }),
  );
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    change: (text: string) => (pin = text),
    sent: () => sent,
    answerNext: async () => {
      await Promise.resolve();
      waiting.shift()?.();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A screen watching the query with the default options, its first load answered. */
async function loadedScreen() {
  const server = slowServer();
  const query = server.client.watchQuery({ query: PIN });
  const subscription = query.subscribe(() => undefined);
  await flush();
  await server.answerNext();
  await flush();
  return { server, query, subscription };
}

describe('refetchAfterNews', () => {
  it('sends a new request after one that left before the change, and shows the change', async () => {
    const server = slowServer();
    const query = server.client.watchQuery({ query: PIN, notifyOnNetworkStatusChange: true });
    const seen: unknown[] = [];
    const subscription = query.subscribe((result) => seen.push(result.data));
    await flush();
    expect(server.sent()).toBe(1); // the screen's load, still in flight

    server.change('Kick-off on Friday at six.');
    const refreshed = refetchAfterNews(query);
    const again = refetchAfterNews(query); // news arriving meanwhile shares the follow-up
    await flush();
    expect(server.sent()).toBe(1);

    await server.answerNext();
    await flush();
    expect(server.sent()).toBe(2);
    await server.answerNext();
    await Promise.all([refreshed, again]);
    expect(query.getCurrentResult().data).toEqual({ pin: 'Kick-off on Friday at six.' });
    expect(seen.at(-1)).toEqual({ pin: 'Kick-off on Friday at six.' });
    subscription.unsubscribe();
  });

  it('follows a refetch still in flight, with the default options', async () => {
    const { server, query, subscription } = await loadedScreen();

    const reconnected = refetchAfterNews(query); // a (re)connection's read, still in flight
    await flush();
    server.change('Demo on Sunday.');
    const changed = refetchAfterNews(query); // the change's event arrives meanwhile
    await server.answerNext();
    await flush();
    expect(server.sent()).toBe(3);
    await server.answerNext();
    await Promise.all([reconnected, changed]);
    expect(query.getCurrentResult().data).toEqual({ pin: 'Demo on Sunday.' });
    subscription.unsubscribe();
  });

  it('refetches at once when nothing is in flight', async () => {
    const { server, query, subscription } = await loadedScreen();

    server.change('Stand-up at nine.');
    const refreshed = refetchAfterNews(query);
    await flush();
    expect(server.sent()).toBe(2);
    await server.answerNext();
    await refreshed;
    expect(query.getCurrentResult().data).toEqual({ pin: 'Stand-up at nine.' });
    subscription.unsubscribe();
  });
});
