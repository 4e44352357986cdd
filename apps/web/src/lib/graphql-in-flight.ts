import { ApolloLink } from '@apollo/client';
import { defer, finalize } from 'rxjs';

/**
 * How many GraphQL operations are waiting for their answer, so that work which should not compete
 * with a screen's data (the realtime connection, docs/decisions/0067) can wait for them.
 */
let inFlight = 0;
const waiters = new Set<() => void>();

/** Counts every operation from the moment it leaves until it answers, fails or is unsubscribed. */
export const inFlightLink = new ApolloLink((operation, forward) =>
  defer(() => {
    inFlight += 1;
    return forward(operation).pipe(
      finalize(() => {
        inFlight -= 1;
        if (inFlight > 0) return;
        const ready = [...waiters];
        waiters.clear();
        ready.forEach((resolve) => resolve());
      }),
    );
  }),
);

/** Resolves at once when no operation is in flight, else when the last one in flight settles. */
export function whenGraphQLIdle(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.add(resolve));
}
