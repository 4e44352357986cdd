import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { from, mergeMap } from 'rxjs';
import { deferred } from './fetch';

/**
 * Mocked answers held back until `release()`: a test sees the busy state ("Saving...") for sure,
 * however slow the machine, instead of racing a timed delay. Pass `link` to MockedProvider.
 */
export function heldMocks(mocks: MockLink.MockedResponse[]) {
  const answer = deferred<void>();
  const held = new ApolloLink((operation, forward) =>
    from(answer.promise).pipe(mergeMap(() => forward(operation))),
  );
  return { link: ApolloLink.from([held, new MockLink(mocks)]), release: () => answer.resolve() };
}
