import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export interface ApolloClientOptions {
  /** Read on every operation so a refreshed token is picked up without rebuilding the client. */
  getToken: () => string | null;
  uri?: string;
}

/**
 * The app's GraphQL client: one endpoint, cookies included, bearer token when signed in.
 * The auth feature adds the 401 refresh-and-retry link in front of the HTTP link.
 */
export function createApolloClient({
  getToken,
  uri = '/graphql',
}: ApolloClientOptions): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    const headers = (prevContext.headers ?? {}) as Record<string, string>;
    return { headers: { ...headers, authorization: `Bearer ${token}` } };
  });
  const httpLink = new HttpLink({ uri, credentials: 'include' });
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
