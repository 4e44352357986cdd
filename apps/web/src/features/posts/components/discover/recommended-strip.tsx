import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { LoadingText } from '@/components/ui/loading-text';
import { LoadByRecommendationQuery, recommendedVariables } from '../../api/discover-first-screen';
import { PostCard } from '../post-card';

/**
 * 'Recommended for you': the first page of loadByRecommendation with the skills that matched.
 * Hidden while loading, on error and when there is nothing to recommend. `children` (the grid,
 * which leaves these posts out on the server: docs/decisions/0031 and 0062) mount at once, so
 * that both lists are asked for side by side, but show once the strip has its first answer: a
 * strip appearing later would push a grid already on screen down. When the strip's posts change
 * (a refetch after applying), the grid mounts again and starts again at page 1.
 */
export function RecommendedStrip({ children }: { children: ReactNode }) {
  const answer = useQuery(LoadByRecommendationQuery, {
    variables: recommendedVariables,
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  // The cards render in a deferred pass that yields, not in the task that received the answer; the
  // loading flag follows the same pass, so the grid is not shown before them (docs/decisions/0064).
  const { data, loading } = useDeferredValue(
    useMemo(() => ({ data: answer.data, loading: answer.loading }), [answer.data, answer.loading]),
  );
  const settled = data !== undefined || !loading;
  const items = useMemo(() => data?.loadByRecommendation ?? [], [data]);
  const shown = items.map(({ post }) => post._id).join(' ');
  // Which answer the grid was mounted with: the first one keeps the grid that is already loading.
  const [grid, setGrid] = useState<{ shown: string | null; version: number }>({
    shown: null,
    version: 0,
  });
  if (settled && grid.shown !== shown) {
    setGrid({ shown, version: grid.shown === null ? grid.version : grid.version + 1 });
  }
  return (
    <>
      {items.length > 0 ? (
        <section aria-labelledby="recommended-heading" className="flex flex-col gap-3">
          <h2
            id="recommended-heading"
            className="flex items-center gap-2 text-base font-semibold tracking-tight"
          >
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Recommended for you
          </h2>
          <div className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0">
            {items.map(({ post, matched_skills }) => (
              <PostCard
                key={post._id}
                post={post}
                className="w-[85%] shrink-0 snap-start sm:w-auto"
                note={
                  matched_skills.length > 0 ? (
                    <p className="inline-flex rounded-lg bg-primary-soft px-2.5 py-1 font-medium text-primary-soft-foreground">
                      Matches: {matched_skills.join(', ')}
                    </p>
                  ) : null
                }
              />
            ))}
          </div>
        </section>
      ) : null}
      {settled ? null : <LoadingText />}
      <div key={grid.version} hidden={!settled} className={settled ? 'contents' : undefined}>
        {children}
      </div>
    </>
  );
}
