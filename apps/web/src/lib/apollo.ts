import { ApolloClient, ApolloLink, HttpLink, type ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of, throwError } from 'rxjs';
import { createCache } from './apollo-cache';
import { inFlightLink } from './graphql-in-flight';
import { takePrefetched } from './graphql-prefetch';
import { sendsBearer, toastForStatus } from './http';
import { getAccessToken, refreshSession } from './session';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set by a caller that shows this operation's errors itself: no global toast. */
    skipErrorToast?: boolean;
    /** The bearer token the request carried (set by the auth link). */
    sentToken?: string | null;
    /** Set once the operation has been retried after a refresh, so it never loops. */
    retriedAfterRefresh?: boolean;
  }
}

// GraphQL error codes (architecture, "API contract") and the HTTP status whose toast they share.
const CODE_STATUS: Record<string, number> = {
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

function graphQLCodes(error: ErrorLike): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const code = e.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/** An expired or invalid bearer: HTTP 401, or a GraphQL error coded UNAUTHENTICATED. */
export function isUnauthenticated(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return graphQLCodes(error).includes('UNAUTHENTICATED');
}

function toastFor(error: ErrorLike): void {
  if (ServerError.is(error)) {
    toastForStatus(error.statusCode);
    return;
  }
  for (const code of new Set(graphQLCodes(error))) {
    const status = CODE_STATUS[code];
    if (status) toastForStatus(status);
  }
}

/**
 * The app's GraphQL client: one endpoint, cookies included, the bearer per request, and the same
 * 401 handling as the REST layer (lib/http.ts): one shared refresh, one retry, else the session ends.
 * Without a bearer (a visitor on a public page) an UNAUTHENTICATED answer is final.
 */
export function createApolloClient({ uri = '/graphql' }: { uri?: string } = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error, result, operation, forward }) => {
    const context = operation.getContext();
    // Only a bearer can have expired: a signed-out visitor's request (a public page) has no session
    // to renew, and renewing one anyway would end it and send the visitor to /login.
    if (isUnauthenticated(error) && context.sentToken && !context.retriedAfterRefresh) {
      return from(refreshSession(context.sentToken ?? null)).pipe(
        mergeMap((token) => {
          // Refresh failed: the session has ended and the app is on its way to /login.
          if (!token) return result ? of(result) : throwError(() => error);
          operation.setContext({ retriedAfterRefresh: true });
          return forward(operation);
        }),
      );
    }
    if (!context.skipErrorToast) toastFor(error);
  });
  // After the error link, so a retry picks up the refreshed token.
  const authLink = new SetContextLink((prevContext) => {
    const token = sendsBearer(uri) ? getAccessToken() : null;
    if (!token) return { sentToken: null };
    const headers = (prevContext.headers ?? {}) as Record<string, string>;
    return { sentToken: token, headers: { ...headers, authorization: `Bearer ${token}` } };
  });
  // A query the entry file sent before this client was loaded (lib/graphql-prefetch.ts) takes
  // that answer; a failed one goes to the network as any other.
  const prefetchedLink = new ApolloLink((operation, forward) => {
    const waiting = takePrefetched(
      operation.operationName,
      operation.variables,
      operation.getContext().sentToken,
    );
    if (!waiting) return forward(operation);
    return from(waiting).pipe(mergeMap((result) => (result ? of(result) : forward(operation))));
  });
  const httpLink = new HttpLink({ uri, credentials: 'include' });
  return new ApolloClient({
    link: ApolloLink.from([inFlightLink, errorLink, authLink, prefetchedLink, httpLink]),
    cache: createCache(),
  });
}
