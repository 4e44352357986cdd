import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';

interface FeedBodyProps<Line> {
  /** The feed's query as useActivityFeed answers it. */
  feed: {
    lines: readonly Line[] | undefined;
    error?: unknown;
    loading: boolean;
    refetch: () => Promise<unknown>;
  };
  /** What shows when the feed holds no line. */
  empty: ReactNode;
  /** The lines, once there is one. */
  children: (lines: readonly Line[]) => ReactNode;
}

/**
 * The feed's lines (the page's and the bell's), or in their place the loading line, the error
 * with Try again, or the empty state.
 */
export function FeedBody<Line>({ feed, empty, children }: FeedBodyProps<Line>) {
  const { lines, error, loading, refetch } = feed;
  if (!lines) {
    if (error) {
      return (
        <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
          Error loading activity.
        </LoadError>
      );
    }
    return loading ? <LoadingText /> : null;
  }
  return <>{lines.length > 0 ? children(lines) : empty}</>;
}
