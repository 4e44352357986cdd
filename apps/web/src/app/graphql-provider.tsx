import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '@/lib/apollo';
import { useAuthStore } from '@/stores/auth-storage';

// One client (and cache) for the whole visit. The token is read per request, so it never needs rebuilding.
const client = createApolloClient();

// Whatever the cache holds belongs to the member who just left (sign-out or an ended session);
// the next member must never see it.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user) void client.clearStore();
});

/**
 * Apollo for the signed-in screens. It is loaded with them (not in providers.tsx) because Apollo is about a
 * quarter of the JavaScript and public pages never query GraphQL; keeping it out makes the landing load faster.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
