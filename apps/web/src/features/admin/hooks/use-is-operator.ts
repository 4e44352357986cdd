import { useQuery } from '@apollo/client/react';
import { ViewerOperatorQuery } from '../api/admin';

/**
 * Whether the signed-in member is an operator (`User.is_operator`, true only on one's own record).
 * `loading` until the first answer; a failure reads as "not an operator": the API refuses anyway.
 */
export function useIsOperator(): { isOperator: boolean; loading: boolean } {
  const { data, loading } = useQuery(ViewerOperatorQuery, {
    fetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
  return { isOperator: data?.loadUserById.is_operator ?? false, loading: loading && !data };
}
