import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';

interface RequestsPendingProps {
  failed: boolean;
  loading: boolean;
  refetch: () => Promise<unknown>;
}

/** What a request list shows until its rows are in: the error with Try again, or the loading line. */
export function RequestsPending({ failed, loading, refetch }: RequestsPendingProps) {
  if (failed) {
    return (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading requests.
      </LoadError>
    );
  }
  return loading ? <LoadingText /> : null;
}
