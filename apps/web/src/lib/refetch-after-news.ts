import type { ObservableQuery, OperationVariables } from '@apollo/client';
import { isNetworkRequestInFlight } from '@apollo/client/utilities';
import { filter, firstValueFrom } from 'rxjs';

type AnyQuery = ObservableQuery<unknown, OperationVariables>;

const followUps = new WeakMap<AnyQuery, Promise<unknown>>();

/** Resolves once the query has no request in flight (or has stopped). */
const settled = (query: AnyQuery) =>
  firstValueFrom(query.pipe(filter((result) => !isNetworkRequestInFlight(result.networkStatus))), {
    defaultValue: undefined,
  });

/**
 * Refetches a query because the server said its data changed (a socket event, a reconnection).
 * `refetch()` alone would join a request of the same query still in flight (Apollo deduplicates
 * identical requests), one sent before the change and so perhaps without it, and the screen
 * would stay stale until the next event. So while a request is in flight this waits for it and
 * sends a new one after; news arriving meanwhile shares that one follow-up, which leaves after
 * all of them.
 */
export function refetchAfterNews<TData, TVariables extends OperationVariables>(
  query: ObservableQuery<TData, TVariables>,
): Promise<unknown> {
  const observed = query as unknown as AnyQuery;
  const queued = followUps.get(observed);
  if (queued) return queued;
  if (!isNetworkRequestInFlight(query.getCurrentResult().networkStatus)) return query.refetch();
  const followUp = settled(observed).then(() => {
    followUps.delete(observed);
    return query.refetch();
  });
  followUps.set(observed, followUp);
  return followUp;
}
