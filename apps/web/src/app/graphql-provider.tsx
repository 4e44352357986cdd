import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '@/lib/apollo';
import { useAuthStore } from '@/stores/auth-storage';

// One client (and cache) for the whole visit. The token is read per request, so it never needs rebuilding.
const client = createApolloClient();

// Whatever the cache holds belongs to whoever was here before: the member who just left (sign-out or
// an ended session), or the signed-out visitor whose post or profile carries no flags of their own
// (not applied, not connected). The next viewer must never see it, so a change of member empties it.
// Someone signing in also gets whatever is on screen again, as themselves (resetStore refetches it),
// including a query that started in the same tick and that the emptying cancels.
useAuthStore.subscribe((state, previous) => {
  const id = state.user?._id;
  if (id === previous.user?._id) return;
  // A refetch that fails is the screen's to show (its own error state); nothing to add here.
  (id ? client.resetStore() : client.clearStore()).catch(() => undefined);
});

/**
 * Apollo for the screens that query GraphQL: the signed-in ones, and the posts and profiles a visitor
 * may read. It is loaded with their layouts (not in providers.tsx) because Apollo is about a quarter of
 * the JavaScript and the landing and auth pages never query GraphQL; keeping it out makes them load faster.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
